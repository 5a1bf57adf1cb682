import { AppError } from '../../common/app-error';

export type JobOutcome = 'done' | 'retrying' | 'failed';

export interface JobHandlers {
  /** Must be safe to run twice for one document: only the first run may write the record. */
  process(documentId: string): Promise<void>;
  /** Called when a job gives up (its dead-letter state); the document must then show why. */
  failed(documentId: string, reason: string): Promise<void>;
}

/**
 * Where accepted documents wait for processing. Two implementations: the in-process queue whose jobs live in the
 * database (one machine, no Redis) and BullMQ on Redis (many workers on many machines). Both keep the `jobs` row
 * per document, which is what a synchronous capture claims and what survives a Redis restart.
 */
export interface JobQueue {
  readonly kind: 'database' | 'bullmq';
  /** Starts taking jobs in this process (roles all and worker). */
  start(): Promise<void>;
  /**
   * Stops taking jobs and lets running ones finish for up to `graceMs`; jobs still running then are handed back to
   * the queue for another process. Releases connections.
   */
  stop(graceMs?: number): Promise<void>;
  /** A new job was inserted: wake a poller or hand it to Redis now rather than at the next sweep. */
  notify(): void;
  /** Runs one document's job in the caller (synchronous capture) unless a worker has taken it already. */
  runNow(documentId: string): Promise<JobOutcome | 'taken'>;
  /** Jobs waiting to run (for /metrics). */
  depth(): Promise<number>;
  /**
   * Removes what the queue holds outside the database about deleted documents (BullMQ: the job and its events).
   * Returns the ids it could not clean up yet because their job is running right now; the worker running one
   * removes it when it ends, and the caller retries.
   */
  forget(documentIds: readonly string[]): Promise<string[]>;
}

/** Errors that the same input will always raise again: retrying cannot help. */
export function isPermanent(e: unknown): boolean {
  return e instanceof AppError && ['UNPROCESSABLE', 'UNSUPPORTED_MEDIA_TYPE', 'BAD_REQUEST', 'NOT_FOUND'].includes(e.code);
}

export function failureMessage(e: unknown): string {
  return e instanceof AppError ? e.message : `Internal error while processing: ${(e as Error).message}`;
}

export function backoffMs(attempt: number): number {
  return 1000 * 2 ** Math.max(0, attempt - 1);
}

/** Observes how each job attempt ended (the metrics module registers one; tests may too). */
export type JobObserver = (outcome: JobOutcome, seconds: number) => void;
