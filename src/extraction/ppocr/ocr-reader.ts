import type { InferenceSession } from 'onnxruntime-node';
import { observeOcrPage } from '../../common/metrics';
import { guessLatinLanguage } from '../image/latin-language';
import { LANGUAGES, toTesseractCode } from '../image/languages';
import { applyOrientation, OrientationDetector } from '../image/orientation';
import type { GreyImage } from '../image/preprocess';
import { dominantScriptOf, type Script } from '../image/unicode-script';
import type { Box, DocumentTree, ImageReader, Page, ReadOptions, SniffedType } from '../types';
import { detectLines, detectText } from './detect';
import { fromRgb, rawPixels, type RgbImage } from './image';
import { toLines, type TextBox } from './layout';
import { keepLine } from './keep-lines';
import { normaliseReading } from './ocr-normalise';
import { checkImage, countPages, preparePhoto } from './prepare';
import { ONNX_READERS, readLines, TESSERACT_SCRIPTS, type LineReaders } from './read-lines';
import { recognitionBatch } from './recognize';
import { RecognizerSet } from './recognizers';
import type { ScriptReader } from './script-router';
import { detectorFile, loadSession } from './session';
import { TesseractLines } from './tesseract-lines';

export interface OcrReaderOptions {
  /** Languages the reader may use (Tesseract or ISO 639-1 codes). Default: all 18. */
  languages?: string[];
  /** Intra-op threads of each ONNX session. Default 2; 1 per worker when several workers share the cores. */
  threads?: number;
  /** Tesseract workers per language (scripts without an ONNX model). Default 1. */
  workers?: number;
  /** Longer side of the detector input for receipts and photos. Default 960. */
  detLimit?: number;
  /** Longer side of the detector input for full pages (A4/Letter-shaped scans and renders). Default 1280. */
  pageDetLimit?: number;
  /** Turn sideways/upside-down pages upright and deskew them. Default true. */
  orientation?: boolean;
  /** Lines read with a lower confidence are dropped (PaddleOCR's drop_score). Default 0.5. */
  minConfidence?: number;
  /** Re-inserts spaces the recogniser dropped (ctcGreedy spaceGap). Default 2. */
  spaceGap?: number;
  /** Re-inserts spaces the recogniser dropped where the line's ink shows them (ctc insertInkSpaces). Default true. */
  inkSpaces?: boolean;
  /** Divide out uneven light before reading (prepare.ts flattenLight). Off: 0.867 of the SROIE key values against 0.900. */
  flattenLight?: boolean;
  /**
   * Reader of pages in a Latin language other than English (see LineReaders.latin). Default
   * 'tesseract' (that language's model on each line): on the renders of Portuguese, Spanish, German,
   * Danish, French and Italian 99.4 / 96.4 % clean / photo against 97.2 / 92.4 % for the PP-OCR Latin
   * model ('onnx'; it reads "número" as "nümero"), ~0.1–0.3 s more per such page.
   */
  latinReader?: 'onnx' | 'tesseract';
  /** Line crops per recogniser call. Default: recognitionBatch(threads). */
  recBatchSize?: number;
  /** Detect again inside the text's bounding region when it covers less than this share of the page (0, the default: never; 0.5 found 0.892 of the SROIE key values against 0.900). */
  cropDetect?: number;
}

/**
 * Below this the page is not turned. 0.4 turned none of the 30 SROIE photos wrongly (eval-orientation.js),
 * but turned one photo-like render of a table upside down at 0.403.
 */
const MIN_ORIENTATION_CONFIDENCE = 0.45;
const MIN_DESKEW_DEGREES = 1;
/** Tilt of the detected text lines from which the page is turned straight and detected again. */
const MIN_LINE_SKEW = 0.6;
/** A line box this much taller than the page's median one holds headline print (keep-lines.ts). */
const HEADLINE_RATIO = 1.2;

function headlineHeight(boxes: Box[]): number {
  const heights = boxes.map((b) => b[3] - b[1]).sort((a, b) => a - b);
  return heights.length ? heights[Math.floor(heights.length / 2)] * HEADLINE_RATIO : Infinity;
}

/** The script's language for the page's `languages` when the text alone cannot tell. */
const SCRIPT_LANGUAGE: Partial<Record<Script, string>> = { ...TESSERACT_SCRIPTS, han: 'chi_sim', kana: 'jpn' };

/**
 * OCR of images (PNG, JPEG, WebP, TIFF, HEIC): PP-OCRv4 text detection, every line read by the
 * English PP-OCR recogniser, and the lines it is unsure of by the reader that suits their script
 * (PP-OCR Latin/Japanese/Chinese, or Tesseract for Hangul, Arabic, Hebrew, Devanagari, Greek,
 * Cyrillic), chosen per page from the image by a probe of its unsure lines. One ONNX session per
 * model, created when first needed and reused; create one reader per process (or worker thread).
 */
export class OcrImageReader implements ImageReader {
  readonly heic = true;
  private constructor(
    private readonly det: InferenceSession,
    private readonly readers: LineReaders,
    private readonly enabled: string[],
    private readonly opts: Required<Omit<OcrReaderOptions, 'languages' | 'threads' | 'workers' | 'orientation' | 'latinReader' | 'inkSpaces' | 'recBatchSize'>>,
    private readonly orientation?: OrientationDetector,
  ) {}

  static async create(opts: OcrReaderOptions = {}): Promise<OcrImageReader> {
    const threads = Math.max(1, opts.threads ?? 2);
    const enabled = [...new Set((opts.languages?.length ? opts.languages : Object.keys(LANGUAGES)).map(toTesseractCode))];
    const latinReader = opts.latinReader ?? 'tesseract';
    // Japanese: Tesseract's model is the third voter on Japanese pages (read-lines.ts japanese).
    const tesseractLanguages = enabled.filter((l) => Object.values(TESSERACT_SCRIPTS).includes(l) || l === 'jpn' || (latinReader === 'tesseract' && LANGUAGES[l].script === 'latin' && l !== 'eng'));
    const spaceGap = opts.spaceGap ?? 2;
    const onnx = new RecognizerSet(threads, { spaceGap, inkSpaces: opts.inkSpaces ?? true, batchSize: opts.recBatchSize ?? recognitionBatch(threads) });
    const det = await loadSession(detectorFile(), { threads });
    try {
      await onnx.get('en');
      const tesseract = tesseractLanguages.length ? await TesseractLines.create(tesseractLanguages, { workers: opts.workers }) : undefined;
      const orientation = opts.orientation === false ? undefined : await OrientationDetector.create({ threads });
      return new OcrImageReader(det, { onnx, tesseract, tesseractLanguages, latin: latinReader }, enabled, {
        detLimit: opts.detLimit ?? 960,
        pageDetLimit: opts.pageDetLimit ?? 1280,
        minConfidence: opts.minConfidence ?? 0.5,
        spaceGap,
        flattenLight: opts.flattenLight ?? false,
        cropDetect: opts.cropDetect ?? 0,
      }, orientation);
    } catch (e) {
      await Promise.all([det.release(), onnx.close()]);
      throw e;
    }
  }

  async read(bytes: Buffer, type: SniffedType, opts: ReadOptions = {}): Promise<DocumentTree> {
    const hint = opts.languages?.length ? this.hinted(opts.languages) : undefined;
    const count = await countPages(bytes, type);
    const pages: Page[] = [];
    for (let i = 0; i < count; i++) {
      opts.signal?.throwIfAborted();
      const started = performance.now();
      pages.push(await this.readPage(bytes, type, i, hint, opts.signal));
      observeOcrPage((performance.now() - started) / 1000);
    }
    return { source: 'ocr', pages };
  }

  validate(bytes: Buffer, type: SniffedType): Promise<void> {
    return checkImage(bytes, type);
  }

  async close(): Promise<void> {
    await Promise.all([this.det.release(), this.readers.onnx.close(), this.readers.tesseract?.close(), this.orientation?.close()]);
  }

  private async readPage(bytes: Buffer, type: SniffedType, index: number, hint: { reader?: ScriptReader; languages: string[] } | undefined, signal?: AbortSignal): Promise<Page> {
    const { img: prepared, scale } = await preparePhoto(bytes, type, index, this.orientation && ((g) => this.straighten(g)), { flattenLight: this.opts.flattenLight });
    const detected = await this.detect(prepared);
    const { img, boxes } = detected;
    signal?.throwIfAborted();
    const read = await readLines(this.readers, img, boxes, { hint: hint?.reader, signal, enabled: this.enabled });
    const tall = headlineHeight(boxes);
    const readable: TextBox[] = read
      .map((d, i) => ({ d, box: unscale(boxes[i], scale), headline: boxes[i][3] - boxes[i][1] >= tall }))
      .filter(({ d, headline }) => keepLine(d, this.opts.minConfidence, headline))
      .map(({ d, box }) => ({ box, text: d.text, confidence: d.confidence, spans: d.spans }));
    // The page's script decides what a look-alike stands for (a Korean page's "W14,180,623" is won).
    const pageScript = dominantScriptOf(readable.map((t) => t.text).join('\n'));
    const lines = toLines(readable.map((t) => normaliseReading(t, pageScript)));
    const text = lines.map((l) => l.text).join('\n');
    const script = dominantScriptOf(text);
    const languages = hint?.languages ?? this.languagesOf(text, script);
    const width = Math.round(img.width / scale);
    const height = Math.round(img.height / scale);
    return { number: index + 1, width, height, lines, origin: 'ocr', languages, ...(script ? { script } : {}) };
  }

  /**
   * Text boxes of the page. A receipt photographed on a table fills part of the frame: when the text's
   * region covers less than `cropDetect` of the image, it is cut out and detected again, so the
   * detector's fixed input size is spent on the receipt rather than the table.
   */
  private async detect(page: RgbImage): Promise<{ img: RgbImage; boxes: Box[] }> {
    let img = page;
    let { boxes, skew } = await detectLines(this.det, img, { limit: this.detLimit(img.width, img.height) });
    // A tilt the ink analysis missed (it needs clear line profiles; a photographed table has ruled
    // lines and two columns): undone from the text lines' own direction, then detected again.
    if (Math.abs(skew) >= MIN_LINE_SKEW) {
      img = await rotateRgb(img, -skew);
      ({ boxes } = await detectLines(this.det, img, { limit: this.detLimit(img.width, img.height) }));
    }
    return { img, boxes: await this.cropped(img, boxes) };
  }

  private async cropped(img: RgbImage, boxes: Box[]): Promise<Box[]> {
    if (!this.opts.cropDetect || boxes.length === 0) return boxes;
    const region = textRegion(boxes, img);
    const share = ((region[2] - region[0]) * (region[3] - region[1])) / (img.width * img.height);
    if (share >= this.opts.cropDetect) return boxes;
    const crop = await cropRgb(img, region);
    const inner = await detectText(this.det, crop, { limit: this.detLimit(crop.width, crop.height) });
    return inner.map((b) => [b[0] + region[0], b[1] + region[1], b[2] + region[0], b[3] + region[1]] as Box);
  }

  /** Full pages (A4/Letter shape, large) get a finer detector input than receipts: their print is smaller. */
  private detLimit(width: number, height: number): number {
    const ratio = Math.max(width, height) / Math.min(width, height);
    const page = ratio > 1.25 && ratio < 1.55 && Math.max(width, height) > 1400;
    return page ? this.opts.pageDetLimit : this.opts.detLimit;
  }

  /** Language from the text afterwards: a Latin page's vocabulary, else its script's language. */
  private languagesOf(text: string, script: Script | undefined): string[] {
    if (!script || script === 'latin') return [guessLatinLanguage(text, this.enabled) ?? 'eng'];
    // Japanese is written in Han and kana: a real share of kana makes a Han page Japanese.
    const kana = (text.match(/[\u3040-\u30ff]/g) ?? []).length;
    if ((script === 'han' || script === 'kana') && this.enabled.includes('jpn') && kana >= 0.1 * (text.match(/[\u3040-\u30ff\u4e00-\u9fff]/g) ?? []).length) return ['jpn'];
    const lang = SCRIPT_LANGUAGE[script];
    return lang ? [lang] : [];
  }

  /** A caller's languages: their script's reader for every line (a Latin one: the accented Latin model). */
  private hinted(codes: string[]): { reader?: ScriptReader; languages: string[] } {
    const languages = [...new Set(codes.map(toTesseractCode))];
    const off = languages.filter((l) => !this.enabled.includes(l));
    if (off.length) throw new Error(`OCR language(s) not enabled: ${off.join(', ')}`);
    const main = languages.find((l) => l !== 'eng') ?? languages[0];
    const script = LANGUAGES[main].script;
    if (main === 'eng') return { languages };
    if (script === 'latin') return { reader: this.readers.latin === 'tesseract' ? { name: main, kind: 'tesseract', scripts: ['latin'], languages: [main] } : ONNX_READERS[0], languages };
    if (script === 'kana') return { reader: ONNX_READERS[1], languages };
    if (script === 'han') return { reader: ONNX_READERS[2], languages };
    return { reader: { name: main, kind: 'tesseract', scripts: [script], languages: [main] }, languages };
  }

  private async straighten(grey: GreyImage): Promise<GreyImage> {
    try {
      const estimate = await this.orientation!.estimate(grey);
      // The turn needs the up/down vote to be sure; the tilt comes from the ink's line profiles and is
      // undone whatever that vote says (a 2° tilt across a two-column table splits its rows).
      const rotate = estimate.confidence < MIN_ORIENTATION_CONFIDENCE ? 0 : estimate.rotate;
      const skewDegrees = Math.abs(estimate.skewDegrees) < MIN_DESKEW_DEGREES ? 0 : estimate.skewDegrees;
      if (rotate === 0 && skewDegrees === 0) return grey;
      return await applyOrientation(grey, { ...estimate, rotate, skewDegrees });
    } catch {
      return grey;
    }
  }
}

/** Union of the text boxes with a margin of two median line heights, inside the image. */
function textRegion(boxes: Box[], img: RgbImage): Box {
  const heights = boxes.map((b) => b[3] - b[1]).sort((a, b) => a - b);
  const m = 2 * heights[heights.length >> 1];
  return [
    Math.max(0, Math.min(...boxes.map((b) => b[0])) - m),
    Math.max(0, Math.min(...boxes.map((b) => b[1])) - m),
    Math.min(img.width, Math.max(...boxes.map((b) => b[2])) + m),
    Math.min(img.height, Math.max(...boxes.map((b) => b[3])) + m),
  ];
}

async function rotateRgb(img: RgbImage, degrees: number): Promise<RgbImage> {
  const { data, width, height } = await rawPixels(fromRgb(img).rotate(degrees, { background: '#ffffff' }), img);
  return { data, width, height, ...(img.channels ? { channels: img.channels } : {}), ...(img.upscaled ? { upscaled: img.upscaled } : {}) };
}

async function cropRgb(img: RgbImage, r: Box): Promise<RgbImage> {
  const width = Math.max(1, Math.round(r[2] - r[0]));
  const height = Math.max(1, Math.round(r[3] - r[1]));
  const { data } = await rawPixels(fromRgb(img).extract({ left: Math.round(r[0]), top: Math.round(r[1]), width, height }), img);
  return { data, width, height, ...(img.channels ? { channels: img.channels } : {}) };
}

function unscale(b: Box, scale: number): Box {
  if (scale === 1) return b;
  return [Math.floor(b[0] / scale), Math.floor(b[1] / scale), Math.ceil(b[2] / scale), Math.ceil(b[3] / scale)];
}
