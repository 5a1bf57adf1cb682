import { type DataSource, In, LessThan, LessThanOrEqual } from 'typeorm';
import { JobEntity, type JobState } from './job.entity';

/**
 * The durable job table. Every state change that two processes could race on is a conditional update, so two
 * pollers can never take one job, and a stale process cannot overwrite a newer owner's outcome.
 */
export class JobRepository {
  constructor(private readonly ds: DataSource) {}

  /** Running jobs whose lease has lapsed (their process died) go back to the queue. */
  async releaseExpired(leaseMs: number): Promise<number> {
    const res = await this.ds.manager.update(
      JobEntity,
      { state: 'running', lockedAt: LessThan(new Date(Date.now() - leaseMs)) },
      { state: 'queued', lockedAt: null },
    );
    return res.affected ?? 0;
  }

  /** Rows handed to a Redis this installation no longer uses (REDIS_URL removed) go back to the database queue. */
  async takeBackFromRedis(): Promise<number> {
    const res = await this.ds.manager.update(JobEntity, { state: 'enqueued' }, { state: 'queued', lockedAt: null });
    return res.affected ?? 0;
  }

  /** Renews the leases of jobs this process is running. */
  async renew(ids: number[]): Promise<void> {
    if (ids.length) await this.ds.manager.update(JobEntity, { id: In(ids), state: 'running' }, { lockedAt: new Date() });
  }

  async renewDocuments(documentIds: string[]): Promise<void> {
    if (documentIds.length) await this.ds.manager.update(JobEntity, { documentId: In(documentIds), state: 'running' }, { lockedAt: new Date() });
  }

  /** Hands running jobs back at once (graceful shutdown past its grace period). */
  async release(ids: number[]): Promise<void> {
    if (ids.length) await this.ds.manager.update(JobEntity, { id: In(ids), state: 'running' }, { state: 'queued', lockedAt: null });
  }

  async nextDue(limit: number): Promise<JobEntity[]> {
    return this.ds.manager.find(JobEntity, {
      where: { state: 'queued', runAfter: LessThanOrEqual(new Date()) },
      order: { id: 'ASC' },
      take: limit,
    });
  }

  /** Queued jobs (due or not) to hand to Redis, oldest first. */
  async nextQueued(limit: number): Promise<JobEntity[]> {
    return this.ds.manager.find(JobEntity, { where: { state: 'queued' }, order: { id: 'ASC' }, take: limit });
  }

  async claim(job: JobEntity): Promise<boolean> {
    return this.transition({ id: job.id }, ['queued'], { state: 'running', lockedAt: new Date(), attempts: () => 'attempts + 1' });
  }

  /** queued → enqueued, once: only the process that wins this hands the job to Redis. */
  markEnqueued(id: number): Promise<boolean> {
    return this.transition({ id }, ['queued'], { state: 'enqueued', lockedAt: new Date() });
  }

  /** A BullMQ worker starts an attempt: the row shows it running, whatever state the relay left it in. */
  markRunning(documentId: string): Promise<boolean> {
    return this.transition({ documentId }, ['enqueued', 'queued', 'running'], { state: 'running', lockedAt: new Date(), attempts: () => 'attempts + 1' });
  }

  /** Jobs handed to Redis longer ago than `olderThanMs` and not yet started: Redis may have lost them. */
  async enqueuedBefore(olderThanMs: number, limit: number): Promise<JobEntity[]> {
    return this.ds.manager.find(JobEntity, {
      where: { state: 'enqueued', lockedAt: LessThan(new Date(Date.now() - olderThanMs)) },
      order: { id: 'ASC' },
      take: limit,
    });
  }

  async touchEnqueued(id: number): Promise<void> {
    await this.ds.manager.update(JobEntity, { id, state: 'enqueued' }, { lockedAt: new Date() });
  }

  findByDocument(documentId: string): Promise<JobEntity | null> {
    return this.ds.manager.findOneBy(JobEntity, { documentId });
  }

  /**
   * By document (one job each), so both queues and the BullMQ worker, which knows only the document, share it.
   * False when the row is gone: the document was deleted while its job ran.
   */
  async finish(documentId: string): Promise<boolean> {
    const res = await this.ds.manager.update(JobEntity, { documentId }, { state: 'done', lockedAt: null, lastError: null });
    return (res.affected ?? 0) > 0;
  }

  async retryLater(id: number, error: string, runAfter: Date): Promise<void> {
    await this.ds.manager.update(JobEntity, { id }, { state: 'queued', lockedAt: null, lastError: error, runAfter });
  }

  /** A BullMQ attempt failed and BullMQ will retry it: the row waits as handed-over. */
  async noteRetry(documentId: string, error: string): Promise<void> {
    await this.ds.manager.update(JobEntity, { documentId }, { state: 'enqueued', lockedAt: new Date(), lastError: error });
  }

  /** False when the row is gone (the document was deleted). */
  async fail(documentId: string, error: string): Promise<boolean> {
    const res = await this.ds.manager.update(JobEntity, { documentId }, { state: 'failed', lockedAt: null, lastError: error });
    return (res.affected ?? 0) > 0;
  }

  async countQueued(): Promise<number> {
    return this.ds.manager.countBy(JobEntity, { state: In(['queued', 'enqueued'] satisfies JobState[]) });
  }

  private async transition(key: { id: number } | { documentId: string }, from: JobState[], set: Record<string, unknown>): Promise<boolean> {
    const [column, value] = 'id' in key ? ['id', key.id] : ['document_id', key.documentId];
    const res = await this.ds.manager
      .createQueryBuilder()
      .update(JobEntity)
      .set(set)
      .where(`${column} = :value AND state IN (:...from)`, { value, from })
      .execute();
    return (res.affected ?? 0) === 1;
  }
}
