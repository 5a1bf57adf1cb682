import type { Row } from './rows';

/**
 * A grid that sums a group of its rows and goes on ("小计 60 874.00" under three rows, two more rows, then "合 计"):
 * the group's sum is no end of the items. It is taken for one only where its amount is the sum of the item rows since
 * the region's first (or the last such sum), and the row under it is an item whose count × price gives its amount,
 * with a later totals row still to come; a receipt's subtotal is followed by tax or tender lines, not by such a row.
 */
export function pastGroupSums(rows: Row[], first: number, end: number, isItem: (r: Row) => boolean): number {
  let from = first;
  while (end < rows.length && rows[end].kind === 'end') {
    const sum = rows[end].reading.amount;
    const group = rows.slice(from, end).filter(isItem);
    const next = rows[end + 1];
    const later = rows.findIndex((r, i) => i > end + 1 && r.kind === 'end');
    if (sum === undefined || group.length < 2 || !next || !isItem(next) || !next.reading.checked || later < 0) break;
    const total = group.reduce((s, r) => s + (r.reading.amount ?? 0), 0);
    if (Math.abs(total - sum) > 0.011) break;
    from = end + 1;
    end = later;
  }
  return end;
}
