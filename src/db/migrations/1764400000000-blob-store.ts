import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * BLOB_STORE=db: originals in the database, so nodes without a shared disk see them. A blob is a head row and its
 * bytes in ordered chunks, each small enough for MySQL's max_allowed_packet (src/domain/blob/db-blob-store.ts).
 * No foreign key to documents: the original is stored before its document row exists.
 */
export class BlobStore1764400000000 implements MigrationInterface {
  name = 'BlobStore1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const type = queryRunner.connection.options.type;
    const bytes = type === 'mysql' || type === 'mariadb' ? 'longblob' : 'blob';
    await queryRunner.createTable(
      new Table({
        name: 'blobs',
        columns: [
          { name: 'key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'size', type: 'integer' },
          { name: 'chunks', type: 'integer' },
          { name: 'created_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'blob_chunks',
        columns: [
          { name: 'blob_key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'seq', type: 'integer', isPrimary: true },
          { name: 'bytes', type: bytes },
        ],
        foreignKeys: [{ columnNames: ['blob_key'], referencedTableName: 'blobs', referencedColumnNames: ['key'], onDelete: 'CASCADE' }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blob_chunks');
    await queryRunner.dropTable('blobs');
  }
}
