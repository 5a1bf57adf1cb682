import sharp from 'sharp';
import type Tesseract from 'tesseract.js';
import { PSM, type Worker } from 'tesseract.js';
import type { Box } from '../types';
import { LanguagePools } from '../image/language-pools';
import { languageFolder } from '../image/languages';
import { recognize, startWorker } from '../image/tesseract-worker';
import type { Decoded, WordSpan } from './ctc';
import { fromRgb, type RgbImage } from './image';
import { inkColumns, respaceByInk, splitByInk } from './ink-spacing';

/**
 * Line crops are scaled to this height: Tesseract's LSTM reads best with capitals ~20–40 px tall, and
 * PP-OCR's boxes hold a margin above and below the ink. Measured on the rendered corpus (Greek,
 * Russian, Hindi, Hebrew, Arabic, Korean; mean of clean / photo-like character accuracy): 48 px
 * 95.5 / 87.3 %, 56 px 95.8 / 92.4 %, 64 px 95.8 / 93.5 %, 72 px 95.3 / 93.1 %. Small photographed
 * print gains most (Greek receipt photo 36 % → 97 %).
 */
export const LINE_HEIGHT = 64;
/**
 * A line Tesseract reads nothing of at LINE_HEIGHT is read again at this height with its local
 * contrast equalised (CLAHE, RETRY_TILE px tiles): its page segmentation finds no text line in some
 * crops of small photographed print in shadow (the total line of the Korean receipt photo renders: ""
 * at 56–96 px; "합계: 203.90원" at 48 px on one damage seed, and with CLAHE on the other). Korean /
 * Hindi photo renders, two damage seeds: 91.7 / 90.5 and 92.2 / 92.2 % without a retry, 93.7 / 90.5
 * and 94.6 / 92.2 % at 48 px, 93.7 / 92.5 and 96.6 / 94.6 % at 48 px with CLAHE; CLAHE on every
 * crop: 93.7 / 92.9 and 93.3 / 94.1 %, and Korean clean 98.0 → 97.6 %.
 */
export const RETRY_HEIGHT = 48;
const RETRY_TILE = 32;
/** Tesseract needs a white margin around a single line, or it clips the first and last glyphs. */
const MARGIN = 12;

export interface TesseractLinesOptions {
  /** Workers per language; each holds 100–250 MB of WebAssembly heap. Default 1. */
  workers?: number;
  /** Language sets kept loaded at once (least recently used idle one stopped). Default 6. */
  maxLanguages?: number;
}

/**
 * Tesseract for the scripts no ONNX recogniser of ours reads (Hangul, Arabic, Hebrew, Devanagari,
 * Greek, Cyrillic): PP-OCR finds the lines, Tesseract reads each crop as one text line. One worker
 * set per language, started on first use and kept while used.
 */
export class TesseractLines {
  private constructor(
    private readonly pools: LanguagePools<Worker>,
    private readonly removeFolder: () => Promise<void>,
  ) {}

  static async create(languages: string[], opts: TesseractLinesOptions = {}): Promise<TesseractLines> {
    const folder = await languageFolder(languages);
    const pools = new LanguagePools<Worker>(
      Math.max(1, opts.workers ?? 1),
      Math.max(1, opts.maxLanguages ?? 6),
      new Set(),
      (langs) => startWorker(langs, folder.langPath),
      async (w) => {
        await w.terminate();
      },
    );
    return new TesseractLines(pools, folder.remove);
  }

  /** Reads one line box of the page with the given Tesseract language set ("kor" or ["kor","eng"]). */
  async read(img: RgbImage, box: Box, languages: string[], signal?: AbortSignal): Promise<Decoded> {
    return readRetrying((height, equalise) => this.readAt(img, box, languages, height, equalise, signal));
  }

  private async readAt(img: RgbImage, box: Box, languages: string[], height: number, equalise: boolean, signal?: AbortSignal): Promise<Decoded> {
    const crop = await lineCrop(img, box, height, equalise);
    const blocks = await this.pools.use(languages, (w) => recognize(w, crop.png, PSM.SINGLE_LINE), signal);
    const d = toDecoded(blocks, crop.width, height);
    if (!d.spans || RTL.test(d.text)) return d;
    const spans = HANGUL.test(d.text) ? respaceByInk(d.spans, crop.ink, height) : splitByInk(d.spans, crop.ink, height);
    return spans === d.spans ? d : { ...d, text: spans.map((s) => s.text).join(' '), spans };
  }

  async close(): Promise<void> {
    await this.pools.close();
    await this.removeFolder();
  }
}

/** A line read at LINE_HEIGHT, and again at RETRY_HEIGHT, contrast equalised, when nothing was read. */
export async function readRetrying(readAt: (height: number, equalise: boolean) => Promise<Decoded>): Promise<Decoded> {
  const first = await readAt(LINE_HEIGHT, false);
  return first.text ? first : readAt(RETRY_HEIGHT, true);
}

const HANGUL = /[\uac00-\ud7af]/u;
/** Right-to-left lines keep Tesseract's words: their order along the crop runs the other way. */
const RTL = /[\u0590-\u08ff]/u;

export async function lineCrop(img: RgbImage, box: Box, lineHeight: number, equalise = false): Promise<{ png: Buffer; width: number; ink: boolean[] }> {
  const left = Math.max(0, Math.floor(box[0]));
  const top = Math.max(0, Math.floor(box[1]));
  const w = Math.max(2, Math.min(img.width - left, Math.ceil(box[2]) - left));
  const h = Math.max(2, Math.min(img.height - top, Math.ceil(box[3]) - top));
  const width = Math.max(8, Math.round((w * lineHeight) / h));
  const scaled = fromRgb(img)
    .extract({ left, top, width: w, height: h })
    .greyscale()
    .resize(width, lineHeight, { fit: 'fill' });
  // libvips refuses a CLAHE tile wider than the image ("hist_local: window too large"), and that error used to lose
  // the whole page: a narrow crop (a speck read as a line, 8 px at the retry height) is equalised in one tile.
  const tile = Math.min(RETRY_TILE, width - 1, lineHeight - 1);
  const grey = await (equalise ? scaled.clahe({ width: tile, height: tile }) : scaled).raw().toBuffer();
  const png = await sharp(grey, { raw: { width, height: lineHeight, channels: 1 } })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { png, width, ink: inkColumns(grey, width, lineHeight) };
}

/**
 * Tesseract's Indic models write a joiner after a virama ("दिल्‍ली": ल् + ZWJ + ली), a hint for how to draw the half
 * form; the word a person types and the label files hold has none.
 */
const VIRAMA_JOINER = /([\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d])[\u200c\u200d]/gu;

/** Tesseract's words (logical order) as a Decoded line, spans as fractions of the unpadded crop. */
export function toDecoded(blocks: Tesseract.Block[], cropWidth: number, lineHeight = LINE_HEIGHT): Decoded {
  const words = blocks.flatMap((b) => (b.paragraphs ?? []).flatMap((p) => (p.lines ?? []).flatMap((l) => l.words ?? [])));
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const spans: WordSpan[] = words
    .map((w) => ({
      text: w.text.trim().replace(VIRAMA_JOINER, '$1'),
      start: clamp((w.bbox.x0 - MARGIN) / cropWidth),
      end: clamp((w.bbox.x1 - MARGIN) / cropWidth),
      confidence: Math.max(0, Math.min(1, w.confidence / 100)),
    }))
    .filter((w) => w.text);
  joinCloseWords(spans, cropWidth, lineHeight);
  joinBrackets(spans);
  const chars = spans.reduce((a, w) => a + [...w.text].length, 0);
  const confidence = chars ? spans.reduce((a, w) => a + w.confidence * [...w.text].length, 0) / chars : 0;
  return { text: spans.map((w) => w.text).join(' '), confidence, spans };
}

/**
 * Tesseract splits Hangul, kana and Han runs into words at gaps narrower than a space ("한 빛 상사" for a
 * printed "한빛상사"). Neighbours closer than 0.15 of the line height are one word, as printed.
 */
const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af]/;

export function joinCloseWords(spans: WordSpan[], cropWidth: number, lineHeight = LINE_HEIGHT): void {
  const minGap = (0.15 * lineHeight) / cropWidth;
  for (let i = spans.length - 1; i > 0; i--) {
    const [a, b] = [spans[i - 1], spans[i]];
    // Right-to-left words follow each other leftwards: the gap is on whichever side they meet.
    if (Math.max(b.start - a.end, a.start - b.end) >= minGap) continue;
    // Only next to Hangul, kana or Han ("2024년", "203.90원"): Devanagari and Latin words sit this close.
    const [end, start] = [a.text.slice(-1), b.text[0]];
    if (!(CJK.test(end) && /[\p{L}\p{N}]/u.test(start)) && !(CJK.test(start) && /[\p{L}\p{N}]/u.test(end))) continue;
    const n = [...a.text].length + [...b.text].length;
    spans.splice(i - 1, 2, {
      text: a.text + b.text,
      start: a.start,
      end: b.end,
      confidence: (a.confidence * [...a.text].length + b.confidence * [...b.text].length) / n,
    });
  }
}

const OPENING = /^[(\[（［]$/u;
const CLOSING = /^[)\]）］]$/u;

/**
 * A bracket Tesseract returned as a word of its own belongs to the word inside it: "(주)" is read as
 * "( 주 )", and a legal form or a postcode in brackets is then no longer found.
 */
export function joinBrackets(spans: WordSpan[]): void {
  for (let i = spans.length - 1; i >= 0; i--) {
    const s = spans[i];
    const into = OPENING.test(s.text) ? i + 1 : CLOSING.test(s.text) ? i - 1 : -1;
    if (into < 0 || into >= spans.length) continue;
    const t = spans[into];
    const [a, b] = into > i ? [s, t] : [t, s];
    const n = [...a.text].length + [...b.text].length;
    spans.splice(Math.min(i, into), 2, {
      text: a.text + b.text,
      start: Math.min(a.start, b.start),
      end: Math.max(a.end, b.end),
      confidence: (a.confidence * [...a.text].length + b.confidence * [...b.text].length) / n,
    });
    if (into > i) continue;
    i--;
  }
}
