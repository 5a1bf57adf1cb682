import { scriptOf, type Script } from '../image/unicode-script';
import type { Decoded, WordSpan } from './ctc';
import { guessedRun, latinCodeWins } from './latin-code-vote';
import { latinPrintWins, tableOf } from './lookalike-vote';

/**
 * What a printed word is, for the vote between a script reader and the English recogniser over the
 * same place of a line:
 * - number: digits with inner separators, an optional sign, currency or percent ("1.320,64", "24%");
 * - code: ASCII letters and digits ("ART-56123", "UN-3910");
 * - suffixed: a number with letters of another script after it, as Korean and Japanese write counts
 *   and units ("14일", "203.90원");
 * - mixed: digits and non-Latin letters in any other arrangement ("Ε6.823,32" for "€6.823,32",
 *   "ΔΟΟ6Ο7Ο473" for "4006070473", "교로978,");
 * - word: no digits.
 */
export type TokenKind = 'number' | 'code' | 'suffixed' | 'mixed' | 'word';

const NUMBER = /^[([]?[\p{Sc}+-]?\d(?:[\d.,:/-]*\d)?[%\p{Sc}]?[)\].,:;]?$/u;
const CODE = /^[([#]?[A-Za-z0-9](?:[A-Za-z0-9.,/:#-]*[A-Za-z0-9])?[)\].,:;]?$/;
const SUFFIXED = /^[\p{Sc}]?\d(?:[\d.,:/-]*\d)?[^\p{N}\p{Script=Latin}\s\p{P}\p{Sc}]+[.,:;)]?$/u;
/** A word as letters around one number: "교로978," → "교로", "978", ",". */
const AROUND = /^([^\p{N}\p{P}\p{Sc}\s]*)(\d(?:[\d.,:/-]*\d)?)([^\p{N}\p{Sc}]*)$/u;
const INNER_NUMBER = /\d(?:[\d.,:/-]*\d)?/;

export function tokenKind(word: string): TokenKind {
  if (!/\p{N}/u.test(word)) return 'word';
  if (NUMBER.test(word)) return 'number';
  if (CODE.test(word) && /[A-Za-z]/.test(word)) return 'code';
  if (SUFFIXED.test(word)) return 'suffixed';
  return 'mixed';
}

/** The English recogniser is trusted with a word read at this confidence (it reads ASCII digits at 0.97–1.0). */
export const ENGLISH_WORD = 0.9;
/** Share of the narrower of two words that their spans must share to be the same printed word. */
const SAME_PLACE = 0.5;

const digitsOf = (w: string) => w.replace(/\D/g, '');
const chars = (w: string) => [...w].length;

/** Whether deleting some 1s from `longer` gives `shorter` (Tesseract's script models drop the digit 1). */
export function withoutOnes(longer: string, shorter: string): boolean {
  if (longer.length <= shorter.length) return false;
  let j = 0;
  for (const ch of longer) {
    if (j < shorter.length && ch === shorter[j]) j++;
    else if (ch !== '1') return false;
  }
  return j === shorter.length;
}

/**
 * A script reader's word with the English reading's number in it, or undefined when the script
 * reading stays. Script models (Tesseract's Greek, Hindi, Arabic) read ASCII digits worse than the
 * English recogniser: they drop or change 1s ("302001" → "302007"), take digits for look-alike letters
 * ("4006070473" → "ΔΟΟ6Ο7Ο473") and a currency sign for a letter ("€6.823,32" → "Ε6.823,32").
 * - two numbers with other digits: English; with the same digits, the script reading (it keeps a small
 *   decimal comma the English model turns into a point);
 * - a number inside the script's own letters ("교로978,", "2024년", "번호830-59-25001"): the letters stay
 *   and only the number is voted on, where the English one has its shape or is it with 1s added (the
 *   English model reads a glyph beside a number as a digit too: "14일" → "142");
 * - one letter before a number, or letters among digits: look-alikes of digits or of a currency sign;
 *   English when it is a number, or a code as long ("ΤΝ-Ί9ΟΟ" for "TN-1900");
 * - a word without digits is the script's own writing: kept.
 */
export function voteWord(script: string, english: string): string | undefined {
  const e = tokenKind(english);
  if (e !== 'number' && e !== 'code') return undefined;
  const s = tokenKind(script);
  if (s === 'word') return undefined;
  if (s === 'number' || s === 'code') {
    const better = digitsOf(script) !== digitsOf(english) || (s === 'code' && e === 'code' && script !== english && chars(script) === chars(english));
    return better ? english : undefined;
  }
  const parts = AROUND.exec(script);
  if (parts && chars(parts[1]) !== 1) {
    if (e !== 'number') return undefined;
    const own = parts[2];
    const number = INNER_NUMBER.exec(english)![0];
    const sameShape = number.length === own.length && number.replace(/\d/g, '0') === own.replace(/\d/g, '0');
    return number !== own && (sameShape || withoutOnes(number, own)) ? parts[1] + number + parts[3] : undefined;
  }
  return e === 'number' || chars(script) === chars(english) ? english : undefined;
}

/**
 * Digits and letters of the script in one word, other than the script's own letters around a number
 * ("교로978,", "번호830"): the script model's guesses at digits ("Ί1χΧ8,ρ94" for "1 8,94"). Such a word
 * is no evidence that the line is of the script.
 */
export function isLookAlike(word: string): boolean {
  if (tokenKind(word) !== 'mixed') return false;
  const parts = AROUND.exec(word);
  return !parts || chars(parts[1]) === 1;
}

function overlap(a: WordSpan, b: WordSpan): number {
  const inter = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  return inter / Math.max(1e-6, Math.min(a.end - a.start, b.end - b.start));
}

/** Whether a word holds a letter of one of `scripts`. */
function hasScriptLetter(word: string, scripts: readonly Script[]): boolean {
  for (const ch of word) if (scripts.includes(scriptOf(ch.codePointAt(0) ?? 0) as Script)) return true;
  return false;
}

/** A number written in Arabic-Indic figures alone. */
const ARABIC_FIGURES = /^[\u0660-\u066c/]+$/u;

/** An ASCII word with a Latin letter ("SKU", "TN-5586", "billing@alpha-serv.co.kr"): print the English model reads. */
const LATIN_WORD = /^[\x21-\x7e]*[A-Za-z][\x21-\x7e]*$/;

export interface VotedLine {
  /** The script reading with the words the English reading won. */
  line: Decoded;
  /**
   * The script reader's own words left in it, without its guesses at digits (isLookAlike), as a
   * reading: what the line's script is judged by.
   */
  own: Decoded;
}

/**
 * A script reader's line put to the vote against the English reading of the same line, word by word
 * where the two readers saw the same place (their spans overlap; an English word that also covers a
 * script word beside it is not the same word):
 * - digit words: see voteWord. A run of script words that all hold digits under one English number (a
 *   number split at its decimal point: "Ε5.485 81" under "5.485,81") is voted on as one word;
 * - an English word of ASCII print with a Latin letter ("SKU", "TN-5586", an e-mail address) read
 *   confidently, over script words without one letter of the script ("[4-5586", "5[08@ 히만13"
 *   is not: it has Hangul): the script model's guesses at Latin print, replaced.
 * A replaced word takes the English word's confidence. Lines without spans on either side stay.
 */
export function voteLine(script: Decoded, english: Decoded, scripts: readonly Script[]): VotedLine {
  const own = script.spans;
  const other = english.spans;
  if (!own?.length || !other?.length) return { line: script, own: script };
  const out: Array<WordSpan & { borrowed?: boolean }> = [];
  for (let i = 0; i < own.length; i++) {
    const s = own[i];
    // Arabic-Indic figures read from the ink (arabic-digits.ts): the English model cannot read them.
    if (ARABIC_FIGURES.test(s.text)) {
      out.push(s);
      continue;
    }
    const under = other.filter((e) => overlap(s, e) >= SAME_PLACE);
    const e = under.length === 1 && under[0].confidence >= ENGLISH_WORD ? under[0] : undefined;
    if (!e) {
      out.push(s);
      continue;
    }
    let end = i + 1;
    while (end < own.length && overlap(own[end], e) >= SAME_PLACE && (/\d/.test(own[end].text) || !hasScriptLetter(own[end].text, scripts))) end++;
    // Latin print the script model split into several guessed words: all of them, when the English word wins.
    const guessed = guessedRun(own, i, (w) => overlap(w, e) >= SAME_PLACE);
    const lookalikes = Boolean(tableOf(scripts));
    const splitLatin = Boolean(guessed.word && latinCodeWins(guessed.word, e, lookalikes));
    if (splitLatin) end = guessed.end;
    const covers = own.filter((w, k) => (k < i || k >= end) && overlap(w, e) >= SAME_PLACE).length;
    const run = own.slice(i, end);
    let voted: string | undefined;
    if (covers === 0 && LATIN_WORD.test(e.text) && !run.some((w) => hasScriptLetter(w.text, scripts))) voted = e.text;
    else if (covers === 0 && (splitLatin || (run.length === 1 && latinCodeWins(s, e, lookalikes)))) voted = e.text;
    else if (covers === 0 && latinPrintWins(run.map((w) => w.text).join(''), e.text, scripts)) voted = e.text;
    else if (covers === 0 && (run.length === 1 || run.every((w) => /\d/.test(w.text)))) voted = voteWord(run.map((w) => w.text).join(''), e.text);
    if (voted === undefined) {
      out.push(s);
      continue;
    }
    out.push({ text: voted, start: Math.min(s.start, e.start), end: Math.max(run[run.length - 1].end, e.end), confidence: Math.max(e.confidence, s.confidence), borrowed: voted === e.text });
    i = end - 1;
  }
  const strip = ({ borrowed: _, ...w }: WordSpan & { borrowed?: boolean }): WordSpan => w;
  const mine = out.filter((w) => !w.borrowed && !isLookAlike(w.text)).map(strip);
  const same = out.length === own.length && out.every((w, k) => w === own[k]);
  return { line: same ? script : asReading(out.map(strip), script.confidence), own: same && mine.length === own.length ? script : asReading(mine, 0) };
}

/** Words as a reading, its confidence weighted by characters. */
function asReading(spans: WordSpan[], fallback: number): Decoded {
  const n = spans.reduce((a, w) => a + chars(w.text), 0);
  const confidence = n ? spans.reduce((a, w) => a + w.confidence * chars(w.text), 0) / n : fallback;
  return { text: spans.map((w) => w.text).join(' '), confidence, spans };
}
