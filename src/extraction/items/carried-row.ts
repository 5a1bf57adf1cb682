import { round2 } from '../fields/amounts';
import type { Item } from './assemble';
import { carriedLine, rowRole } from './non-item';

/**
 * A table continued over pages prints the running sum at the foot of one page and again at the head of the next
 * ("Total à reporter 482,45" / "Report 482,45", "Übertrag"): a row so labelled whose amount is the sum of two or more
 * items above it, with more items after it, is that sum, not an item. (A fee letter's "Vortrag" or "Report" that
 * costs what the items above it cost together is its last item, or the one after a single item.)
 */
const carried = (text: string) => carriedLine(text) && rowRole(text) !== undefined;

export function withoutCarried(items: Item[]): Item[] {
  let running = 0;
  let above = 0;
  const out = items.filter((item, k) => {
    const amount = typeof item.Amount === 'number' ? item.Amount : undefined;
    const more = items.slice(k + 1).some((i) => !carried(String(i.Description ?? '')));
    if (amount !== undefined && above >= 2 && more && Math.abs(round2(running) - amount) < 0.005 && carried(String(item.Description ?? ''))) return false;
    running += amount ?? 0;
    above++;
    return true;
  });
  return out.length === items.length ? items : out;
}
