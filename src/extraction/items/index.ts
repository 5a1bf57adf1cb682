import type { Doc } from '../fields/doc';
import { assembleItems, type Item } from './assemble';
import { extendedRegion, findRegion } from './region';

export { chooseItems, fittingItems, type Sums } from './choose';
export { readRowFigures, type RowReading } from './row-figures';

/**
 * Items found without an item-table header (the aligned amount column above the totals), and the amount of the
 * totals line under them (evidence when the totals rules misread).
 */
export function regionReading(doc: Doc): { items: Item[]; closing?: number; below?: number[]; labelled?: Item[] } {
  const region = findRegion(doc);
  if (!region) return { items: [] };
  const extended = extendedRegion(region);
  return { items: assembleItems(region), closing: region.closing, below: region.below, labelled: extended && assembleItems(extended) };
}
