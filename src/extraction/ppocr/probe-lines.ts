import type { Box } from '../types';
import type { Decoded } from './ctc';
import { latinPlausibility } from './plausible';
import { density, PROBE_LINES } from './script-router';

/**
 * Share of unsure lines up to which a page with a Latin language's words is not probed: blur, shadow
 * and small print make Latin lines unsure, and the Tesseract probe then reads some of them as Cyrillic
 * or Greek look-alikes. Pages of other scripts leave most lines unsure (their glyphs go unread).
 */
export const LATIN_UNSURE_SHARE = 0.6;

/**
 * Share of the English reading's letters in words written as Latin print is (latinPlausibility) below
 * which a page is not taken for Latin whatever words turn up in it: a Japanese invoice read by the
 * English model came out as 0.54 ("yFIF#rtt", "3F&31WL#+E*y F") yet held enough Danish-looking words
 * to be guessed Danish and left unprobed; Latin pages read 0.81–0.97 (corpus photos, 12 SROIE photos).
 */
export const LATIN_PRINT = 0.7;

/** Letter-weighted latinPlausibility of the lines with two letters or more; 1 for a page without. */
export function latinPrintShare(english: Decoded[]): number {
  let all = 0;
  let good = 0;
  for (const d of english) {
    const n = (d.text.match(/\p{L}/gu) ?? []).length;
    if (n < 2) continue;
    all += n;
    good += n * latinPlausibility(d.text);
  }
  return all ? good / all : 1;
}

/**
 * Width over height from which a detected box is a text line rather than a speck or a rule: two or
 * more glyphs of any script.
 */
export const TEXT_ASPECT = 2.5;

export function isTextLine(box: readonly number[]): boolean {
  return (box[2] - box[0]) / Math.max(1, box[3] - box[1]) >= TEXT_ASPECT;
}

/**
 * Whether a page whose English reading has a Latin language's words (`lang`) is a Latin page with some
 * blur or small print, not to be probed (a probe would cost more than the whole recognition of a
 * receipt). Counted over the text lines with words, or read as nothing: the English model is sure of
 * the amounts and dates of any page, and reads a few two-letter "function words" ("sa", "de") out of
 * the noise it makes of Arabic.
 */
export function isLatinPage(english: Decoded[], boxes: ReadonlyArray<readonly number[]>, unsure: number[], lang: string | undefined): boolean {
  if (lang === undefined || latinPrintShare(english) < LATIN_PRINT) return false;
  const worded = english.map((_, i) => i).filter((i) => isTextLine(boxes[i]) && (!english[i].text || /\p{L}{2}/u.test(english[i].text)));
  const unsureWorded = worded.filter((i) => unsure.includes(i)).length;
  return unsureWorded <= LATIN_UNSURE_SHARE * worded.length;
}

/**
 * The lines a probe reads: the unsure ones, then the rest, each by how much the English model left
 * unread (a line of digits it read says nothing); always PROBE_LINES when the page has them, so one
 * line cannot decide. Specks and rules (a box a few glyphs wide at most, read as nothing) say nothing
 * of the script and would sink every reader's median: text lines first, they last.
 */
export function probeLines(english: Decoded[], boxes: Box[], unsure: number[]): number[] {
  const byDensity = (xs: number[]) => xs.sort((a, b) => density(english[a], boxes[a]) - density(english[b], boxes[b]));
  const text = (i: number) => isTextLine(boxes[i]);
  const rest = english.map((_, i) => i).filter((i) => !unsure.includes(i));
  return [...byDensity(unsure.filter(text)), ...byDensity(rest.filter(text)), ...byDensity(unsure.filter((i) => !text(i)))].slice(0, PROBE_LINES);
}
