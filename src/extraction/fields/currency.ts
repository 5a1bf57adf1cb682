import type { Doc } from './doc';

/**
 * Currency_Code. An explicit ISO code wins over a symbol: "$" is shared by many currencies while "USD" is
 * not. A code printed after a currency label ("Währung: EUR", "Currency: USD") wins over everything.
 */

/** Codes we accept as whole upper-case words. Short common words that are also codes (ALL, TOP…) are left out. */
const ISO_CODES = new Set([
  'EUR', 'USD', 'GBP', 'CHF', 'INR', 'JPY', 'CNY', 'AUD', 'CAD', 'NZD', 'SGD', 'HKD', 'PLN', 'SEK', 'NOK', 'DKK',
  'CZK', 'HUF', 'RON', 'BGN', 'ZAR', 'BRL', 'MXN', 'MYR', 'AED', 'SAR', 'TRY', 'RUB', 'KRW', 'THB', 'IDR', 'PHP',
  'ILS', 'ISK', 'NGN', 'KES', 'EGP', 'PKR', 'VND', 'TWD', 'CLP', 'COP', 'ARS', 'PEN', 'UAH', 'QAR', 'KWD',
]);

/** Symbols and printed names → code. `$` alone means USD unless a code says otherwise. */
const SYMBOLS: Array<[RegExp, string]> = [
  [/€/g, 'EUR'],
  [/£/g, 'GBP'],
  [/₹|(?<![\p{L}])Rs\.?(?=\s?-?\d)/gu, 'INR'],
  [/(?<![\p{L}])(?:US\$|\$)/gu, 'USD'],
  [/¥/g, 'JPY'],
  [/(?<![\p{L}])(?:RM)(?=\s?\d)/gu, 'MYR'],
  [/\bUS dollars?\b/gi, 'USD'],
  [/\beuros?\b/gi, 'EUR'],
];

const LABEL = /(?:currency|währung|devise|valuta|moneda|divisa)\s*[:：]?\s*([A-Z]{3})\b/i;

function count(text: string, re: RegExp): number {
  return (text.match(re) ?? []).length;
}

export function detectCurrency(doc: Doc): string {
  const text = doc.lines.map((l) => l.text).join('\n');
  const labelled = LABEL.exec(text);
  if (labelled && ISO_CODES.has(labelled[1].toUpperCase())) return labelled[1].toUpperCase();

  const codes = new Map<string, number>();
  for (const m of text.matchAll(/(?<![\p{L}])([A-Z]{3})(?![\p{L}])/gu)) {
    if (ISO_CODES.has(m[1])) codes.set(m[1], (codes.get(m[1]) ?? 0) + 1);
  }
  const bestCode = [...codes.entries()].sort((a, b) => b[1] - a[1])[0];
  if (bestCode) return bestCode[0];

  const symbols = new Map<string, number>();
  for (const [re, code] of SYMBOLS) symbols.set(code, (symbols.get(code) ?? 0) + count(text, re));
  const bestSymbol = [...symbols.entries()].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1])[0];
  return bestSymbol ? bestSymbol[0] : '';
}

/** Month-first dates are a US habit; we use them only for documents in US dollars. */
export function isMonthFirst(currency: string): boolean {
  return currency === 'USD';
}
