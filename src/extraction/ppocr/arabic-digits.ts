import { separators, smallFigure } from './figure-signs';
import { BARS, classify, FIGURE, MAX_DISTANCE, MIN_FIGURE } from './figure-shapes';
import { untouch } from './figure-split';
import { glyphsOf, type Glyph } from './glyphs';

/**
 * Arabic-Indic figures (٠١٢٣٤٥٦٧٨٩, ٫ ٬ ٪) read from the line's ink. No installed recogniser knows
 * them: Tesseract's Arabic model has ٠ and ١ only, the PP-OCR models none ("٢٠٢٦/٠٧٤" came back as
 * "7١71/74", "٣٬٢٠٠٫٠٠" as "مدر و1"). Each glyph of the line is matched against shapes of those
 * figures and, as counter-examples, of Arabic letters standing alone, ASCII digits and punctuation,
 * rendered in seven fonts (scripts/make-arabic-digit-shapes.js). A run of glyphs that match figures,
 * with a word space on each side, holding Arabic-Indic digits, is a number.
 */

const INDIC = /[\u0660-\u0669]/gu;
/** Figures whose shape no letter has: ١ is alif's, ٥ close to ه. */
const DISTINCT = /[\u0662-\u0664\u0666-\u066a]/u;
/**
 * A bar is ١ or alif (the same stroke in Kufi and sans faces); alif rises above the digits (1.15–1.25
 * times their height in Noto Naskh, Sans and Kufi): a bar no taller than this share of them is ١.
 */
const BAR_HEIGHT = 1.1;

/**
 * A glyph lower than this share of the line's digits is a dot or a tick: ٠, which is a dot at mid
 * height, or a separator (٫ ٬). Their shapes are a few pixels, too few to match: what they are is told
 * by size and place (see smallFigure) and, for separators, by the digits after them.
 */
const SMALL_HEIGHT = 0.6;
/**
 * Blank between two glyphs, as a share of the digits' height, from which it is a word space. Digits
 * stand 0.1–0.35 of their height apart, dots (٠) up to 0.35; spaces 0.6 and more (Noto Sans, Naskh, Kufi).
 */
const WORD_GAP = 0.5;
/** A number ends where the next glyph stands at least this far off (a word after it, at the least). */
const END_GAP = 0.3;
/**
 * A glyph standing exactly in the band of the line's digits (top and bottom within this share of
 * their height) is read as the nearest figure where that is a close second to a letter: ٤ is near
 * ع in shape, but ع reaches below the line.
 */
const IN_BAND = 0.12;
/** How much farther than the letter's shape the figure's may be. */
const SECOND = 2;

export interface FigureRun {
  /** The number as printed, left to right. */
  text: string;
  /** Where it sits along the crop, fractions 0..1. */
  start: number;
  end: number;
  /** 1 for a perfect match of every big glyph, lower as the shapes differ. */
  confidence: number;
}

interface Read {
  g: Glyph;
  /** A big glyph's character ('' when like no shape), or '.' for a dot, ',' for a tick. */
  c: string;
  distance: number;
  small: boolean;
}

/** The Arabic-Indic numbers of a grey line crop (row-major, `width` × `height`), left to right. */
export function figureRuns(grey: ArrayLike<number>, width: number, height: number): FigureRun[] {
  const glyphs = glyphsOf(grey, width, height);
  const matched = glyphs.map((g) => (g.y1 - g.y0 + 1 >= MIN_FIGURE * height ? classify(g) : { c: '', distance: Infinity }));
  untouch(glyphs, matched, grey, width, height);
  // The digits' height: small glyphs are measured against it, spaces too.
  const heights = glyphs.filter((_, k) => matched[k].distance <= MAX_DISTANCE && /[\u0661-\u0669]/u.test(matched[k].c)).map((g) => g.y1 - g.y0 + 1);
  if (!heights.length) return [];
  const digit = heights.sort((a, b) => a - b)[heights.length >> 1];
  const sure = glyphs.filter((_, k) => matched[k].distance <= MAX_DISTANCE && /[\u0661-\u0669]/u.test(matched[k].c));
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const [top, bottom] = [mid(sure.map((g) => g.y0)), mid(sure.map((g) => g.y1))];
  glyphs.forEach((g, k) => {
    const f = matched[k].figure;
    const inBand = Math.abs(g.y0 - top) <= IN_BAND * digit && Math.abs(g.y1 - bottom) <= IN_BAND * digit;
    if (f && inBand && f.distance <= MAX_DISTANCE && f.distance <= SECOND * matched[k].distance) matched[k] = f;
  });
  const read: Read[] = glyphs.map((g, k) => {
    const h = g.y1 - g.y0 + 1;
    if (h < SMALL_HEIGHT * digit) return { g, c: '', distance: 0, small: true };
    const m = matched[k];
    const c = BARS.has(m.c) && h <= BAR_HEIGHT * digit ? '١' : m.c;
    return { g, c: m.distance <= MAX_DISTANCE ? c : '', distance: m.distance, small: false };
  });
  const member = (r: Read) => r.small || FIGURE.test(r.c);
  const runs: FigureRun[] = [];
  for (let i = 0; i < read.length; i++) {
    if (!member(read[i])) continue;
    let end = i + 1;
    while (end < read.length && member(read[end]) && gap(read[end - 1].g, read[end].g) < WORD_GAP * digit) end++;
    const run = figureRun(read, i, end, digit, width);
    if (run) runs.push(run);
    i = end - 1;
  }
  return runs;
}

/** The glyphs from `i` to `end` as a number, when they are one (see figureRuns). */
function figureRun(read: Read[], i: number, end: number, digit: number, width: number): FigureRun | undefined {
  const big = read.slice(i, end).filter((r) => !r.small);
  if (!big.length) return undefined;
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const [top, bottom] = [mid(big.map((r) => r.g.y0)), mid(big.map((r) => r.g.y1))];
  let chars = read.slice(i, end).map((r) => (r.small ? smallFigure(r.g, top, bottom) : r.c));
  // A tick at either end is punctuation after or before the number (a comma, a full stop).
  let [from, to] = [0, chars.length];
  while (from < to && chars[from] === 'sep') from++;
  while (to > from && chars[to - 1] === 'sep') to--;
  chars = separators(chars.slice(from, to));
  const [first, last] = [read[i + from], read[i + to - 1]];
  const before = read[i + from - 1];
  const after = read[i + to];
  // A word space (or punctuation) on both sides: glyphs that run on into letters are part of a word.
  const open = (a: Read | undefined, b: Read | undefined) => !a || !b || a.small || b.small || gap(a.g, b.g) >= END_GAP * digit;
  chars = percentFromSlash(chars);
  // Right to left, the Arabic percent sign after a number stands at its left (the lines are Arabic).
  const text = (chars[0] === '٪' ? [...chars.slice(1), '٪'] : chars).join('');
  const digits = (text.match(INDIC) ?? []).length;
  if (!open(before, first) || !open(last, after) || digits < 2 || !(DISTINCT.test(text) || digits >= 3)) return undefined;
  const mean = big.reduce((a, r) => a + r.distance, 0) / big.length;
  return { text, start: first.g.x0 / width, end: (last.g.x1 + 1) / width, confidence: Math.max(0, 1 - mean / MAX_DISTANCE / 2) };
}

/**
 * A number does not end in a slash: a slash at its left end (its end, right to left) with two figures
 * after it is ٪ whose rings the blur ran into it (a photo's "١٥٪").
 */
export function percentFromSlash(chars: string[]): string[] {
  return chars[0] === '/' && chars.length > 2 ? ['٪', ...chars.slice(1)] : chars;
}

function gap(a: Glyph, b: Glyph): number {
  return b.x0 - a.x1 - 1;
}
