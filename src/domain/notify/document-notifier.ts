import type { EntityManager } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { MailMessage } from '../mail/mailer';
import type { DocumentEntity } from '../document/document.entity';
import type { DocumentEvents } from '../events/document-events';
import type { CallbackService } from './callback.service';

/**
 * What happens when a document reaches its outcome, besides the e-mail: subscribers hear of it and the account's
 * callback is recorded. Neither may fail the job: the record is saved already, so failures are logged.
 */
export class DocumentNotifier {
  constructor(
    private readonly events: DocumentEvents,
    private readonly callbacks: CallbackService,
    private readonly logger: Logger,
  ) {}

  /**
   * In the transaction that saves the outcome: the callback row (and the e-mail, when one is due) commits with the
   * record, so a process killed right after the commit still leaves them to be sent. A failure here fails that transaction (and the job retries).
   */
  async record(manager: EntityManager, doc: DocumentEntity, outcome: 'processed' | 'failed', mail?: MailMessage): Promise<void> {
    await this.callbacks.enqueue(doc, outcome, manager);
    if (mail) await this.callbacks.enqueueMail(doc, outcome, mail, manager);
  }

  /** After the commit. `recorded`: record() ran in that transaction, so the callback only needs sending. */
  async outcome(doc: DocumentEntity, outcome: 'processed' | 'failed', opts: { recorded?: boolean } = {}): Promise<void> {
    // The callback row first: it is durable, while an event nobody listens to is lost anyway.
    try {
      if (opts.recorded) this.callbacks.wake();
      else await this.callbacks.enqueue(doc, outcome);
    } catch (e) {
      this.logger.error('callback could not be recorded', { documentId: doc.id, error: (e as Error).message });
    }
    try {
      await this.events.publish({
        accountId: doc.accountId,
        captureKey: doc.captureKey,
        status: outcome,
        reason: outcome === 'failed' ? doc.failureReason : null,
        at: (doc.processedAt ?? new Date()).toISOString(),
      });
    } catch (e) {
      this.logger.error('document event could not be published', { documentId: doc.id, error: (e as Error).message });
    }
  }
}
