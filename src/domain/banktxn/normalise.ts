import type { CategoryName } from './categories';
import { PRIORITY } from './rule-spec';

/** A category suggested by how the bank or the payment processor labelled the line, not by the merchant. */
export interface Hint {
  readonly category: CategoryName;
  readonly priority: number;
  readonly source: string;
}

export interface NormalisedDescription {
  /** Upper-case merchant text without processor prefixes, dates, references or location suffixes. */
  readonly text: string;
  readonly tokens: readonly string[];
  readonly hints: readonly Hint[];
  /**
   * Whether the last token is where the bank's fixed-width merchant field ended, so it may be cut short
   * ("SANDTON CITY PARKIN"). False once a location suffix was removed: the last token is then a whole word.
   */
  readonly tailMayBeTruncated: boolean;
}

const STOPWORDS = new Set(['S', 'HTTPS', 'HTTP', 'WWW', 'PTY', 'LTD', 'LIMITED', 'INC', 'LLC', 'GMBH', 'PLC', 'BV']);

/**
 * Splits text into upper-case words. Patterns and descriptions share it, so "Dis-Chem", "DIS CHEM" and "dis.chem"
 * compare equal, "AT&T" equals "AT AND T", and "McDonald's"/"MCDONALD S" both become "MCDONALD".
 */
export function tokenize(text: string): string[] {
  const cleaned = foldAccents(text)
    .toUpperCase()
    .replace(/([A-Z])['’`]S\b/g, '$1')
    .replace(/['’`]/g, '')
    .replace(/&/g, ' AND ')
    .replace(/([A-Z])(?=\d)|(\d)(?=[A-Z])/g, '$1$2 ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
  if (cleaned === '') return [];
  return cleaned.split(' ').filter((t) => !STOPWORDS.has(t));
}

function foldAccents(text: string): string {
  // Most statements are plain ASCII; Unicode normalisation is by far the costliest step, so skip it for them.
  return /[^\x00-\x7f]/.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
}

const MONTH =
  '(?:JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEPT?(?:EMBER)?|OCT(?:OBER)?' +
  '|NOV(?:EMBER)?|DEC(?:EMBER)?)';
const NOISE: readonly RegExp[] = [
  new RegExp(`\\b\\d{1,2}(?:ST|ND|RD|TH)?[\\s./-]?${MONTH}(?:[\\s./-]?\\d{2,4})?\\b`, 'g'),
  new RegExp(`\\b${MONTH}[\\s./-]?\\d{1,2}(?:ST|ND|RD|TH)?(?:,?\\s?\\d{4})?\\b`, 'g'),
  /\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/g,
  /\b\d{1,2}\/\d{1,2}\b/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  // Amounts printed inside the description ("FEE-639.99", "14.99 APPLE.COM/BILL").
  /[-+]?\b\d{1,3}(?:[,\s]\d{3})+[.,]\d{2}\b|[-+]?\b\d+[.,]\d{2}\b/g,
  // Card masks: "XXXX1234", "****1234", "#### 1234".
  /[X*#]{2,}\s?\d{2,6}\b/g,
];

interface Prefix {
  readonly re: RegExp;
  readonly hint?: CategoryName;
  readonly priority?: number;
}

/** How banks announce the kind of line; removed so the merchant's name is what is left. */
const TRANSACTION_PREFIXES: readonly Prefix[] = [
  // Banks that use the card network's merchant code print fuel purchases separately; that is a strong signal.
  { re: /^FUEL PURCHASE\b/, hint: 'Fuel', priority: PRIORITY.PRODUCT },
  { re: /^(?:POS|EFTPOS)(?:\s+(?:PURCHASE|DEBIT|TRANSACTION|TXN|PUR))?\b/ },
  // "CREDIT CARD PAYMENT" on its own is paying off the card, which is a category, not a prefix.
  {
    re: new RegExp(
      '^(?!CREDIT\\s+CARD\\s+(?:RE)?PAYMENT)(?:(?:DEBIT|CREDIT|VISA|MASTERCARD|MAESTRO)\\s+)?CARD\\s+' +
        '(?:PURCHASE|PAYMENT|TRANSACTION|TXN)(?:\\s+WITH PIN)?\\b',
    ),
  },
  { re: /^(?:VISA|MASTERCARD|MAESTRO|DEBIT|CREDIT)(?:\s+CARD)?\s+PURCHASE\b/ },
  { re: /^PURCHASE(?:\s+AUTHORI[SZ]ED\s+ON)?\b/ },
  { re: /^CHECK\s?CARD\b/ },
  { re: /^CONTACTLESS(?:\s+(?:PAYMENT|PURCHASE))?\b/ },
  { re: /^RECURRING\s+(?:CARD\s+)?(?:PAYMENT|PURCHASE|TRANSACTION)\b/ },
  { re: /^MAGTAPE\s+(?:DEBIT|CREDIT)\b/ },
  { re: /^DEBICHECK\b/ },
  { re: /^(?:INTERNAL\s+|EXTERNAL\s+)?(?:DEBIT ORDER|D\/O)\b/ },
  { re: /^DIRECT\s+DEBIT\b/ },
  { re: /^FNB\s+APP\b/ },
  { re: /^(?:ONLINE|INTERNET|MOBILE|APP|CELLPHONE)\s+BANKING\b/ },
  { re: /^SCHEDU(?:LED)?(?:\s+(?:PAYMENT|PMT))?\b/ },
  // European direct debits and card payments: "PRLV SEPA EDF", "SEPA-LASTSCHRIFT TELEKOM", "INCASSO ZIGGO".
  {
    re: new RegExp(
      '^(?:PRLV(?:\\s+SEPA)?|PRELEVEMENT(?:\\s+SEPA)?|(?:SEPA[\\s-]+)?(?:BASIS|FIRMEN|FOLGE|ERST)?LASTSCHRIFT|' +
        '(?:SEPA\\s+)?INCASSO(?:\\s+ALGEMEEN\\s+DOORLOPEND)?|ADEUDO(?:\\s+SEPA)?|ADDEBITO\\s+(?:SDD|DIRETTO)|' +
        'DEBITO\\s+DIRETO|KARTENZAHLUNG|(?:PAIEMENT|ACHAT)\\s+(?:PAR\\s+)?(?:CB|CARTE)|CARTE\\s+(?:CB|X\\d*)|' +
        'BETAALAUTOMAAT|COMPRA\\s+(?:CON\\s+)?TARJETA|PAGO\\s+(?:CON\\s+)?TARJETA|PAGAMENTO\\s+(?:POS|CARTA))\\b',
    ),
  },
];

/** Payment processors that put their own name before the merchant's ("SQ *BLUE BOTTLE", "ZAPPER*PRONTO"). */
const PROCESSORS: readonly Prefix[] = [
  // Toast and DoorDash serve restaurants only. Zapper or Yoco say nothing: restaurants, parking and shops use them.
  { re: /^TST\s*\*/, hint: 'Restaurants & Dining', priority: PRIORITY.PROCESSOR },
  { re: /^(?:DD|DOORDASH)\s*\*/, hint: 'Food Delivery', priority: PRIORITY.PROCESSOR },
  { re: /^(?:AMZN|AMAZON)\s+MKTP(?:L|LACE)?(?:\s+[A-Z]{2})?\s*\*?/, hint: 'Online Marketplaces', priority: PRIORITY.BRAND },
  {
    re: new RegExp(
      '^(?:SQ|SQU|SQUARE|PAYPAL|PP|YOCO|ZAPPER\\d*|SNAPSCAN|PAYFAST|IKH?|IKHOKHA|HPY|DASHPAY|WD|SP|FS|SUMUP|IZ|' +
        'IZETTLE|ZETTLE|PAYU|PAYGATE|PEACH|OZOW|STRIPE|PADDLE(?:\\.NET)?|2CO(?:\\.COM)?|CKO|GOCARDLESS)\\s*\\*',
    ),
  },
];

// Country codes that are also common words at the end of a name ("IN", "IT", "NO", "AT", "CAN") are left alone.
const COUNTRIES = new Set([
  'US', 'USA', 'GB', 'GBR', 'UK', 'ZA', 'ZAF', 'RSA', 'IE', 'IRL', 'DE', 'DEU', 'FR', 'FRA', 'NL', 'NLD', 'ES',
  'ESP', 'ITA', 'AU', 'AUS', 'NZ', 'NZL', 'BE', 'BEL', 'CH', 'CHE', 'AUT', 'PT', 'PRT', 'SE', 'SWE', 'NOR', 'DK',
  'DNK', 'LU', 'LUX', 'SG', 'SGP', 'AE', 'ARE', 'NAM', 'BW', 'BWA', 'CA',
]);
const US_STATES = new Set([
  'AK', 'AZ', 'AR', 'CT', 'FL', 'GA', 'IA', 'IL', 'KS', 'KY', 'MD', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE',
  'NH', 'NJ', 'NM', 'NV', 'NY', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY', 'DC',
]);
const CITIES: readonly string[][] = [
  'JOHANNESBURG', 'JHB', 'JOBURG', 'PRETORIA', 'PTA', 'CAPE TOWN', 'CPT', 'DURBAN', 'DBN', 'SANDTON', 'CENTURION',
  'MIDRAND', 'ROSEBANK', 'RANDBURG', 'UMHLANGA', 'STELLENBOSCH', 'GQEBERHA', 'PORT ELIZABETH', 'BLOEMFONTEIN',
  'LONDON', 'MANCHESTER', 'BIRMINGHAM', 'LEEDS', 'GLASGOW', 'EDINBURGH', 'BRISTOL', 'LIVERPOOL', 'DUBLIN', 'PARIS',
  'BERLIN', 'MUNICH', 'MUENCHEN', 'HAMBURG', 'AMSTERDAM', 'ROTTERDAM', 'MADRID', 'BARCELONA', 'ROME', 'MILAN',
  'LISBON', 'BRUSSELS', 'VIENNA', 'NEW YORK', 'NYC', 'SAN FRANCISCO', 'LOS ANGELES', 'SEATTLE', 'CHICAGO', 'BOSTON',
  'AUSTIN', 'DALLAS', 'HOUSTON', 'DENVER', 'ATLANTA', 'MIAMI', 'SYDNEY', 'MELBOURNE', 'TORONTO', 'VANCOUVER',
].map((c) => c.split(' '));
const CITIES_BY_LAST_WORD = new Map<string, string[][]>();
for (const city of CITIES) {
  const last = city[city.length - 1];
  CITIES_BY_LAST_WORD.set(last, [...(CITIES_BY_LAST_WORD.get(last) ?? []), city]);
}

const ALL_PREFIXES = [...TRANSACTION_PREFIXES, ...PROCESSORS];

function stripPrefixes(text: string, hints: Hint[]): string {
  let s = text;
  for (let changed = true; changed; ) {
    changed = false;
    s = s.replace(/^[^A-Z0-9]+/, '');
    for (const p of ALL_PREFIXES) {
      const m = p.re.exec(s);
      if (!m || m[0].length === 0) continue;
      if (p.hint) hints.push({ category: p.hint, priority: p.priority ?? PRIORITY.PROCESSOR, source: m[0].trim() });
      s = s.slice(m[0].length);
      changed = true;
      break;
    }
  }
  return s;
}

function endsWith(tokens: readonly string[], suffix: readonly string[]): boolean {
  if (suffix.length >= tokens.length) return false;
  return suffix.every((t, i) => tokens[tokens.length - suffix.length + i] === t);
}

/** Removes store numbers, then country, state and city suffixes, always keeping at least one word. */
function stripSuffixes(tokens: string[]): { tokens: string[]; strippedLocation: boolean } {
  let strippedLocation = false;
  for (let changed = true; changed && tokens.length > 1; ) {
    changed = false;
    const last = tokens[tokens.length - 1];
    if (/^\d+$/.test(last)) {
      tokens.pop();
      changed = true;
    } else if (COUNTRIES.has(last) || (tokens.length > 2 && US_STATES.has(last))) {
      tokens.pop();
      changed = strippedLocation = true;
    } else {
      const city = CITIES_BY_LAST_WORD.get(last)?.find((c) => endsWith(tokens, c));
      if (city) {
        tokens.splice(tokens.length - city.length, city.length);
        changed = strippedLocation = true;
      }
    }
  }
  return { tokens, strippedLocation };
}

export function normaliseDescription(description: string): NormalisedDescription {
  let s = foldAccents(description).toUpperCase();
  // Every kind of noise below contains a digit; most merchant names have none.
  const digits = /\d/.test(s);
  if (digits) for (const re of NOISE) s = s.replace(re, ' ');
  const hints: Hint[] = [];
  s = stripPrefixes(s.trim(), hints);
  if (digits) {
    // A tax form's number glued to the tax's name ("SARS VAT201") would read as a reference; keep the name.
    s = s.replace(/\bVAT(?=\d{3}\b)/g, 'VAT ');
    // Long digit runs are references, account and card numbers, even glued to a word ("DISCINSURE4002840983");
    // so are long words that mix letters with several digits ("2K3L45ZX0"). Brand spellings have one digit at most.
    s = s.replace(/\d{4,}/g, ' ').replace(/\b(?=[A-Z0-9]{6,}\b)(?=[A-Z0-9]*[A-Z])(?=(?:[A-Z]*\d){2})[A-Z0-9]+\b/g, ' ');
  }
  const { tokens, strippedLocation } = stripSuffixes(tokenize(s));
  return { text: tokens.join(' '), tokens, hints, tailMayBeTruncated: !strippedLocation };
}
