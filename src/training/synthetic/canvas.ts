import type { Box, Line, Page } from '../../extraction/types';
import type { Role } from '../../extraction/layout/roles';
import type { Rng } from './rng';

/** A piece of printed text with the role every word of it gets. */
export interface Part {
  text: string;
  role: Role;
}

export interface PutOptions {
  align?: 'left' | 'right' | 'center';
  /** Font scale relative to the document's body size (headings, logo-like names). */
  scale?: number;
  /** Condense the text to fit this width (receipts squeeze long names). */
  maxWidth?: number;
}

export interface PlacedWord {
  text: string;
  box: Box;
  role: Role;
}

export interface CanvasOptions {
  width: number;
  /** Body text height in page units. */
  size: number;
  /** Width of a narrow character as a share of `size`; wide (CJK) characters take twice that. */
  charWidth: number;
  /** Mirror the page horizontally and order words right to left (Arabic, Hebrew). */
  rtl: boolean;
  /** Share of runs printed as one OCR segment ("TOTAL AMOUNT: $8.20" as one word, as in SROIE). */
  segmentRate: number;
}

/** Hangul jamo, CJK, Hangul syllables, compatibility ideographs and full-width forms print twice as wide. */
function isWide(code: number): boolean {
  return (code <= 0x11ff) || (code >= 0x2e80 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6);
}
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * Places text on a page the way a renderer would (box width from character count and font metrics,
 * small jitter) and remembers each word's role; `page()` groups the words into lines as the readers do.
 */
export class Canvas {
  readonly words: PlacedWord[] = [];

  constructor(
    private readonly rng: Rng,
    readonly opts: CanvasOptions,
  ) {}

  get size(): number {
    return this.opts.size;
  }

  /** Width of `text` at `scale` in page units. */
  textWidth(text: string, scale = 1): number {
    let units = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0xdc00 && code <= 0xdfff) continue; // low surrogate: counted with its pair
      units += code >= 0x1100 && isWide(code) ? 2 : 1;
    }
    return units * this.opts.charWidth * this.opts.size * scale;
  }

  /** Places a run of parts at (x, y = top); x is the left, right or centre edge per `align`. Returns the run's extent. */
  put(x: number, y: number, parts: Part[] | string, o: PutOptions = {}): { x0: number; x1: number; bottom: number } {
    const list = (typeof parts === 'string' ? [{ text: parts, role: 'O' as Role }] : parts).filter((p) => p.text.trim());
    const scale = o.scale ?? 1;
    let words = list.flatMap((p) => p.text.trim().split(/\s+/).map((t) => ({ text: t, role: p.role })));
    if (words.length === 0) return { x0: x, x1: x, bottom: y };
    if (words.length > 1 && this.rng.chance(this.opts.segmentRate)) {
      const valued = [...words].reverse().find((w) => w.role !== 'O');
      words = [{ text: words.map((w) => w.text).join(' '), role: valued?.role ?? 'O' }];
    }
    let align = o.align ?? 'left';
    let anchor = x;
    if (this.opts.rtl) {
      anchor = this.opts.width - x;
      align = align === 'left' ? 'right' : align === 'right' ? 'left' : 'center';
      words = visualOrder(words);
    }
    const space = this.textWidth(' ', scale);
    const widths = words.map((w) => this.textWidth(w.text, scale));
    let total = widths.reduce((a, b) => a + b, 0) + space * (words.length - 1);
    let squeeze = 1;
    if (o.maxWidth && total > o.maxWidth) {
      squeeze = o.maxWidth / total;
      total = o.maxWidth;
    }
    const x0 = align === 'left' ? anchor : align === 'right' ? anchor - total : anchor - total / 2;
    const h = this.opts.size * scale;
    const jitterY = this.rng.float(-0.04, 0.04) * h;
    let cursor = x0;
    words.forEach((w, i) => {
      const wWidth = widths[i] * squeeze;
      const jx = this.rng.float(-0.03, 0.03) * h;
      const top = y + jitterY + this.rng.float(-0.02, 0.02) * h;
      const box: Box = [cursor + jx, top, cursor + jx + wWidth, top + h * this.rng.float(0.92, 1.04)];
      this.words.push({ text: w.text, box, role: w.role });
      cursor += wWidth + space * squeeze;
    });
    return { x0: this.opts.rtl ? this.opts.width - (x0 + total) : x0, x1: this.opts.rtl ? this.opts.width - x0 : x0 + total, bottom: y + h };
  }

  /** The page: words clamped into it, grouped into lines (same band, no overprint), words in x order. */
  page(height: number, confidence: () => number): { page: Page; roles: Role[][] } {
    const width = this.opts.width;
    for (const w of this.words) {
      const [x0, y0, x1, y1] = w.box;
      // Shift a word that sticks out back onto the page, then clamp what still does not fit.
      const dx = Math.max(0, -x0) - Math.max(0, x1 - width);
      const dy = Math.max(0, -y0) - Math.max(0, y1 - height);
      w.box = [
        clamp(round(x0 + dx), 0, width),
        clamp(round(y0 + dy), 0, height),
        clamp(round(x1 + dx), 0, width),
        clamp(round(y1 + dy), 0, height),
      ];
    }
    const lines = clusterLines(this.words);
    const roles: Role[][] = [];
    const out: Line[] = lines.map((ws) => {
      roles.push(ws.map((w) => w.role));
      const words = ws.map((w) => ({ text: w.text, box: w.box, confidence: confidence() }));
      return { text: words.map((w) => w.text).join(' '), box: unionBox(words.map((w) => w.box)), words };
    });
    return { page: { number: 1, width, height, lines: out }, roles };
  }
}

/** Right-to-left reading: reverse the run, but keep left-to-right stretches (numbers, Latin) in their own order. */
function visualOrder<T extends { text: string }>(words: T[]): T[] {
  const reversed = [...words].reverse();
  const out: T[] = [];
  let ltr: T[] = [];
  for (const w of reversed) {
    if (STRONG_RTL.test(w.text)) {
      out.push(...ltr.reverse(), w);
      ltr = [];
    } else ltr.push(w);
  }
  out.push(...ltr.reverse());
  return out;
}

function clusterLines(words: PlacedWord[]): PlacedWord[][] {
  const sorted = [...words].sort((a, b) => a.box[1] + a.box[3] - (b.box[1] + b.box[3]));
  const lines: { words: PlacedWord[]; top: number; bottom: number }[] = [];
  for (const w of sorted) {
    let best: (typeof lines)[number] | undefined;
    let bestScore = 0;
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 8; i--) {
      const l = lines[i];
      const inter = Math.min(l.bottom, w.box[3]) - Math.max(l.top, w.box[1]);
      const score = inter / Math.max(1e-6, Math.min(l.bottom - l.top, w.box[3] - w.box[1]));
      const collides = l.words.some((q) => Math.min(q.box[2], w.box[2]) - Math.max(q.box[0], w.box[0]) > 0);
      if (score >= 0.5 && !collides && score > bestScore) [best, bestScore] = [l, score];
    }
    if (best) {
      best.words.push(w);
      if (w.box[3] - w.box[1] >= best.bottom - best.top) [best.top, best.bottom] = [w.box[1], w.box[3]];
    } else lines.push({ words: [w], top: w.box[1], bottom: w.box[3] });
  }
  const tops = new Map(lines.map((l) => [l, Math.min(...l.words.map((w) => w.box[1]))]));
  return lines.sort((a, b) => tops.get(a)! - tops.get(b)!).map((l) => l.words.sort((a, b) => a.box[0] - b.box[0]));
}

function unionBox(boxes: Box[]): Box {
  const out: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    if (b[0] < out[0]) out[0] = b[0];
    if (b[1] < out[1]) out[1] = b[1];
    if (b[2] > out[2]) out[2] = b[2];
    if (b[3] > out[3]) out[3] = b[3];
  }
  return out;
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
