import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A labelled example: one field of one document as the engine read it and as a person corrected it, with
 * where the corrected value is printed. Vendor memory reads these back for the vendor's next document, and
 * `npm run corrections:export` hands them to training.
 */
@Entity('vendor_corrections')
export class CorrectionEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId: string;

  @Column({ name: 'document_id', type: 'varchar', length: 36 })
  documentId: string;

  /** The vendor key (vendor-key.ts) of the record after the edit. */
  @Column({ name: 'vendor_key', type: 'varchar', length: 255 })
  vendorKey: string;

  /** The vendor key the record had before its first correction: how the engine named the vendor. */
  @Column({ name: 'extracted_key', type: 'varchar', length: 255, nullable: true })
  extractedKey: string | null;

  /** A record field (`Total`), or `Line_Items.<field>` / `Line_Items` for line-item edits. */
  @Column({ type: 'varchar', length: 64 })
  field: string;

  @Column({ name: 'line_item_id', type: 'varchar', length: 32, nullable: true })
  lineItemId: string | null;

  /** JSON of the value the engine extracted (the value before the document's first correction of the field). */
  @Column({ name: 'extracted_value', type: 'text', nullable: true })
  extractedValue: string | null;

  /** JSON of the value the person set; null for a deleted line item. */
  @Column({ name: 'corrected_value', type: 'text', nullable: true })
  correctedValue: string | null;

  /** Which adapter carried the edit: rest, graphql or cli. */
  @Column({ type: 'varchar', length: 16 })
  source: string;

  @Column({ name: 'anchor_label', type: 'varchar', length: 255, nullable: true })
  anchorLabel: string | null;

  @Column({ name: 'anchor_line', type: 'integer', nullable: true })
  anchorLine: number | null;

  /** 'inline' or 'above' (anchors.ts). */
  @Column({ name: 'anchor_placement', type: 'varchar', length: 8, nullable: true })
  anchorPlacement: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
