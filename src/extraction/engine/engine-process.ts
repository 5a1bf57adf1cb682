import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { createLogger } from '../../common/logger';
import type { AppConfig } from '../../config/config';
import type { GuardedReader } from '../guarded-reader';
import { createDocumentReader } from '../reader';
import { ALL_TYPES } from '../types';
import { type EngineReply, type EngineRequest, type EngineSettings, errorToWire } from './protocol';

/**
 * On Linux a nice value belongs to each thread, and a thread inherits its creator's: every thread that exists now
 * (V8's, libuv's) is lowered, and everything started later (the libuv pool, Tesseract's, ONNX's, libvips') inherits
 * it. When the cores are busy, the service process's event loop comes first.
 */
function lowerPriority(nice: number): void {
  try {
    setPriority(nice);
    for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), nice);
  } catch {
    // Not permitted (some containers) or not Linux: the work still runs outside the event loop's process.
  }
}

/**
 * The extraction engine's process (engine-reader.ts starts it): pdfjs, OCR, the layout model and the field rules
 * run here, so the service's event loop never waits for a page to be read, and what they start (thread pools,
 * native threads) does not compete with its own.
 */
function serve(): void {
  const send = (m: EngineReply) => process.send!(m);
  let reader: GuardedReader | undefined;
  process.on('message', (m: EngineRequest) => {
    if (m.op === 'start') {
      lowerPriority(m.settings.nice);
      const logger = createLogger(m.settings.logLevel as AppConfig['logLevel']);
      void createDocumentReader({ ...m.settings, logger }).then(
        (r) => {
          reader = r;
          send({ kind: 'ready', supported: ALL_TYPES.filter((t) => r.supports(t)) });
        },
        (e: unknown) => send({ kind: 'failed', error: errorToWire(e) }),
      );
      return;
    }
    if (m.op === 'close') {
      void (reader?.close() ?? Promise.resolve()).finally(() => process.exit(0));
      return;
    }
    // IPC delivers the bytes as a Uint8Array; the engine reads Buffers.
    const bytes = Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength);
    const work = m.op === 'inspect' ? reader!.inspect(bytes) : reader!.extract({ ...m.input, bytes });
    work.then(
      (value) => send({ kind: 'done', id: m.id, value }),
      (e: unknown) => send({ kind: 'error', id: m.id, error: errorToWire(e) }),
    );
  });
  // The service died or closed the channel: nothing is left to read documents for.
  process.on('disconnect', () => process.exit(0));
  // Ctrl-C in a terminal, or a supervisor signalling the process group, reaches this process too. The service
  // decides when reading stops (it lets running jobs finish first, then sends `close`), so the signals are its.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
}

serve();
