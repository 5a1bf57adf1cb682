import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * How a document was read: the client's OCR language hint, kept so a queued or retried job reads it
 * the same way, and a summary of each page (size, text layer or OCR, languages, script).
 */
export class DocumentReading1764000000000 implements MigrationInterface {
  name = 'DocumentReading1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // MySQL TEXT stops at 64 KB, which a document of a few hundred pages would pass.
    const type = queryRunner.connection.options.type;
    const bigText = type === 'mysql' || type === 'mariadb' ? 'longtext' : 'text';
    await queryRunner.addColumns('documents', [
      new TableColumn({ name: 'languages', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'pages', type: bigText, isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('documents', 'pages');
    await queryRunner.dropColumn('documents', 'languages');
  }
}
