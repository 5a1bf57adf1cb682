import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Per-account callbacks: the URL and the signing secret on the account, and one durable row per notification so a
 * callback survives restarts and is retried by whichever node is free.
 */
export class AccountCallbacks1764500000000 implements MigrationInterface {
  name = 'AccountCallbacks1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const type = queryRunner.connection.options.type;
    const mysql = type === 'mysql' || type === 'mariadb';
    const bigText = mysql ? 'mediumtext' : 'text';
    // MySQL's DATETIME keeps whole seconds, which would make a 100 ms backoff due at once; SQLite keeps milliseconds.
    const precise = mysql ? { precision: 3 } : {};
    await queryRunner.addColumns('accounts', [
      new TableColumn({ name: 'callback_url', type: 'varchar', length: '2048', isNullable: true }),
      new TableColumn({ name: 'callback_secret', type: 'varchar', length: '64', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'callback_deliveries',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'account_id', type: 'varchar', length: '36' },
          { name: 'document_id', type: 'varchar', length: '36' },
          { name: 'event', type: 'varchar', length: '32' },
          { name: 'url', type: 'varchar', length: '2048' },
          { name: 'body', type: bigText },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'next_attempt_at', type: 'datetime', ...precise },
          { name: 'state', type: 'varchar', length: '16' },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'delivered_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          { name: 'idx_callback_deliveries_due', columnNames: ['state', 'next_attempt_at'] },
          // One notification per document and outcome, however often the job that reached it ran.
          { name: 'uq_callback_deliveries_document_event', columnNames: ['document_id', 'event'], isUnique: true },
        ],
        foreignKeys: [{ columnNames: ['account_id'], referencedTableName: 'accounts', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('callback_deliveries');
    await queryRunner.dropColumn('accounts', 'callback_secret');
    await queryRunner.dropColumn('accounts', 'callback_url');
  }
}
