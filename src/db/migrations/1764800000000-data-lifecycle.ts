import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Deleting data: when RETENTION_DAYS removed a document's original, the cleanups of deleted documents still owed to
 * the blob store and Redis (retried until done), and the lease that lets one process at a time run the purge.
 */
export class DataLifecycle1764800000000 implements MigrationInterface {
  name = 'DataLifecycle1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const type = queryRunner.connection.options.type;
    const datetime = type === 'mysql' || type === 'mariadb' ? 'datetime(3)' : 'datetime';
    await queryRunner.addColumn('documents', new TableColumn({ name: 'original_purged_at', type: datetime, isNullable: true }));
    // The retention purge looks for old documents across all accounts.
    await queryRunner.createIndex('documents', new TableIndex({ name: 'idx_documents_created', columnNames: ['created_at'] }));
    await queryRunner.createTable(
      new Table({
        name: 'document_purges',
        columns: [
          { name: 'document_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'created_at', type: datetime },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'maintenance_leases',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'holder', type: 'varchar', length: '128', isNullable: true },
          { name: 'expires_at', type: datetime, isNullable: true },
        ],
      }),
    );
    await queryRunner.query("INSERT INTO maintenance_leases (name) VALUES ('retention')");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('maintenance_leases');
    await queryRunner.dropTable('document_purges');
    await queryRunner.dropIndex('documents', 'idx_documents_created');
    await queryRunner.dropColumn('documents', 'original_purged_at');
  }
}
