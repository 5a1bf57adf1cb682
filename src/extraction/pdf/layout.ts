import type { Box, Line, Word } from '../types';
import { unionBox } from '../box';
import { continuesLostCluster } from './indic-words';
import { joinSpacedGlyphs } from './spaced-glyphs';
import { abutsLevel, levelWithPeers } from './level-peers';

/**
 * Turns positioned text fragments (pdf text items, OCR words) into Lines of Words.
 * Coordinates are top-left based with y growing downward, as in the DocumentTree.
 */
export interface Fragment {
  /** White space alone is no word; the line builder keeps it as a reported space between words. */
  text: string;
  box: Box;
  /** Font size (or glyph height) in page units; scales every tolerance below. */
  size: number;
  confidence?: number;
  /** Rotated text cannot share a line with horizontal text; it becomes a line of its own. */
  rotated?: boolean;
}

export interface LayoutOptions {
  /**
   * Pieces closer than `glueGap × size` with no space between them are one word. PDF generators often
   * split a word into several items (kerning, font changes), so the PDF reader glues; OCR words are
   * already words, so ocr-json passes 0.
   */
  glueGap?: number;
  /**
   * The reader may have measured Indic clusters zero wide (pdfjs without its mended worker): word breaks after them
   * are read from the blanks it reported (indic-words.ts) rather than from the gaps. Default true.
   */
  lostClusters?: boolean;
}

interface Piece {
  text: string;
  box: Box;
  size: number;
  confidence: number;
  /** A space precedes / follows this piece in its fragment, so it never glues to its neighbour. */
  spaceBefore: boolean;
  spaceAfter: boolean;
  /** The piece is its whole fragment, so its width is what the PDF reader measured, not a share of it. */
  whole: boolean;
}

const height = (b: Box) => b[3] - b[1];
const isThin = (p: Piece) => p.box[2] - p.box[0] < 0.1 * p.size;

/** Splits a fragment on white space, sharing its width among the words by character count. */
function splitFragment(f: Fragment): Piece[] {
  const text = f.text.replace(/\s+/g, ' ');
  const trailing = text.endsWith(' ');
  const [x0, y0, x1, y1] = f.box;
  const perChar = text.length > 0 ? (x1 - x0) / text.length : 0;
  const pieces: Piece[] = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = x0 + m.index * perChar;
    const box: Box = [start, y0, start + m[0].length * perChar, y1];
    const spaceBefore = m.index > 0;
    pieces.push({ text: m[0], box, size: f.size, confidence: f.confidence ?? 1, spaceBefore, spaceAfter: true, whole: m[0] === f.text });
  }
  if (pieces.length) pieces[pieces.length - 1].spaceAfter = trailing;
  return pieces;
}

/** White space pdfjs reported as an item of its own: drawn spaces and gaps it estimated (see indic-words.ts). */
interface Blank {
  box: Box;
}

interface LineBuild {
  pieces: Piece[];
  top: number;
  bottom: number;
}

/** Share of the smaller piece's height that two vertical ranges overlap. */
function verticalOverlap(a: [number, number], b: [number, number]): number {
  const inter = Math.min(a[1], b[1]) - Math.max(a[0], b[0]);
  const smaller = Math.max(1e-6, Math.min(a[1] - a[0], b[1] - b[0]));
  return inter / smaller;
}

/** A piece joins a line when it sits on the same band and does not overprint text already there. */
function fits(line: LineBuild, p: Piece): number {
  const boxes = line.pieces.map((q) => q.box);
  const band = verticalOverlap([line.top, line.bottom], [p.box[1], p.box[3]]);
  const overlap = band < 0.5 && abutsLevel(boxes, p.box, p.size) ? 0.5 : band;
  if (overlap < 0.5 || !levelWithPeers(boxes, [line.top, line.bottom], p.box)) return 0;
  // A glyph drawn with no advance (a mark, the second letter of a ligature) overprints its neighbour by design.
  const collides = !isThin(p) && line.pieces.some((q) => {
    if (isThin(q)) return false;
    const inter = Math.min(q.box[2], p.box[2]) - Math.max(q.box[0], p.box[0]);
    return inter > 0.5 * Math.min(q.box[2] - q.box[0], p.box[2] - p.box[0]);
  });
  return collides ? 0 : overlap;
}

function clusterLines(pieces: Piece[]): LineBuild[] {
  const sorted = [...pieces].sort((a, b) => a.box[1] + a.box[3] - (b.box[1] + b.box[3]));
  const lines: LineBuild[] = [];
  for (const p of sorted) {
    let best: LineBuild | undefined;
    let bestScore = 0;
    // Only lines near the bottom of the sweep can still overlap this piece.
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 8; i--) {
      const score = fits(lines[i], p);
      if (score > bestScore) [best, bestScore] = [lines[i], score];
    }
    if (best) {
      best.pieces.push(p);
      // The band follows the tallest text so superscripts and small print do not widen it.
      if (height(p.box) >= best.bottom - best.top) [best.top, best.bottom] = [p.box[1], p.box[3]];
    } else {
      lines.push({ pieces: [p], top: p.box[1], bottom: p.box[3] });
    }
  }
  return lines;
}

/**
 * A Devanagari (or other Indic) half form ends in a virama and a vowel sign starts with a combining mark: neither
 * stands alone, so they belong to the neighbouring glyph's word even across a drawn gap.
 */
function joinsNext(left: string, right: string): boolean {
  return /[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d]$/u.test(left) || /^[\u0900-\u0903\u093a-\u094f\u0962\u0963]/u.test(right);
}

/** Whether two neighbouring pieces are one word; `blanks` are the white-space widths reported between them (em). */
function glues(prev: Piece, p: Piece, blanks: number[], glueGap: number, lostClusters: boolean): boolean {
  const em = Math.max(p.size, prev.size);
  const gap = p.box[0] - prev.box[2];
  if (joinsNext(prev.text, p.text) && gap < em) return true;
  if (p.spaceBefore || prev.spaceAfter) return false;
  // Only where pieces may be split inside words (PDF text layers, not OCR words).
  const width = prev.whole ? (prev.box[2] - prev.box[0]) / em : undefined;
  const indic = glueGap > 0 && lostClusters ? continuesLostCluster(prev.text, p.text, gap / em, blanks, width) : undefined;
  return indic ?? gap < glueGap * em;
}

/** A piece of its own narrower than this (em) was measured zero wide (pdfjs's width, not a share of a fragment's). */
const ZERO_WIDE = 0.15;

/**
 * Widths (em) of the blanks on the baseline of `p` whose start lies from `prev`'s start up to `p`'s. A blank starting
 * where a zero-wide piece starts follows that piece (pdfjs places it after the last glyph it measured), so it belongs
 * to the next gap; so does one starting a little before it, at the end of the glyph before, when a mark of that glyph
 * moved the lost cluster's start ("गु|प्|ता", "कं|स्ट्रक्श|न"). A line's band follows its tallest text: under a big
 * title it also reaches blanks of the small line below, which are no gap of this one.
 */
function blanksBetween(blanks: Blank[], prev: Piece, p: Piece, em: number): number[] {
  const [from, to] = [prev.box[0], p.box[0]];
  const slack = (q: Piece) => (q.whole && q.box[2] - q.box[0] < ZERO_WIDE * q.size ? ZERO_WIDE * em : 0.01);
  return blanks
    .filter((b) => b.box[0] >= from - slack(prev) && b.box[0] < to - slack(p) && verticalOverlap([b.box[1], b.box[3]], [p.box[1], p.box[3]]) >= 0.5)
    .map((b) => (b.box[2] - b.box[0]) / em);
}

/** Merges x-sorted pieces into words: adjacent pieces with (almost) no gap and no space are one word. */
function toWords(pieces: Piece[], glueGap: number, blanks: Blank[] = [], lostClusters = true): Word[] {
  const sorted = [...pieces].sort((a, b) => a.box[0] - b.box[0]);
  const words: Word[] = [];
  let prev: Piece | undefined;
  for (const p of sorted) {
    const last = words[words.length - 1];
    const between = prev ? blanksBetween(blanks, prev, p, Math.max(p.size, prev.size)) : [];
    if (last && glues(prev!, p, between, glueGap, lostClusters)) {
      last.text += p.text;
      last.box = unionBox([last.box, p.box]);
      last.confidence = Math.min(last.confidence, p.confidence);
    } else {
      words.push({ text: p.text, box: [...p.box] as Box, confidence: p.confidence });
    }
    prev = p;
  }
  return words;
}

/** The blanks on a line's band. */
function lineBlanks(line: LineBuild, blanks: Blank[]): Blank[] {
  return blanks.filter((b) => verticalOverlap([line.top, line.bottom], [b.box[1], b.box[3]]) >= 0.5);
}

function makeLine(words: Word[]): Line {
  return { text: words.map((w) => w.text).join(' '), box: unionBox(words.map((w) => w.box)), words };
}

/** Builds reading-order lines (top to bottom, words left to right) from fragments of one page. */
export function buildLines(fragments: Fragment[], options: LayoutOptions = {}): Line[] {
  const glueGap = options.glueGap ?? 0.12;
  const flat: Line[] = [];
  const horizontal: Piece[] = [];
  const blanks: Blank[] = [];
  for (const f of fragments) {
    if (!f.text.trim()) {
      if (!f.rotated && f.box[2] > f.box[0]) blanks.push({ box: f.box });
      continue;
    }
    if (f.rotated) {
      flat.push(makeLine([{ text: f.text.trim().replace(/\s+/g, ' '), box: f.box, confidence: f.confidence ?? 1 }]));
    } else {
      horizontal.push(...splitFragment(f));
    }
  }
  for (const l of clusterLines(horizontal)) {
    const words = toWords(l.pieces, glueGap, lineBlanks(l, blanks), options.lostClusters ?? true);
    // Text layers only: OCR spaces every CJK glyph it reads, and the field stage closes those spaces itself.
    flat.push(makeLine(glueGap > 0 ? joinSpacedGlyphs(words) : words));
  }
  return flat.sort((a, b) => a.box[1] + a.box[3] - (b.box[1] + b.box[3]) || a.box[0] - b.box[0]);
}
