import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** The client's OCR language hint, kept with the document so a queued or retried job reads it the same way. */
export class DocumentLanguages1764000000000 implements MigrationInterface {
  name = 'DocumentLanguages1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('documents', new TableColumn({ name: 'languages', type: 'varchar', length: '64', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('documents', 'languages');
  }
}
