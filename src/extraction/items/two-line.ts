import type { Row } from './rows';

/**
 * Two-line items of till slips: the item's name on its own line, then a figures line under it — "2 × 5,16  10,32",
 * "2,206 kg × 5,78/kg  12,75", "2  8.99  17.98" (whose quantity × price gives its amount) or the amount alone. The
 * figures line carries the item; the one text line right above it is its name. (A single item printed with its
 * amount on the name line is an ordinary item row.)
 */
export function isFiguresLine(row: Row | undefined): boolean {
  if (!row) return false;
  return (row.kind === 'qty' && row.qty?.amount !== undefined) || row.kind === 'figures';
}

/** Whether the row at `i` is a figures line whose name stands on the line right above it. */
export function namedAbove(rows: Row[], i: number): boolean {
  const name = rows[i - 1];
  if (!isFiguresLine(rows[i]) || !name || name.line.page !== rows[i].line.page) return false;
  // A name may read like a label ("Pan de barra" holds PAN, a tax-id label); over a quantity line whose figures
  // multiply out it is still the item's name. A bare amount needs a plain text line above it.
  if (name.kind !== 'text' && !(name.kind === 'meta' && rows[i].kind === 'qty' && name.reading.amount === undefined)) return false;
  // Name and figures are neighbours: no gap wider than a line between them.
  return rows[i].line.box[1] - name.line.box[3] < rows[i].line.height;
}

/** Whether most item rows of a region are two-line items (a slip printing every item so). */
export function twoLineSlip(rows: Row[], kept: number[]): boolean {
  const named = kept.filter((i) => namedAbove(rows, i)).length;
  return named >= 2 && named >= 0.5 * kept.length;
}

/**
 * On a two-line slip, single-line items before the first two-line item stand right above its name, one under
 * another; an aligned figure further up (a house number or postcode, money where the currency has no cents) belongs
 * to the header. Returns the item rows without those.
 */
export function twoLineHead(rows: Row[], kept: number[]): number[] {
  if (!twoLineSlip(rows, kept)) return kept;
  const first = kept.find((i) => namedAbove(rows, i))!;
  const has = new Set(kept);
  let top = first - 1;
  while (has.has(top - 1)) top--;
  return kept.filter((i) => i >= top);
}
