import type { Box } from '../types';
import { figureRuns, type FigureRun } from './arabic-digits';
import type { Decoded, WordSpan } from './ctc';
import { fromRgb, type RgbImage } from './image';

/**
 * Height a line crop is scaled to before its glyphs are cut (arabic-digits.ts); the shapes are made at
 * the same height (scripts/make-arabic-digit-shapes.js). A digit is then ~20 px tall.
 */
export const CROP_HEIGHT = 48;

/** The Arabic-Indic numbers printed in one line box of the page. */
export async function readFigures(img: RgbImage, box: Box): Promise<FigureRun[]> {
  const left = Math.max(0, Math.floor(box[0]));
  const top = Math.max(0, Math.floor(box[1]));
  const w = Math.max(2, Math.min(img.width - left, Math.ceil(box[2]) - left));
  const h = Math.max(2, Math.min(img.height - top, Math.ceil(box[3]) - top));
  const width = Math.max(8, Math.round((w * CROP_HEIGHT) / h));
  const grey = await fromRgb(img).extract({ left, top, width: w, height: h }).greyscale().resize(width, CROP_HEIGHT, { fit: 'fill' }).raw().toBuffer();
  return figureRuns(grey, width, CROP_HEIGHT);
}

/** A number in Arabic-Indic figures alone, as withFigures puts it in. */
const FIGURES = /(?:^| )[\u0660-\u066c/]*[\u0660-\u0669][\u0660-\u066c/]*(?: |$)/u;

/** Whether a reading holds a number in Arabic-Indic figures. */
export function hasFigures(d: Decoded): boolean {
  return FIGURES.test(d.text);
}

/**
 * A number in Western figures with its separator ("0.50", "18:00:42", "17.05.2025"). A page whose Arabic lines the
 * reader gave two such numbers prints Western digits (most Gulf and Egyptian tills do): there the figure shapes
 * would only find digits in letters and signs (م, ه).
 */
const WESTERN_NUMBER = /\d[.,:]\d/;

/**
 * Tesseract's Arabic model knows ٠ and ١ alone and reads the other Arabic-Indic figures as Western ones and letters
 * ("40717/.00.1 ٠١1717"): a page with either figure anywhere is no Western-digit page, however its numbers read.
 */
export function westernPage(readings: Decoded[]): boolean {
  return readings.filter((r) => WESTERN_NUMBER.test(r.text)).length >= 2 && !readings.some((r) => /[\u0660-\u0669]/u.test(r.text));
}

/** Readings of Arabic lines with the figures of each line's ink put in (withFigures). */
export async function arabicWithFigures(img: RgbImage, boxes: Box[], readings: Decoded[]): Promise<Decoded[]> {
  if (westernPage(readings)) return readings;
  return Promise.all(readings.map(async (r, i) => withFigures(r, await readFigures(img, boxes[i]))));
}

const RTL = /[\u0590-\u08ff]/u;
/** A word written left to right inside a right-to-left line: Latin letters or ASCII digits, no Arabic or Hebrew. */
const LTR_WORD = /^[^\u0590-\u08ff]*[A-Za-z0-9][^\u0590-\u08ff]*$/u;

/**
 * The words of a right-to-left line in reading order, from where they stand: right to left, a run of
 * left-to-right words (Latin, ASCII figures) kept in its own order. Tesseract takes a line whose
 * figures it misread as letters of other scripts for a left-to-right one and orders it so
 * ("١٬٤٨٦٫١٦ ١٥٪ الضريبة"); with the figures read, the line is Arabic again.
 */
export function rightToLeft(spans: WordSpan[]): WordSpan[] {
  const byPlace = [...spans].sort((a, b) => b.start + b.end - (a.start + a.end));
  const out: WordSpan[] = [];
  for (let i = 0; i < byPlace.length; i++) {
    if (!LTR_WORD.test(byPlace[i].text)) {
      out.push(byPlace[i]);
      continue;
    }
    let end = i + 1;
    while (end < byPlace.length && LTR_WORD.test(byPlace[end].text)) end++;
    out.push(...byPlace.slice(i, end).reverse());
    i = end - 1;
  }
  return out;
}
/** A word lying this much inside a number's place was the reader's guess at it. */
const INSIDE = 0.5;

/**
 * A line's reading with the numbers read from its ink in place of the words the reader made of them
 * (words lying mostly inside a number's place). A number no word covers goes where its place is among
 * the words: right to left on a line of Arabic letters, as Tesseract gives them.
 */
export function withFigures(d: Decoded, runs: FigureRun[]): Decoded {
  if (!runs.length || !d.spans) return d;
  const rtl = RTL.test(d.text);
  let spans: WordSpan[] = [...d.spans];
  for (const run of runs) {
    const inside = (s: WordSpan) => (Math.min(s.end, run.end) - Math.max(s.start, run.start)) / Math.max(1e-6, s.end - s.start) >= INSIDE;
    const word: WordSpan = { text: run.text, start: run.start, end: run.end, confidence: run.confidence };
    const first = spans.findIndex(inside);
    const centre = (run.start + run.end) / 2;
    const kept = spans.filter((s) => !inside(s));
    const at = first >= 0 ? spans.slice(0, first).filter((s) => !inside(s)).length : kept.filter((s) => (rtl ? (s.start + s.end) / 2 > centre : (s.start + s.end) / 2 < centre)).length;
    spans = [...kept.slice(0, at), word, ...kept.slice(at)];
  }
  if (rtl) spans = rightToLeft(spans);
  const chars = spans.reduce((a, w) => a + [...w.text].length, 0);
  const confidence = chars ? spans.reduce((a, w) => a + w.confidence * [...w.text].length, 0) / chars : d.confidence;
  return { text: spans.map((s) => s.text).join(' '), confidence, spans };
}
