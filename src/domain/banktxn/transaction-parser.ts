/**
 * One bank transaction as the API receives it: "description|amount|id". Statements come from many banks and
 * are pasted or exported by hand, so nothing about the layout is trusted: parts may be missing, the description
 * may itself contain pipes, and amounts use whatever local format the bank printed.
 */
export interface ParsedTransaction {
  description: string;
  /** Negative for money out, positive for money in; null when no amount could be read. */
  amount: number | null;
  id: string | null;
}

// Only codes likely to appear on statements; an open-ended "three letters" rule would read ids such as
// "ABC123" as amounts.
const CURRENCY_CODES = new Set([
  'ZAR', 'USD', 'EUR', 'GBP', 'AUD', 'CAD', 'NZD', 'CHF', 'JPY', 'CNY', 'INR', 'NGN', 'KES', 'BWP', 'NAD',
  'SZL', 'LSL', 'MZN', 'ZMW', 'GHS', 'EGP', 'AED', 'SAR', 'SEK', 'NOK', 'DKK', 'PLN', 'BRL', 'MXN', 'SGD',
  'HKD', 'ILS', 'TRY', 'RUB', 'CZK', 'HUF',
]);
const CURRENCY_SYMBOL = /^(?:US\$|A\$|C\$|NZ\$|R\$|[$€£¥₹₦₩₽₱₪₺฿¢]|R)/;
const CURRENCY_SYMBOL_END = /(?:[$€£¥₹₦₩₽₱₪₺฿]|R)$/;
// Thin, no-break and narrow no-break spaces and apostrophes are all used as thousands separators.
const GROUP_CHARS = /[\s\u00a0\u202f'’]/g;

/** Reads a money amount in the common statement formats; null when the text is not an amount. */
export function parseAmount(input: string): number | null {
  let s = input.trim().toUpperCase();
  if (s === '') return null;
  let negative = false;

  const sign = (): void => {
    if (s.startsWith('(') && s.endsWith(')')) {
      negative = true;
      s = s.slice(1, -1).trim();
    }
    if (/^[-−–]/.test(s)) {
      negative = true;
      s = s.slice(1).trim();
    } else if (s.startsWith('+')) {
      s = s.slice(1).trim();
    }
    if (/[-−–]$/.test(s)) {
      negative = true;
      s = s.slice(0, -1).trim();
    }
  };

  const drCr = /\s*(DR|DB|CR)$/.exec(s);
  if (drCr) {
    negative = drCr[1] !== 'CR';
    s = s.slice(0, drCr.index).trim();
  }
  sign();
  // Currency may sit on either side of the sign ("-R23.50", "R-23.50") or after the number ("23,50 €").
  const code = /^([A-Z]{3})\s*|\s*([A-Z]{3})$/.exec(s);
  if (code && CURRENCY_CODES.has(code[1] ?? code[2])) s = s.replace(code[0], '').trim();
  s = s.replace(CURRENCY_SYMBOL, '').replace(CURRENCY_SYMBOL_END, '').trim();
  sign();

  if (!/^\d[\d\s\u00a0\u202f'’.,]*$/.test(s) || !/\d$/.test(s)) return null;
  const value = toNumber(s.replace(GROUP_CHARS, ''));
  if (value === null) return null;
  return negative ? -value : value;
}

function toNumber(s: string): number | null {
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both present: whichever comes last is the decimal separator ("1,234.56" and "1.234,56").
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    if (s.indexOf(decimal) !== s.lastIndexOf(decimal)) return null;
    normalised = s.split(group).join('').replace(',', '.');
  } else if (lastComma >= 0) {
    const commas = s.split(',').length - 1;
    const tail = s.length - lastComma - 1;
    // One comma with three digits after it is a thousands separator ("1,234"); otherwise a decimal comma.
    normalised = commas > 1 || tail === 3 ? s.split(',').join('') : s.replace(',', '.');
  } else if (lastDot >= 0 && s.indexOf('.') !== lastDot) {
    normalised = s.split('.').join('');
  } else {
    normalised = s;
  }
  if (!/^\d+(?:\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * Splits "description|amount|id". With more than three parts, the amount is looked for where the layout puts it
 * (second-to-last, then last, then second) and everything before it is the description.
 */
export function parseTransaction(raw: string): ParsedTransaction {
  const parts = raw.split('|').map((p) => p.trim());
  const n = parts.length;
  if (n === 1) return { description: parts[0], amount: null, id: null };

  const candidates = n === 2 ? [1] : [n - 2, n - 1, 1];
  for (const i of candidates) {
    const amount = parseAmount(parts[i]);
    if (amount === null) continue;
    const description = joinNonEmpty(parts.slice(0, i), ' ');
    const id = joinNonEmpty(parts.slice(i + 1), '|');
    return { description, amount, id: id === '' ? null : id };
  }
  if (n === 2) return { description: joinNonEmpty(parts, ' '), amount: null, id: null };
  const id = parts[n - 1];
  return { description: joinNonEmpty(parts.slice(0, n - 1), ' '), amount: null, id: id === '' ? null : id };
}

function joinNonEmpty(parts: readonly string[], separator: string): string {
  return parts.filter((p) => p !== '').join(separator);
}
