import { asciiDigits } from '../normalise/digits';
import { splitGluedTimes } from './ocr-times';
import { splitGluedMarks } from './glued-marks';
import { unitWithoutComma } from './unit-comma';
import { CLASS, classify, type Token } from './token-kinds';
import { TOKEN_WORDS } from './token-words';

export type { Token, TokenKind } from './token-kinds';

/** The unit of a "EUR/kg", "€/kg" or "/kg" word (a currency per unit), or nothing. */
function perCurrency(text: string): string | undefined {
  const m = /^([^/]*)\/([\p{L}\p{M}]{1,6}(?:["״]\p{L})?\.?)$/u.exec(text);
  return m && (m[1] === '' || TOKEN_WORDS.currencies.has(m[1])) ? m[2] : undefined;
}

/**
 * The Arabic reader garbles the "x/كغ" or "AED/كيلو" after the price of a weight line ("لاكغ", "0ع8/كيلو", a star before the slash):
 * a word that ends in the unit printed after the weight earlier in the row, behind a slash or the lam-alef OCR makes
 * of "x/", is that unit per price. Returns the unit, or nothing.
 */
function garbledPer(t: string, out: string[], text: string): string | undefined {
  if (!/[\u0600-\u06ff]/u.test(text)) return undefined;
  for (let k = 1; k < out.length - 1; k++) {
    const unit = out[k];
    if (!/\d$/.test(out[k - 1]) || !/^[\u0600-\u06ff]{1,5}$/u.test(unit) || !t.endsWith(unit) || t === unit) continue;
    const head = t.slice(0, -unit.length);
    if (head === 'لا' || (head.endsWith('/') && head.length <= 4)) return unit;
  }
  return undefined;
}

/** "81,65A", "2,37À": an amount and its tax-class letter (or OCR's look-alike of it) glued together. */
const CLASS_GLUED = new RegExp(`^(-?\\d+[.,]\\d{2})([A-H${[...TOKEN_WORDS.classLookalikes.keys()].join('')}])$`, 'u');

const CJK_WORD = /^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af・ー]+$/;

/**
 * OCR reads "1000,00" as "1000, 00" and "18,250" as "18, 250": a comma or point followed by a space and two final
 * digits (decimals) or three (a thousands group, not followed by more figures) joins them again.
 */
export function joinSplitDecimals(text: string): string {
  return text.replace(/(\d[.,]) (\d{2})(?![\d.,])/g, '$1$2').replace(/(?<![\d.,])(\d{1,3}[.,]) (\d{3})(?!\d|[.,]\d)/g, '$1$2');
}

/**
 * Joins the cells of a line for reading: a private-use mark keeps the cell boundary, so that a figure that ends one
 * cell is never grouped with the first figure of the next ("Letmælk 1 l" | "209,00" is not 1 209,00).
 */
export const CELL_BREAK = '\uE000';

/** Splits a row into tokens; "19 %" and "2x"/"x2" quantity marks are kept together as one token. */
export function tokenize(text: string): Token[] {
  // No-break and thin spaces group digits ("27 750,00"); only ordinary spaces and tabs separate tokens.
  // Arabic-Indic and other digits read as ASCII ones (one character for one): the figure rules speak ASCII.
  let raw = joinSplitDecimals(asciiDigits(text))
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/(\d)[\u00a0\u202f\u2009\u2007](?=\d{3}\b)/g, '$1\u00a0')
    .split(/[ \t\n\uE000]+/)
    // Table rules read by OCR as bars.
    .filter((t) => t && !/^[|│¦]+$/.test(t));
  raw = unitWithoutComma(splitGluedTimes(splitGluedMarks(raw)));
  const out: string[] = [];
  const cjk = raw.filter((t) => CJK_WORD.test(t));
  const spaced = cjk.length >= 3 && cjk.filter((t) => t.length <= 2).length >= 0.6 * cjk.length;
  for (const [i, t] of raw.entries()) {
    const prev0 = out[out.length - 1];
    // OCR spaces the characters of Han and kana words ("時 間"): one token again.
    if (spaced && prev0 && CJK_WORD.test(t) && CJK_WORD.test(prev0)) {
      out[out.length - 1] = prev0 + t;
      continue;
    }
    // "9st. Whiteboardstiften": a count glued to its unit at the start of a row.
    const glued = i === 0 && raw.length > 2 ? /^(\d+(?:[.,]\d+)?)([\p{L}]{1,4}\.?)$/u.exec(t) : null;
    if (glued && !/^[xX×]$/.test(glued[2]) && /^\p{Ll}/u.test(glued[2])) {
      out.push(glued[1], glued[2]);
      continue;
    }
    const prev = out[out.length - 1];
    // "8,41 1Stk 7%": OCR drops the space between a count and its unit; after a price it is the quantity column.
    // An area or volume unit loses its superscript on the way ("3m2").
    const count = prev && /^[-−]?\d[\d.,]*$/.test(prev) ? /^(\d+(?:[.,]\d+)?)(\p{L}{1,4}\.?|\p{L}{1,2}[23])$/u.exec(t) : null;
    if (count && !/^[xX×]$/.test(count[2])) {
      out.push(count[1], count[2].replace(/2$/, '²').replace(/3$/, '³'));
      continue;
    }
    // "7%VAT": a rate glued to the tax word after it; OCR also glues the category code ("7%VATS)" for "7% VAT (S)")
    // and, on scans, the count and unit in front ("1Stk0%VAT" for "1 Stk 0% VAT").
    const rate = /^(?:(\d{1,4}(?:[.,]\d{1,4})?)(\p{L}{1,4}\.?))?(\d{1,2}(?:[.,]\d{1,2})?%)(\p{Lu}{2,5}?)(\(?\p{Lu}\))?$/u.exec(t);
    if (rate && (rate[1] === undefined || !/^[xX×]$/.test(rate[2]))) {
      out.push(...[rate[1], rate[2], rate[3], rate[4], rate[5]].filter((x): x is string => Boolean(x)));
      continue;
    }
    // "7% VATS" for "7% VAT (S)": after a rate, the category code glued to the tax word.
    const category = prev && /%$/.test(prev) ? /^(\p{Lu}{2,5})(\(?\p{Lu}\)?)$/u.exec(t) : null;
    if (category && classify(category[1]).kind === 'tax' && classify(t).kind !== 'tax') {
      out.push(category[1], `(${category[2].replace(/[()]/g, '')})`);
      continue;
    }
    // "233,08. 34,96": a stray point after a figure with decimals, before the next figure.
    const dotted = /^[-−]?\d[\d.,]*[.,]\d{2}[.,]$/.test(t) && /^[-−]?\d/.test(raw[i + 1] ?? '');
    if (dotted) {
      out.push(t.slice(0, -1));
      continue;
    }
    // "3式 49,770", "1台 18,250": a count glued to a Han, kana or Hangul unit before the price.
    const cjkCount = /^[-−]?\d/.test(raw[i + 1] ?? '') ? /^(\d+(?:[.,]\d+)?)([\u30a0-\u30ff\u3400-\u9fff\uac00-\ud7af]{1,2})$/u.exec(t) : null;
    if (cjkCount) {
      out.push(cjkCount[1], cjkCount[2]);
      continue;
    }
    // OCR glues "3x53,25" and "81,65A": count, sign and price, or amount and tax class, apart again.
    const times = /^(\d{1,3}(?:[.,]\d{1,3})?)([xX×@*])(\d+[.,]\d{2})$/.exec(t);
    if (times) {
      out.push(times[1], times[2], times[3]);
      continue;
    }
    // "@40,50", "2@", "2@1.25": the at sign of a quantity line glued to its figures.
    const at = /^(\d{1,3}(?:[.,]\d{1,3})?)?@(\d+[.,]\d{2}(?:\/\p{L}{1,4})?)?$/u.exec(t);
    if (at && t !== '@') {
      out.push(...[at[1], '@', at[2]].filter((x): x is string => Boolean(x)));
      continue;
    }
    // OCR reads the decimal comma of a photographed amount as a slash ("Μπανάνες 7/20 Α", "8,/71 Α"); before the
    // class letter, which only follows an amount, the figure is money with two decimals.
    const slashed = /^(\d{1,4}),?\/(\d{2})$/.exec(t);
    const nextWord = raw[i + 1];
    if (slashed && i === raw.length - 2 && nextWord && (CLASS.test(nextWord) || TOKEN_WORDS.classLookalikes.has(nextWord))) {
      out.push(`${slashed[1]},${slashed[2]}`);
      continue;
    }
    const cls = CLASS_GLUED.exec(t);
    if (cls) {
      out.push(cls[1], cls[2]);
      continue;
    }
    // Right-to-left slips print the class letter before the amount, and OCR glues them: "A1.69" ends the row.
    const rtlCls = i === raw.length - 1 && /[\u0590-\u06ff]/u.test(text) ? /^([A-H])(-?\d{1,3}(?:[.,]\d{3})*[.,]\d{2}|-?\d+[.,]\d{2})$/.exec(t) : null;
    if (rtlCls) {
      out.push(rtlCls[1], rtlCls[2]);
      continue;
    }
    const rtl = /^([x×@])\/(.+)$/.exec(t);
    const garbled = garbledPer(t, out, text);
    const per = perCurrency(t);
    if (t === '%' && prev && /\d$/.test(prev)) out[out.length - 1] = `${prev}%`;
    // "3,99 EUR/kg", "7.00 AED/كيلو", "1,15 /kg": the price per unit, its currency dropped.
    else if (per && prev && /\d$/.test(prev)) out[out.length - 1] = `${prev}/${per}`;
    // OCR spaces the slash off the currency: "7.20 CHF /kg".
    else if (per && t.startsWith('/') && prev && TOKEN_WORDS.currencies.has(prev) && /\d$/.test(out[out.length - 2] ?? '')) {
      out.pop();
      out[out.length - 1] = `${out[out.length - 1]}/${per}`;
    }
    else if (garbled && prev && /\d$/.test(prev)) out[out.length - 1] = `${prev}/${garbled}`;
    // Right-to-left quantity lines come out of the text layer as "1.645 كغ 266.00 x/كغ".
    else if (rtl && prev && /\d$/.test(prev)) out.splice(out.length - 1, 1, rtl[1], `${prev}/${rtl[2]}`);
    else if (/^[-−]$/.test(prev ?? '') && /^\d/.test(t) && out.length > 1) out[out.length - 1] = `-${t}`;
    else out.push(t);
  }
  return decimalsLikeTheRow(out.map(classify));
}

/**
 * "5,000 kg" beside "5,50" and "27,50": the row writes decimals with a comma, so "5,000" is five, not five thousand
 * (and "5.000" five where the row's decimals are points).
 */
const SEPARATORS = [
  { decimals: /\d,\d{1,2}$/, other: /\d\.\d{1,2}$/, three: /^-?\d{1,3},\d{3}$/, sep: ',' },
  { decimals: /\d\.\d{1,2}$/, other: /\d,\d{1,2}$/, three: /^-?\d{1,3}\.\d{3}$/, sep: '.' },
];

function decimalsLikeTheRow(tokens: Token[]): Token[] {
  const nums = tokens.filter((t) => t.kind === 'number');
  for (const s of SEPARATORS) {
    if (!nums.some((t) => s.decimals.test(t.text)) || nums.some((t) => s.other.test(t.text))) continue;
    return tokens.map((t) => (t.kind === 'number' && t.grouped && s.three.test(t.text) ? { ...t, value: Number(t.text.replace(s.sep, '.')), decimals: 3, grouped: false } : t));
  }
  return tokens;
}

/** A unit token may also be an ordinary word; it counts as a unit only right after a number. */
export function isUnitAfterNumber(tokens: Token[], i: number): boolean {
  return tokens[i].kind === 'unit' && i > 0 && tokens[i - 1].kind === 'number';
}

/** "27 750,00" printed with a plain space: a 1–3 digit integer followed by a three-digit group (and decimals). */
export function groupable(left: Token, right: Token): boolean {
  return left.kind === 'number' && /^\d{1,3}$/.test(left.text) && right.kind === 'number' && /^\d{3}(?:[.,]\d{1,2})?$/.test(right.text);
}

/** The token list with the number at `i` and the group after it read as one number. */
export function mergeAt(tokens: Token[], i: number): Token[] {
  const text = `${tokens[i].text}\u00a0${tokens[i + 1].text}`;
  const merged = classify(text);
  if (merged.kind !== 'number') return tokens;
  return [...tokens.slice(0, i), { ...merged, grouped: true }, ...tokens.slice(i + 2)];
}
