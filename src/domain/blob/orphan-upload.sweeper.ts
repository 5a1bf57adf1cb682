import { LeasedSweep } from '../../common/leased-sweep';
import type { Logger } from '../../common/logger';
import { type PartialUploadStore, shouldRemove } from './partial-upload';

export interface OrphanUploadSettings {
  /** ORPHAN_UPLOAD_GRACE_MINUTES in ms: parts younger than this are left alone (a live upload may be writing them). */
  graceMs: number;
  /** PURGE_INTERVAL_MS: how often a sweep runs after the one at start. */
  intervalMs: number;
}

/** The database side: the lease that lets one process sweep, and which keys name a document. */
export interface OrphanUploadRepository {
  acquireLease(name: string, holder: string, ms: number): Promise<boolean>;
  releaseLease(name: string, holder: string): Promise<void>;
  existingDocumentIds(ids: readonly string[]): Promise<Set<string>>;
}

export type OrphanSweepOutcome = { kind: 'busy' } | { kind: 'done'; removed: Record<string, number>; kept: number; failed: number };

const LEASE = 'orphan-uploads';
// Renewed after every page; a holder that died leaves the sweep to another process after this long.
const LEASE_MS = 5 * 60 * 1000;

/**
 * Removes what killed processes left of streamed uploads (src/domain/blob/partial-upload.ts), at start and then every
 * interval, in processes with role all or worker. A lease in maintenance_leases lets one process sweep at a time. One
 * item that cannot be removed is logged and the sweep goes on; nothing is thrown out of the timer.
 */
export class OrphanUploadSweeper extends LeasedSweep<OrphanSweepOutcome> {
  constructor(
    private readonly deps: { store: PartialUploadStore; repo: OrphanUploadRepository; logger: Logger },
    private readonly settings: OrphanUploadSettings,
  ) {
    super({ intervalMs: settings.intervalMs, logger: deps.logger, failure: 'orphan upload sweep failed' });
  }

  start(): void {
    if (this.settings.graceMs <= 0) return;
    this.startAfter(0);
  }

  protected async run(now: Date): Promise<OrphanSweepOutcome> {
    const { repo, store, logger } = this.deps;
    if (!(await repo.acquireLease(LEASE, this.holder, LEASE_MS))) return { kind: 'busy' };
    const cutoff = new Date(now.getTime() - this.settings.graceMs);
    const removed: Record<string, number> = {};
    let kept = 0;
    let failed = 0;
    try {
      for await (const page of store.partialUploads(cutoff)) {
        const documented = await repo.existingDocumentIds(page.filter((u) => u.mayBeOriginal).map((u) => u.key));
        for (const upload of page) {
          if (this.stopped) break;
          if (!shouldRemove(upload, cutoff, documented)) {
            kept++;
            continue;
          }
          try {
            if (await store.removePartialUpload(upload, cutoff)) removed[upload.kind] = (removed[upload.kind] ?? 0) + 1;
            else kept++;
          } catch (e) {
            failed++;
            logger.error('orphan upload not removed', { key: upload.key, kind: upload.kind, error: (e as Error).message });
          }
        }
        // Losing the lease (a pause longer than it) hands the rest to whoever holds it now.
        if (this.stopped || !(await repo.acquireLease(LEASE, this.holder, LEASE_MS))) break;
      }
    } catch (e) {
      // Listing failed (the store is down): what was removed so far still counts; the next sweep tries again.
      failed++;
      logger.error('orphan upload sweep could not list the blob store', { error: (e as Error).message });
    } finally {
      await repo.releaseLease(LEASE, this.holder).catch(() => undefined);
    }
    if (Object.keys(removed).length || failed) logger.info('orphan uploads removed', { removed, kept, failed, graceMinutes: this.settings.graceMs / 60_000 });
    return { kind: 'done', removed, kept, failed };
  }
}
