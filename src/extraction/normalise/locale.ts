import type { Doc } from '../fields/doc';
import { guessLanguage, inferCountry } from './country';
import { asciiDigits } from './digits';
import minorUnits from '../lexicon/minor-units.json';

const THOUSANDTHS = new Set(minorUnits.three);

/**
 * The reading conventions of one document, decided once from all of its text so every date and amount of
 * the document is read the same way (a per-string guess reads "03/04/2024" one way in the header and the
 * other way in the footer).
 */
export interface Locale {
  /** Ambiguous numeric dates are MM/DD. */
  monthFirst: boolean;
  /** The decimal separator, when the document's amounts show it unambiguously. */
  decimal: ',' | '.' | undefined;
  /** ISO 3166 alpha-2, when the evidence names one country. */
  country?: string;
  /** ISO 639-1, from the script or the invoice vocabulary. */
  language?: string;
}

/** Countries that write the month first. */
const MONTH_FIRST = new Set(['US', 'PH']);

/** Votes of numeric dates whose order is forced by a part above 12 ("25/03/2024" is day-first). */
export function numericDateOrder(text: string): 'dmy' | 'mdy' | undefined {
  let dmy = 0;
  let mdy = 0;
  for (const m of text.matchAll(/(?<![\d.\/-])(\d{1,2})([-/.])(\d{1,2})\2(?:\d{4}|\d{2})(?![\d])/g)) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) dmy++;
    else if (b > 12 && b <= 31 && a >= 1 && a <= 12) mdy++;
  }
  if (dmy === mdy) return undefined;
  return dmy > mdy ? 'dmy' : 'mdy';
}

/**
 * The decimal separator shown by amounts only one reading allows: "1.234,56" and "12,50" (two digits after
 * the comma cannot be a thousands group) vote ','; "1,234.56" and "12.50" vote '.'.
 */
export function decimalConvention(text: string): ',' | '.' | undefined {
  const votes = { ',': 0, '.': 0 };
  for (const m of text.matchAll(/(?<![\d.,'’])(?:\d{1,3}(?:([.,'’\u00a0\u202f ])\d{3})+|\d+)([.,])\d{2}(?![\d.,])/g)) {
    const [, group, dec] = m;
    if (group && group === dec) continue;
    votes[dec as ',' | '.']++;
  }
  if (votes[','] === votes['.']) return undefined;
  return votes[','] > votes['.'] ? ',' : '.';
}

/**
 * Date order: an unambiguous numeric date anywhere decides for the whole document; otherwise the country
 * (US, Philippines → month-first), otherwise US dollars on an English (or unrecognised) text; everything else
 * is day-first.
 */
export function inferLocale(doc: Doc, currency?: string): Locale {
  const text = asciiDigits(doc.lines.map((l) => l.text).join('\n'));
  const country = inferCountry(text);
  const language = guessLanguage(text);
  const order = numericDateOrder(text);
  let monthFirst: boolean;
  if (order) monthFirst = order === 'mdy';
  else if (country) monthFirst = MONTH_FIRST.has(country);
  else monthFirst = currency === 'USD' && (language === undefined || language === 'en');
  return { monthFirst, decimal: decimalConvention(text), country, language };
}

/**
 * In a document priced in a currency of thousandths (Omani rial, Kuwaiti dinar…), the separator its figures print
 * before three decimals: "319.750" and "1,250.500" vote '.', Tunisian "12,500" and "1 250,500" vote ','. Undefined
 * for any other currency, where a lone separator before three digits stays a thousands group.
 */
export function thousandthsSeparator(text: string, currency: string | undefined): '.' | ',' | undefined {
  if (!currency || !THOUSANDTHS.has(currency)) return undefined;
  const votes = { ',': 0, '.': 0 };
  for (const m of asciiDigits(text).matchAll(/(?<![\d.,'’])\d{1,3}(?:([.,'’\u00a0\u202f ])\d{3})*([.,])\d{3}(?![\d.,])/g)) {
    const [, group, dec] = m;
    if (group && group === dec) continue;
    votes[dec as ',' | '.']++;
  }
  if (!votes['.'] && !votes[',']) return undefined;
  return votes[','] > votes['.'] ? ',' : '.';
}
