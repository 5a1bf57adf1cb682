import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One stored original (BLOB_STORE=db). The bytes live in blob_chunks: a single row of up to MAX_UPLOAD_MB would
 * not fit MySQL's max_allowed_packet (16 MB on MariaDB by default, and the driver sends bytes as hex, twice the size).
 */
@Entity('blobs')
export class BlobEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'integer' })
  size: number;

  /** How many blob_chunks rows make the bytes; checked on read so a partial blob is never handed out. */
  @Column({ type: 'integer' })
  chunks: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
