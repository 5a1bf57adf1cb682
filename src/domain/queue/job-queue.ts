import { AppError } from '../../common/app-error';
import type { Logger } from '../../common/logger';
import type { JobEntity } from './job.entity';
import type { JobRepository } from './job.repository';

export type JobOutcome = 'done' | 'retrying' | 'failed';

export interface JobHandlers {
  process(documentId: string): Promise<void>;
  /** Called once when a job gives up; the document must then show why. */
  failed(documentId: string, reason: string): Promise<void>;
}

/** Errors that the same input will always raise again: retrying cannot help. */
function isPermanent(e: unknown): boolean {
  return e instanceof AppError && ['UNPROCESSABLE', 'UNSUPPORTED_MEDIA_TYPE', 'BAD_REQUEST', 'NOT_FOUND'].includes(e.code);
}

/**
 * In-process queue whose jobs live in the database: accepted work survives a restart, and
 * jobs a dead process left running are resumed at start.
 */
export class DurableJobQueue {
  private running = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly jobs: JobRepository,
    private readonly handlers: JobHandlers,
    private readonly opts: { concurrency: number; pollMs: number; maxAttempts: number },
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    const released = await this.jobs.releaseOrphans();
    if (released) this.logger.info('resuming interrupted jobs', { count: released });
    this.schedule(0);
  }

  /** Waits for jobs in progress to finish; queued jobs stay in the database for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Wakes the poller at once (after a new job was inserted). */
  notify(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Runs one document's job in the caller (synchronous capture) if no worker has taken it yet. */
  async runNow(documentId: string): Promise<JobOutcome | 'taken'> {
    const job = await this.jobs.findByDocument(documentId);
    if (!job || !(await this.jobs.claim(job))) return 'taken';
    return this.track(this.execute({ ...job, attempts: job.attempts + 1 }, false));
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    return p.finally(() => this.inFlight.delete(p));
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), delay);
  }

  private async poll(): Promise<void> {
    this.timer = null;
    try {
      const free = this.opts.concurrency - this.running;
      if (free > 0) {
        for (const job of await this.jobs.nextDue(free)) {
          if (this.stopped || !(await this.jobs.claim(job))) continue;
          this.running++;
          void this.track(this.execute({ ...job, attempts: job.attempts + 1 }, true)).finally(() => {
            this.running--;
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
    try {
      await this.handlers.process(job.documentId);
      await this.jobs.finish(job.id);
      this.logger.info('job done', { documentId: job.documentId, ms: Date.now() - started });
      return 'done';
    } catch (e) {
      const message = e instanceof AppError ? e.message : `Internal error while processing: ${(e as Error).message}`;
      if (!isPermanent(e) && job.attempts < this.opts.maxAttempts) {
        const backoffMs = 1000 * 2 ** (job.attempts - 1);
        await this.jobs.retryLater(job.id, message, new Date(Date.now() + (mayRetry ? backoffMs : 0)));
        this.logger.error('job failed, will retry', { documentId: job.documentId, attempt: job.attempts, error: message });
        this.notify();
        return 'retrying';
      }
      await this.jobs.fail(job.id, message);
      await this.handlers.failed(job.documentId, message);
      this.logger.error('job failed', { documentId: job.documentId, error: message });
      return 'failed';
    }
  }
}
