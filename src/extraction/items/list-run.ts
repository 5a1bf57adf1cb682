import type { Row } from './rows';

/**
 * Items a letter prints as a list, one entry under another, each with its amount at the end of its own text
 * ("– Anfahrt – 35,00 €", "2. Printed menus (200 copies): £96.00", "Livraison ........ 30,00 €"). Nothing aligns
 * their amounts, so the column rule of region.ts keeps one entry or none; the entries are the rows right above the
 * totals that follow one another with at most a wrapped line between them. Whether they are the items is left to
 * the sums (items/choose.ts): a run offered here is taken only where its amounts add up.
 */

/** Text lines an entry may wrap onto before the next entry. */
const MAX_WRAP = 2;

/** "Delivery", "Shipping": rows the non-item words put aside stand among a letter's entries too. */
const entryKind = (r: Row, withLabelled: boolean) => r.kind === 'item' || (withLabelled && r.kind === 'skip');

/**
 * The run of entries that ends at the last item row above the totals (index `end`), as row indexes; with
 * `withLabelled`, rows the non-item words set aside (skip) may be entries. Runs of fewer than two rows are none.
 */
export function listRun(rows: Row[], end: number, isMoney: (r: Row) => boolean, withLabelled: boolean): number[] {
  let last = end - 1;
  while (last >= 0 && !(entryKind(rows[last], withLabelled) && isMoney(rows[last]))) {
    if (rows[last].kind !== 'text' && rows[last].kind !== 'blank') return [];
    if (end - 1 - last >= MAX_WRAP) return [];
    last--;
  }
  if (last < 0) return [];
  const run = [last];
  let wrap = 0;
  for (let i = last - 1; i >= 0; i--) {
    const r = rows[i];
    if (r.line.page !== rows[run[0]].line.page) break;
    if (entryKind(r, withLabelled) && isMoney(r)) {
      run.unshift(i);
      wrap = 0;
    } else if (r.kind === 'text' && ++wrap <= MAX_WRAP) continue;
    else break;
  }
  // A wrapped line above the first entry is the letter's lead-in sentence, not part of the list.
  return run.length >= 2 ? run : [];
}
