/** What the generator knows about one language/country: labels, names, addresses and print formats. */

export interface NumberStyle {
  /** Thousands separator ('' for none). */
  group: string;
  decimal: string;
  /** Indian grouping: 12,34,567.89 (lakh/crore). */
  indian?: boolean;
  /** Native digits 0-9 ('٠١٢٣٤٥٦٧٨٩') printed instead of ASCII ones. */
  digits?: string;
}

export interface CurrencyStyle {
  symbol: string;
  /** ISO 4217 code, also what the truth reports. */
  code: string;
  /** Symbol printed after the number ("12,50 €"). */
  after: boolean;
  space: boolean;
  /** Yen, won, rupiah print no decimals. */
  decimals: 0 | 2;
}

export type DateStyle =
  | 'd/m/y' | 'd.m.y' | 'd-m-y' | 'm/d/y' | 'y-m-d' | 'y/m/d' | 'd/m/yy' | 'd.m.yy'
  | 'd MON y' | 'd. Month y' | 'd Month y' | 'Month d, y' | 'y年m月d日' | 'y년 m월 d일';

/** Alternatives for each printed label; the generator picks one per document. */
export interface Labels {
  invoice: string[];
  receipt: string[];
  invoiceNo: string[];
  receiptNo: string[];
  date: string[];
  dueDate: string[];
  billTo: string[];
  shipTo: string[];
  description: string[];
  qty: string[];
  unitPrice: string[];
  amount: string[];
  subtotal: string[];
  /** Tax names ("VAT", "MwSt."): the rate is appended by the layout. */
  tax: string[];
  total: string[];
  amountDue: string[];
  cash: string[];
  card: string[];
  change: string[];
  thanks: string[];
  phone: string[];
  discount: string[];
  shipping: string[];
  cashier: string[];
  taxId: string[];
  bank: string[];
  page: string[];
}

export interface Locale {
  /** ISO 639-1 code reported in the truth ('ms' for Malay). */
  code: string;
  rtl: boolean;
  /** Scripts written without spaces: vendor names and items are not split into words. */
  unspaced: boolean;
  numbers: NumberStyle[];
  currencies: CurrencyStyle[];
  dates: DateStyle[];
  months: string[];
  labels: Labels;
  /** Company names: a stem, a trade word and a legal suffix, arranged by `companyName`. */
  stems: string[];
  trades: string[];
  suffixes: string[];
  companyName: (stem: string, trade: string, suffix: string) => string;
  people: string[];
  streets: string[];
  /** Street line from a house number and a street name. */
  streetLine: (no: string, street: string) => string;
  /** [city, postcode pattern]: '9' is a digit, 'A' a capital letter. */
  cities: [string, string][];
  cityLine: (postcode: string, city: string) => string;
  country: string;
  items: string[];
  /** Phone pattern ('9' digits). */
  phone: string[];
  taxRates: number[];
  /** Tax id pattern ('9' digits, 'A' letters). */
  taxIdPattern: string;
}

/** Splits 'a|b|c' into alternatives: keeps the locale tables compact. */
export function alt(s: string): string[] {
  return s.split('|');
}

export const GROUPED_DOT: NumberStyle = { group: ',', decimal: '.' };
export const PLAIN_DOT: NumberStyle = { group: '', decimal: '.' };
export const GROUPED_COMMA: NumberStyle = { group: '.', decimal: ',' };
export const SPACED_COMMA: NumberStyle = { group: ' ', decimal: ',' };
export const PLAIN_COMMA: NumberStyle = { group: '', decimal: ',' };
export const SWISS: NumberStyle = { group: "'", decimal: '.' };
export const INDIAN: NumberStyle = { group: ',', decimal: '.', indian: true };
export const ARABIC_DIGITS: NumberStyle = { group: '٬', decimal: '٫', digits: '٠١٢٣٤٥٦٧٨٩' };

export function cur(symbol: string, code: string, after = false, space = false, decimals: 0 | 2 = 2): CurrencyStyle {
  return { symbol, code, after, space, decimals };
}
