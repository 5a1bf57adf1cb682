import { LeasedSweep } from '../../common/leased-sweep';
import type { Logger } from '../../common/logger';
import type { DataPurger } from './data-purger';
import type { LifecycleRepository } from './lifecycle.repository';
import type { LifecycleService } from './lifecycle.service';

export interface RetentionSettings {
  /** RETENTION_DAYS: originals (or records) captured longer ago than this are deleted; 0 keeps everything. */
  days: number;
  /** RETENTION_PURGE_RECORDS: delete whole documents rather than only their originals. */
  purgeRecords: boolean;
  /** PURGE_INTERVAL_MS: how often a sweep runs. */
  intervalMs: number;
}

export type SweepOutcome = { kind: 'busy' } | { kind: 'done'; documents: number; cleanupsLeft: number };

const LEASE = 'retention';
// Renewed after every batch; a holder that died leaves the purge to another process after this long.
const LEASE_MS = 5 * 60 * 1000;
const FIRST_SWEEP_MAX_MS = 30 * 1000;

/**
 * The scheduled purge, in processes with role all or worker. Each sweep first retries cleanups of deleted documents
 * still owed to the blob store or Redis, then applies RETENTION_DAYS. Several processes may run sweepers: a lease in
 * the database (maintenance_leases) lets one sweep at a time, whichever machine it is on.
 */
export class RetentionSweeper extends LeasedSweep<SweepOutcome> {
  constructor(
    private readonly deps: { lifecycle: LifecycleService; purger: DataPurger; repo: LifecycleRepository; logger: Logger },
    private readonly settings: RetentionSettings,
  ) {
    super({ intervalMs: settings.intervalMs, logger: deps.logger, failure: 'purge sweep failed' });
  }

  start(): void {
    this.startAfter(Math.min(this.settings.intervalMs, FIRST_SWEEP_MAX_MS));
  }

  protected async run(now: Date): Promise<SweepOutcome> {
    const { repo, purger, lifecycle, logger } = this.deps;
    if (!(await repo.acquireLease(LEASE, this.holder, LEASE_MS))) return { kind: 'busy' };
    try {
      const cleanupsLeft = await purger.retryPending();
      let documents = 0;
      if (this.settings.days > 0) {
        const cutoff = new Date(now.getTime() - this.settings.days * 86_400_000);
        for (let n = await lifecycle.purgeExpired(cutoff, this.settings.purgeRecords); n > 0 && !this.stopped; ) {
          documents += n;
          // Losing the lease (a pause longer than it) hands the rest to whoever holds it now.
          if (!(await repo.acquireLease(LEASE, this.holder, LEASE_MS))) break;
          n = await lifecycle.purgeExpired(cutoff, this.settings.purgeRecords);
        }
      }
      if (documents) logger.info('retention purge', { documents, records: this.settings.purgeRecords, days: this.settings.days });
      return { kind: 'done', documents, cleanupsLeft };
    } finally {
      await repo.releaseLease(LEASE, this.holder).catch(() => undefined);
    }
  }
}
