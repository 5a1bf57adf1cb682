import { BULLETED } from './list-glyphs';
import { withinEntry } from './list-row';
import { fitsAmount, type QtyLine, qtyFor } from './qty-line';
import type { Region } from './region';
import type { Row } from './rows';
import type { Item } from './region-item';

/** An item being assembled, with the rows it was read from. */
export interface Open {
  item: Item;
  row: Row;
  /** Last line that fed the item (continuations are measured from it). */
  last: Row;
  checked: boolean;
  /** The row lost its amount to OCR (lost-amount.ts). */
  lost?: 'plus' | 'minus';
  /** An allowance line under it lowered its amount (allowance-row.ts). */
  allowance?: boolean;
}

export const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/**
 * OCR drops the decimal sign of a photographed price ("3x841" for 3 x 8,41): a whole-number price that multiplies out
 * to the item's cents only once read with two decimals is that price.
 */
function withCents(q: QtyLine, amount: number): QtyLine {
  if (!Number.isInteger(q.price) || fitsAmount(q, amount)) return q;
  const cents = { ...q, price: q.price / 100 };
  return q.qty !== undefined && fitsAmount(cents, amount) ? cents : q;
}

export function applyQty(o: Open, line: QtyLine): boolean {
  const amount = num(o.item.Amount);
  if (o.checked || amount === undefined) return false;
  const q = withCents(line, amount);
  if (!fitsAmount(q, amount)) return false;
  const n = qtyFor(q, amount);
  if (n === undefined) return false;
  o.item.QTY = n;
  o.item.Price = q.price;
  if (q.unit) o.item.Unit = q.unit;
  o.checked = true;
  return true;
}

export function continues(o: Open | undefined, row: Row): boolean {
  if (!o || o.last.line.page !== row.line.page) return false;
  // A list entry (read as one, or opened by a bullet: "- travel expenses = €86.40") is continued only inside its
  // width; the letter's next sentence runs past it.
  if ((o.row.reading.listed || BULLETED.test(o.row.line.text)) && !withinEntry(o.row.line, row.line)) return false;
  const gap = row.line.box[1] - o.last.line.box[3];
  return gap < 0.9 * row.line.height && row.line.box[0] >= o.row.line.box[0] - 2 * row.line.height;
}

export function nextKind(region: Region, i: number): string | undefined {
  for (let k = i + 1; k < region.rows.length; k++) {
    const r = region.rows[k];
    if (r.kind !== 'text') return region.itemRows.has(k) ? r.kind : 'other';
  }
  return undefined;
}

/**
 * A lone figure, maybe behind one stray glyph: OCR reads the "@" of a receipt's "@ 3,50" line as "β", "ϱ" or "E",
 * or drops it.
 */
export const onlyFigure = (row: Row) => row.reading.amount !== undefined && row.reading.amount > 0 && row.reading.qty === undefined && /^\s*(?:[^\s\d.,\-−]\s*)?[\d.,\s]+\s*$/u.test(row.line.text);

/** A price line must not contradict a count the item row printed. */
export function sameCount(o: Open, price: number): boolean {
  const [qty, amount] = [num(o.item.QTY), num(o.item.Amount)];
  return qty === undefined || amount === undefined || Math.abs(amount / price - qty) < 1e-6;
}

