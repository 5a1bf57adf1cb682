import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ExtractionResult, PageSummary } from '../../extraction/types';
import type { RecordFields } from './record-fields';

export type DocumentStatus = 'processing' | 'processed' | 'failed';

@Entity('documents')
export class DocumentEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'capture_key', type: 'varchar', length: 400, unique: true })
  captureKey: string;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId: string;

  @Column({ type: 'varchar', length: 16 })
  status: DocumentStatus;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason: string | null;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ name: 'media_type', type: 'varchar', length: 16 })
  mediaType: string;

  @Column({ name: 'content_hash', type: 'varchar', length: 64 })
  contentHash: string;

  @Column({ name: 'byte_size', type: 'integer' })
  byteSize: number;

  @Column({ name: 'source_url', type: 'text', nullable: true })
  sourceUrl: string | null;

  /** The client's OCR language hint as comma-separated Tesseract codes; null → detected per page. */
  @Column({ name: 'languages', type: 'varchar', length: 64, nullable: true })
  languages: string | null;

  /** Each page as read (size, origin, languages, script); null until processed. */
  @Column({ name: 'pages', type: 'simple-json', nullable: true })
  pages: PageSummary[] | null;

  /** Confidence and provenance per field, and what extraction flagged; null until processed. */
  @Column({ name: 'extraction', type: 'simple-json', nullable: true })
  extraction: Pick<ExtractionResult, 'sources' | 'issues' | 'einvoice'> | null;

  /** Send the processing-complete e-mail (asynchronous captures). */
  @Column({ name: 'notify_by_email', type: 'boolean', default: false })
  notifyByEmail: boolean;

  /** The record's scalar fields as JSON; null until processed. Line items live in their own table. */
  @Column({ name: 'fields', type: 'simple-json', nullable: true })
  fields: RecordFields | null;

  // Copies of a few fields as columns, so filters and duplicate checks use indexes.
  @Column({ name: 'vendor_name', type: 'varchar', length: 255, default: '' })
  vendorName: string;

  @Column({ name: 'invoice_number', type: 'varchar', length: 255, default: '' })
  invoiceNumber: string;

  @Column({ name: 'total', type: 'double', default: 0 })
  total: number;

  @Column({ name: 'document_date', type: 'varchar', length: 10, default: '' })
  documentDate: string;

  /** 64-bit SimHash (16 hex digits) of Raw_Text's word shingles, for near-duplicate checks; null without text. */
  @Column({ name: 'text_simhash', type: 'varchar', length: 16, nullable: true })
  textSimhash: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'processed_at', type: 'datetime', nullable: true })
  processedAt: Date | null;

  /** When RETENTION_DAYS removed the original from the blob store (the record stays); null while it is kept. */
  @Column({ name: 'original_purged_at', type: 'datetime', nullable: true })
  originalPurgedAt?: Date | null;
}
