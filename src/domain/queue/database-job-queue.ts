import type { Logger } from '../../common/logger';
import type { JobEntity } from './job.entity';
import { type JobHandlers, type JobObserver, type JobOutcome, type JobQueue, backoffMs, failureMessage, isPermanent } from './job-queue';
import type { JobRepository } from './job.repository';

export interface DatabaseQueueOptions {
  concurrency: number;
  pollMs: number;
  maxAttempts: number;
  /** A running job's lease; renewed at a third of it, so only a dead process's jobs ever lapse. */
  leaseMs: number;
}

/**
 * In-process queue whose jobs live in the database: accepted work survives a restart, several processes on one
 * database share the work (claims are conditional updates), and the jobs of a process that died are taken up again
 * once their lease lapses.
 */
export class DatabaseJobQueue implements JobQueue {
  readonly kind = 'database';
  private running = new Map<number, Promise<JobOutcome>>();
  private timer: NodeJS.Timeout | null = null;
  /** Polls in progress: their claims are not in `running` until their update has answered. */
  private readonly polling = new Set<Promise<void>>();
  private leaseTimer: NodeJS.Timeout | null = null;
  private stopped = true;
  /** Synchronous captures running in this process (any role): their leases are renewed too. */
  private readonly sync = new Map<number, Promise<JobOutcome>>();

  constructor(
    private readonly jobs: JobRepository,
    private readonly handlers: JobHandlers,
    private readonly opts: DatabaseQueueOptions,
    private readonly logger: Logger,
    private readonly observe: JobObserver = () => undefined,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    const handedOver = await this.jobs.takeBackFromRedis();
    if (handedOver) this.logger.info('taking back jobs once handed to Redis', { count: handedOver });
    await this.releaseExpired();
    this.startLeases();
    this.schedule(0);
  }

  async stop(graceMs = Infinity): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    // A job claimed by a poll still awaiting its update would otherwise start after this and be neither waited for
    // nor handed back.
    await Promise.allSettled([...this.polling]);
    const inFlight = [...this.running.values(), ...this.sync.values()];
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      Promise.allSettled(inFlight).then(() => false),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(true), Number.isFinite(graceMs) ? graceMs : 2 ** 31 - 1))),
    ]);
    clearTimeout(timer);
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.leaseTimer = null;
    if (timedOut && this.running.size) {
      // Another process may take these at once; if ours still finishes first, the document's own
      // processing → processed transition makes the second run a no-op.
      const ids = [...this.running.keys()];
      await this.jobs.release(ids).catch((e) => this.logger.error('could not release jobs', { error: (e as Error).message }));
      this.logger.info('released running jobs at shutdown', { count: ids.length });
    }
  }

  notify(): void {
    if (!this.stopped) this.schedule(0);
  }

  async runNow(documentId: string): Promise<JobOutcome | 'taken'> {
    const job = await this.jobs.findByDocument(documentId);
    if (!job || !(await this.jobs.claim(job))) return 'taken';
    this.startLeases();
    const p = this.execute({ ...job, attempts: job.attempts + 1 }, false);
    this.sync.set(job.id, p);
    return p.finally(() => this.sync.delete(job.id));
  }

  depth(): Promise<number> {
    return this.jobs.countQueued();
  }

  /** Jobs are rows of the database: deleting the document deleted them. */
  async forget(): Promise<string[]> {
    return [];
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const poll: Promise<void> = this.poll().finally(() => this.polling.delete(poll));
      this.polling.add(poll);
    }, delay);
  }

  private startLeases(): void {
    if (this.leaseTimer) return;
    this.leaseTimer = setInterval(() => void this.keepLeases(), Math.max(50, Math.floor(this.opts.leaseMs / 3)));
    this.leaseTimer.unref();
  }

  private async releaseExpired(): Promise<void> {
    const released = await this.jobs.releaseExpired(this.opts.leaseMs);
    if (released) this.logger.info('resuming jobs of a process that stopped', { count: released });
  }

  private async keepLeases(): Promise<void> {
    try {
      await this.jobs.renew([...this.running.keys(), ...this.sync.keys()]);
      // Only a process that takes jobs hands lapsed ones back; an API-only process has no one to give them to.
      if (!this.stopped) await this.releaseExpired();
    } catch (e) {
      this.logger.error('queue lease renewal failed', { error: (e as Error).message });
    }
  }

  private async poll(): Promise<void> {
    this.timer = null;
    try {
      const free = this.opts.concurrency - this.running.size;
      if (free > 0) {
        for (const job of await this.jobs.nextDue(free)) {
          if (this.stopped || !(await this.jobs.claim(job))) continue;
          const p = this.execute({ ...job, attempts: job.attempts + 1 }, true);
          this.running.set(job.id, p);
          void p.finally(() => {
            this.running.delete(job.id);
            this.schedule(0);
          });
        }
      }
    } catch (e) {
      this.logger.error('queue poll failed', { error: (e as Error).message });
    }
    if (!this.timer) this.schedule(this.opts.pollMs);
  }

  private async execute(job: JobEntity, mayRetry: boolean): Promise<JobOutcome> {
    const started = Date.now();
    const outcome = await this.attempt(job, mayRetry);
    this.observe(outcome, (Date.now() - started) / 1000);
    return outcome;
  }

  private async attempt(job: JobEntity, mayRetry: boolean): Promise<JobOutcome> {
    const started = Date.now();
    try {
      await this.handlers.process(job.documentId);
      await this.jobs.finish(job.documentId);
      this.logger.info('job done', { documentId: job.documentId, ms: Date.now() - started });
      return 'done';
    } catch (e) {
      const message = failureMessage(e);
      if (!isPermanent(e) && job.attempts < this.opts.maxAttempts) {
        await this.jobs.retryLater(job.id, message, new Date(Date.now() + (mayRetry ? backoffMs(job.attempts) : 0)));
        this.logger.error('job failed, will retry', { documentId: job.documentId, attempt: job.attempts, error: message });
        this.notify();
        return 'retrying';
      }
      await this.jobs.fail(job.documentId, message);
      await this.handlers.failed(job.documentId, message);
      this.logger.error('job failed', { documentId: job.documentId, error: message });
      return 'failed';
    }
  }
}
