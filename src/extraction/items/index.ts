import type { Doc } from '../fields/doc';
import { assembleItems, type Item } from './assemble';
import { findRegion } from './region';

export { chooseItems, type Sums } from './choose';
export { readRowFigures, type RowReading } from './row-figures';

/**
 * Items found without an item-table header (the aligned amount column above the totals), and the amount of the
 * totals line under them (evidence when the totals rules misread).
 */
export function regionReading(doc: Doc): { items: Item[]; closing?: number; below?: number[] } {
  const region = findRegion(doc);
  return region ? { items: assembleItems(region), closing: region.closing, below: region.below } : { items: [] };
}
