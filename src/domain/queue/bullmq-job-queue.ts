import { type Job, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../../common/logger';
import { DatabaseJobQueue } from './database-job-queue';
import { type JobHandlers, type JobObserver, type JobOutcome, type JobQueue, failureMessage, isPermanent } from './job-queue';
import type { JobRepository } from './job.repository';
import { closeRedis } from '../../common/redis';
import { scrubJobEvents } from './bullmq-cleanup';

export interface BullmqQueueOptions {
  concurrency: number;
  /** How often queued rows are handed to Redis when no notify() came (a crashed API node, a retry coming due). */
  pollMs: number;
  maxAttempts: number;
  /** BullMQ's lock on an active job and the database lease: a killed worker's jobs run again after this. */
  leaseMs: number;
  prefix: string;
}

interface Payload {
  documentId: string;
}

const QUEUE_NAME = 'documents';
const BATCH = 100;

/**
 * BullMQ on Redis for many workers on many machines. The `jobs` table stays the source of truth (an outbox):
 * a document's row is handed to Redis once (queued → enqueued, a conditional update), and a row handed over
 * but unknown to Redis (Redis restarted without persistence, a crash between the two writes) is handed over again.
 * Synchronous captures still run in the API process, claiming the row exactly as with the database queue.
 */
export class BullmqJobQueue implements JobQueue {
  readonly kind = 'bullmq';
  private readonly queue: Queue<Payload>;
  private worker: Worker<Payload> | null = null;
  private readonly inline: DatabaseJobQueue;
  private readonly active = new Set<string>();
  /** Jobs that ran for a document deleted meanwhile: removed from Redis once BullMQ has let go of them. */
  private readonly orphans = new Set<string>();
  private timers: NodeJS.Timeout[] = [];
  private relaying: Promise<void> | null = null;
  private relayAgain = false;
  /** Connections this queue opened: BullMQ leaves a connection it was given open, so they are closed here. */
  private readonly connections: Redis[] = [];

  constructor(
    private readonly jobs: JobRepository,
    private readonly handlers: JobHandlers,
    private readonly opts: BullmqQueueOptions,
    private readonly redis: { queue: Redis; worker: () => Redis },
    private readonly logger: Logger,
    private readonly observe: JobObserver = () => undefined,
  ) {
    this.connections.push(redis.queue);
    this.queue = new Queue<Payload>(QUEUE_NAME, { connection: redis.queue, prefix: opts.prefix });
    this.queue.on('error', (e) => this.logger.error('redis queue error', { error: e.message }));
    this.inline = new DatabaseJobQueue(jobs, handlers, { ...opts, concurrency: 0 }, logger, observe);
  }

  async start(): Promise<void> {
    await this.jobs.releaseExpired(this.opts.leaseMs);
    const connection = this.redis.worker();
    this.connections.push(connection);
    this.worker = new Worker<Payload>(QUEUE_NAME, (job) => this.run(job), {
      connection,
      prefix: this.opts.prefix,
      concurrency: this.opts.concurrency,
      lockDuration: this.opts.leaseMs,
      stalledInterval: this.opts.leaseMs,
      maxStalledCount: 2,
    });
    this.worker.on('error', (e) => this.logger.error('redis worker error', { error: e.message }));
    this.worker.on('failed', (job, e) => void this.onFailed(job, e).finally(() => job && this.dropOrphan(job.id)));
    this.worker.on('completed', (job) => void this.dropOrphan(job.id));
    this.every(Math.max(this.opts.pollMs, 500), () => this.relay());
    this.every(Math.max(500, Math.floor(this.opts.leaseMs / 3)), () => this.maintain());
    await this.relay();
  }

  async stop(graceMs = Infinity): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    if (this.worker) {
      const worker = this.worker;
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        worker.close().then(() => true),
        new Promise<boolean>((r) => (timer = setTimeout(() => r(false), Number.isFinite(graceMs) ? graceMs : 2 ** 31 - 1))),
      ]);
      clearTimeout(timer);
      if (!finished) {
        // BullMQ keeps the lock of a job it was forced to drop; it lapses after QUEUE_LOCK_MS and another worker
        // takes the job. The database rows say the same, so a restart here does not wait for them.
        await worker.close(true);
        this.logger.info('left running jobs to other workers at shutdown', { count: this.active.size });
      }
    }
    await this.inline.stop(graceMs);
    await this.relaying?.catch(() => undefined);
    await bounded(this.queue.close(), 5000);
    await Promise.all(this.connections.map((c) => closeRedis(c)));
  }

  notify(): void {
    void this.relay();
  }

  runNow(documentId: string): Promise<JobOutcome | 'taken'> {
    return this.inline.runNow(documentId);
  }

  depth(): Promise<number> {
    return this.jobs.countQueued();
  }

  /**
   * Removes deleted documents' jobs (waiting, delayed, completed or failed) and their entries in the event stream.
   * A job running right now cannot be removed (BullMQ holds its lock): its id is returned, and the worker running
   * it removes it when it ends, since its document's row is gone by then.
   */
  async forget(documentIds: readonly string[]): Promise<string[]> {
    const running: string[] = [];
    for (const id of documentIds) {
      if ((await this.queue.remove(id)) !== 1 && (await this.queue.getJob(id))) running.push(id);
    }
    await scrubJobEvents(this.redis.queue, this.queue.keys.events, documentIds);
    return running;
  }

  private async dropOrphan(jobId: string | undefined): Promise<void> {
    if (!jobId || !this.orphans.delete(jobId)) return;
    try {
      await this.queue.remove(jobId);
      await scrubJobEvents(this.redis.queue, this.queue.keys.events, [jobId]);
    } catch (e) {
      this.logger.error('could not remove the job of a deleted document from Redis', { documentId: jobId, error: (e as Error).message });
    }
  }

  private every(ms: number, fn: () => Promise<void>): void {
    const t = setInterval(() => void fn().catch((e) => this.logger.error('queue upkeep failed', { error: (e as Error).message })), ms);
    t.unref();
    this.timers.push(t);
  }

  /** Hands queued rows to Redis. One relay at a time per process; a notify() during one runs it again after. */
  private relay(): Promise<void> {
    if (this.relaying) {
      this.relayAgain = true;
      return this.relaying;
    }
    this.relaying = (async () => {
      do {
        this.relayAgain = false;
        for (let batch = await this.jobs.nextQueued(BATCH); batch.length; batch = await this.jobs.nextQueued(BATCH)) {
          for (const row of batch) {
            if (!(await this.jobs.markEnqueued(row.id))) continue;
            await this.add(row.documentId, row.runAfter, row.attempts);
          }
          if (batch.length < BATCH) break;
        }
      } while (this.relayAgain);
    })()
      .catch((e) => this.logger.error('could not hand jobs to Redis', { error: (e as Error).message }))
      .finally(() => (this.relaying = null));
    return this.relaying;
  }

  private async add(documentId: string, runAfter: Date, attemptsUsed: number): Promise<void> {
    await this.queue.add(
      'process',
      { documentId },
      {
        jobId: documentId,
        delay: Math.max(0, runAfter.getTime() - Date.now()),
        attempts: Math.max(1, this.opts.maxAttempts - attemptsUsed),
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: 3600, count: 10000 },
        removeOnFail: { age: 7 * 86400 },
      },
    );
  }

  /** Renews the database leases of jobs running here; re-hands rows Redis lost; frees rows of dead processes. */
  private async maintain(): Promise<void> {
    await this.jobs.renewDocuments([...this.active]);
    await this.jobs.releaseExpired(this.opts.leaseMs);
    for (const row of await this.jobs.enqueuedBefore(this.opts.leaseMs, BATCH)) {
      const job = await this.queue.getJob(row.documentId);
      const state = job ? await job.getState() : 'missing';
      if (state === 'completed' || state === 'failed') await job!.remove();
      if (state === 'completed' || state === 'failed' || state === 'missing' || state === 'unknown') {
        this.logger.info('handing a job to Redis again', { documentId: row.documentId, redisState: state });
        await this.add(row.documentId, new Date(), row.attempts);
      }
      await this.jobs.touchEnqueued(row.id);
    }
  }

  private async run(job: Job<Payload>): Promise<void> {
    const { documentId } = job.data;
    const started = Date.now();
    this.active.add(documentId);
    try {
      await this.jobs.markRunning(documentId);
      try {
        await this.handlers.process(documentId);
      } catch (e) {
        const message = failureMessage(e);
        if (!isPermanent(e) && job.attemptsMade + 1 < (job.opts.attempts ?? 1)) {
          await this.jobs.noteRetry(documentId, message);
          this.logger.error('job failed, will retry', { documentId, attempt: job.attemptsMade + 1, error: message });
          this.observe('retrying', (Date.now() - started) / 1000);
          throw e;
        }
        await this.giveUp(documentId, message);
        this.observe('failed', (Date.now() - started) / 1000);
        return;
      }
      if (!(await this.jobs.finish(documentId))) this.orphans.add(documentId);
      this.observe('done', (Date.now() - started) / 1000);
      this.logger.info('job done', { documentId, ms: Date.now() - started });
    } finally {
      this.active.delete(documentId);
    }
  }

  /** BullMQ gave up on its own (a job that stalled too often): the document still has to say so. */
  private async onFailed(job: Job<Payload> | undefined, e: Error): Promise<void> {
    if (!job) return;
    const exhausted = job.attemptsMade >= (job.opts.attempts ?? 1) || /stalled/i.test(e.message);
    if (!exhausted) return;
    await this.giveUp(job.data.documentId, failureMessage(e)).catch((err) => this.logger.error('could not record a failed job', { error: (err as Error).message }));
  }

  private async giveUp(documentId: string, message: string): Promise<void> {
    if (!(await this.jobs.fail(documentId, message))) this.orphans.add(documentId);
    await this.handlers.failed(documentId, message);
    this.logger.error('job failed', { documentId, error: message });
  }
}

/** Waits for `p` at most `ms`: shutdown must end even when Redis does not answer. */
async function bounded(p: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([p.catch(() => undefined), new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}
