import type { DocumentEntity } from '../document/document.entity';
import type { MailMessage } from '../mail/mailer';
import { type CallbackDeliveryEntity, pendingDelivery } from './callback-delivery.entity';

export const MAILTO = 'mailto:';

/** The documented processing-complete (or could-not-be-processed) e-mail of an async capture. */
export function processingMail(doc: DocumentEntity, outcome: 'processed' | 'failed', from?: string): MailMessage {
  const to = doc.captureKey.split('/')[1];
  const subject = outcome === 'processed' ? 'Your document has been processed' : 'Your document could not be processed';
  const text =
    outcome === 'processed'
      ? `The document you submitted has been processed.\n\ncapture_key: ${doc.captureKey}\n\nFetch the record with POST /webhook?capture_key=<capture_key>.\n`
      : `The document you submitted could not be processed.\n\ncapture_key: ${doc.captureKey}\nReason: ${doc.failureReason}\n`;
  return { to, subject, text, ...(from && { from }) };
}

/**
 * The e-mail as a delivery row, written in the record's own transaction: a process killed right after the commit
 * leaves it for any node's dispatcher, which sends it with the callbacks' retries and leases.
 */
export function mailDelivery(doc: DocumentEntity, outcome: 'processed' | 'failed', mail: MailMessage): CallbackDeliveryEntity {
  return pendingDelivery(doc, outcome === 'processed' ? 'email.processed' : 'email.failed', `${MAILTO}${mail.to}`, JSON.stringify(mail));
}
