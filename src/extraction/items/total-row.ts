import { type Sums, sumFits } from './choose';
import type { Item } from './assemble';

/**
 * A totals line whose label OCR garbled ("NPOU 4 NAHPOMH 36,46" for "ΠΡΟΣ ΠΛΗΡΩΜΗ") reads as one more item, and the
 * tax, tender and change lines under it follow it into the items. Where the items do not add up to the printed sums,
 * the first item after two or more others whose amount is the document's total (or subtotal) is that totals line: the
 * items end before it. Only on OCR readings: a text layer's totals labels are read as printed.
 */
const close = (a: unknown, b: number | undefined) => typeof a === 'number' && b !== undefined && b !== 0 && Math.abs(a - b) <= 0.005;

export function cutAtTotalRow(items: Item[], sums: Sums): Item[] {
  if (!sums.ocr || items.length < 3 || sumFits(items, sums)) return items;
  const at = items.findIndex((i, k) => k >= 2 && (close(i.Amount, sums.Total) || close(i.Amount, sums.Subtotal)));
  return at > 0 ? items.slice(0, at) : items;
}
