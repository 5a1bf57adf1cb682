import type { Doc } from '../fields/doc';
import { assembleItems, type Item } from './assemble';
import { extendedRegion, findRegion } from './region';
import { classifiedRows, type Row } from './rows';
import { joinWrappedAmounts } from './wrapped';
import { proseEntries } from './prose-list';
import { sentenceEntries } from './prose-sentences';
import { clauseEntries } from './prose-clauses';

export { chooseItems, fittingItems, type Sums } from './choose';
export { readRowFigures, type RowReading } from './row-figures';

/**
 * Items found without an item-table header (the aligned amount column above the totals), and the amount of the
 * totals line under them (evidence when the totals rules misread).
 */
export function regionReading(doc: Doc): { items: Item[]; closing?: number; below?: number[]; labelled?: Item[]; lists: Item[][] } {
  const region = findRegion(doc);
  const rows = classifiedRows(doc.lines);
  const prose = proseEntries(rows) ?? sentenceEntries(rows) ?? clauseEntries(rows);
  if (!region) return { items: [], lists: prose ? [prose] : [] };
  const extended = extendedRegion(region);
  const lists = [...(region.lists ?? []).map(assembleItems), ...(prose ? [prose] : [])];
  return { items: assembleItems(region), closing: region.closing, below: region.below, labelled: extended && assembleItems(extended), lists };
}

/** The rows of a document as the item stages read them: wrapped amounts joined, every line classified by the rules. */
export function documentRows(doc: Doc): Row[] {
  return classifiedRows(joinWrappedAmounts(doc).lines);
}
