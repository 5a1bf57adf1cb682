import { countryEvidence, guessLanguage, inferCountry } from '../normalise/country';
import { currencyFromSymbols } from '../normalise/currency-context';
import type { Doc } from './doc';

/**
 * Currency_Code as ISO 4217. An explicit ISO code wins over a symbol: "$" is shared by many currencies while
 * "USD" is not. A code printed after a currency label ("Währung: EUR", "Currency: USD") wins over everything.
 */

/** Codes we accept as whole upper-case words. Short common words that are also codes (ALL, TOP…) are left out. */
export const ISO_CODES: ReadonlySet<string> = new Set([
  'EUR', 'USD', 'GBP', 'CHF', 'INR', 'JPY', 'CNY', 'AUD', 'CAD', 'NZD', 'SGD', 'HKD', 'PLN', 'SEK', 'NOK', 'DKK',
  'CZK', 'HUF', 'RON', 'BGN', 'ZAR', 'BRL', 'MXN', 'MYR', 'AED', 'SAR', 'TRY', 'RUB', 'KRW', 'THB', 'IDR', 'PHP',
  'ILS', 'ISK', 'NGN', 'KES', 'EGP', 'PKR', 'VND', 'TWD', 'CLP', 'COP', 'ARS', 'PEN', 'UAH', 'QAR', 'KWD', 'LKR',
]);

/** Non-ISO codes printed like ISO ones. */
const ALIASES: Record<string, string> = { RMB: 'CNY' };

const LABEL = /(?:currency|währung|devise|valuta|moneda|divisa|moeda|waluta|valută|mata\s+uang)\s*[:：]?\s*([A-Z]{3})\b/i;

/**
 * Order of evidence: a labelled code, then the most frequent ISO code, then the most frequent symbol —
 * symbols shared by several currencies ("$", "kr", "¥", "Rs", "R") resolved with the document's country
 * and language.
 */
export function detectCurrency(doc: Doc): string {
  const text = doc.lines.map((l) => l.text).join('\n');
  const labelled = LABEL.exec(text);
  if (labelled && ISO_CODES.has(labelled[1].toUpperCase())) return labelled[1].toUpperCase();

  const codes = new Map<string, number>();
  for (const m of text.matchAll(/(?<![\p{L}])([A-Z]{3})(?![\p{L}])/gu)) {
    const code = ALIASES[m[1]] ?? m[1];
    if (ISO_CODES.has(code)) codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  const bestCode = [...codes.entries()].sort((a, b) => b[1] - a[1])[0];
  if (bestCode) return bestCode[0];

  const language = guessLanguage(text);
  const evidence = countryEvidence();
  // "$", "kr", "¥", "Rs", "元": the country the rest of the document points to among those printing the symbol.
  const currencyFor = (symbol: string) => {
    const country = evidence.best(text, language, evidence.usersOf(symbol));
    return country ? evidence.facts(country)?.currency : undefined;
  };
  const strong = evidence.best(text, language, undefined, 4);
  const preferred = strong ? evidence.facts(strong)?.currency : undefined;
  const bySymbol = currencyFromSymbols(text, { country: inferCountry(text), language, currencyFor, preferred });
  if (bySymbol) return bySymbol;
  // No symbol or code at all: a receipt's country, when the evidence is strong, names its currency.
  const country = evidence.best(text, language, undefined, 4);
  return country ? (evidence.facts(country)?.currency ?? '') : '';
}
