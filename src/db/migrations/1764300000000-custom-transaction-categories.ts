import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Accounts' own bank-transaction categories: labelled example transactions, replaced as a whole set. */
export class CustomTransactionCategories1764300000000 implements MigrationInterface {
  name = 'CustomTransactionCategories1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'custom_transaction_categories',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'account_id', type: 'varchar', length: '36' },
          { name: 'txn', type: 'varchar', length: '1000' },
          { name: 'category', type: 'varchar', length: '100' },
          { name: 'position', type: 'integer' },
        ],
        indices: [{ name: 'idx_custom_txn_categories_account', columnNames: ['account_id', 'position'] }],
        foreignKeys: [{ columnNames: ['account_id'], referencedTableName: 'accounts', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('custom_transaction_categories');
  }
}
