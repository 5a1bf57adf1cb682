import type { Box } from '../types';
import type { Decoded } from './ctc';
import { isTextLine } from './probe-lines';
import { median } from './script-router';

/**
 * A page is taken for a Latin language from the words of its English reading (isLatinPage) and then
 * read by that language's Tesseract model without a script probe. Cyrillic print read by the English
 * model gives Latin look-alike words ("Cyet ha onnaty", "Hoa6pa 2025 r.") and, among a hundred of them,
 * the two chance hits that name a language ("Danish"): the page was read as Latin. The Latin model's
 * own confidence tells the two apart: the median over the worded lines of the dev-layout corpus renders
 * was 0.92–0.96 on Danish, German and Dutch pages (18 clean, 28 photo-like) and 0.50–0.65 on six
 * Russian pages taken for Danish. Below LATIN_SURE the page is probed after all (see readLines).
 * Header fields on Russian and Greek dev-layout PNGs (6 documents): 0.82 → 0.92; on the Russian
 * receipt-classic and receipt-market PNGs 0.57 → 0.79, line-item F1 0.46 → 0.89.
 */
export const LATIN_SURE = 0.8;

/** Lines with a word of two letters or more in the English reading that are text lines, not specks. */
export function wordedLines(english: Decoded[], boxes: ReadonlyArray<readonly number[]>): number[] {
  return english.map((_, i) => i).filter((i) => isTextLine(boxes[i]) && /\p{L}{2}/u.test(english[i].text));
}

/**
 * The worded lines a Latin-language model read with less than LATIN_SURE confidence when it was unsure
 * of the page as a whole (median of the worded lines below LATIN_SURE); none otherwise. These are the
 * lines a script probe reads: most likely print of another script.
 */
export function doubtedLatinLines(latin: Decoded[], english: Decoded[], boxes: Box[]): number[] {
  const worded = wordedLines(english, boxes);
  if (worded.length === 0) return [];
  if (median(worded.map((i) => latin[i]?.confidence ?? 0)) >= LATIN_SURE) return [];
  return worded.filter((i) => (latin[i]?.confidence ?? 0) < LATIN_SURE);
}
