import { unionBox } from '../box';
import { isRtlText } from '../image/unicode-script';
import type { Box, Line, Word } from '../types';
import type { WordSpan } from './ctc';

/** One recognised detector box. */
export interface TextBox {
  box: Box;
  text: string;
  confidence: number;
  /** Where each word sits along the box (fractions of its width), when the recogniser knows. */
  spans?: WordSpan[];
}

/**
 * Words of a recognised box: the text split on spaces, each word given a slice of the box in
 * proportion to its characters. The recogniser gives no per-character positions through greedy CTC
 * that we keep, and proportional slices are close for the monospaced-ish print of receipts.
 */
export function splitWords(t: TextBox): Word[] {
  if (t.spans?.length) return spanWords(t, t.spans);
  const parts = t.text.split(/\s+/).filter(Boolean);
  const total = t.text.replace(/\s+/g, ' ').trim().length;
  if (parts.length === 0 || total === 0) return [];
  const [x0, y0, x1, y1] = t.box;
  const perChar = (x1 - x0) / total;
  const words: Word[] = [];
  let pos = 0;
  for (const p of parts) {
    const a = x0 + pos * perChar;
    words.push({ text: p, box: [Math.floor(a), y0, Math.ceil(a + p.length * perChar), y1], confidence: t.confidence });
    pos += p.length + 1;
  }
  return words;
}

/** Words placed where the recogniser saw them, in reading order of the box. */
function spanWords(t: TextBox, spans: WordSpan[]): Word[] {
  const [x0, y0, x1, y1] = t.box;
  const w = x1 - x0;
  return spans
    .filter((s) => s.text)
    .map((s) => ({
      text: s.text,
      box: [Math.floor(x0 + s.start * w), y0, Math.max(Math.floor(x0 + s.start * w) + 1, Math.ceil(x0 + s.end * w)), y1] as Box,
      confidence: s.confidence,
    }));
}

/** Share of the shorter box's height covered by the two boxes' vertical overlap. */
function verticalOverlap(a: Box, b: Box): number {
  const inter = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  return inter / Math.max(1, Math.min(a[3] - a[1], b[3] - b[1]));
}

/**
 * Whether two boxes of one row would sit on top of each other. Detector boxes are grown around their
 * text (DB unclip), so neighbouring words ("Whole Milk" | "1L") overlap by a few pixels; only an
 * overlap wider than the text's height, or than half the narrower box, means two different rows.
 */
function collide(a: Box, b: Box): boolean {
  const overlap = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  if (overlap <= 0) return false;
  const height = Math.min(a[3] - a[1], b[3] - b[1]);
  const narrower = Math.min(a[2] - a[0], b[2] - b[0]);
  return overlap > Math.min(height, narrower / 2);
}

/**
 * Lines as the rest of the pipeline expects them: everything on one visual row, like the PDF text
 * layer, so "TOTAL" and its amount (separate detector boxes) become one Line and Raw_Text puts a tab
 * between them. A box joins the row it overlaps most (≥ half the shorter height) and does not collide
 * with horizontally; rows run top to bottom, boxes left to right.
 */
export function toLines(boxes: TextBox[]): Line[] {
  const rows: { box: Box; items: TextBox[] }[] = [];
  const byTop = [...boxes].sort((a, b) => (a.box[1] + a.box[3]) / 2 - (b.box[1] + b.box[3]) / 2);
  for (const t of byTop) {
    let best: (typeof rows)[number] | undefined;
    let bestOverlap = 0.5;
    for (const row of rows.slice(-4)) {
      const overlap = verticalOverlap(row.box, t.box);
      const collides = row.items.some((o) => collide(o.box, t.box));
      if (overlap >= bestOverlap && !collides) (best = row), (bestOverlap = overlap);
    }
    if (best) {
      best.items.push(t);
      best.box = unionBox([best.box, t.box]);
    } else rows.push({ box: t.box, items: [t] });
  }
  rows.sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
  return rows.map((row) => {
    // Right-to-left rows are read from the right: boxes right to left, each keeping its own word order.
    const rtl = isRtlText(row.items.map((i) => i.text).join(' '));
    const words = row.items.sort((a, b) => (rtl ? b.box[2] - a.box[2] : a.box[0] - b.box[0])).flatMap(splitWords);
    return { text: words.map((w) => w.text).join(' '), box: unionBox(row.items.map((i) => i.box)), words };
  }).filter((l) => l.words.length > 0);
}
