import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The lease that lets one process at a time sweep what killed uploads left in the blob store. */
export class OrphanUploadLease1764900000000 implements MigrationInterface {
  name = 'OrphanUploadLease1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("INSERT INTO maintenance_leases (name) VALUES ('orphan-uploads')");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM maintenance_leases WHERE name = 'orphan-uploads'");
  }
}
