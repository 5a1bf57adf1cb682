import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/** Column types that differ between SQLite and MySQL/MariaDB (MySQL TEXT stops at 64 KB; Raw_Text can be larger). */
function types(queryRunner: QueryRunner) {
  const mysql = queryRunner.connection.options.type === 'mysql' || queryRunner.connection.options.type === 'mariadb';
  return {
    bigText: mysql ? 'longtext' : 'text',
    datetime: mysql ? 'datetime(3)' : 'datetime',
    double: mysql ? 'double' : 'real',
  };
}

export class InitialSchema1763900000000 implements MigrationInterface {
  name = 'InitialSchema1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = types(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'accounts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'client_id', type: 'varchar', length: '64', isUnique: true },
          { name: 'api_key_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'secret_key_hash', type: 'varchar', length: '64' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'verified_at', type: t.datetime, isNullable: true },
          { name: 'verify_token_hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'verify_expires_at', type: t.datetime, isNullable: true },
          { name: 'is_demo', type: 'boolean', default: false },
          { name: 'created_at', type: t.datetime },
        ],
        indices: [{ name: 'idx_accounts_verify_token', columnNames: ['verify_token_hash'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'documents',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'capture_key', type: 'varchar', length: '400', isUnique: true },
          { name: 'account_id', type: 'varchar', length: '36' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'failure_reason', type: 'text', isNullable: true },
          { name: 'file_name', type: 'varchar', length: '255' },
          { name: 'media_type', type: 'varchar', length: '16' },
          { name: 'content_hash', type: 'varchar', length: '64' },
          { name: 'byte_size', type: 'integer' },
          { name: 'source_url', type: 'text', isNullable: true },
          { name: 'notify_by_email', type: 'boolean', default: false },
          { name: 'fields', type: t.bigText, isNullable: true },
          { name: 'vendor_name', type: 'varchar', length: '255', default: "''" },
          { name: 'invoice_number', type: 'varchar', length: '255', default: "''" },
          { name: 'total', type: t.double, default: 0 },
          { name: 'document_date', type: 'varchar', length: '10', default: "''" },
          { name: 'created_at', type: t.datetime },
          { name: 'processed_at', type: t.datetime, isNullable: true },
        ],
        indices: [
          { name: 'idx_documents_account_created', columnNames: ['account_id', 'created_at'] },
          { name: 'idx_documents_account_hash', columnNames: ['account_id', 'content_hash'] },
          { name: 'idx_documents_account_vendor_invoice', columnNames: ['account_id', 'vendor_name', 'invoice_number'] },
          { name: 'idx_documents_account_date', columnNames: ['account_id', 'document_date'] },
        ],
        foreignKeys: [
          { columnNames: ['account_id'], referencedTableName: 'accounts', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'line_items',
        columns: [
          { name: 'id', type: 'varchar', length: '32', isPrimary: true },
          { name: 'document_id', type: 'varchar', length: '36' },
          { name: 'position', type: 'integer' },
          { name: 'fields', type: 'text' },
        ],
        indices: [{ name: 'idx_line_items_document_position', columnNames: ['document_id', 'position'] }],
        foreignKeys: [
          { columnNames: ['document_id'], referencedTableName: 'documents', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_entries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'document_id', type: 'varchar', length: '36' },
          { name: 'account_id', type: 'varchar', length: '36' },
          { name: 'actor', type: 'varchar', length: '254' },
          { name: 'via', type: 'varchar', length: '16' },
          { name: 'action', type: 'varchar', length: '24' },
          { name: 'line_item_id', type: 'varchar', length: '32', isNullable: true },
          { name: 'field', type: 'varchar', length: '64' },
          { name: 'old_value', type: t.bigText, isNullable: true },
          { name: 'new_value', type: t.bigText, isNullable: true },
          { name: 'created_at', type: t.datetime },
        ],
        indices: [{ name: 'idx_audit_document', columnNames: ['document_id', 'id'] }],
        foreignKeys: [
          { columnNames: ['document_id'], referencedTableName: 'documents', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'jobs',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'document_id', type: 'varchar', length: '36', isUnique: true },
          { name: 'state', type: 'varchar', length: '16' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'run_after', type: t.datetime },
          { name: 'locked_at', type: t.datetime, isNullable: true },
          { name: 'last_error', type: 'text', isNullable: true },
          { name: 'created_at', type: t.datetime },
        ],
        indices: [{ name: 'idx_jobs_state_run_after', columnNames: ['state', 'run_after'] }],
        foreignKeys: [
          { columnNames: ['document_id'], referencedTableName: 'documents', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['jobs', 'audit_entries', 'line_items', 'documents', 'accounts']) {
      await queryRunner.dropTable(table);
    }
  }
}
