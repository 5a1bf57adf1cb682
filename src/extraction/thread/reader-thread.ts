import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createLogger } from '../../common/logger';
import type { AppConfig } from '../../config/config';
import { createDocumentReader } from '../reader';
import { ALL_TYPES } from '../types';
import { type ThreadReply, type ThreadRequest, type ThreadSettings, errorToThread } from './protocol';

/**
 * The extraction thread of a service process (threaded-reader.ts starts it): the whole engine — pdfjs, OCR, the
 * layout model, the field rules — runs here, so the HTTP event loop never waits for a page to be read.
 */
async function serve(): Promise<void> {
  const settings = workerData as ThreadSettings;
  try {
    // On Linux a nice value belongs to the thread, and threads started from here (Tesseract's, ONNX's) inherit it:
    // when the cores are busy, accepting uploads and answering reads come first.
    setPriority(settings.nice);
  } catch {
    // Not permitted (some containers): the thread still keeps the work off the event loop.
  }
  const logger = createLogger(settings.logLevel as AppConfig['logLevel']);
  const reader = await createDocumentReader({ ...settings, logger });
  const port = parentPort!;
  const reply = (m: ThreadReply, transfer?: ArrayBuffer[]) => port.postMessage(m, transfer);
  port.on('message', (m: ThreadRequest) => {
    if (m.op === 'close') {
      void reader.close().finally(() => port.close());
      return;
    }
    const bytes = Buffer.from(m.bytes);
    const work = m.op === 'inspect' ? reader.inspect(bytes) : reader.extract({ ...m.input, bytes });
    work.then(
      (value) => reply({ kind: 'done', id: m.id, value }),
      (e: unknown) => reply({ kind: 'error', id: m.id, error: errorToThread(e) }),
    );
  });
  reply({ kind: 'ready', supported: ALL_TYPES.filter((t) => reader.supports(t)) });
}

void serve();
