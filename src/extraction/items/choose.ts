import type { LineItemFields } from '../../domain/document/record-fields';
import { lineArithmetic } from '../fields/consistency';
import { round2 } from '../fields/amounts';
import { leftOut } from './lost-amount';
import { withoutCarried } from './carried-row';

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
  /** A tip printed in the totals block: a receipt's items add up to the total less the tip. */
  Tip?: number;
  /** The words came from OCR, whose totals are often misread. */
  ocr?: boolean;
  /** The amount on the totals line right under the item region (read by the item rules, not the totals rules). */
  closing?: number;
  /** Every figure printed from that totals line on. */
  below?: number[];
}

const close = (a: number, b: number) => Math.abs(a - b) <= 0.011;

const amountSum = (items: Item[]) => round2(items.reduce((a, i) => a + (typeof i.Amount === 'number' ? i.Amount : 0), 0));
const givesTotal = (items: Item[], sums: Sums) => sums.Total !== undefined && sums.Total !== 0 && close(amountSum(items), sums.Total);

/** Whether the items add up to a printed sum. */
export function sumFits(items: Item[], sums: Sums): boolean {
  if (!items.length) return false;
  const sum = round2(items.reduce((a, i) => a + (typeof i.Amount === 'number' ? i.Amount : 0), 0));
  const { Subtotal: sub, Total: total, Tax: tax } = sums;
  // Tax-inclusive receipts add up to the total, which the totals rule may have missed: subtotal + tax stands for it.
  const targets = [sub, total, total !== undefined && tax !== undefined ? round2(total - tax) : undefined, sub !== undefined && tax !== undefined ? round2(sub + tax) : undefined];
  return targets.some((t) => t !== undefined && t !== 0 && close(sum, t));
}

export function score(items: Item[], sums: Sums): number {
  const checked = items.filter((i) => lineArithmetic(i)?.ok).length;
  return (sumFits(items, sums) ? 1000 : 0) + 10 * checked + items.length;
}

/**
 * Whether a reading without a header row has the support of the arithmetic: its amounts add up to a printed sum, or
 * most of its rows check by quantity × price. Without it, rows of a tax breakdown or a payment summary would pass for
 * items on documents whose table the header rules cannot read.
 */
export function supported(items: Item[], sums: Sums): boolean {
  const checked = items.filter((i) => lineArithmetic(i)?.ok).length;
  if (sumFits(items, sums) || checked >= 0.5 * items.length) return true;
  // Two or more items adding up to the cent to a figure printed under them are items, whatever the totals rules read.
  const added = round2(items.reduce((a, i) => a + (typeof i.Amount === 'number' ? i.Amount : 0), 0));
  if (items.length >= 2 && added !== 0 && (sums.below ?? []).some((v) => close(v, added))) return true;
  // A tip, a service charge or a misread line keeps a receipt's items from adding up exactly; they still make up
  // most of its total, which the rows of a tax breakdown never do.
  const sum = items.reduce((a, i) => a + (typeof i.Amount === 'number' ? i.Amount : 0), 0);
  // When OCR lost the total, the aligned column above the totals is all the evidence there is.
  if (sums.ocr && (sums.Total === undefined || sums.Total <= 0)) return items.length >= 2;
  const covers = (total: number | undefined) => total !== undefined && sum <= total + 0.011 && sum >= 0.6 * total;
  // OCR misreads totals ("1" for 5,877.11); the totals line that closes the items is read with them.
  if (items.length >= 2 && (covers(sums.Total) || (sums.ocr === true && covers(sums.closing)))) return true;
  // Rows whose amount OCR lost (lost-amount.ts) are items left out, so the rest cannot cover the total; they still
  // stand for items where at least as many rows were read, and the rest stay within the total unless a discount row
  // was among those lost.
  const lost = leftOut(items);
  const total = sums.Total ?? sums.closing;
  return sums.ocr === true && lost !== undefined && items.length >= 2 && items.length >= lost.rows && total !== undefined && (lost.discount || sum <= total + 0.011);
}

/**
 * Where the totals rules found no sum, the items may print their own: the first row whose amount is the sum of two
 * or more rows above it ("Gesamtbeitrag 50,00" under 50,00 and 0,00) closes them. Returns the rows above it.
 */
export function selfSummed(items: Item[]): Item[] | undefined {
  let sum = 0;
  for (const [n, item] of items.entries()) {
    const a = typeof item.Amount === 'number' ? item.Amount : undefined;
    if (a === undefined) return undefined;
    if (n >= 2 && a !== 0 && close(sum, a)) return items.slice(0, n);
    sum = round2(sum + a);
  }
  return undefined;
}

function closesChecked(items: Item[], n: number): boolean {
  const checked = items.slice(0, n).filter((i) => lineArithmetic(i)?.ok).length;
  return !lineArithmetic(items[n])?.ok && checked >= 0.5 * n;
}

/** The first candidate is the header-led reading, taken as printed; the others need the arithmetic's support. */
export function chooseItems(candidates: Item[][], sums: Sums): Item[] {
  let best: Item[] = [];
  let bestScore = -1;
  const noSums = sums.Subtotal === undefined && sums.Total === undefined;
  for (const [k, read] of candidates.entries()) {
    const found = withoutCarried(read);
    let c = found;
    if (k > 0 && noSums && c.length && !supported(c, sums)) c = selfSummed(c) ?? c;
    // A totals line worded unlike any label ("총계", a total glued to its currency) reads as one more row: the row
    // that sums those above it, where they fit the printed sums, ends the items (it and the tender after it go).
    // Without printed sums, only a row that does not multiply out, under rows that mostly do, is taken for the total.
    else if (k > 0 && c.length && !sumFits(c, sums)) {
      const head = selfSummed(c);
      if (head && (noSums ? closesChecked(c, head.length) : sumFits(head, sums))) c = head;
    }
    const s = c.length && (k === 0 || supported(c, sums) || c !== found) ? score(c, sums) : -1;
    if (s > bestScore) [best, bestScore] = [c, s];
  }
  return best;
}

/**
 * Where the region's items do not add up to the printed sums: the reading that does, with the coupon, voucher and
 * deposit lines among the items counted as items, or without one or two rows at its head (an address or stamp line
 * of the header block whose last figure stands in the amount column).
 */
export function fittingItems(readings: Item[][], sums: Sums): Item[] | undefined {
  if (!readings[0].length) return undefined;
  // A coupon line that the totals rules took for a document discount: with it the items give the printed total
  // itself, without it only a subtotal worked out from that discount.
  const [base, labelled] = readings;
  if (labelled?.length && !givesTotal(base, sums) && givesTotal(labelled, sums)) return labelled;
  if (sumFits(base, sums)) return undefined;
  for (const r of readings) {
    for (let k = 0; k <= 2 && r.length - k >= 2; k++) if (sumFits(r.slice(k), sums)) return r.slice(k);
  }
  return undefined;
}
