import { type DataSource, LessThanOrEqual } from 'typeorm';
import { JobEntity } from './job.entity';

/** The durable job table. Claims are conditional updates, so two pollers can never take one job. */
export class JobRepository {
  constructor(private readonly ds: DataSource) {}

  /** Jobs left running by a process that died are given back to the queue. */
  async releaseOrphans(): Promise<number> {
    const res = await this.ds.manager.update(JobEntity, { state: 'running' }, { state: 'queued', lockedAt: null });
    return res.affected ?? 0;
  }

  async nextDue(limit: number): Promise<JobEntity[]> {
    return this.ds.manager.find(JobEntity, {
      where: { state: 'queued', runAfter: LessThanOrEqual(new Date()) },
      order: { id: 'ASC' },
      take: limit,
    });
  }

  async claim(job: JobEntity): Promise<boolean> {
    const res = await this.ds.manager
      .createQueryBuilder()
      .update(JobEntity)
      .set({ state: 'running', lockedAt: new Date(), attempts: () => 'attempts + 1' })
      .where('id = :id AND state = :state', { id: job.id, state: 'queued' })
      .execute();
    return (res.affected ?? 0) === 1;
  }

  findByDocument(documentId: string): Promise<JobEntity | null> {
    return this.ds.manager.findOneBy(JobEntity, { documentId });
  }

  async finish(id: number): Promise<void> {
    await this.ds.manager.update(JobEntity, { id }, { state: 'done', lockedAt: null, lastError: null });
  }

  async retryLater(id: number, error: string, runAfter: Date): Promise<void> {
    await this.ds.manager.update(JobEntity, { id }, { state: 'queued', lockedAt: null, lastError: error, runAfter });
  }

  async fail(id: number, error: string): Promise<void> {
    await this.ds.manager.update(JobEntity, { id }, { state: 'failed', lockedAt: null, lastError: error });
  }

  async countQueued(): Promise<number> {
    return this.ds.manager.countBy(JobEntity, { state: 'queued' });
  }
}
