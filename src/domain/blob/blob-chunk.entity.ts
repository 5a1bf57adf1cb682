import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A slice of a blob's bytes, in order of seq (0-based). LONGBLOB on MySQL, BLOB on SQLite (see the migration). */
@Entity('blob_chunks')
export class BlobChunkEntity {
  @PrimaryColumn({ name: 'blob_key', type: 'varchar', length: 64 })
  blobKey: string;

  @PrimaryColumn({ type: 'integer' })
  seq: number;

  @Column({ type: 'blob' })
  bytes: Buffer;
}
