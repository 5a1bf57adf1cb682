import type Tesseract from 'tesseract.js';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { findMissedRegions, wordBoxes } from './missed-ink';
import type { PreparedPage } from './preprocess';
import { readMissedRegions } from './recover';

/** Starts one Tesseract worker for a language set ("ara+eng" style list), all data read from langPath. */
export async function startWorker(languages: string[], langPath: string): Promise<Worker> {
  let started = false;
  let failStart: (e: Error) => void = () => undefined;
  const startFailure = new Promise<never>((_, reject) => (failStart = reject));
  startFailure.catch(() => undefined);
  const pending = createWorker(languages, OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    // The data is read from node_modules on every start; a cache would only copy it to disk again.
    cacheMethod: 'none',
    // Explicit so the worker script can only come from node_modules. There is no corePath under Node:
    // the worker require()s tesseract.js-core (the WebAssembly build) from node_modules itself.
    workerPath: require.resolve('tesseract.js/src/worker-script/node/index.js'),
    logger: () => undefined,
    // Without a handler tesseract.js rethrows a failed job inside its message listener, which takes the
    // whole process down; the job's own promise rejects either way. During start-up the handler is the
    // only signal: createWorker's promise never settles when loading the language data fails.
    errorHandler: (e: unknown) => {
      if (!started) failStart(new Error(`Tesseract failed to start: ${String(e)}`));
    },
  });
  const worker = await Promise.race([pending, startFailure]);
  started = true;
  try {
    // AUTO (3) analyses the layout (blocks, columns) before reading. The tesseract.js default, single
    // block (6), assumes one uniform block of text and silently loses lines of pages that are not.
    // AUTO has its own blind spot, compensated in readPage. Sharp writes no density into the PNG and
    // Tesseract would otherwise estimate one (and log that it did).
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
  } catch (e) {
    await worker.terminate();
    throw e;
  }
  return worker;
}

/** One Tesseract pass over a PNG; `psm` overrides the page segmentation mode for this job only. */
export async function recognize(worker: Worker, png: Buffer, psm?: PSM): Promise<Tesseract.Block[]> {
  // tesseract.js applies Tesseract parameters given with a job, then restores the previous values.
  const params = (psm ? { tessedit_pageseg_mode: psm } : {}) as Partial<Tesseract.RecognizeOptions>;
  try {
    const result = await worker.recognize(png, params, { blocks: true, text: false });
    return result.data.blocks ?? [];
  } catch (e) {
    // tesseract.js rejects with the worker's error as a string.
    throw e instanceof Error ? e : new Error(`Tesseract could not read the page: ${String(e)}`);
  }
}

/** The AUTO pass, then a single-block pass over any ink it left unread (see missed-ink.ts). */
export async function readPage(worker: Worker, page: PreparedPage): Promise<Tesseract.Block[]> {
  const blocks = await recognize(worker, page.image);
  const found = wordBoxes(blocks);
  const missed = findMissedRegions(page.grey, found);
  if (missed.length === 0) return blocks;
  const recovered = await readMissedRegions((png) => recognize(worker, png, PSM.SINGLE_BLOCK), page.grey, missed, found);
  return [...blocks, ...recovered];
}
