import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * queued: waiting (in the database queue, or not yet handed to Redis); enqueued: handed to BullMQ;
 * running: claimed, its lease renewed by the process running it; done / failed: final.
 */
export type JobState = 'queued' | 'enqueued' | 'running' | 'done' | 'failed';

@Entity('jobs')
export class JobEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'document_id', type: 'varchar', length: 36, unique: true })
  documentId: string;

  @Column({ type: 'varchar', length: 16 })
  state: JobState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'run_after', type: 'datetime' })
  runAfter: Date;

  /** When the running process last renewed its lease; a lease older than QUEUE_LOCK_MS belongs to a dead process. */
  @Column({ name: 'locked_at', type: 'datetime', nullable: true })
  lockedAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
