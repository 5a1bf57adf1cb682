import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Inserts one row of an entity with a statement made once per set of columns, each value through the driver's own
 * conversion (dates, booleans, simple-json, transformers), as TypeORM's insert query builder would write it — without
 * building the query anew on every call, which cost the acceptance of an upload more than SQLite's two inserts did.
 * Nothing is read back (no generated id, no defaults): for rows whose writer does not need them.
 * A property left undefined gets the column's default in the database (omitted from the statement), or NULL where
 * the column has none, as with the query builder. Auto-increment keys are the database's; columns TypeORM fills
 * itself (create/update dates, versions, generated uuids) are refused rather than silently left empty.
 */
export function entityInserter<T extends ObjectLiteral>(target: EntityTarget<T>) {
  const made = new Map<string, string>();
  let key: EntityManager['connection'] | undefined;
  return async (manager: EntityManager, row: Partial<T>): Promise<void> => {
    const connection = manager.connection;
    if (key !== connection) {
      made.clear();
      key = connection;
    }
    const meta = connection.getMetadata(target);
    const driver = connection.driver;
    const columns: ColumnMetadata[] = [];
    const values: unknown[] = [];
    let shape = '';
    for (const column of meta.columns) {
      if (!column.isInsert) continue;
      if (column.isGenerated && column.generationStrategy === 'increment') continue;
      if (column.isCreateDate || column.isUpdateDate || column.isVersion || column.isGenerated) {
        throw new Error(`entityInserter does not fill ${meta.name}.${column.propertyName}`);
      }
      const value = column.getEntityValue(row);
      if (value === undefined && column.default !== undefined) {
        shape += '0';
        continue;
      }
      shape += '1';
      columns.push(column);
      values.push(value === undefined ? null : driver.preparePersistentValue(value, column));
    }
    let sql = made.get(shape);
    if (!sql) {
      const q = (name: string) => driver.escape(name);
      sql = `INSERT INTO ${q(meta.tablePath)} (${columns.map((c) => q(c.databaseName)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      made.set(shape, sql);
    }
    await manager.query(sql, values);
  };
}
