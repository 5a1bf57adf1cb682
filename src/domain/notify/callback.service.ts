import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { Identity } from '../account/account.service';
import { vet } from '../capture/url-fetcher';
import type { DocumentEntity } from '../document/document.entity';
import { type CallbackEvent, pendingDelivery } from './callback-delivery.entity';
import type { CallbackDeliveryRepository } from './callback-delivery.repository';
import { newCallbackSecret } from './callback-signature';
import type { MailMessage } from '../mail/mailer';
import { mailDelivery } from './processing-mail';

export interface CallbackSettings {
  callbackUrl: string | null;
  /** Present only in the answer that created or rotated it: it is not shown again. */
  callbackSecret: string | null;
  hasSecret: boolean;
}

const MAX_URL_LENGTH = 2048;

/** The account's callback settings, and turning a document's outcome into a delivery row. */
export class CallbackService {
  constructor(
    private readonly repo: CallbackDeliveryRepository,
    private readonly opts: { allowlist: string[] },
    /** Called after a row is written, so a dispatcher in this process sends it at once rather than at its next poll. */
    private readonly onEnqueued: () => void = () => {},
  ) {}

  async settings(identity: Identity): Promise<CallbackSettings> {
    const current = await this.repo.accountCallback(identity.accountId);
    return { callbackUrl: current?.callbackUrl ?? null, callbackSecret: null, hasSecret: Boolean(current?.callbackSecret) };
  }

  /** Sets (or with null clears) the URL. The first URL an account sets creates its signing secret, shown once. */
  async setCallbackUrl(identity: Identity, input: unknown): Promise<CallbackSettings> {
    refuseDemo(identity);
    const current = await this.repo.accountCallback(identity.accountId);
    if (input === null || input === undefined || input === '') {
      await this.repo.setAccountCallback(identity.accountId, { callbackUrl: null });
      return { callbackUrl: null, callbackSecret: null, hasSecret: Boolean(current?.callbackSecret) };
    }
    const url = await this.validUrl(input);
    const secret = current?.callbackSecret ? null : newCallbackSecret();
    await this.repo.setAccountCallback(identity.accountId, { callbackUrl: url, ...(secret && { callbackSecret: secret }) });
    return { callbackUrl: url, callbackSecret: secret, hasSecret: true };
  }

  /** A new secret at once: deliveries still waiting are signed with it, so receivers must switch when they rotate. */
  async rotateSecret(identity: Identity): Promise<CallbackSettings> {
    refuseDemo(identity);
    const current = await this.repo.accountCallback(identity.accountId);
    const secret = newCallbackSecret();
    await this.repo.setAccountCallback(identity.accountId, { callbackSecret: secret });
    return { callbackUrl: current?.callbackUrl ?? null, callbackSecret: secret, hasSecret: true };
  }

  /**
   * Records the notification for a document that reached an outcome, if its account has a callback URL. Given the
   * transaction that saves the outcome, the row commits with the record or not at all; the caller then calls wake().
   */
  async enqueue(doc: DocumentEntity, outcome: 'processed' | 'failed', manager?: EntityManager): Promise<boolean> {
    const account = await this.repo.accountCallback(doc.accountId, manager);
    if (!account?.callbackUrl) return false;
    const event: CallbackEvent = outcome === 'processed' ? 'document.processed' : 'document.failed';
    const body = JSON.stringify({
      event,
      capture_key: doc.captureKey,
      status: outcome,
      ...(outcome === 'failed' && { reason: doc.failureReason ?? '' }),
      at: (doc.processedAt ?? new Date()).toISOString(),
    });
    const row = pendingDelivery(doc, event, account.callbackUrl, body);
    const inserted = await this.repo.insertOnce(row, manager);
    if (inserted && !manager) this.onEnqueued();
    return inserted;
  }

  /** Records a document's processing e-mail, in the caller's transaction (see processing-mail.ts). */
  enqueueMail(doc: DocumentEntity, outcome: 'processed' | 'failed', mail: MailMessage, manager: EntityManager): Promise<boolean> {
    return this.repo.insertOnce(mailDelivery(doc, outcome, mail), manager);
  }

  /** Rows were committed in a caller's transaction: a dispatcher in this process sends them now. */
  wake(): void {
    this.onEnqueued();
  }

  private async validUrl(input: unknown): Promise<string> {
    if (typeof input !== 'string') throw AppError.badRequest('url must be a string or null');
    const raw = input.trim();
    if (raw.length > MAX_URL_LENGTH) throw AppError.badRequest(`url must be at most ${MAX_URL_LENGTH} characters`);
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw AppError.badRequest('url is not a valid absolute URL');
    }
    // The same rules as URL capture (scheme, credentials, port, every resolved address); checked again on every POST.
    await vet(url, { allowlist: this.opts.allowlist });
    return url.toString();
  }
}

function refuseDemo(identity: Identity): void {
  // The demo account is shared: one visitor's callback URL would receive every other visitor's notifications.
  if (identity.isDemo) throw new AppError('FORBIDDEN', 'The demo account cannot set a callback URL');
}
