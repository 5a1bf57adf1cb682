import type Tesseract from 'tesseract.js';
import { PSM, type Worker } from 'tesseract.js';
import type { DocumentTree, ImageReader, Page, ReadOptions, SniffedType } from '../types';
import { guessLatinLanguage } from './latin-language';
import { LanguagePools } from './language-pools';
import { LANGUAGES, languageFolder, toTesseractCode } from './languages';
import { applyOrientation, OrientationDetector } from './orientation';
import { checkDecodable, pageCount, preparePage, toPng, type GreyImage, type PreparedPage } from './preprocess';
import { LATIN_CONFIDENCE, languagesForScript, meanConfidence, probeGroups, probeScript } from './script-detect';
import { toPage } from './tesseract-tree';
import { readPage, recognize, startWorker } from './tesseract-worker';
import { observeOcrPage } from '../../common/metrics';

export interface TesseractReaderOptions {
  /** Languages the reader may use (Tesseract or ISO 639-1 codes). Default: every supported language. */
  languages?: string[];
  /** Model set of the first pass on every page without a hint. Default ['eng']. */
  firstPass?: string[];
  /** Parallel OCR workers per language set. Each holds ~100–250 MB of WebAssembly heap. Default 1. */
  workers?: number;
  /** Language sets kept alive at once (least recently used idle set is stopped). Default 4. */
  maxLanguageSets?: number;
  /** Turn sideways/upside-down pages upright and deskew them (orientation.ts). Default true. */
  orientation?: boolean;
  /** Threads of the orientation classifier's ONNX session. Default 2. */
  threads?: number;
}

/**
 * Below this the estimate is too unsure to act on: a wrong turn ruins a page that was fine, while a
 * missed one only loses a page that was unreadable anyway. Measured by scripts/eval-orientation.js on
 * the 30 SROIE receipt photos, each turned 0/90/180/270: at 0.4 no page is turned wrongly and 76 of
 * the 90 turned pages are set upright; at 0.3, 80 are, but 3 pages are turned wrongly.
 */
const MIN_ORIENTATION_CONFIDENCE = 0.4;
/**
 * Smaller tilts are left to Tesseract's own line finder: on the rendered corpus tilted 2.5°, undoing
 * the tilt first (one more interpolation of an already resampled page) read Russian, Korean and
 * Chinese worse and only Hebrew better. From 3° on, Tesseract starts splitting and merging lines.
 */
const MIN_DESKEW_DEGREES = 3;

export type { ReadOptions } from '../types';

/** What read() decided for a page; kept for tests and the benchmark. */
export interface PageLanguage {
  languages: string[];
  /** hint: the caller's; first-pass: kept; detected: re-read with the script or Latin language found. */
  detected: 'hint' | 'first-pass' | 'detected';
}

const unique = (codes: string[]): string[] => [...new Set(codes.map(toTesseractCode))];

/**
 * OCR for images (PNG, JPEG, WebP, TIFF): sharp prepares each page, Tesseract (WebAssembly, fully
 * offline) reads it, and the result comes back as a DocumentTree in the original image's pixel
 * coordinates. Without a hint each page is read with the Latin first-pass set; when Tesseract is not
 * confident in that, a probe names the script and the page is read again with that script's models
 * (see script-detect.ts). Create one instance per process and reuse it: workers are kept per language
 * set and starting one costs a few hundred milliseconds.
 */
export class TesseractImageReader implements ImageReader {
  /** Language choice of each page of the last read() to finish (diagnostics: tests and the benchmark). */
  lastLanguages: PageLanguage[] = [];

  private constructor(
    private readonly pools: LanguagePools<Worker>,
    private readonly enabled: string[],
    private readonly firstPass: string[],
    private readonly removeFolder: () => Promise<void>,
    private readonly orientation?: OrientationDetector,
  ) {}

  static async create(opts: TesseractReaderOptions = {}): Promise<TesseractImageReader> {
    const enabled = unique(opts.languages?.length ? opts.languages : Object.keys(LANGUAGES));
    const firstPass = unique(opts.firstPass?.length ? opts.firstPass : ['eng']).filter((l) => enabled.includes(l));
    if (firstPass.length === 0) firstPass.push(enabled[0]);
    const workers = Math.max(1, Math.floor(opts.workers ?? 1));
    const folder = await languageFolder(enabled);
    const probe = probeGroups(enabled);
    const pinned = new Set([firstPass.join('+'), probe[0]?.join('+') ?? '']);
    const pools = new LanguagePools<Worker>(
      workers,
      Math.max(pinned.size + 1, opts.maxLanguageSets ?? 4),
      pinned,
      (langs) => startWorker(langs, folder.langPath),
      async (w) => {
        await w.terminate();
      },
    );
    let reader: TesseractImageReader | undefined;
    try {
      const orientation = opts.orientation === false ? undefined : await OrientationDetector.create({ threads: opts.threads });
      reader = new TesseractImageReader(pools, enabled, firstPass, folder.remove, orientation);
      // Fails fast on broken language data, and the first document does not wait for a worker.
      await pools.warm(firstPass);
    } catch (e) {
      if (reader) await reader.close();
      else await Promise.all([pools.close(), folder.remove()]);
      throw e;
    }
    return reader;
  }

  /** Every page (all pages of a TIFF). Undecodable input → AppError UNPROCESSABLE. */
  async read(bytes: Buffer, type: SniffedType, opts: ReadOptions = {}): Promise<DocumentTree> {
    const hint = opts.languages?.length ? this.hinted(opts.languages) : undefined;
    const count = await pageCount(bytes, type);
    const pages: Page[] = [];
    const chosen: PageLanguage[] = [];
    // One page at a time: documents already run in parallel, and holding every prepared page of a
    // long TIFF at once would multiply memory for no gain.
    for (let i = 0; i < count; i++) {
      opts.signal?.throwIfAborted();
      const started = performance.now();
      const prepared = await preparePage(bytes, i, this.orientation && ((grey) => this.straighten(grey)));
      const { blocks, language } = hint
        ? { blocks: await this.pass(hint, prepared, opts.signal), language: { languages: hint, detected: 'hint' as const } }
        : await this.detectAndRead(prepared, opts.signal);
      chosen.push(language);
      const script = LANGUAGES[language.languages[0]]?.script;
      pages.push({ ...toPage(blocks, prepared), origin: 'ocr', languages: language.languages, ...(script ? { script } : {}) });
      observeOcrPage((performance.now() - started) / 1000);
    }
    this.lastLanguages = chosen;
    return { source: 'ocr', pages };
  }

  /** Decodes the image (first page) without OCR: UNPROCESSABLE for anything read() would refuse. */
  async validate(bytes: Buffer, type: SniffedType): Promise<void> {
    await checkDecodable(bytes, type);
  }

  /** Waits for running reads, then stops the workers. Reads after close() are refused. */
  async close(): Promise<void> {
    await this.pools.close();
    await this.orientation?.close();
    await this.removeFolder();
  }

  /** Upright and deskewed when the estimate is sure enough; a failed estimate leaves the page as it was. */
  private async straighten(grey: GreyImage): Promise<GreyImage> {
    try {
      const estimate = await this.orientation!.estimate(grey);
      if (estimate.confidence < MIN_ORIENTATION_CONFIDENCE) return grey;
      const skewDegrees = Math.abs(estimate.skewDegrees) < MIN_DESKEW_DEGREES ? 0 : estimate.skewDegrees;
      return await applyOrientation(grey, { ...estimate, skewDegrees });
    } catch {
      return grey;
    }
  }

  /** Hinted languages (unknown or disabled ones refused), with English for digits and Latin codes. */
  private hinted(codes: string[]): string[] {
    const langs = unique(codes);
    const off = langs.filter((l) => !this.enabled.includes(l));
    if (off.length) throw new Error(`OCR language(s) not enabled: ${off.join(', ')}`);
    if (this.enabled.includes('eng') && !langs.includes('eng')) langs.push('eng');
    return langs;
  }

  private pass(languages: string[], page: PreparedPage, signal?: AbortSignal): Promise<Tesseract.Block[]> {
    return this.pools.use(languages, (w) => readPage(w, page), signal);
  }

  /**
   * First pass with the Latin set; a probe when Tesseract was not confident in it (see
   * script-detect.ts); then either the script's own models, or, for a Latin page whose words look like
   * another Latin language, that language's model first (the English one drops diacritics).
   */
  private async detectAndRead(page: PreparedPage, signal?: AbortSignal): Promise<{ blocks: Tesseract.Block[]; language: PageLanguage }> {
    const first = await this.pass(this.firstPass, page, signal);
    const keep = { blocks: first, language: { languages: this.firstPass, detected: 'first-pass' as const } };
    const firstScript = LANGUAGES[this.firstPass[0]]?.script;
    const groups = probeGroups(this.enabled);
    // A Latin pass is trusted when Tesseract was confident and some invoice vocabulary came out of it;
    // the English model reads a tilted Korean page as confident nonsense, so confidence alone is not enough.
    const guess = guessLatinLanguage(pageText(first), this.enabled);
    let script = firstScript;
    if (groups.length > 0 && (meanConfidence(first) < LATIN_CONFIDENCE || !guess)) {
      const readers = groups.map((g) => (png: Buffer) => this.pools.use(g, (w) => recognize(w, png, PSM.SINGLE_LINE), signal));
      script = (await probeScript(await toPng(page.grey), first, readers)) ?? firstScript;
    }
    let languages: string[];
    if (script === firstScript) {
      if (!guess || guess === this.firstPass[0]) return keep;
      languages = [guess, ...this.firstPass.filter((l) => l !== guess)];
    } else {
      languages = script ? languagesForScript(script, this.enabled) : [];
      if (languages.length === 0) return keep;
    }
    return { blocks: await this.pass(languages, page, signal), language: { languages, detected: 'detected' } };
  }
}

function pageText(blocks: Tesseract.Block[]): string {
  return blocks.map((b) => b.text ?? '').join('\n');
}
