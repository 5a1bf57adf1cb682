import { parseAmount } from '../fields/amounts';
import { findDates } from '../fields/dates';
import type { TextLine } from '../fields/doc';
import { type RowRole, rowRole } from './non-item';
import { readListRow, withoutEntryStop } from './list-row';
import { type QtyLine, readQtyLine } from './qty-line';
import { type RowReading, readRowFigures } from './row-figures';
import { CELL_BREAK } from './tokens';
import { withLostPoint } from './lost-point';
import { withClassDigits } from './class-digits';
import { withBareQtyLines } from './bare-qty';

/**
 * Every line of the document classified for item reading: an item row (description and an amount), a figures-only
 * row, a receipt quantity line, a text line (maybe a wrapped description or a sub-line), or a line that is not an
 * item (totals, tender, meta labels).
 */
export type RowKind = 'item' | 'figures' | 'qty' | 'text' | 'blank' | RowRole;

export interface Row {
  line: TextLine;
  kind: RowKind;
  reading: RowReading;
  qty?: QtyLine;
  /** Left and right edge of the amount's word (amount columns align on one of them). */
  edge?: [number, number];
}

// Vowel signs are marks, not letters: "सेब" is a word of three characters.
const hasLetters = (s: string) => /\p{L}[\p{L}\p{M}]|[\u3040-\u9fff\uac00-\ud7af]/u.test(s);

/** The edges of the amount's word: the last word with digits (the first where the amount leads, right to left). */
function amountEdge(line: TextLine, first = false): [number, number] | undefined {
  const words = line.cells.flatMap((c) => c.words).filter((w) => /\d/.test(w.text));
  const w = first ? words[0] : words[words.length - 1];
  return w ? [w.box[0], w.box[2]] : undefined;
}

/**
 * "40.75 | 1 40.75" on a right-to-left slip: the amount stands alone in the first cell, count and price after it. Its
 * edge is the first figure's, as the amount-first quantity lines' ("20.00 | 1x20.00") of the same column are.
 */
function amountLeads(line: TextLine, reading: RowReading): boolean {
  const [first, ...rest] = line.cells.map((c) => c.text.trim());
  if (!rest.length || !reading.checked || reading.amount === undefined || /\p{L}/u.test(line.text)) return false;
  return /^\d[\d.,]*$/.test(first) && parseAmount(first) === reading.amount;
}

const CLOCK = /(?:^|[^\d:])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])/;

function stampLine(text: string): boolean {
  return CLOCK.test(text) && findDates(text).length > 0;
}

export function classifyRow(line: TextLine): Row {
  const text = line.cells.map((c) => c.text).join(' ');
  const qty = readQtyLine(text);
  // A list entry of a letter ("– Laser printer, 2 unit × £ 274.82: £ 549.64") before the column reading.
  const reading = readListRow(text) ?? readRowFigures(withoutEntryStop(line.cells.map((c) => c.text).join(` ${CELL_BREAK} `)));
  // A quantity line that prints the amount too stands in the amount column (two-line items of till slips).
  if (qty) return { line, kind: 'qty', reading, qty, edge: qty.amount !== undefined ? amountEdge(line, qty.amountFirst) : undefined };
  const edge = amountEdge(line, amountLeads(line, reading));
  // Quantity × price = amount: an item, whatever words its description holds ("Delivery and assembly", "Website…").
  const checked = reading.checked && reading.qty !== undefined && reading.price !== undefined;
  const role = checked ? undefined : rowRole(reading.amount !== undefined ? reading.description : text);
  if (role === 'meta' && reading.amount !== undefined && ((reading.amountDecimals ?? 0) > 0 || reading.amountGrouped)) {
    return { line, kind: 'item', reading, edge };
  }
  if (role) return { line, kind: role, reading, edge };
  // "2026/09/08 19:45  Till 4": a date and a clock time make a receipt's stamp line, whatever figure ends it.
  if (!checked && stampLine(reading.amount !== undefined ? reading.description : text)) return { line, kind: 'meta', reading, edge };
  if (reading.amount === undefined) return { line, kind: hasLetters(text) ? 'text' : 'blank', reading };
  return { line, kind: hasLetters(reading.description) ? 'item' : 'figures', reading, edge };
}

const classified = new WeakMap<TextLine[], Row[]>();

/** Every line of a document classified, once: the region rules and the row classifier read the same rows. */
export function classifiedRows(lines: TextLine[]): Row[] {
  let rows = classified.get(lines);
  if (!rows) {
    rows = withBareQtyLines(withClassDigits(lines.map(classifyRow), classifyRow));
    // Where money prints cents, a row whose amount lost its point ("175A") is read with the point put back.
    if (moneyDecimals(rows) === 2) {
      rows = rows.map((r) => {
        if (r.kind !== 'text' && r.kind !== 'item' && r.kind !== 'figures') return r;
        if (r.reading.amount !== undefined && (r.reading.amountDecimals ?? 0) > 0) return r;
        const fixed = withLostPoint(r.line);
        const again = fixed && classifyRow(fixed);
        return again && again.kind === 'item' && again.reading.amountDecimals === 2 ? { ...again, line: r.line } : r;
      });
    }
    classified.set(lines, rows);
  }
  return rows;
}

/** Money is printed with two decimals unless the document's totals print none (yen, won, rupiah). */
export function moneyDecimals(rows: Row[]): number {
  // Only figures printed like money count: OCR's "137,3843" for 137,384 has no cents to tell.
  const moneyLike = (r: Row) => [0, 2].includes(r.reading.amountDecimals ?? 0);
  let ends = rows.filter((r) => r.kind === 'end' && r.reading.amount !== undefined && moneyLike(r));
  if (!ends.length) ends = rows.filter((r) => r.kind === 'item' && (r.reading.amountGrouped || (r.reading.amountDecimals ?? 0) > 0));
  const cents = ends.filter((r) => (r.reading.amountDecimals ?? 0) > 0).length;
  return cents > 0 || !ends.length ? 2 : 0;
}

export function isMoney(row: Row, decimals: number): boolean {
  const { amountDecimals: d = 0, amountGrouped, amount = 0, checked, qty, price } = row.reading;
  // An entry whose count × price gives its amount is money however it prints ("at €120 = €360" beside €86.40).
  if (checked && qty !== undefined && price !== undefined && decimals > 0 && d === 0 && qty !== 1) return true;
  // Without cents, a bare four-digit number is more often a phone or postcode part than money.
  return decimals === 0 ? Boolean(amountGrouped) || Math.abs(amount) < 1000 || d > 0 : d === decimals;
}
