import type { Doc } from '../fields/doc';
import { assembleItems, type Item } from './assemble';
import { findRegion } from './region';

export { chooseItems, type Sums } from './choose';
export { readRowFigures, type RowReading } from './row-figures';

/** Items found without an item-table header: the aligned amount column above the totals. */
export function extractRegionItems(doc: Doc): Item[] {
  const region = findRegion(doc);
  return region ? assembleItems(region) : [];
}
