import type { Logger } from '../../common/logger';
import type { MailMessage } from '../mail/mailer';
import { MAILTO } from './processing-mail';
import type { CallbackDeliveryEntity } from './callback-delivery.entity';
import type { CallbackDeliveryRepository } from './callback-delivery.repository';
import { backoffMs } from './callback-signature';
import { type CallbackSendOptions, type SendResult, sendCallback } from './callback-sender';

export interface DispatcherOptions {
  allowlist: string[];
  timeoutMs: number;
  maxAttempts: number;
  backoffMs: number;
  pollMs: number;
  /** Rows sent at once per poll. */
  batch?: number;
}

type Send = (url: string, body: string, secret: string, opts: CallbackSendOptions) => Promise<SendResult>;
type SendMail = (message: MailMessage) => Promise<void>;

// A claim outlives the POST's own deadline by this much, so a slow but alive node is not overtaken.
const LEASE_SLACK_MS = 30_000;

/**
 * Polls the delivery table for due rows and sends them. Any number of nodes may run one: a row is sent by the node
 * whose conditional claim succeeded, and a node that dies mid-POST leaves a lease that another node takes over.
 */
export class CallbackDispatcher {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly repo: CallbackDeliveryRepository,
    private readonly opts: DispatcherOptions,
    private readonly logger: Logger,
    private readonly send: Send = sendCallback,
    /** Sends the processing e-mails that share this table (rows whose url is mailto:). */
    private readonly sendMail?: SendMail,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** New rows were written in this process: look now instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the POSTs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One poll: every due row in batches, until none is left. Exposed for tests. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await this.repo.due(this.opts.batch ?? 10);
      if (!due.length) return sent;
      const results = await Promise.all(due.map((row) => this.attempt(row)));
      const n = results.filter(Boolean).length;
      sent += n;
      // Every row was taken by another node: leave the rest to them rather than spin.
      if (!n || this.stopped) return sent;
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.again = false;
    this.running = this.runOnce().then(
      () => undefined,
      (e) => this.logger.error('callback dispatch failed', { error: (e as Error).message }),
    );
    await this.running;
    this.running = undefined;
    if (!this.stopped) this.schedule(this.again ? 0 : this.opts.pollMs);
  }

  private async post(row: CallbackDeliveryEntity): Promise<SendResult> {
    // The secret is read per attempt, so a rotation applies to deliveries still waiting.
    const secret = (await this.repo.accountCallback(row.accountId))?.callbackSecret;
    if (!secret) return { ok: false, error: 'the account has no callback secret' };
    return this.send(row.url, row.body, secret, { allowlist: this.opts.allowlist, timeoutMs: this.opts.timeoutMs });
  }

  private async mail(row: CallbackDeliveryEntity): Promise<SendResult> {
    if (!this.sendMail) return { ok: false, error: 'this process has no mailer' };
    try {
      await this.sendMail(JSON.parse(row.body) as MailMessage);
      return { ok: true };
    } catch (e) {
      return { ok: false, error: (e as Error).message };
    }
  }

  /** True when this node claimed the row (whatever the POST's outcome). */
  private async attempt(row: CallbackDeliveryEntity): Promise<boolean> {
    if (row.attempts >= this.opts.maxAttempts) {
      // Its last attempt was claimed by a node that died before recording the outcome.
      await this.repo.fail(row, row.lastError ?? 'no outcome recorded for the last attempt');
      return false;
    }
    if (!(await this.repo.claim(row, new Date(Date.now() + this.opts.timeoutMs + LEASE_SLACK_MS)))) return false;
    const claimed = { ...row, attempts: row.attempts + 1 };
    const result = row.url.startsWith(MAILTO) ? await this.mail(row) : await this.post(row);
    if (result.ok) {
      await this.repo.delivered(claimed);
      this.logger.info(`${kind(row)} delivered`, { deliveryId: row.id, documentId: row.documentId, attempts: claimed.attempts });
    } else if (claimed.attempts >= this.opts.maxAttempts) {
      await this.repo.fail(claimed, result.error ?? 'failed');
      this.logger.error(`${kind(row)} failed for good`, { deliveryId: row.id, documentId: row.documentId, attempts: claimed.attempts, error: result.error });
    } else {
      await this.repo.retryAt(claimed, result.error ?? 'failed', new Date(Date.now() + backoffMs(claimed.attempts, this.opts.backoffMs)));
    }
    return true;
  }
}

const kind = (row: CallbackDeliveryEntity) => (row.url.startsWith(MAILTO) ? 'notification e-mail' : 'callback');
