import { WorkerPool } from './worker-pool';

interface Entry<W> {
  pool: WorkerPool<W>;
  /** Jobs queued or running on this pool; a busy pool is never evicted. */
  busy: number;
}

/**
 * One WorkerPool per language set ("ara+eng"), created on first use and kept for reuse. A worker
 * holds 100–250 MB of WebAssembly heap, so at most `maxSets` sets stay alive: the least recently used
 * idle set is stopped when a new one is needed. Pinned sets (the Latin first pass, the script probe)
 * are used by every document and are never evicted.
 */
export class LanguagePools<W> {
  /** Map iteration order is insertion order: re-inserting on use keeps the LRU set first. */
  private readonly pools = new Map<string, Entry<W>>();
  private closed = false;

  constructor(
    private readonly workersPerSet: number,
    private readonly maxSets: number,
    private readonly pinned: ReadonlySet<string>,
    private readonly spawn: (languages: string[]) => Promise<W>,
    private readonly destroy: (w: W) => Promise<void>,
  ) {}

  /** Runs `job` on a worker of the given language set; `signal` abandons it (see WorkerPool.use). */
  async use<T>(languages: string[], job: (w: W) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.closed) throw new Error('The OCR reader is closed');
    const key = languages.join('+');
    let entry = this.pools.get(key);
    if (entry) {
      this.pools.delete(key);
    } else {
      entry = { pool: new WorkerPool<W>(this.workersPerSet, () => this.spawn(languages), this.destroy), busy: 0 };
    }
    this.pools.set(key, entry);
    entry.busy++;
    this.evict();
    try {
      return await entry.pool.use(job, signal);
    } finally {
      entry.busy--;
      this.evict();
    }
  }

  /** Starts every worker of a set now, so the first document does not pay for it. */
  async warm(languages: string[]): Promise<void> {
    // Each no-op job holds its worker until all have one: otherwise the first would be handed back
    // and reused, and the pool would never grow past one worker.
    const n = this.workersPerSet;
    let arrived = 0;
    let open!: () => void;
    const all = new Promise<void>((resolve) => (open = resolve));
    await Promise.all(
      Array.from({ length: n }, () =>
        this.use(languages, async () => {
          if (++arrived === n) open();
          await all;
        }),
      ),
    );
  }

  /** Language sets with a live pool, least recently used first (for tests and diagnostics). */
  liveSets(): string[] {
    return [...this.pools.keys()];
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(all.map((e) => e.pool.close()));
  }

  private evict(): void {
    for (const [key, entry] of this.pools) {
      if (this.pools.size <= this.maxSets) return;
      if (entry.busy > 0 || this.pinned.has(key)) continue;
      this.pools.delete(key);
      void entry.pool.close().catch(() => undefined);
    }
  }
}
