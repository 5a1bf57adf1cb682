import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A named lease, so that one process at a time runs a maintenance task (the retention purge) across the fleet. */
@Entity('maintenance_leases')
export class MaintenanceLeaseEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 128, nullable: true })
  holder: string | null;

  @Column({ name: 'expires_at', type: 'datetime', nullable: true })
  expiresAt: Date | null;
}
