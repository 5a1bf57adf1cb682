import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Credential lifecycle: every API key and secret key an account has had (hashed, with created / last used / grace
 * end / revoked), the account's own audit trail, and the columns of the single-use password-reset link. The keys
 * accounts hold today are copied in as their current credentials, so every existing key keeps working and shows up
 * in the list. accounts.api_key_hash and secret_key_hash stay: they remain the current keys (authentication reads
 * them first), and nodes of the previous version keep working during a rolling upgrade.
 */
export class AccountCredentials1764700000000 implements MigrationInterface {
  name = 'AccountCredentials1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const type = queryRunner.connection.options.type;
    const mysql = type === 'mysql' || type === 'mariadb';
    // Grace periods may be seconds long; MySQL's plain DATETIME would round them to whole seconds.
    const datetime = mysql ? 'datetime(3)' : 'datetime';
    await queryRunner.createTable(
      new Table({
        name: 'account_credentials',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'account_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'key_hash', type: 'varchar', length: '64' },
          { name: 'hint', type: 'varchar', length: '8', isNullable: true },
          { name: 'created_at', type: datetime },
          { name: 'last_used_at', type: datetime, isNullable: true },
          { name: 'expires_at', type: datetime, isNullable: true },
          { name: 'revoked_at', type: datetime, isNullable: true },
        ],
        indices: [
          { name: 'uq_account_credentials_hash', columnNames: ['key_hash'], isUnique: true },
          { name: 'idx_account_credentials_account', columnNames: ['account_id', 'kind'] },
        ],
        foreignKeys: [{ columnNames: ['account_id'], referencedTableName: 'accounts', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    for (const [kind, column] of [['api_key', 'api_key_hash'], ['secret_key', 'secret_key_hash']]) {
      await queryRunner.query(
        `INSERT INTO account_credentials (account_id, kind, key_hash, created_at) SELECT id, '${kind}', ${column}, created_at FROM accounts`,
      );
    }
    await queryRunner.createTable(
      new Table({
        name: 'account_events',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'account_id', type: 'varchar', length: '36' },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'via', type: 'varchar', length: '16' },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
          { name: 'detail', type: 'text', isNullable: true },
          { name: 'created_at', type: datetime },
        ],
        indices: [
          { name: 'idx_account_events_account', columnNames: ['account_id', 'id'] },
          // Counting recent changes and failed confirmations (the per-account limits) reads this.
          { name: 'idx_account_events_action', columnNames: ['account_id', 'action', 'created_at'] },
        ],
        foreignKeys: [{ columnNames: ['account_id'], referencedTableName: 'accounts', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await queryRunner.addColumns('accounts', [
      new TableColumn({ name: 'reset_token_hash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'reset_expires_at', type: datetime, isNullable: true }),
      new TableColumn({ name: 'reset_sent_at', type: datetime, isNullable: true }),
    ]);
    await queryRunner.createIndex('accounts', new TableIndex({ name: 'idx_accounts_reset_token', columnNames: ['reset_token_hash'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('accounts', 'idx_accounts_reset_token');
    for (const column of ['reset_sent_at', 'reset_expires_at', 'reset_token_hash']) await queryRunner.dropColumn('accounts', column);
    await queryRunner.dropTable('account_events');
    await queryRunner.dropTable('account_credentials');
  }
}
