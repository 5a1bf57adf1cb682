import * as fs from 'node:fs';
import { inkSpaceAt, mayBeSpaced } from './ink-spacing';

export interface Decoded {
  text: string;
  /** Mean of the winning probabilities of the emitted characters; 0 when nothing was read. */
  confidence: number;
  /**
   * Each word of `text` (split on spaces) with where it sits along the crop, as fractions 0..1 of the
   * crop's width: from the CTC time steps of its first and last character. Absent when unknown.
   */
  spans?: WordSpan[];
}

export interface WordSpan {
  text: string;
  start: number;
  end: number;
  confidence: number;
}

/**
 * The recogniser's classes: index 0 is the CTC blank, then one class per dictionary line, then a
 * space (PaddleOCR's use_space_char) when the model has one class more than blank + dictionary.
 * Lines are split on CRLF or LF and never trimmed: some entries are spaces or invisible characters.
 * Checked against the model's class count so a mismatched dictionary fails at start-up instead of
 * producing shifted characters.
 */
export function loadCharset(file: string, classes: number): string[] {
  const keys = fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '').split(/\r?\n/);
  const charset = ['', ...keys];
  if (charset.length + 1 === classes) charset.push(' ');
  if (charset.length !== classes) {
    throw new Error(`PP-OCR dictionary ${file} has ${keys.length} entries; the model expects ${classes - 2} or ${classes - 1}`);
  }
  return charset;
}

/**
 * Greedy CTC decode of one sequence: argmax per step, repeats collapsed, blanks dropped.
 * `spaceGap` > 0 re-inserts spaces the model dropped (it often runs tight Latin words together:
 * "53000KUALALUMPUR"): where two characters sit further apart on the time axis than spaceGap × the
 * line's median character pitch, a space goes between them. 0 disables. `extent` is the share of the
 * time axis the crop itself covers (the rest is batch padding), so spans are fractions of the crop.
 */
export function ctcGreedy(
  probs: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  charset: string[],
  spaceGap = 0,
  extent = 1,
  ink?: { columns: boolean[]; height: number; pxPerStep: number },
): Decoded {
  const chars: Emitted[] = [];
  let prev = -1;
  for (let t = 0; t < steps; t++) {
    const base = offset + t * classes;
    let best = 0;
    let bestP = probs[base];
    for (let k = 1; k < classes; k++) {
      if (probs[base + k] > bestP) (bestP = probs[base + k]), (best = k);
    }
    if (best !== 0 && best !== prev) chars.push({ ch: toHalfWidth(charset[best]), at: t, p: bestP });
    prev = best;
  }
  if (spaceGap > 0) insertGapSpaces(chars, spaceGap);
  const letters = chars.filter((c) => c.ch !== ' ');
  const confidence = letters.length ? letters.reduce((a, c) => a + c.p, 0) / letters.length : 0;
  // Only a reading sure enough to be of the model's own script: the English model's reading of a
  // Hangul line (0.3–0.8) is voted word by word against Tesseract's, and spaces put into it there
  // cost the Korean bench page its "1 x" (97.6 → 95.2 %).
  if (ink && confidence >= INK_CONFIDENCE) insertInkSpaces(chars, ink.columns, ink.height, ink.pxPerStep);
  const spans = wordSpans(chars, Math.max(1, steps * extent));
  return { text: spans.map((w) => w.text).join(' '), confidence, spans };
}

const UNSPACED = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;

interface Emitted {
  ch: string;
  at: number;
  p: number;
}

/** Inserts a space (in place) wherever the step to the next character is a wide gap. */
function insertGapSpaces(chars: Emitted[], gap: number): void {
  const pitches: number[] = [];
  for (let i = 1; i < chars.length; i++) if (chars[i].ch !== ' ' && chars[i - 1].ch !== ' ') pitches.push(chars[i].at - chars[i - 1].at);
  // Too few characters to know the line's pitch: trust the model.
  if (pitches.length < 4) return;
  const median = [...pitches].sort((a, b) => a - b)[Math.floor(pitches.length / 2)];
  for (let i = chars.length - 1; i > 0; i--) {
    // Chinese and Japanese are written without spaces: a wide step between two of their characters is a
    // full-width character's pitch, not a word gap.
    const unspaced = UNSPACED.test(chars[i].ch) && UNSPACED.test(chars[i - 1].ch);
    if (!unspaced && chars[i].ch !== ' ' && chars[i - 1].ch !== ' ' && chars[i].at - chars[i - 1].at > gap * median) {
      chars.splice(i, 0, { ch: ' ', at: (chars[i].at + chars[i - 1].at) / 2, p: 1 });
    }
  }
}

/** Mean confidence from which a reading's dropped spaces are looked for in the ink. */
const INK_CONFIDENCE = 0.8;
/** Step between two characters, in the line's median pitches, from which the ink may show a space. */
const INK_PITCH = 1.3;

/**
 * Inserts a space (in place) between two characters the model ran together where the crop's ink has a
 * space-wide blank between them (inkSpaceAt) and they sit further apart on the time axis than most
 * neighbours: blurred photo print loses the spaces the model would read ("Singapore609601",
 * "Kerkstraat2", "Hamilton,ON"), while the blank stays (see mayBeSpaced for where). The pitch test keeps a monospaced "il"
 * (a wide blank, one pitch apart) a word; numbers are never split.
 */
export function insertInkSpaces(chars: Array<{ ch: string; at: number; p: number }>, columns: boolean[], height: number, pxPerStep: number): void {
  const pitches: number[] = [];
  for (let i = 1; i < chars.length; i++) if (chars[i].ch !== ' ' && chars[i - 1].ch !== ' ') pitches.push(chars[i].at - chars[i - 1].at);
  if (pitches.length < 4) return;
  const median = [...pitches].sort((a, b) => a - b)[Math.floor(pitches.length / 2)];
  const space = inkSpaceAt(columns, height);
  for (let i = chars.length - 1; i > 0; i--) {
    const [a, b] = [chars[i - 1].ch, chars[i].ch];
    if (a === ' ' || b === ' ' || (UNSPACED.test(a) && UNSPACED.test(b))) continue;
    if (!mayBeSpaced(a, b)) continue;
    if (chars[i].at - chars[i - 1].at < INK_PITCH * median) continue;
    if (space((chars[i - 1].at + 0.5) * pxPerStep, (chars[i].at + 0.5) * pxPerStep)) chars.splice(i, 0, { ch: ' ', at: (chars[i].at + chars[i - 1].at) / 2, p: 1 });
  }
}

/**
 * Words with their place on the time axis. A CTC peak sits inside its glyph, so a word runs from
 * half a pitch before its first peak to half a pitch after its last one.
 */
function wordSpans(chars: Emitted[], steps: number): WordSpan[] {
  const words: Emitted[][] = [];
  let cur: Emitted[] = [];
  for (const c of chars) {
    if (/\s/.test(c.ch)) {
      if (cur.length) words.push(cur);
      cur = [];
    } else cur.push(c);
  }
  if (cur.length) words.push(cur);
  const letters = chars.filter((c) => !/\s/.test(c.ch));
  const pitch = letters.length > 1 ? (letters[letters.length - 1].at - letters[0].at) / (letters.length - 1) : 2;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return words.map((w) => ({
    text: w.map((c) => c.ch).join(''),
    start: clamp((w[0].at - pitch / 2) / steps),
    end: clamp((w[w.length - 1].at + 1 + pitch / 2) / steps),
    confidence: w.reduce((a, c) => a + c.p, 0) / w.length,
  }));
}

/**
 * The Chinese dictionary holds full-width forms of ASCII punctuation (（ ） ： ，) and the model picks them
 * on Latin receipts too; field rules and clients expect ASCII. U+FF01–FF5E map 1:1 onto U+0021–007E.
 */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}
