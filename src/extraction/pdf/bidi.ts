import { unionBox } from '../box';
import type { Line, Word } from '../types';
import radicals from './radical-ideographs.json';

/**
 * PDF text layers store right-to-left script in visual order: glyph by glyph from left to right, Arabic often as
 * presentation forms (U+FExx) because the generator shaped it. Field rules read text in logical order, as typed,
 * with a label before its value. These helpers turn a visually ordered line into a logically ordered one.
 */
const RTL_LETTER = /[\u0590-\u05ff\u0600-\u06ff\u0700-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const RTL_LETTERS = /[\u0590-\u05ff\u0600-\u06ff\u0700-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/gu;
const LTR_LETTERS = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0900-\u097f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/gu;
const PRESENTATION_FORMS = /[\ufb1d-\ufdff\ufe70-\ufeff]+/gu;
/** A left-to-right run inside right-to-left text: Latin words, numbers with their separators, and what joins them. */
// The Arabic decimal and thousands separators (U+066B, U+066C) join Arabic-Indic digits as "." and "," join Latin ones.
const LTR_RUN = /[A-Za-z0-9\u00c0-\u024f\u0660-\u0669\u06f0-\u06f9@._%+#&\-/:,'$€£]*[A-Za-z0-9\u00c0-\u024f\u0660-\u0669\u06f0-\u06f9]+(?:[@._%+#&\-/:,'\u066b\u066c]+[A-Za-z0-9\u00c0-\u024f\u0660-\u0669\u06f0-\u06f9]+)*%?/gu;
const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };

/**
 * Shaped presentation forms back to the letters they show ("ﺔﻛﺮﺷ" → "ةكرش"), and CJK radicals back to the
 * ideographs they look like: fonts map some ideographs' glyphs to the radical code points ("⼠" for 士, "⺠" for
 * 民), which pdfjs then reports. Kangxi radicals have NFKC mappings; the supplement's come from a data file.
 * Other text unchanged.
 */
export function unshape(text: string): string {
  return text.replace(PRESENTATION_FORMS, (s) => s.normalize('NFKC')).replace(RADICALS, ideograph);
}

const RADICALS = /[\u2e80-\u2fdf]/gu;
const SUPPLEMENT: Record<string, string> = radicals.map;

function ideograph(radical: string): string {
  return SUPPLEMENT[radical] ?? radical.normalize('NFKC');
}

/** Reverses by code point (a pdfjs item already put in logical order goes back to visual order). */
export function reverseText(text: string): string {
  return [...text].reverse().join('');
}

export function hasRtl(text: string): boolean {
  return RTL_LETTER.test(text);
}

/**
 * Reversed, with its left-to-right runs kept as they read. The same turn goes both ways (visual ↔ logical): numbers,
 * Arabic-Indic ones included ("١٠٤٧"), are drawn left to right inside right-to-left text, so a plain reversal of a
 * logically ordered item would turn them round.
 */
export function turnRtl(text: string): string {
  const reversed = reverseText(text).replace(/[()[\]{}<>«»]/g, (c) => MIRROR[c]);
  return reversed.replace(LTR_RUN, (run) => reverseText(run).replace(/[()[\]{}<>«»]/g, (c) => MIRROR[c]));
}

/**
 * Logical → visual for a right-to-left item as pdfjs gives it. The sentence's full stop or comma after a number ends
 * the right-to-left run, so it is drawn at the number's left ("٠٩." is drawn ".٠٩"), not kept with it.
 */
export function drawnRtl(typed: string): string {
  const m = /^(.*\p{Nd})([.,;:!?،؛]+)$/u.exec(typed);
  return m ? reverseText(m[2]) + turnRtl(m[1]) : turnRtl(typed);
}

/** Visual → logical for one word of a right-to-left line: reversed, with its left-to-right runs kept as they read. */
export function logicalWord(visual: string): string {
  // "15," inside right-to-left text is drawn ",15": punctuation at a run's left edge is typed after it.
  if (!hasRtl(visual)) return visual.replace(/^([,.;:!?،؛]+)(.+)$/u, '$2$1');
  return turnRtl(visual);
}

/**
 * E-mail and web addresses are left-to-right tokens embedded in any line; their letters say nothing of the line's
 * direction (a Hebrew footer "טל … · דוא"ל sales@primeoffice.co.il · ח.פ. …" has more Latin letters than Hebrew).
 */
const ADDRESS_TOKEN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)[^\s]+/giu;

/** A line whose right-to-left letters are at least as many as its left-to-right ones reads right to left. */
export function isRtlLine(text: string): boolean {
  const rtl = (text.match(RTL_LETTERS) ?? []).length;
  return rtl > 0 && rtl >= (text.replace(ADDRESS_TOKEN, ' ').match(LTR_LETTERS) ?? []).length;
}

/** The words of a visually ordered line in reading order: right to left when the line is right-to-left. */
export function logicalLine(line: Line): Line {
  if (!isRtlLine(line.text)) return line;
  const words: Word[] = [...line.words].sort((a, b) => b.box[2] - a.box[2]).map((w) => ({ ...w, text: logicalWord(w.text) }));
  return { text: words.map((w) => w.text).join(' '), box: unionBox(words.map((w) => w.box)), words };
}
