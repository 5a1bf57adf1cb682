import type { Logger } from './logger';

/**
 * Work a request starts but does not wait for (a security e-mail over a slow SMTP server, the lookup behind a
 * password-reset request whose answer must not depend on it). Failures are logged; shutdown waits for what is
 * still running, so no mail is cut off half-sent.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(what: string, work: () => Promise<void>): void {
    const task: Promise<void> = work()
      .catch((e) => this.logger.error(`${what} failed`, { error: (e as Error).message }))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once every task started so far (and any they start) has finished. */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
