import type { Script } from '../image/unicode-script';
import type { Decoded } from './ctc';
import confusions from './ocr-confusions.json';
import { hebrewWord } from './hebrew-marks';

interface CurrencyFix {
  sign: string;
  readAs: string[];
}
interface LetterFix {
  read: string;
  printed: string;
  withinScript?: Script;
}

const CURRENCY = confusions.currencyBeforeAmount as Partial<Record<Script, CurrencyFix>>;
const POSTCODE_MARK = confusions.postcodeMark as Partial<Record<Script, CurrencyFix>>;
const CURRENCY_AFTER = confusions.currencyAfterAmount as Partial<Record<Script, CurrencyFix>>;
/** A Japanese postcode: three digits, a hyphen, four digits; the address may follow without a space. */
const POSTCODE = String.raw`\d{3}-\d{4}(?!\d)`;
const LETTERS = confusions.letters as LetterFix[];

const POLYTONIC = new RegExp(`[${(confusions.polytonicMarks as string[]).join('')}]`, 'gu');
const AS_TONOS = new RegExp(`[${(confusions.polytonicAsTonos as string[]).join('')}]`, 'gu');
const GREEK_EXTENDED = /[\u1f00-\u1fff]/u;
const TONOS = '\u0301';

/** A polytonic word as monotonic: breathings and the like dropped, a circumflex as the tonos where the word has none. */
function monotonic(word: string): string {
  const hasTonos = word.normalize('NFD').replace(AS_TONOS, '').replace(POLYTONIC, '').includes(TONOS);
  return word.replace(/[\u1f00-\u1fff]/gu, (c) => c.normalize('NFD').replace(AS_TONOS, hasTonos ? '' : TONOS).replace(POLYTONIC, '').normalize('NFC'));
}

/** Letters of each script a LetterFix may be conditioned on (only those used in the data). */
const SCRIPT_LETTER: Partial<Record<Script, RegExp>> = { greek: /\p{Script=Greek}/u };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An amount as printed after a sign: digits grouped in thousands (a ticket or table "#31" is no amount). */
const AMOUNT = String.raw`\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?`;

/**
 * One word as printed: a look-alike currency sign before an amount becomes the page script's sign,
 * and characters that never stand for themselves in that place become what was printed. Words only:
 * a code such as "W-85" or a number "#31" is left alone.
 */
export function normaliseWord(word: string, pageScript: Script | undefined): string {
  let out = pageScript === 'hebrew' ? hebrewWord(word) : word;
  const currency = pageScript && CURRENCY[pageScript];
  if (currency) {
    const re = new RegExp(`^([-–(]?)(?:${currency.readAs.map(escape).join('|')})(${AMOUNT}[)]?)$`, 'u');
    out = out.replace(re, `$1${currency.sign}$2`);
  }
  const mark = pageScript && POSTCODE_MARK[pageScript];
  if (mark) {
    out = out.replace(new RegExp(`^(?:${mark.readAs.map(escape).join('|')}) ?(?=${POSTCODE})`, 'u'), mark.sign);
    // The address after the marked postcode is printed after a space the Japanese readers do not emit.
    out = out.replace(new RegExp(`^(${escape(mark.sign)}${POSTCODE})(?=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])`, 'u'), '$1 ');
  }
  for (const fix of LETTERS) {
    if (!out.includes(fix.read)) continue;
    const within = fix.withinScript && SCRIPT_LETTER[fix.withinScript];
    if (within && !within.test(out)) continue;
    out = out.split(fix.read).join(fix.printed);
  }
  if (GREEK_EXTENDED.test(out)) out = monotonic(out);
  return out;
}

/** An amount with decimals as the word before a currency sign: "6.265,01", "45.00". */
const AMOUNT_WORD = /^[-(]?\d(?:[\d.,]*\d)?[.,]\d{2}$/u;

/** The sign a look-alike word stands for after an amount word on a page of `pageScript` ("6.265,01 Ε." → "6.265,01 €."). */
export function currencyAfter(word: string, before: string | undefined, pageScript: Script | undefined): string {
  const fix = pageScript && CURRENCY_AFTER[pageScript];
  if (!fix || before === undefined || !AMOUNT_WORD.test(before)) return word;
  const m = /^(.+?)([.,;:)]?)$/u.exec(word);
  return m && fix.readAs.includes(m[1]) ? fix.sign + m[2] : word;
}

/** A reading with every word normalised (normaliseWord, currencyAfter); its word spans follow. */
export function normaliseReading<T extends Decoded>(d: T, pageScript: Script | undefined): T {
  const words = d.text.split(' ');
  const fixed = words.map((w, i) => currencyAfter(normaliseWord(w, pageScript), words[i - 1], pageScript));
  if (fixed.every((w, i) => w === words[i])) return d;
  const spans = d.spans?.map((s, i) => ({ ...s, text: currencyAfter(normaliseWord(s.text, pageScript), d.spans![i - 1]?.text, pageScript) }));
  return { ...d, text: fixed.join(' '), ...(spans ? { spans } : {}) };
}
