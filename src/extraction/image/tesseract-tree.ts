import type Tesseract from 'tesseract.js';
import { unionBox } from '../box';
import type { Box, Line, Page, Word } from '../types';
import { hasRtl, isRtlText } from './unicode-script';

/** Where a prepared (rescaled) page came from, to map Tesseract's boxes back to original pixels. */
export interface PageGeometry {
  number: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
}

/**
 * One Tesseract text line, or several merged ones, on its way to becoming a Line. `top`/`bottom` are
 * measured across the page's skew (y − slope·x), so that the two ends of a tilted row still line up.
 */
interface Row {
  words: Word[];
  top: number;
  bottom: number;
}

function toOriginal(b: Tesseract.Bbox, g: PageGeometry): Box {
  const clampX = (v: number) => Math.min(g.width, Math.max(0, v));
  const clampY = (v: number) => Math.min(g.height, Math.max(0, v));
  // Outward rounding keeps every glyph inside its box after the scale is undone.
  return [
    clampX(Math.floor(b.x0 / g.scaleX)),
    clampY(Math.floor(b.y0 / g.scaleY)),
    clampX(Math.ceil(b.x1 / g.scaleX)),
    clampY(Math.ceil(b.y1 / g.scaleY)),
  ];
}

function toWord(w: Tesseract.Word, g: PageGeometry): Word | undefined {
  const text = w.text.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const confidence = Math.min(1, Math.max(0, (Number.isFinite(w.confidence) ? w.confidence : 0) / 100));
  return { text, box: toOriginal(w.bbox, g), confidence };
}

/**
 * Page skew as dy/dx, the median baseline slope of lines long enough to measure it. A photographed
 * receipt is rarely level: at 2° a price 500 px right of its label sits 17 px lower, enough to stop the
 * two from sharing a row.
 */
function pageSlope(lines: Tesseract.Line[]): number {
  const slopes = lines
    .map((l) => l.baseline)
    .filter((b) => b && b.x1 - b.x0 > 0 && Number.isFinite(b.y1 - b.y0))
    .filter((b) => b.x1 - b.x0 >= 4 * Math.abs(b.y1 - b.y0) && b.x1 - b.x0 > 50)
    .map((b) => (b.y1 - b.y0) / (b.x1 - b.x0))
    .sort((a, b) => a - b);
  return slopes.length ? slopes[Math.floor(slopes.length / 2)] : 0;
}

function level(box: Box, slope: number): [number, number] {
  const shift = slope * ((box[0] + box[2]) / 2);
  return [box[1] - shift, box[3] - shift];
}

/** Share of the shorter range covered by the overlap of two vertical ranges. */
function verticalOverlap(a: Row, b: Row): number {
  const inter = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return inter / Math.max(1, Math.min(a.bottom - a.top, b.bottom - b.top));
}

function collides(a: Row, b: Row): boolean {
  return a.words.some((p) => b.words.some((q) => Math.min(p.box[2], q.box[2]) > Math.max(p.box[0], q.box[0])));
}

/**
 * In AUTO mode Tesseract often puts a receipt's item names and its price column in different blocks,
 * so "TOTAL" and "21.70" come back as two lines. Like the PDF text layer, a Line here is everything on
 * one visual row; Raw_Text later turns the wide gap into a tab. Rows of Tesseract lines are joined only
 * when they share most of their height and do not overlap horizontally.
 */
function mergeRows(rows: Row[]): Row[] {
  const sorted = [...rows].sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
  const merged: Row[] = [];
  for (const row of sorted) {
    // Only the last few rows of the sweep can still share a band with this one.
    const target = merged.slice(-6).find((m) => verticalOverlap(m, row) >= 0.5 && !collides(m, row));
    if (target) {
      target.words.push(...row.words);
      target.top = Math.min(target.top, row.top);
      target.bottom = Math.max(target.bottom, row.bottom);
    } else {
      merged.push({ words: [...row.words], top: row.top, bottom: row.bottom });
    }
  }
  return merged;
}

/**
 * Words of a row in reading (logical) order, so that Raw_Text reads correctly: left to right, or, when
 * the row is mostly Arabic/Hebrew, right to left. Inside an RTL row a run of words without RTL letters
 * ("2 x 89.50", "INV-20417 A") keeps its left-to-right order, as the Unicode bidi algorithm would show it.
 */
export function orderWords(words: Word[]): Word[] {
  const ltr = [...words].sort((a, b) => a.box[0] - b.box[0]);
  if (!isRtlText(words.map((w) => w.text).join(' '))) return ltr;
  const rtl = ltr.reverse();
  const out: Word[] = [];
  let run: Word[] = [];
  for (const w of [...rtl, undefined]) {
    if (w && !hasRtl(w.text)) {
      run.push(w);
      continue;
    }
    out.push(...run.reverse());
    run = [];
    if (w) out.push(w);
  }
  return out;
}

function toLine(row: Row): Line {
  const words = orderWords(row.words);
  return { text: words.map((w) => w.text).join(' '), box: unionBox(words.map((w) => w.box)), words };
}

/** Maps Tesseract blocks (→ paragraphs → lines → words) of one page to a Page in original pixels. */
export function toPage(blocks: Tesseract.Block[], g: PageGeometry): Page {
  const tessLines = blocks.flatMap((b) => (b.paragraphs ?? []).flatMap((p) => p.lines ?? []));
  // Slope in original pixels: Tesseract's baselines are in the rescaled image.
  const slope = (pageSlope(tessLines) * g.scaleX) / g.scaleY;
  const rows: Row[] = [];
  for (const line of tessLines) {
    const words = (line.words ?? []).map((w) => toWord(w, g)).filter((w): w is Word => w !== undefined);
    if (words.length === 0) continue;
    const levelled = words.map((w) => level(w.box, slope));
    rows.push({ words, top: Math.min(...levelled.map((r) => r[0])), bottom: Math.max(...levelled.map((r) => r[1])) });
  }
  // Reading order: top to bottom across the skew; within a row, see orderWords.
  const lines = mergeRows(rows)
    .map((r) => ({ line: toLine(r), key: r.top + r.bottom }))
    .sort((a, b) => a.key - b.key || a.line.box[0] - b.line.box[0])
    .map((r) => r.line);
  return { number: g.number, width: g.width, height: g.height, lines };
}
