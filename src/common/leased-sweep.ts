import os from 'node:os';
import { randomHex } from './crypto';
import type { Logger } from './logger';

/**
 * The timer of a periodic maintenance sweep (purges, orphan clean-up): one sweep at a time per process, a failed sweep
 * logged and never thrown out of the timer, the next one scheduled after it ends. Which process sweeps is the
 * subclass's lease; `holder` names this process in it.
 */
export abstract class LeasedSweep<Outcome> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Outcome> | null = null;
  /** Set by stop(): a long sweep checks it between batches. */
  protected stopped = false;
  readonly holder = `${os.hostname()}:${process.pid}:${randomHex(4)}`;

  protected constructor(private readonly timing: { intervalMs: number; logger: Logger; failure: string }) {}

  protected abstract run(now: Date): Promise<Outcome>;

  protected startAfter(ms: number): void {
    this.stopped = false;
    this.schedule(ms);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One sweep now (tests, and the schedule). A sweep already running here is joined rather than doubled. */
  sweep(now = new Date()): Promise<Outcome> {
    this.running ??= this.run(now).finally(() => (this.running = null));
    return this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.sweep()
        .catch((e) => this.timing.logger.error(this.timing.failure, { error: (e as Error).message }))
        .finally(() => this.schedule(this.timing.intervalMs));
    }, ms);
    this.timer.unref();
  }
}
