import { asciiDigits } from '../normalise/digits';
import itemTokens from '../lexicon/item-tokens.json';
import { at, repairSeparators } from './ocr-separators';

/**
 * Money parsing for printed amounts in the common national formats:
 * 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56 / 1,23,456.78 (Indian lakh grouping) / -12.00 / −12.00 / (12.00) /
 * 12.00- / 12,- (whole euros) / € 12 / 12,50 EUR / Rs 1939 / R$ 1.234,56 / 120,00 kr. Arabic-Indic, Persian,
 * Devanagari and full-width digits are read as ASCII digits.
 */

/**
 * OCR reads "¥" as "Y" or "\\" (the yen sign of Japanese code pages): taken as a currency only before a figure printed
 * with separators ("Y38,746.70", "\\3.090"), see findAmounts.
 */
const OCR_YEN = String.raw`Y|\\`;
/**
 * The peso sign "₱" is read as "P" by recognisers without it, and Philippine shops print "P" for it too ("P80,640.00"):
 * taken as a currency only before a figure with cents, see findAmounts.
 */
const OCR_PESO = 'P';
const CODES = String.raw`INR|EUR|USD|GBP|CHF|PLN|SEK|NOK|DKK|ISK|CZK|HUF|RON|BGN|AUD|CAD|NZD|SGD|HKD|JPY|CNY|RMB|KRW|ZAR|MYR|AED|SAR|BRL|MXN|RUB|ILS|PHP|IDR|THB|TRY|PKR|VND`;
/**
 * Currency markers that may precede an amount; stripped before parsing. Multi-letter dollar forms come
 * first so "HK$ 12" is one marker (a bare "$" right after a letter would not start an amount).
 */
const PREFIX_CURRENCY = String.raw`(?:R\$|US\$|NZ\$|HK\$|AU?\$|CA?\$|S\$|[€$£₹¥￥₽₩₪₱₺₫₴฿₦₨]|Rs\.?|Rp\.?|Php|[kK]r\.?|zł|Fr\.|RM|${CODES}|${OCR_YEN}|${OCR_PESO})`;
/** A currency marker opening a cell before its figure ("Fr. 3'309.85", "kr. 120,00", "Rp 15.000"). */
export const LEADING_CURRENCY = new RegExp(String.raw`^${PREFIX_CURRENCY}\s*(?=[-(]?\d)`, 'u');
/** A cell holding only a currency marker ("RM", "EUR", "Fr.", "kr"). */
export const CURRENCY_ONLY = new RegExp(String.raw`^${PREFIX_CURRENCY}$`, 'u');
/** Markers printed after an amount. `$`, `£`, `₹` and `Rs` are prefix-only, so "$ 1.00 $ 2.00" splits right. */
const SUFFIX_CURRENCY = String.raw`(?:€|₽|₩|₪|₺|₫|₴|₱|฿|円|元|원|zł|kr\.?|Kč|Ft|руб\.?|lei|Fr\.|${CODES})`;

/**
 * The number part, alternatives tried in order:
 *  - Indian grouping (1,23,456.78: lakh and crore groups of two);
 *  - groups with a punctuation thousands separator (1,234.56 / 1.234,56 / 1'234.56);
 *  - groups with a (thin/no-break) space separator, only with a comma decimal or none (1 234,56 / 10 000),
 *    because "1 278.61" in a row of figures is a quantity followed by a price, not 1278.61;
 *  - plain digits with optional decimals.
 */
const NUMBER = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,4})?|\d{1,3}(?:[,.'’]\d{3})+(?:[.,]\d{1,4})?|\d{1,3}(?:[\u00a0\u202f\u2009\u2007 ]\d{3})+(?:,\d{1,4})?(?![.,]?\d)|\d+(?:[.,]\d{1,4})?`;
const MINUS = '[-−–]';

/**
 * An amount token with optional sign/parentheses and currency on either side.
 * Not preceded by a digit/letter/separator and not followed by more digits, a '%', or a date continuation,
 * so dates (05.03.2018), percentages (19 %) and identifiers (INV-2023) are not read as money.
 * ",-" / ".–" after the number is the German way of printing whole amounts ("12,-"), not a minus.
 */
/** A letter glued before a figure makes it part of a word, unless it is a money mark ("金150,000円": the sum of). */
const MONEY_MARKS = ((itemTokens as { moneyMarks?: string[] }).moneyMarks ?? []).map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const AMOUNT_RE = new RegExp(
  String.raw`(?<!${MONEY_MARKS ? `(?!${MONEY_MARKS})` : ''}\p{L}|[\d.,/:-])(\(?)(${MINUS}?)\s?(${PREFIX_CURRENCY})?\s?(${MINUS}?)(${NUMBER})([.,][-–—](?![-–—\d]))?(?:\s?(${SUFFIX_CURRENCY}))?([-−]?)(\)?)(?![\d%]|\s?%|[.,/]\d|\p{L})`,
  'gu',
);

/** The document's decimal separator, when known: decides "1,234" / "1.234" instead of guessing. */
export interface NumberOptions {
  decimal?: ',' | '.';
}

export interface AmountMatch {
  value: number;
  /** Offsets of the match in the searched text. */
  start: number;
  end: number;
  /** A currency symbol or code was attached. */
  hasCurrency: boolean;
  /** Number of printed decimals (0 for "1939"). */
  decimals: number;
  /** Printed with thousands separators ("1,122,327", "12 500"): money in currencies without cents, not an id. */
  grouped?: boolean;
}

/**
 * The separator that opens three decimals in the document being read, set while a document priced in a currency of
 * thousandths (minor-units.json) is read: there "319.750" is 319.75, not 319750. See readingThousandths.
 */
let thousandthsSep: '.' | ',' | undefined;

/** Runs `read` (synchronous) with `sep` + three digits read as a decimal fraction; undefined reads as usual. */
export function readingThousandths<T>(sep: '.' | ',' | undefined, read: () => T): T {
  const before = thousandthsSep;
  thousandthsSep = sep;
  try {
    return read();
  } finally {
    thousandthsSep = before;
  }
}

/** "1,23,456" — Indian grouping: a first group of 1–2 digits, groups of two, a last group of three. */
const INDIAN = /^\d{1,2}(?:,\d{2})+,\d{3}$/;

/**
 * Reads the number part of an amount ("1.234,56" → 1234.56); null when it is not a well-formed number.
 * One separator followed by exactly three digits ("1,234") is ambiguous: `options.decimal` (the document's
 * convention) decides it; without it, it is read as a thousands separator.
 */
export function parseNumber(raw: string, options: NumberOptions = {}): number | null {
  const s = asciiDigits(raw).replace(/[\u00a0\u202f\u2009\u2007]/g, ' ').trim();
  if (!/^\d[\d.,' ’]*$/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let decimalSep = '';
  if (lastDot >= 0 && lastComma >= 0) decimalSep = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    const tail = parts[parts.length - 1];
    // Repeated separators are always thousands; "0,125" is always a decimal.
    const ambiguous = parts.length === 2 && tail.length === 3 && !/^0$/.test(parts[0].replace(/\D/g, ''));
    const decimal = options.decimal ?? thousandthsSep;
    const thousands = parts.length > 2 || (ambiguous && (decimal === undefined || decimal !== sep));
    decimalSep = thousands ? '' : sep;
  }
  // Space grouping ("1 234,56") is a European habit; with a '.' decimal it is more likely two numbers.
  if (/\d \d/.test(s) && decimalSep === '.') return null;
  const intPart = decimalSep ? s.slice(0, s.lastIndexOf(decimalSep)) : s;
  const decPart = decimalSep ? s.slice(s.lastIndexOf(decimalSep) + 1) : '';
  const groups = intPart.split(/[.,' ’]/);
  const indian = decimalSep !== ',' && INDIAN.test(intPart);
  if (groups.length > 1 && !indian && groups.slice(1).some((g) => g.length !== 3)) return null;
  const value = Number(groups.join('') + (decPart ? '.' + decPart : ''));
  return Number.isFinite(value) ? value : null;
}

function decimalsOf(raw: string, options: NumberOptions): number {
  const m = /[.,](\d{1,4})$/.exec(raw);
  if (!m) return 0;
  // "1,234" was read as thousands: no decimals.
  return m[1].length === 3 && parseNumber(raw, options) === Number(raw.replace(/\D/g, '')) ? 0 : m[1].length;
}

/** Every amount in a piece of text, left to right. */
export function findAmounts(text: string, options: NumberOptions = {}): AmountMatch[] {
  const out: AmountMatch[] = [];
  const repaired = repairSeparators(asciiDigits(text));
  for (const m of repaired.text.matchAll(AMOUNT_RE)) {
    const [whole, open, minus, cur1, minus2, num, wholeUnits, cur2, trailingMinus, close] = m;
    const value = parseNumber(num, options);
    if (value === null) continue;
    if ((cur1 === 'Y' || cur1 === '\\') && !/[.,'’ ]\d/.test(num)) continue;
    if (cur1 === OCR_PESO && !/[.,]\d{2}$/.test(num)) continue;
    const negative = Boolean(minus || minus2 || trailingMinus) || (open === '(' && close === ')');
    out.push({
      value: negative && value !== 0 ? -value : value,
      start: at(repaired.map, m.index ?? 0),
      end: at(repaired.map, (m.index ?? 0) + whole.length - 1) + 1,
      hasCurrency: Boolean(cur1 || cur2),
      decimals: wholeUnits ? 0 : decimalsOf(num, options),
      ...(/\d[.,'’\u00a0\u202f\u2009\u2007 ]\d{3}(?!\d)/.test(num) && !/[.,]\d{1,2}$/.test(num) ? { grouped: true } : {}),
    });
  }
  return out;
}

/** Parses a text that is one amount (possibly with currency and sign); null otherwise. */
export function parseAmount(text: string, options: NumberOptions = {}): number | null {
  const t = text.trim();
  const all = findAmounts(t, options);
  if (all.length !== 1) return null;
  const rest = (t.slice(0, all[0].start) + t.slice(all[0].end)).trim();
  return rest === '' ? all[0].value : null;
}

/** Rounds to cents (to thousandths in a document priced in them) so sums of parsed amounts compare cleanly. */
export function round2(n: number): number {
  const scale = thousandthsSep ? 1000 : 100;
  return Math.round(n * scale) / scale;
}
