import type { Row } from './rows';
import { tokenize } from './tokens';

/** "НДС 10%", "VAT 20 %": a tax word and one rate, no amount. */
function rateOnly(row: Row): boolean {
  if (row.kind !== 'end' || row.reading.amount !== undefined) return false;
  const tokens = tokenize(row.line.text);
  return tokens.filter((t) => t.kind === 'percent').length === 1 && tokens.every((t) => t.kind === 'percent' || t.kind === 'tax' || t.kind === 'text') && tokens.length <= 4;
}

/**
 * A tax rate printed under each item (Russian fiscal receipts: "НДС 10%" under every item's figures line) is not the
 * totals block: the items go on under it. It is one where it stands right under an item's figures and the next row
 * that is not text is an item's row again (an item, or a quantity line with its amount), not a total, tender, meta or
 * lone-figure line.
 */
export function itemRateLine(rows: Row[], i: number): boolean {
  // It stands right under an item's figures.
  const above = rows[i - 1];
  if (!rateOnly(rows[i]) || !above || !(above.kind === 'item' || (above.kind === 'qty' && above.qty?.amount !== undefined))) return false;
  for (let k = i + 1; k < rows.length; k++) {
    const kind = rows[k].kind;
    if (kind === 'text' || kind === 'blank') continue;
    return kind === 'item' || (kind === 'qty' && rows[k].qty?.amount !== undefined);
  }
  return false;
}
