import { randomUUID } from 'node:crypto';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** pending → sending (claimed by one node, with a lease) → delivered, or back to pending, or failed for good. */
export type CallbackState = 'pending' | 'sending' | 'delivered' | 'failed';
/** document.*: the signed POST to the account's callback URL; email.*: the processing e-mail (url `mailto:<to>`). */
export type CallbackEvent = 'document.processed' | 'document.failed' | 'email.processed' | 'email.failed';

@Entity('callback_deliveries')
export class CallbackDeliveryEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId: string;

  @Column({ name: 'document_id', type: 'varchar', length: 36 })
  documentId: string;

  @Column({ type: 'varchar', length: 32 })
  event: CallbackEvent;

  /** The account's callback URL when the document reached its outcome; later changes do not redirect it. */
  @Column({ type: 'varchar', length: 2048 })
  url: string;

  /** The exact JSON that is signed and sent, fixed at creation so every attempt sends the same bytes. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When pending: the earliest next attempt. When sending: the end of the claim's lease. */
  @Column({ name: 'next_attempt_at', type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: 16 })
  state: CallbackState;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'delivered_at', type: 'datetime', nullable: true })
  deliveredAt: Date | null;
}

/** A delivery due now, for one document's event: a callback POST or (url mailto:) a processing e-mail. */
export function pendingDelivery(doc: { id: string; accountId: string }, event: CallbackEvent, url: string, body: string): CallbackDeliveryEntity {
  const now = new Date();
  return Object.assign(new CallbackDeliveryEntity(), {
    id: randomUUID(),
    accountId: doc.accountId,
    documentId: doc.id,
    event,
    url,
    body,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    lastError: null,
    createdAt: now,
    deliveredAt: null,
  } satisfies CallbackDeliveryEntity);
}
