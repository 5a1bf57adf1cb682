import type { Row } from './rows';

/**
 * A grid that sums a group of its rows and goes on ("小计 60 874.00" under three rows, two more rows, then "合 计"):
 * the group's sum is no end of the items. It is taken for one only where its amount is the sum of the item rows since
 * the region's first (or the last such sum), and the row under it is an item whose count × price gives its amount,
 * with a later totals row still to come; a receipt's subtotal is followed by tax or tender lines, not by such a row.
 * The next group may open with its heading ("【B棟】設備工事", "二、人工") on a line of its own above that row; and once a
 * group sum was passed, the last group's sum printed just above the totals ("小計 113,000" then "合計（税抜）") is the
 * last group's, not the items' end.
 */
export function pastGroupSums(rows: Row[], first: number, end: number, isItem: (r: Row) => boolean): number {
  let from = first;
  let passed = 0;
  while (end < rows.length && rows[end].kind === 'end') {
    const sum = rows[end].reading.amount;
    const group = rows.slice(from, end).filter(isItem);
    if (sum === undefined || group.length < (passed ? 1 : 2)) break;
    const total = group.reduce((s, r) => s + (r.reading.amount ?? 0), 0);
    if (Math.abs(total - sum) > 0.011) break;
    if (passed && rows[end + 1]?.kind === 'end') return end + 1;
    const next = rows[end + 1 + (groupHeading(rows[end + 1]) ? 1 : 0)];
    const later = rows.findIndex((r, i) => i > end + 1 && r.kind === 'end');
    if (!next || !isItem(next) || !next.reading.checked || later < 0) break;
    from = end + 1;
    end = later;
    passed++;
  }
  return end;
}

/** A group's heading: a text line without figures. */
function groupHeading(row: Row | undefined): boolean {
  return row?.kind === 'text' && row.reading.amount === undefined;
}
