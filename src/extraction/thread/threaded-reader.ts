import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../common/logger';
import type { DocumentReader } from '../../domain/capture/capture.service';
import { checkAtAcceptance } from '../acceptance';
import { timeoutError } from '../limits';
import type { ExtractionInput, ExtractionResult, SniffedType } from '../types';
import { type ThreadReply, type ThreadRequest, type ThreadSettings, type WorkRequest, errorFromThread, ownArrayBuffer } from './protocol';

/** How long past DOCUMENT_TIMEOUT_MS a thread may stay silent before it is presumed stuck and replaced. */
const STUCK_GRACE_MS = 5000;
/** A thread asked to close that has not ended by then is terminated. */
const CLOSE_GRACE_MS = 10000;

const SWC_OPTIONS = {
  jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
  module: { type: 'commonjs' },
};

/**
 * The compiled thread entry, or — when the service runs from its TypeScript sources (jest) — the same entry
 * compiled on load with @swc/core, which only the tests need (a dev dependency).
 */
function spawnThread(settings: ThreadSettings): Worker {
  const compiled = path.join(__dirname, 'reader-thread.js');
  if (existsSync(compiled)) return new Worker(compiled, { workerData: settings });
  const source = path.join(__dirname, 'reader-thread.ts');
  const code = `
    const fs = require('node:fs');
    const swc = require(${JSON.stringify(require.resolve('@swc/core'))});
    const options = ${JSON.stringify(SWC_OPTIONS)};
    require.extensions['.ts'] = (module, filename) => module._compile(swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
    require(${JSON.stringify(source)});`;
  return new Worker(code, { eval: true, workerData: settings });
}

interface Pending {
  resolve(value: unknown): void;
  reject(e: Error): void;
  timer?: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  ready: Promise<Set<SniffedType>>;
  pending: Map<number, Pending>;
}

/**
 * The service's DocumentReader: asynchronous acceptance checks headers in this thread (no decode, no parse);
 * everything that decodes or parses — the synchronous capture's validity check and every extraction — runs in one
 * extraction thread with a lower priority, so the event loop keeps accepting uploads and answering reads while
 * documents are being read. A thread that dies or hangs past its time budget is replaced; the documents it held
 * fail with a retryable error, except the one that ran out of time, which fails for good.
 */
export class ThreadedReader implements DocumentReader {
  private thread?: Thread;
  private supported = new Set<SniffedType>();
  private nextId = 1;
  private closed = false;

  private constructor(
    private readonly settings: ThreadSettings,
    private readonly logger?: Logger,
  ) {}

  /** Starts the thread and waits until its engine is loaded (the service reports ready only then). */
  static async start(settings: ThreadSettings, logger?: Logger): Promise<ThreadedReader> {
    const reader = new ThreadedReader(settings, logger);
    await reader.ensureThread().ready;
    return reader;
  }

  /** The extraction thread's id (for tests: the work is not done on the event loop's thread). */
  get threadId(): number | undefined {
    return this.thread?.worker.threadId;
  }

  supports(type: SniffedType): boolean {
    return this.supported.has(type);
  }

  accept(bytes: Buffer): Promise<SniffedType> {
    return checkAtAcceptance(bytes, this.settings.limits, (t) => this.supported.has(t));
  }

  inspect(bytes: Buffer): Promise<SniffedType> {
    return this.call({ op: 'inspect', bytes: ownArrayBuffer(bytes) }) as Promise<SniffedType>;
  }

  extract(input: ExtractionInput): Promise<ExtractionResult> {
    // The thread runs its own time budget (GuardedReader); the watchdog is for a thread that cannot answer at all.
    const { bytes, signal: _signal, ...rest } = input;
    return this.call({ op: 'extract', bytes: ownArrayBuffer(bytes), input: rest }, this.settings.limits.timeoutMs + STUCK_GRACE_MS) as Promise<ExtractionResult>;
  }

  async close(): Promise<void> {
    this.closed = true;
    const thread = this.thread;
    this.thread = undefined;
    if (!thread) return;
    const exited = new Promise<void>((resolve) => thread.worker.once('exit', () => resolve()));
    thread.worker.postMessage({ id: 0, op: 'close' } satisfies ThreadRequest);
    const timer = setTimeout(() => void thread.worker.terminate(), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  private async call(request: WorkRequest, watchdogMs?: number): Promise<unknown> {
    if (this.closed) throw new Error('The document reader is closed');
    const thread = this.ensureThread();
    await thread.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      if (watchdogMs) pending.timer = setTimeout(() => this.stuck(thread, id), watchdogMs);
      thread.pending.set(id, pending);
      thread.worker.postMessage({ ...request, id } as ThreadRequest, [request.bytes]);
    });
  }

  private ensureThread(): Thread {
    if (this.thread) return this.thread;
    const worker = spawnThread(this.settings);
    const pending = new Map<number, Pending>();
    const thread: Thread = { worker, pending, ready: undefined as never };
    thread.ready = new Promise<Set<SniffedType>>((resolve, reject) => {
      worker.on('message', (m: ThreadReply) => {
        if (m.kind === 'ready') {
          this.supported = new Set(m.supported);
          resolve(this.supported);
          return;
        }
        const p = pending.get(m.id);
        if (!p) return;
        pending.delete(m.id);
        clearTimeout(p.timer);
        if (m.kind === 'done') p.resolve(m.value);
        else p.reject(errorFromThread(m.error));
      });
      worker.on('error', (e) => {
        this.logger?.error('extraction thread failed', { error: e.message });
        reject(e);
      });
      worker.on('exit', (code) => {
        if (this.thread === thread) this.thread = undefined;
        reject(new Error(`The extraction thread exited (${code}) before it was ready`));
        this.failAll(thread, () => new Error(`The extraction thread stopped (exit code ${code}); the document will be read again`));
      });
    });
    // An unused rejection (a thread that died while nobody waited) must not become an unhandled one.
    thread.ready.catch(() => undefined);
    this.thread = thread;
    return thread;
  }

  /** No answer long past the budget: the thread is stuck in code that cannot be interrupted. It is replaced. */
  private stuck(thread: Thread, id: number): void {
    const p = thread.pending.get(id);
    if (!p) return;
    thread.pending.delete(id);
    p.reject(timeoutError(this.settings.limits));
    this.logger?.error('extraction thread did not answer within its time budget; replacing it', { timeoutMs: this.settings.limits.timeoutMs });
    if (this.thread === thread) this.thread = undefined;
    void thread.worker.terminate();
  }

  private failAll(thread: Thread, error: () => Error): void {
    for (const [id, p] of thread.pending) {
      thread.pending.delete(id);
      clearTimeout(p.timer);
      p.reject(error());
    }
  }
}
