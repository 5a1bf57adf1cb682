import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FieldSource } from '../../extraction/types';
import type { LineItemFields } from './record-fields';

@Entity('line_items')
export class LineItemEntity {
  /** The contract's `line_item_id`: stable for the item's life, unlike `Line`, which is its current position. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ name: 'document_id', type: 'varchar', length: 36 })
  documentId: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'simple-json' })
  fields: LineItemFields;

  /** Where each cell was printed and how sure extraction was; null for items a client added. */
  @Column({ name: 'sources', type: 'simple-json', nullable: true })
  sources: FieldSource[] | null;
}
