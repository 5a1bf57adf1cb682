import type { LineItemFields } from '../../domain/document/record-fields';
import { lineArithmetic } from '../fields/consistency';
import { round2 } from '../fields/amounts';

/**
 * Chooses between two readings of a document's items (the header-led table and the header-free region) by the
 * arithmetic a bookkeeper checks: Σ amounts = subtotal (or total, on tax-inclusive receipts) first, then the number
 * of rows whose quantity × price gives their amount, then the number of items.
 */
type Item = Partial<LineItemFields>;

export interface Sums {
  Subtotal?: number;
  Total?: number;
  Tax?: number;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 0.011;

/** Whether the items add up to a printed sum. */
export function sumFits(items: Item[], sums: Sums): boolean {
  if (!items.length) return false;
  const sum = round2(items.reduce((a, i) => a + (typeof i.Amount === 'number' ? i.Amount : 0), 0));
  const targets = [sums.Subtotal, sums.Total, sums.Total !== undefined && sums.Tax !== undefined ? round2(sums.Total - sums.Tax) : undefined];
  return targets.some((t) => t !== undefined && t !== 0 && close(sum, t));
}

export function score(items: Item[], sums: Sums): number {
  const checked = items.filter((i) => lineArithmetic(i)?.ok).length;
  return (sumFits(items, sums) ? 1000 : 0) + 10 * checked + items.length;
}

export function chooseItems(candidates: Item[][], sums: Sums): Item[] {
  let best: Item[] = [];
  let bestScore = -1;
  for (const c of candidates) {
    const s = c.length ? score(c, sums) : -1;
    if (s > bestScore) [best, bestScore] = [c, s];
  }
  return best;
}
