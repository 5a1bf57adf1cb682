import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * One entity by equality on the given properties, read with a statement made once and hydrated the way TypeORM's
 * findOneBy would (every column through the driver's own conversion: dates, booleans, simple-json, transformers).
 * TypeORM builds its query anew on every call, and for the reads every request makes (the account by its API key,
 * the document by its capture key) that building was a larger cost than the database itself.
 * The statement is made for the entity's metadata and run on whichever manager is passed (a transaction's too).
 */
export function entityReader<T extends ObjectLiteral>(target: EntityTarget<T>, by: readonly (keyof T & string)[]) {
  let made: { sql: string; key: EntityManager['connection'] } | undefined;
  return async (manager: EntityManager, ...values: unknown[]): Promise<T | null> => {
    const connection = manager.connection;
    const meta = connection.getMetadata(target);
    if (made?.key !== connection) {
      const q = (name: string) => connection.driver.escape(name);
      const where = by.map((property) => {
        const column = meta.findColumnWithPropertyName(property);
        if (!column) throw new Error(`${meta.name} has no column for ${property}`);
        return `${q(column.databaseName)} = ?`;
      });
      const columns = meta.columns.map((c) => q(c.databaseName)).join(', ');
      made = { sql: `SELECT ${columns} FROM ${q(meta.tablePath)} WHERE ${where.join(' AND ')} LIMIT 1`, key: connection };
    }
    const rows: Record<string, unknown>[] = await manager.query(made.sql, values);
    if (!rows.length) return null;
    const entity = meta.create() as T;
    for (const column of meta.columns) column.setEntityValue(entity, connection.driver.prepareHydratedValue(rows[0][column.databaseName], column));
    return entity;
  };
}
