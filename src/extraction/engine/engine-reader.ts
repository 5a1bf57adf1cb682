import { type ChildProcess, type StdioOptions, fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { Logger } from '../../common/logger';
import type { DocumentReader } from '../../domain/capture/capture.service';
import { checkAtAcceptance, checkProbeAtAcceptance } from '../acceptance';
import { timeoutError } from '../limits';
import type { ExtractionInput, ExtractionResult, SniffedType, UploadProbe } from '../types';
import { type EngineReply, type EngineRequest, type EngineSettings, type WorkRequest, errorFromWire } from './protocol';

/** How long past DOCUMENT_TIMEOUT_MS the engine may stay silent on a document before it is presumed stuck. */
const STUCK_GRACE_MS = 5000;
/** An engine asked to close that has not exited by then is killed. */
const CLOSE_GRACE_MS = 10000;

const SWC_OPTIONS = {
  jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
  module: { type: 'commonjs' },
};

/**
 * The compiled engine entry, or — when the service runs from its TypeScript sources (jest) — the same entry
 * compiled on load with @swc/core, which only the tests need (a dev dependency).
 */
function spawnEngine(): ChildProcess {
  const options = { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as StdioOptions, serialization: 'advanced' as const };
  const compiled = path.join(__dirname, 'engine-process.js');
  if (existsSync(compiled)) return fork(compiled, [], { ...options, execArgv: [] });
  const source = path.join(__dirname, 'engine-process.ts');
  const code = `
    const fs = require('node:fs');
    const swc = require(${JSON.stringify(require.resolve('@swc/core'))});
    const options = ${JSON.stringify(SWC_OPTIONS)};
    require.extensions['.ts'] = (module, filename) => module._compile(swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
    require(${JSON.stringify(source)});`;
  return spawn(process.execPath, ['-e', code], options);
}

interface Pending {
  resolve(value: unknown): void;
  reject(e: Error): void;
  timer?: NodeJS.Timeout;
}

interface Engine {
  child: ChildProcess;
  ready: Promise<void>;
  pending: Map<number, Pending>;
}

/**
 * The service's DocumentReader. Asynchronous acceptance checks headers here (no decode, no parse); everything that
 * decodes or parses — a synchronous capture's validity check and every extraction — runs in one engine child
 * process at a lower priority, so the event loop keeps accepting uploads and answering reads while documents are
 * being read, and the engine's thread pools do not compete with the service's. An engine that dies, or hangs past
 * a document's time budget, is replaced: the documents it held fail with a retryable error, except the one that ran
 * out of time, which fails for good.
 */
export class EngineReader implements DocumentReader {
  private engine?: Engine;
  private supported = new Set<SniffedType>();
  private nextId = 1;
  private closed = false;

  private constructor(
    private readonly settings: EngineSettings,
    private readonly logger?: Logger,
  ) {}

  /** Starts the engine and waits until it has loaded (the service reports ready only then). */
  static async start(settings: EngineSettings, logger?: Logger): Promise<EngineReader> {
    const reader = new EngineReader(settings, logger);
    await reader.ensureEngine().ready;
    return reader;
  }

  /** The engine's process id (tests: the work is not done in the service's process). */
  get pid(): number | undefined {
    return this.engine?.child.pid;
  }

  supports(type: SniffedType): boolean {
    return this.supported.has(type);
  }

  accept(bytes: Buffer): Promise<SniffedType> {
    return checkAtAcceptance(bytes, this.settings.limits, (t) => this.supported.has(t));
  }

  acceptProbe(probe: UploadProbe): Promise<SniffedType | undefined> {
    return checkProbeAtAcceptance(probe, this.settings.limits, (t) => this.supported.has(t));
  }

  inspect(bytes: Buffer): Promise<SniffedType> {
    return this.call({ op: 'inspect', bytes }) as Promise<SniffedType>;
  }

  extract(input: ExtractionInput): Promise<ExtractionResult> {
    // The engine runs its own time budget (GuardedReader); the watchdog is for an engine that cannot answer at all.
    const { bytes, signal: _signal, ...rest } = input;
    return this.call({ op: 'extract', bytes, input: rest }, this.settings.limits.timeoutMs + STUCK_GRACE_MS) as Promise<ExtractionResult>;
  }

  async close(): Promise<void> {
    this.closed = true;
    const engine = this.engine;
    this.engine = undefined;
    if (!engine || engine.child.exitCode !== null || engine.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => engine.child.once('exit', () => resolve()));
    if (engine.child.connected) engine.child.send({ op: 'close' } satisfies EngineRequest);
    else engine.child.kill('SIGKILL');
    const timer = setTimeout(() => engine.child.kill('SIGKILL'), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  private async call(request: WorkRequest, watchdogMs?: number): Promise<unknown> {
    if (this.closed) throw new Error('The document reader is closed');
    const engine = this.ensureEngine();
    await engine.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      if (watchdogMs) pending.timer = setTimeout(() => this.stuck(engine, id), watchdogMs);
      engine.pending.set(id, pending);
      engine.child.send({ ...request, id } as EngineRequest, (e) => {
        if (!e || !engine.pending.delete(id)) return;
        clearTimeout(pending.timer);
        reject(new Error(`The extraction engine could not be reached: ${e.message}`));
      });
    });
  }

  private ensureEngine(): Engine {
    if (this.engine) return this.engine;
    const child = spawnEngine();
    const pending = new Map<number, Pending>();
    const engine: Engine = { child, pending, ready: undefined as never };
    engine.ready = new Promise<void>((resolve, reject) => {
      child.on('message', (m: EngineReply) => {
        if (m.kind === 'ready') {
          this.supported = new Set(m.supported);
          resolve();
          return;
        }
        if (m.kind === 'failed') {
          reject(errorFromWire(m.error));
          child.kill('SIGKILL');
          return;
        }
        const p = pending.get(m.id);
        if (!p) return;
        pending.delete(m.id);
        clearTimeout(p.timer);
        if (m.kind === 'done') p.resolve(m.value);
        else p.reject(errorFromWire(m.error));
      });
      child.on('error', (e) => {
        this.logger?.error('extraction engine process failed', { error: e.message });
        reject(e);
      });
      child.on('exit', (code, signal) => {
        if (this.engine === engine) this.engine = undefined;
        reject(new Error(`The extraction engine exited (${signal ?? code}) before it was ready`));
        for (const [id, p] of pending) {
          pending.delete(id);
          clearTimeout(p.timer);
          p.reject(new Error(`The extraction engine stopped (${signal ?? code}); the document will be read again`));
        }
      });
    });
    // A rejection nobody awaits (an engine that died between documents) must not become an unhandled one.
    engine.ready.catch(() => undefined);
    child.send({ op: 'start', settings: this.settings } satisfies EngineRequest);
    this.engine = engine;
    return engine;
  }

  /** No answer long past the budget: the engine is stuck in code that cannot be interrupted. It is replaced. */
  private stuck(engine: Engine, id: number): void {
    const p = engine.pending.get(id);
    if (!p) return;
    engine.pending.delete(id);
    p.reject(timeoutError(this.settings.limits));
    this.logger?.error('extraction engine did not answer within the time budget; replacing it', { timeoutMs: this.settings.limits.timeoutMs });
    if (this.engine === engine) this.engine = undefined;
    engine.child.kill('SIGKILL');
  }
}
