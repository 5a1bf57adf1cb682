import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuditAction = 'update' | 'add_line_item' | 'update_line_item' | 'delete_line_item';

@Entity('audit_entries')
export class AuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'document_id', type: 'varchar', length: 36 })
  documentId: string;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId: string;

  /** Who: the account's e-mail at the time of the edit. */
  @Column({ type: 'varchar', length: 254 })
  actor: string;

  /** Which adapter carried the edit: rest or graphql. */
  @Column({ type: 'varchar', length: 16 })
  via: string;

  @Column({ type: 'varchar', length: 24 })
  action: AuditAction;

  @Column({ name: 'line_item_id', type: 'varchar', length: 32, nullable: true })
  lineItemId: string | null;

  @Column({ type: 'varchar', length: 64 })
  field: string;

  /** JSON text of the value before and after; null where there was none (an added or deleted item). */
  @Column({ name: 'old_value', type: 'text', nullable: true })
  oldValue: string | null;

  @Column({ name: 'new_value', type: 'text', nullable: true })
  newValue: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
