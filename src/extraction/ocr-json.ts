import { AppError } from '../common/app-error';
import { buildLines, type Fragment } from './pdf/layout';
import type { Box, DocumentTree, Page } from './types';

/**
 * The `.ocr.json` exchange format: words with boxes that an external OCR produced.
 *   {"pages":[{"width":W,"height":H,"words":[{"text":"Total","bbox":[x0,y0,x1,y1],"confidence":0.98}]}]}
 * Coordinates are top-left based (y down), in the page's own units. Words are grouped into lines the same
 * way as PDF text, without gluing neighbouring words (OCR already split them).
 */
interface OcrWord {
  text?: unknown;
  bbox?: unknown;
  confidence?: unknown;
}
interface OcrPage {
  width?: unknown;
  height?: unknown;
  words?: unknown;
}

function invalid(detail: string): AppError {
  return new AppError('UNPROCESSABLE', `The OCR JSON is malformed: ${detail}`);
}

function toBox(v: unknown, where: string): Box {
  if (!Array.isArray(v) || v.length !== 4 || !v.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    throw invalid(`${where}.bbox must be [x0, y0, x1, y1]`);
  }
  const [x0, y0, x1, y1] = v as number[];
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

/** Confidence may be given as 0..1 or 0..100; anything else counts as unknown (1). */
function toConfidence(v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) return 1;
  return v > 1 ? Math.min(1, v / 100) : v;
}

function toPage(p: OcrPage, index: number): Page {
  const where = `pages[${index}]`;
  if (!p || typeof p !== 'object') throw invalid(`${where} must be an object`);
  if (!Array.isArray(p.words)) throw invalid(`${where}.words must be an array`);
  const fragments: Fragment[] = (p.words as OcrWord[]).map((w, i) => {
    if (!w || typeof w.text !== 'string') throw invalid(`${where}.words[${i}].text must be a string`);
    const box = toBox(w.bbox, `${where}.words[${i}]`);
    return { text: w.text, box, size: Math.max(1, box[3] - box[1]), confidence: toConfidence(w.confidence) };
  });
  const maxX = Math.max(0, ...fragments.map((f) => f.box[2]));
  const maxY = Math.max(0, ...fragments.map((f) => f.box[3]));
  const width = typeof p.width === 'number' && p.width > 0 ? p.width : maxX;
  const height = typeof p.height === 'number' && p.height > 0 ? p.height : maxY;
  return { number: index + 1, width, height, lines: buildLines(fragments, { glueGap: 0 }) };
}

export function parseOcrJson(bytes: Buffer): DocumentTree {
  let parsed: { pages?: unknown };
  try {
    parsed = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as { pages?: unknown };
  } catch {
    throw invalid('not valid JSON');
  }
  if (!parsed || !Array.isArray(parsed.pages)) throw invalid('top level must have a "pages" array');
  if (!parsed.pages.length) throw invalid('"pages" is empty');
  return { source: 'ocr-json', pages: (parsed.pages as OcrPage[]).map(toPage) };
}
