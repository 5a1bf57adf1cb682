import { existsSync } from 'fs';
import { mkdtemp, rm, symlink } from 'fs/promises';
import { tmpdir } from 'os';
import path from 'path';
import type Tesseract from 'tesseract.js';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { DocumentTree, ImageReader, Page, SniffedType } from '../types';
import { checkDecodable, pageCount, preparePage, type PreparedPage } from './preprocess';
import { findMissedRegions, wordBoxes } from './missed-ink';
import { readMissedRegions } from './recover';
import { toPage } from './tesseract-tree';
import { WorkerPool } from './worker-pool';

export interface TesseractReaderOptions {
  /** Tesseract language codes, each installed as the npm package @tesseract.js-data/<code>. Default ['eng']. */
  languages?: string[];
  /** Parallel OCR workers. Each holds its own WebAssembly heap (~100–250 MB), so keep it ≤ cores. Default 1. */
  workers?: number;
}

/**
 * LSTM-only "best_int" models first: what tesseract.js itself would fetch for OEM.LSTM_ONLY, 3 MB instead
 * of 11 MB for English, and faster than the legacy+LSTM set. The plain folder is a fallback for data
 * packages that ship only that one.
 */
const MODEL_DIRS = ['4.0.0_best_int', '4.0.0'];

/** Finds <lang>.traineddata.gz inside node_modules; nothing is ever fetched from a CDN. */
function languageFile(lang: string): string {
  if (!/^[a-z0-9_]+$/i.test(lang)) throw new Error(`Invalid OCR language code "${lang}"`);
  let root: string;
  try {
    root = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  } catch {
    throw new Error(`OCR language "${lang}" is not installed: add the npm package @tesseract.js-data/${lang}`);
  }
  for (const dir of MODEL_DIRS) {
    const file = path.join(root, dir, `${lang}.traineddata.gz`);
    if (existsSync(file)) return file;
  }
  throw new Error(`No ${lang}.traineddata.gz found in ${root}`);
}

/**
 * tesseract.js reads every language from one `langPath` folder, but each language lives in its own
 * package, so several languages are gathered as symlinks in a private temporary folder.
 */
async function languageFolder(languages: string[]): Promise<{ langPath: string; temporary: boolean }> {
  const files = languages.map(languageFile);
  const dirs = new Set(files.map((f) => path.dirname(f)));
  if (dirs.size === 1) return { langPath: [...dirs][0], temporary: false };
  const langPath = await mkdtemp(path.join(tmpdir(), 'capture-tessdata-'));
  await Promise.all(files.map((f) => symlink(f, path.join(langPath, path.basename(f)))));
  return { langPath, temporary: true };
}

async function startWorker(languages: string[], langPath: string): Promise<Worker> {
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
async function recognize(worker: Worker, png: Buffer, psm?: PSM): Promise<Tesseract.Block[]> {
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
async function readPage(worker: Worker, page: PreparedPage): Promise<Tesseract.Block[]> {
  const blocks = await recognize(worker, page.png);
  const found = wordBoxes(blocks);
  const missed = findMissedRegions(page.grey, found);
  if (missed.length === 0) return blocks;
  const recovered = await readMissedRegions((png) => recognize(worker, png, PSM.SINGLE_BLOCK), page.grey, missed, found);
  return [...blocks, ...recovered];
}

/**
 * OCR for images (PNG, JPEG, WebP, TIFF): sharp prepares each page, Tesseract (WebAssembly, fully
 * offline) reads it, and the result comes back as a DocumentTree in the original image's pixel
 * coordinates. Create one instance per process and reuse it: starting a worker costs a few hundred
 * milliseconds and ~60 MB, and its heap grows to ~200 MB with use.
 */
export class TesseractImageReader implements ImageReader {
  private constructor(
    private readonly pool: WorkerPool<Worker>,
    private readonly langFolder: { langPath: string; temporary: boolean },
  ) {}

  static async create(opts: TesseractReaderOptions = {}): Promise<TesseractImageReader> {
    const languages = [...new Set(opts.languages?.length ? opts.languages : ['eng'])];
    const workers = Math.max(1, Math.floor(opts.workers ?? 1));
    const folder = await languageFolder(languages);
    const pool = new WorkerPool<Worker>(
      workers,
      () => startWorker(languages, folder.langPath),
      async (w) => {
        await w.terminate();
      },
    );
    try {
      await pool.start();
    } catch (e) {
      if (folder.temporary) await rm(folder.langPath, { recursive: true, force: true });
      throw e;
    }
    return new TesseractImageReader(pool, folder);
  }

  /** Every page (all pages of a TIFF). Undecodable input → AppError UNPROCESSABLE. */
  async read(bytes: Buffer, type: SniffedType): Promise<DocumentTree> {
    const count = await pageCount(bytes, type);
    const pages: Page[] = [];
    // One page at a time: documents already run in parallel across workers, and holding every
    // prepared page of a long TIFF at once would multiply memory for no gain.
    for (let i = 0; i < count; i++) {
      const prepared = await preparePage(bytes, i);
      const blocks = await this.pool.use((w) => readPage(w, prepared));
      pages.push(toPage(blocks, prepared));
    }
    return { source: 'ocr', pages };
  }

  /** Decodes the image (first page) without OCR: UNPROCESSABLE for anything read() would refuse. */
  async validate(bytes: Buffer, type: SniffedType): Promise<void> {
    await checkDecodable(bytes, type);
  }

  /** Waits for running reads, then stops the workers. Reads after close() are refused. */
  async close(): Promise<void> {
    await this.pool.close();
    if (this.langFolder.temporary) await rm(this.langFolder.langPath, { recursive: true, force: true });
  }
}
