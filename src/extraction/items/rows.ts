import type { TextLine } from '../fields/doc';
import { type RowRole, rowRole } from './non-item';
import { type QtyLine, readQtyLine } from './qty-line';
import { type RowReading, readRowFigures } from './row-figures';

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

const hasLetters = (s: string) => /\p{L}{2,}|[\u3040-\u9fff\uac00-\ud7af]/u.test(s);

function amountEdge(line: TextLine): [number, number] | undefined {
  const words = line.cells.flatMap((c) => c.words);
  for (let i = words.length - 1; i >= 0; i--) {
    if (/\d/.test(words[i].text)) return [words[i].box[0], words[i].box[2]];
  }
  return undefined;
}

export function classifyRow(line: TextLine): Row {
  const text = line.cells.map((c) => c.text).join(' ');
  const qty = readQtyLine(text);
  const reading = readRowFigures(text);
  // A quantity line that prints the amount too stands in the amount column (two-line items of till slips).
  if (qty) return { line, kind: 'qty', reading, qty, edge: qty.amount !== undefined ? amountEdge(line) : undefined };
  const edge = amountEdge(line);
  // Quantity × price = amount: an item, whatever words its description holds ("Delivery and assembly", "Website…").
  const checked = reading.checked && reading.qty !== undefined && reading.price !== undefined;
  const role = checked ? undefined : rowRole(reading.amount !== undefined ? reading.description : text);
  if (role === 'meta' && reading.amount !== undefined && ((reading.amountDecimals ?? 0) > 0 || reading.amountGrouped)) {
    return { line, kind: 'item', reading, edge };
  }
  if (role) return { line, kind: role, reading, edge };
  if (reading.amount === undefined) return { line, kind: hasLetters(text) ? 'text' : 'blank', reading };
  return { line, kind: hasLetters(reading.description) ? 'item' : 'figures', reading, edge };
}

/** Money is printed with two decimals unless the document's totals print none (yen, won, rupiah). */
export function moneyDecimals(rows: Row[]): number {
  let ends = rows.filter((r) => r.kind === 'end' && r.reading.amount !== undefined);
  if (!ends.length) ends = rows.filter((r) => r.kind === 'item' && (r.reading.amountGrouped || (r.reading.amountDecimals ?? 0) > 0));
  const cents = ends.filter((r) => (r.reading.amountDecimals ?? 0) > 0).length;
  return cents > 0 || !ends.length ? 2 : 0;
}

export function isMoney(row: Row, decimals: number): boolean {
  const { amountDecimals: d = 0, amountGrouped, amount = 0 } = row.reading;
  // Without cents, a bare four-digit number is more often a phone or postcode part than money.
  return decimals === 0 ? Boolean(amountGrouped) || Math.abs(amount) < 1000 || d > 0 : d === decimals;
}
