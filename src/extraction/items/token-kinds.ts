import { findAmounts, parseAmount } from '../fields/amounts';
import { labelsIn } from '../lexicon';
import { TOKEN_WORDS } from './token-words';

/**
 * The tokens of an item row as a reader sees them from the right: figures, percentages, units, the little
 * operators of quantity lines ("x", "@", "="), tax-class letters, and everything else (description text).
 * Text-layer rows that are one run with space gaps and OCR lines give the same tokens: only the text counts.
 */
export type TokenKind = 'number' | 'percent' | 'unit' | 'op' | 'class' | 'currency' | 'tax' | 'text';

export interface Token {
  text: string;
  kind: TokenKind;
  /** The number of a 'number' or 'percent' token (a price's "/kg" suffix removed). */
  value?: number;
  /** Printed decimals of a number ("62.50" → 2, "2" → 0). */
  decimals?: number;
  /** Unit printed after a price ("3.99/kg" → "kg"). */
  per?: string;
  /** Printed with thousands separators ("158,000"): money in currencies without cents. */
  grouped?: boolean;
}

const OPS = TOKEN_WORDS.operators;
/** Units printed after a quantity: short letter words (kg, h, Stk, pcs, hrs, m², g/m², шт, 個, 개). */
const UNIT = /^(?:[\p{L}\p{M}]{1,6}(?:["״]\p{L})?[.'׳]?|\p{L}{1,2}[²³]|\p{L}\/\p{L}{1,2}[²³]?)$/u;
export const CLASS = /^(?:[A-H]|[A-H]\*|\*{1,2}|[A-H]\d)$/;
const PERCENT = /^([-−]?\d{1,2}(?:[.,]\d{1,2})?)\s?%$/;

/** "3.99/kg" → the price and its unit. */
function perUnit(text: string): { value: number; per: string; decimals: number } | undefined {
  const m = /^(.+?)\/([\p{L}\p{M}]{1,6}(?:["״]\p{L})?\.?)$/u.exec(text);
  if (!m) return undefined;
  const value = parseAmount(m[1]);
  if (value === null) return undefined;
  return { value, per: m[2], decimals: findAmounts(m[1])[0]?.decimals ?? 0 };
}

export function classify(text: string): Token {
  const pct = PERCENT.exec(text);
  if (pct) return { text, kind: 'percent', value: Number(pct[1].replace(',', '.').replace('−', '-')) };
  if (OPS.has(text)) return { text, kind: 'op' };
  // A bare number or amount; codes with letters or dashes inside ("TN-2420", "A4", "2x") are text.
  const value = parseAmount(text);
  // "013", "0042": a leading zero makes a code, not a count or money.
  if (value !== null && /\d/.test(text) && !/^\d{1,3}-\d/.test(text) && !/^0\d+$/.test(text)) {
    const m = findAmounts(text)[0];
    return { text, kind: 'number', value, decimals: m?.decimals ?? 0, grouped: Boolean(m?.grouped) };
  }
  const per = perUnit(text);
  if (per) return { text, kind: 'number', value: per.value, decimals: per.decimals, per: per.per };
  if (TOKEN_WORDS.currencies.has(text)) return { text, kind: 'currency' };
  // A tax word or category code printed between the rate and the amount ("19% VAT (S) 198,00").
  // OCR drops a bracket of the category code: "(S".
  if (/^\([A-Z]{1,2}\)?$|^[A-Z]\)$/.test(text) || (/^\p{Lu}/u.test(text) && labelsIn(text).some((l) => l.key === 'tax' && l.start === 0 && l.end >= text.replace(/\.$/, '').length))) {
    return { text, kind: 'tax' };
  }
  if (CLASS.test(text) || TOKEN_WORDS.classLookalikes.has(text)) return { text, kind: 'class' };
  if (UNIT.test(text) || TOKEN_WORDS.units.has(text)) return { text, kind: 'unit' };
  return { text, kind: 'text' };
}

