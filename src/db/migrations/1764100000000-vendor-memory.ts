import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Vendor memory: corrections kept as labelled examples, looked up by account and vendor. And a SimHash of
 * each document's text, so a re-scan of a document already held is flagged as a duplicate.
 */
export class VendorMemory1764100000000 implements MigrationInterface {
  name = 'VendorMemory1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const type = queryRunner.connection.options.type;
    const mysql = type === 'mysql' || type === 'mariadb';
    await queryRunner.createTable(
      new Table({
        name: 'vendor_corrections',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'account_id', type: 'varchar', length: '36' },
          { name: 'document_id', type: 'varchar', length: '36' },
          { name: 'vendor_key', type: 'varchar', length: '255' },
          { name: 'extracted_key', type: 'varchar', length: '255', isNullable: true },
          { name: 'field', type: 'varchar', length: '64' },
          { name: 'line_item_id', type: 'varchar', length: '32', isNullable: true },
          // A corrected Raw_Text or address can pass MySQL TEXT's 64 KB.
          { name: 'extracted_value', type: mysql ? 'longtext' : 'text', isNullable: true },
          { name: 'corrected_value', type: mysql ? 'longtext' : 'text', isNullable: true },
          { name: 'source', type: 'varchar', length: '16' },
          { name: 'anchor_label', type: 'varchar', length: '255', isNullable: true },
          { name: 'anchor_line', type: 'integer', isNullable: true },
          { name: 'anchor_placement', type: 'varchar', length: '8', isNullable: true },
          { name: 'created_at', type: mysql ? 'datetime(3)' : 'datetime' },
        ],
        indices: [
          { name: 'idx_corrections_account_vendor', columnNames: ['account_id', 'vendor_key', 'id'] },
          { name: 'idx_corrections_account_extracted', columnNames: ['account_id', 'extracted_key'] },
          { name: 'idx_corrections_document', columnNames: ['document_id', 'field'] },
        ],
        foreignKeys: [
          { columnNames: ['account_id'], referencedTableName: 'accounts', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['document_id'], referencedTableName: 'documents', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.addColumn('documents', new TableColumn({ name: 'text_simhash', type: 'varchar', length: '16', isNullable: true }));
    await queryRunner.createIndex('documents', new TableIndex({ name: 'idx_documents_account_total_simhash', columnNames: ['account_id', 'total', 'text_simhash'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('documents', 'idx_documents_account_total_simhash');
    await queryRunner.dropColumn('documents', 'text_simhash');
    await queryRunner.dropTable('vendor_corrections');
  }
}
