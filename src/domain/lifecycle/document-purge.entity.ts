import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A deleted document whose original (blob store) and Redis state still have to go. Written in the transaction that
 * deletes the document's rows, removed once both are gone: a store that fails is retried by the purge sweeper
 * rather than leaving an orphaned original behind.
 */
@Entity('document_purges')
export class DocumentPurgeEntity {
  @PrimaryColumn({ name: 'document_id', type: 'varchar', length: 36 })
  documentId: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}
