import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Confidence and provenance of every extracted value (page, box, printed text) and the issues found while
 * extracting (arithmetic that does not add up, e-invoice XML disagreeing with the print), per document and
 * per line item.
 */
export class FieldProvenance1764200000000 implements MigrationInterface {
  name = 'FieldProvenance1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // MySQL TEXT stops at 64 KB; a long invoice's sources pass that.
    const type = queryRunner.connection.options.type;
    const bigText = type === 'mysql' || type === 'mariadb' ? 'longtext' : 'text';
    await queryRunner.addColumn('documents', new TableColumn({ name: 'extraction', type: bigText, isNullable: true }));
    await queryRunner.addColumn('line_items', new TableColumn({ name: 'sources', type: bigText, isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('line_items', 'sources');
    await queryRunner.dropColumn('documents', 'extraction');
  }
}
