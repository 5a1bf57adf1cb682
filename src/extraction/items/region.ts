import type { Doc } from '../fields/doc';
import { isCodeLine } from './gtin';
import { headerKind } from './header-row';
import { classifiedRows, isMoney, moneyDecimals, type Row } from './rows';
import { tokenize } from './tokens';
import { namedAbove, twoLineHead, twoLineSlip } from './two-line';
import { listRegions, sentenceEnd } from './list-run';
import { itemRateLine } from './rate-line';
import { pastGroupSums } from './group-sum';
import { centredBetween } from './centred-name';

/**
 * The item region of a document without (or regardless of) an item-table header: the rows between the header block
 * and the first totals line whose amounts stand in one column (their right or left edges align, usually with the
 * totals' amounts). Returns the rows from the first item to the totals, with the item rows marked.
 */
export interface Region {
  rows: Row[];
  /** Indexes (into rows) of the rows that carry an item's amount. */
  itemRows: Set<number>;
  /** The amount of the totals line that closes the region, when it prints one. */
  closing?: number;
  /** Every figure printed from that line on (a total misread by OCR is often printed right once more below). */
  below: number[];
  /**
   * Rows inside the region whose label the non-item words know ("Voucher", "Deposit", "Coupon") but whose money
   * stands in the items' column: items on till receipts (a coupon, a bottle deposit) or not (an advance paid); only
   * the sums can tell (see extendedRegion).
   */
  labelled: number[];
  /** Other readings of the same rows: a letter's list entries, whose amounts stand inline (list-run.ts). */
  lists?: Region[];
}

function aligned(a: [number, number], b: [number, number], tol: number): boolean {
  return Math.abs(a[1] - b[1]) <= tol || Math.abs(a[0] - b[0]) <= tol;
}

function tolerance(row: Row): number {
  return Math.max(2 * row.line.height, 0.02 * row.line.pageWidth);
}

/**
 * The largest group of candidates whose amounts share an edge; a group aligned with the totals' amount counts half a
 * row more, and on a tie the group nearest the totals wins.
 */
function column(cands: number[], rows: Row[], ref?: Row): number[] {
  const group = (anchor: Row) => cands.filter((i) => rows[i].edge && anchor.edge && aligned(rows[i].edge!, anchor.edge, tolerance(anchor)));
  let best: number[] = [];
  let bestScore = 0;
  for (const i of [...cands].reverse()) {
    const g = group(rows[i]);
    const score = g.length + (ref?.edge && aligned(rows[i].edge ?? [NaN, NaN], ref.edge, tolerance(ref)) ? 0.5 : 0);
    if (score > bestScore) [best, bestScore] = [g, score];
  }
  return best;
}

/** The region with its labelled rows in the amount column read as item rows. */
export function extendedRegion(region: Region): Region | undefined {
  if (!region.labelled.length) return undefined;
  const rows = region.rows.map((r, i): Row => (region.labelled.includes(i) ? { ...r, kind: 'item' } : r));
  return { ...region, rows, itemRows: new Set([...region.itemRows, ...region.labelled]), labelled: [] };
}

export function findRegion(doc: Doc): Region | undefined {
  const rows = classifiedRows(doc.lines);
  const decimals = moneyDecimals(rows);
  const isItem = (r: Row) => (r.kind === 'item' || r.kind === 'figures' || (r.kind === 'qty' && r.qty?.amount !== undefined)) && isMoney(r, decimals);
  const first = rows.findIndex((r, i) => isMoney(r, decimals) && (r.kind === 'item' || namedAbove(rows, i)));
  if (first < 0) return listsAlone(rows, decimals);
  // The totals, or the header of another table (tax breakdown, allowances and charges) after the items, end them.
  let end = rows.findIndex((r, i) => i > first && ((r.kind === 'end' && !itemRateLine(rows, i)) || ((r.kind === 'text' || r.kind === 'meta') && headerKind(r.line, rows[i + 1]?.line) === 'other')));
  if (end >= 0) end = pastGroupSums(rows, first, end, isItem);
  if (end < 0) end = rows.length;
  // The heading over that other table ("Zu- und Abschläge:", "Tax summary:") is no sub-line of the last item.
  else if (rows[end].kind !== 'end' && end - 1 > first && rows[end - 1].reading.amount === undefined && /:\s*$/.test(rows[end - 1].line.text)) end--;
  let cands = rows.map((r, i) => (i < end && isItem(r) ? i : -1)).filter((i) => i >= 0);
  // Where the item rows print their quantity and price, a lone "Label : figure" line is a sub-line of the item above
  // ("Bruttopreis : 80,00"), not an item of its own.
  if (cands.some((i) => rows[i].kind === 'item' && rows[i].reading.qty !== undefined && rows[i].reading.price !== undefined)) {
    cands = cands.filter((i) => rows[i].reading.qty !== undefined || !/[:=]$/.test(rows[i].reading.description));
  }
  const ref = end < rows.length && rows[end].reading.amount !== undefined ? rows[end] : undefined;
  // Rows whose quantity × price gives their amount are items even where the amount stands inline (letters).
  const checked = cands.filter((i) => rows[i].kind === 'item' && rows[i].reading.checked && rows[i].reading.price !== undefined);
  const kept = twoLineHead(rows, [...new Set([...column(cands, rows, ref), ...checked])].sort((a, b) => a - b));
  if (!kept.some((i) => rows[i].kind === 'item' || rows[i].kind === 'qty' || namedAbove(rows, i))) return undefined;
  // Meta lines ("Invoice No 2026", "Table 12") before the first aligned item belong to the header block.
  let start = kept[0];
  // A quantity line above the first item, or its description printed above a figures-only row, belongs to it.
  if (start > 0 && rows[start - 1].kind === 'qty') start--;
  // So does an item code printed on its own line above it, or its name where its figures line is centred under it.
  else if (start > 0 && rows[start].kind === 'item' && (isCodeLine(rows[start - 1].line.text) || centredBetween(rows, start))) start--;
  // A two-line item's name is the one line above its figures line.
  if (namedAbove(rows, kept[0]) && (rows[kept[0]].kind === 'qty' || twoLineSlip(rows, kept))) start = kept[0] - 1;
  else while (start > 0 && rows[kept[0]].kind !== 'item' && rows[start - 1].kind === 'text' && kept[0] - start < 3) start--;
  const slice = rows.slice(start, end);
  const anchor = rows[kept[kept.length - 1]];
  const labelled = slice.map((r, i) => (i + start > kept[0] && (r.kind === 'skip' || r.kind === 'meta') && isMoney(r, decimals) && r.edge && anchor.edge &&
    aligned(r.edge, anchor.edge, tolerance(anchor)) && /\p{L}/u.test(r.reading.description) ? i : -1)).filter((i) => i >= 0);
  const below = rows.slice(end).flatMap((r) => tokenize(r.line.text).filter((t) => t.kind === 'number').map((t) => t.value!));
  const closing = ref?.kind === 'end' ? ref.reading.amount : undefined;
  const listEnd = end < rows.length ? end : sentenceEnd(rows, first) ?? end;
  const lists = listRegions(rows, listEnd, (r) => isMoney(r, decimals), kept, { closing, below });
  return { rows: slice, itemRows: new Set(kept.map((i) => i - start)), closing, below, labelled, ...(lists.length ? { lists } : {}) };
}

/**
 * Where no row reads as an item, a letter's list may still, once OCR's damage to its entries is undone ("{E 650,00}"):
 * its runs above the first totals line, offered without a column reading.
 */
function listsAlone(rows: Row[], decimals: number): Region | undefined {
  const end = rows.findIndex((r) => r.kind === 'end');
  if (end < 0) return undefined;
  const closing = rows[end].reading.amount;
  const below = rows.slice(end).flatMap((r) => tokenize(r.line.text).filter((t) => t.kind === 'number').map((t) => t.value!));
  const lists = listRegions(rows, end, (r) => isMoney(r, decimals), [], { closing, below });
  return lists.length ? { rows: [], itemRows: new Set(), closing, below, labelled: [], lists } : undefined;
}
