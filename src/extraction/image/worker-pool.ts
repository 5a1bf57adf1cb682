/**
 * A fixed number of long-lived workers, each running one job at a time; jobs wait in FIFO order.
 *
 * Written here rather than using tesseract.js's scheduler because that one cannot replace a worker
 * whose job failed (a WebAssembly abort leaves the module unusable, so every later job on it would fail
 * too) and its terminate() does not wait for the workers to stop.
 */
export class WorkerPool<W> {
  private readonly all = new Set<W>();
  private readonly idle: W[] = [];
  private readonly waiting: Array<{ resolve: (w: W) => void; reject: (e: unknown) => void }> = [];
  private spawning = 0;
  private closed = false;
  private closing?: Promise<void>;
  private onDrained?: () => void;

  constructor(
    private readonly size: number,
    private readonly spawn: () => Promise<W>,
    private readonly destroy: (w: W) => Promise<void>,
  ) {}

  /** Starts every worker up front so the first request does not pay for it. */
  async start(): Promise<void> {
    const started = await Promise.allSettled(Array.from({ length: this.size }, () => this.grow()));
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const r of started) if (r.status === 'fulfilled') this.release(r.value);
    if (failed) {
      await this.close();
      throw failed.reason;
    }
  }

  /**
   * Runs `job` on a worker. A job that throws takes its worker with it; a fresh one takes its place.
   * When `signal` aborts, a queued job leaves the queue and a running one is abandoned at once: its
   * worker is destroyed (the only way to stop a WebAssembly recognition mid-page) and replaced, so a
   * timed-out document frees its slot instead of holding it until OCR ends on its own.
   */
  async use<T>(job: (w: W) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const w = await this.acquire(signal);
    let failed = false;
    try {
      if (signal?.aborted) throw signal.reason;
      return await (signal ? untilAborted(job(w), signal) : job(w));
    } catch (e) {
      failed = true;
      throw e;
    } finally {
      if (failed) this.discard(w);
      else this.release(w);
    }
  }

  /** Refuses new jobs, lets running ones finish, then stops every worker. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(closedError());
    const idle = this.idle.splice(0);
    for (const w of idle) this.all.delete(w);
    await Promise.all(idle.map((w) => this.destroy(w).catch(() => undefined)));
    if (this.all.size > 0 || this.spawning > 0) await new Promise<void>((resolve) => (this.onDrained = resolve));
  }

  private async acquire(signal?: AbortSignal): Promise<W> {
    if (this.closed) throw closedError();
    const w = this.idle.pop();
    if (w !== undefined) return w;
    // Below strength after a failed respawn: try again now rather than queue behind nobody.
    if (this.all.size + this.spawning < this.size) return this.grow();
    return new Promise((resolve, reject) => {
      const waiter = {
        resolve: (got: W) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(got);
        },
        reject: (e: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
      };
      const onAbort = () => {
        const i = this.waiting.indexOf(waiter);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private async grow(): Promise<W> {
    this.spawning++;
    try {
      const w = await this.spawn();
      if (this.closed) {
        await this.destroy(w).catch(() => undefined);
        throw closedError();
      }
      this.all.add(w);
      return w;
    } finally {
      this.spawning--;
      this.checkDrained();
    }
  }

  private release(w: W): void {
    if (this.closed) {
      this.all.delete(w);
      void this.destroy(w).catch(() => undefined).then(() => this.checkDrained());
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(w);
    else this.idle.push(w);
  }

  private discard(w: W): void {
    this.all.delete(w);
    void this.destroy(w).catch(() => undefined).then(() => this.checkDrained());
    const next = this.waiting.shift();
    // The waiter would otherwise wait for a worker that no longer exists.
    if (next) this.grow().then(next.resolve, next.reject);
  }

  private checkDrained(): void {
    if (this.closed && this.all.size === 0 && this.spawning === 0) this.onDrained?.();
  }
}

/** Settles with `work`, or rejects with the abort reason as soon as `signal` aborts. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  // The abandoned work rejects later, when its worker is destroyed; nobody awaits it any more.
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function closedError(): Error {
  return new Error('The OCR reader is closed');
}
