import type { Logger } from '../../common/logger';
import { withTimeout } from '../../common/timeout';
import type { BlobStore } from '../capture/blob-store';
import type { JobQueue } from '../queue/job-queue';
import type { LifecycleRepository } from './lifecycle.repository';

// Blob stores are network services (S3) or the database: a few deletions at once, not thousands.
const PARALLEL = 8;
// Redis commands wait out a reconnect rather than fail (BullMQ needs that); a deletion must not wait with them.
const QUEUE_WAIT_MS = 5000;

async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * What a deleted document leaves outside the database: its original in the blob store (key = document id) and its
 * job in Redis. Each deleted document has a purge row (document_purges) until both are gone; whatever fails stays
 * there for the sweeper, so a store that is briefly down delays the cleanup but never skips it.
 */
export class DataPurger {
  constructor(
    private readonly repo: LifecycleRepository,
    private readonly blobs: BlobStore,
    private readonly queue: Pick<JobQueue, 'forget'>,
    private readonly logger: Logger,
    private readonly queueWaitMs = QUEUE_WAIT_MS,
  ) {}

  /** Cleans up after the given deleted documents. Returns how many are still owed something (kept for a retry). */
  async purge(ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    const failed = new Map<string, string>();
    await eachLimited(ids, async (id) => {
      try {
        await this.blobs.delete(id);
      } catch (e) {
        failed.set(id, `blob store: ${(e as Error).message}`);
      }
    });
    try {
      const running = await withTimeout(this.queue.forget(ids), this.queueWaitMs, `the queue did not answer within ${this.queueWaitMs} ms`);
      for (const id of running) failed.set(id, 'its job was running; removed from the queue once it ends');
    } catch (e) {
      for (const id of ids) if (!failed.has(id)) failed.set(id, `queue: ${(e as Error).message}`);
    }
    await this.repo.finishPurges(ids.filter((id) => !failed.has(id)));
    for (const [id, error] of failed) await this.repo.notePurgeFailure(id, error);
    if (failed.size) this.logger.error('cleanup of deleted documents left for a retry', { count: failed.size, error: [...failed.values()][0] });
    return failed.size;
  }

  /** Retries the cleanups still owed (the sweeper calls this). Returns how many remain. */
  async retryPending(limit = 500): Promise<number> {
    const pending = await this.repo.pendingPurges(limit);
    return this.purge(pending.map((p) => p.documentId));
  }

  /** Deletes originals (RETENTION_DAYS without records); returns the ids whose original is gone. */
  async deleteOriginals(ids: readonly string[]): Promise<string[]> {
    const done: string[] = [];
    await eachLimited(ids, async (id) => {
      try {
        await this.blobs.delete(id);
        done.push(id);
      } catch (e) {
        this.logger.error('could not delete an expired original; tried again at the next sweep', { documentId: id, error: (e as Error).message });
      }
    });
    return done;
  }
}
