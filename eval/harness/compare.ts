/**
 * How an extracted value is judged against the truth (npm run eval, generated corpus and real data):
 * - amounts (Subtotal, Tax, Total, Balance_Due, line Amount/Price/QTY): as numbers, right within ±0.005;
 * - dates (Date, Due_Date): the ISO calendar date (YYYY-MM-DD) must be equal;
 * - text (names, Currency_Code, Payment_Type): upper-cased (locale-independent), white space collapsed, punctuation
 *   and symbols at either end ignored ("Müller GmbH." = "MÜLLER GMBH"); inner punctuation counts; Greek letters
 *   without their tonos and dialytika, which Greek capitals do not carry ("Ταβέρνα" printed in capitals is "ΤΑΒΕΡΝΑ");
 * - identifiers (Invoice_Number, PO_Number, Vat_Number): as text, and also with every space removed
 *   ("DE 123 456 789" = "DE123456789") and a leading "#" or "No."/"Nr."/"N°" ignored;
 * - addresses (Vendor_Address, Bill_To_Address, Ship_To_Address): split into parts at line breaks and commas
 *   (Latin, Arabic "،", CJK "，"), each part compared as text, parts joined with ", " — so "Main St 1\n10115 Berlin"
 *   equals "Main St 1, 10115 Berlin"; the order of the parts counts.
 * - lenient (real invoices' vendor, "Vendor~"): letters and digits only, one name contains the other.
 * A field absent from the truth is not scored; a value the engine gives for it is counted as "extra".
 */
export type CompareKind = 'amount' | 'date' | 'text' | 'id' | 'address' | 'lenient';

const EDGE = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;

/** A tonos or dialytika on a Greek letter (decomposed). */
const GREEK_MARK = /(\p{Script=Greek})[\u0301\u0308]+/gu;

export function normText(s: unknown): string {
  const upper = String(s ?? '').normalize('NFKC').toUpperCase();
  return upper.normalize('NFD').replace(GREEK_MARK, '$1').normalize('NFC').replace(/\s+/g, ' ').replace(EDGE, '').trim();
}

export function normId(s: unknown): string {
  return normText(s).replace(/^(?:#|NO\.?|NR\.?|N°|Nº)\s*/u, '').replace(/\s+/g, '');
}

export function normAddress(s: unknown): string {
  return String(s ?? '').split(/[\n\r,،，、]+/).map(normText).filter(Boolean).join(', ');
}

export function toNumber(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : undefined;
}

export function same(kind: CompareKind, want: unknown, got: unknown): boolean {
  if (got === undefined || got === null || got === '') return false;
  switch (kind) {
    case 'amount': {
      const w = toNumber(want), g = toNumber(got);
      return w !== undefined && g !== undefined && Math.abs(w - g) < 0.005;
    }
    case 'date': return String(want).slice(0, 10) === String(got).slice(0, 10);
    case 'id': return normText(want) === normText(got) || normId(want) === normId(got);
    case 'address': return normAddress(want) === normAddress(got);
    case 'lenient': {
      const loose = (x: unknown) => normText(x).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      const w = loose(want), g = loose(got);
      return Boolean(w && g) && (w.includes(g) || g.includes(w));
    }
    default: return normText(want) === normText(got);
  }
}

/** The scored header fields, in report order, with their comparison and a short column name. */
export const HEADER_FIELDS: readonly { name: string; kind: CompareKind; short: string }[] = [
  { name: 'Vendor_Name', kind: 'text', short: 'VName' },
  { name: 'Vendor_Address', kind: 'address', short: 'VAddr' },
  { name: 'Vat_Number', kind: 'id', short: 'VAT' },
  { name: 'Invoice_Number', kind: 'id', short: 'No.' },
  { name: 'Date', kind: 'date', short: 'Date' },
  { name: 'Due_Date', kind: 'date', short: 'Due' },
  { name: 'Bill_To_Name', kind: 'text', short: 'BName' },
  { name: 'Bill_To_Address', kind: 'address', short: 'BAddr' },
  { name: 'Currency_Code', kind: 'text', short: 'Cur' },
  { name: 'Subtotal', kind: 'amount', short: 'Sub' },
  { name: 'Tax', kind: 'amount', short: 'Tax' },
  { name: 'Total', kind: 'amount', short: 'Total' },
  { name: 'Balance_Due', kind: 'amount', short: 'Bal' },
  { name: 'PO_Number', kind: 'id', short: 'PO' },
  { name: 'Payment_Type', kind: 'text', short: 'Pay' },
];

/** The ten fields of the headline figure (vendor name and address, number, dates, bill-to name, amounts, currency). */
export const MAIN_FIELDS: readonly string[] = [
  'Vendor_Name', 'Vendor_Address', 'Invoice_Number', 'Date', 'Due_Date', 'Bill_To_Name', 'Subtotal', 'Tax', 'Total', 'Currency_Code',
];
