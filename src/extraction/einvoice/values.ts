import type { LineItemFields, RecordFields, TaxLine } from '../../domain/document/record-fields';

/** What an e-invoice's XML says, in record terms. */
export interface EInvoiceData {
  format: 'CII' | 'UBL';
  /** The specification identifier (CII GuidelineSpecifiedDocumentContextParameter, UBL CustomizationID). */
  profile?: string;
  fields: Partial<RecordFields>;
  lineItems: Partial<LineItemFields>[];
}

/** An XML decimal ("529.87", "-3.5000") as a number; undefined when absent or not a decimal. */
export function decimal(s: string): number | undefined {
  const t = s.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** Money rounded to cents, so 9.9000 is stored as 9.9 and float noise of a division goes away. */
export function cents(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * A date as YYYY-MM-DD: CII format 102 (YYYYMMDD), or an ISO date (UBL, and CII writers that ignore the
 * format code). Other CII formats (610 month, 616 week) name no single day and give ''.
 */
export function isoDate(s: string, format = '102'): string {
  const t = s.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (!m && format === '102') m = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!m) return '';
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(+y, +mo - 1, +d));
  return date.getUTCMonth() === +mo - 1 && date.getUTCDate() === +d ? `${y}-${mo}-${d}` : '';
}

/**
 * UNTDID 1001 document type codes → the record's Document_Type. Credit notes (381, 261 self-billed, 396
 * factored, 81/83 related to goods/financial adjustments) are credit_note; every invoice variant (380,
 * 384 corrected, 389 self-billed, 326 partial, 875–877 construction, 751 information) is an invoice.
 */
const CREDIT_CODES = new Set(['381', '261', '262', '296', '308', '396', '420', '458', '532', '81', '83']);
export function documentType(code: string): string {
  return CREDIT_CODES.has(code.trim()) ? 'credit_note' : 'invoice';
}

export interface Address {
  lines: string[];
  postcode: string;
  city: string;
  state: string;
  country: string;
}

/** "street, postcode city, country" on one line. */
export function oneLine(a: Address): string {
  const place = [a.postcode, a.city].filter(Boolean).join(' ');
  return [...a.lines, place, a.state, a.country].filter(Boolean).join(', ');
}

/** Tax line name: "VAT 19%" when the scheme and rate are known, otherwise the category code. */
export function taxName(scheme: string, category: string, rate: number | undefined): string {
  if (rate !== undefined && scheme) return `${scheme} ${rate}%`;
  if (rate !== undefined) return `${category || 'Tax'} ${rate}%`;
  return [scheme, category].filter(Boolean).join(' ') || 'Tax';
}

export function taxLine(name: string, rate?: number, base?: number, amount?: number): TaxLine {
  return { Name: name, Rate: rate ?? 0, Base: base ?? 0, Amount: amount ?? 0 };
}

/** Copies only present values: the caller's empty defaults stay for the rest. */
export function put(target: Record<string, unknown>, values: Record<string, string | number | undefined>): void {
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '' && !Number.isNaN(v)) target[k] = v;
}

/** Notes as one text: each note's lines trimmed (generators indent them), notes separated by a blank line. */
export function joinNotes(notes: string[]): string {
  return notes
    .map((n) => n.split('\n').map((l) => l.trim()).filter(Boolean).join('\n'))
    .filter(Boolean)
    .join('\n\n');
}

/** A line id as the record's integer Order, when it is a plain number. */
export function lineOrder(id: string): number | undefined {
  return /^\d{1,9}$/.test(id.trim()) ? Number(id.trim()) : undefined;
}

/** Unit price per one unit: CII and UBL may quote a price per basis quantity (e.g. per 100 pieces). */
export function unitPrice(price: number | undefined, basis: number | undefined): number | undefined {
  if (price === undefined) return undefined;
  return basis && basis !== 1 ? price / basis : price;
}
