import type { Logger } from '../../common/logger';
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

  async outcome(doc: DocumentEntity, outcome: 'processed' | 'failed'): Promise<void> {
    // The callback row first: it is durable, while an event nobody listens to is lost anyway.
    try {
      await this.callbacks.enqueue(doc, outcome);
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
