import { round2 } from '../fields/amounts';
import type { Token } from './tokens';

/** Rounding tolerance: prices are printed to the cent while amounts were computed from more decimals. */
export function agrees(expected: number, amount: number, qty = 1): boolean {
  return Math.abs(round2(expected) - amount) <= Math.max(0.011, Math.abs(qty) * 0.005);
}

export interface Pick {
  q?: number;
  p?: number;
  d?: number;
  a: number;
  /** Token index of the leftmost figure used. */
  first: number;
  /** Token index of the amount, when figures (a tax rate) follow it. */
  at?: number;
  score: number;
  checked: boolean;
}

/** Every reading of the tail's numbers as (qty, price[, discount], amount), best first. */
export function readings(tokens: Token[], nums: number[], pcts: number[]): Pick[] {
  const v = (i: number) => tokens[i].value!;
  const k = nums.length;
  const last = nums[k - 1];
  const out: Pick[] = [{ a: v(last), first: last, score: 0, checked: false }];
  const from = Math.max(0, k - 6);
  for (let l = k - 1; l >= Math.max(from, k - 3); l--) {
    for (let j = l - 1; j >= from; j--) {
      for (let i = j - 1; i >= from; i--) {
        const [q, p, a] = [v(nums[i]), v(nums[j]), v(nums[l])];
        // Numbers skipped between the ones used make a reading less likely.
        // A count followed by its unit ("100,0000 Stk.") is the quantity whatever its decimals.
        const near = (l === k - 1 ? 4 : 0) + (i === j - 1 ? 1 : 0) - (l - i - 2) + (tokens[nums[i] + 1]?.kind === 'unit' ? 2 : 0);
        if (q && p && a && agrees(q * p, a, q)) out.push({ q, p, a, first: nums[i], at: nums[l], score: 10 + near + (j === l - 1 ? 1 : 0), checked: true });
        // "-2 Stk … 2,90" for a returned 2 × 1,45: OCR lost the amount's minus (a scan's thin dash), the count kept its.
        else if (q && p && a > 0 && q * p < 0 && agrees(-q * p, a, q)) out.push({ q, p, a: -a, first: nums[i], at: nums[l], score: 9 + near, checked: true });
        // A discount printed between price and amount, as an amount or a percentage.
        if (q && p && a && j === l - 2) {
          const d = v(nums[l - 1]);
          if (d && agrees(q * p - Math.abs(d), a, q)) out.push({ q, p, d: Math.abs(d), a, first: nums[i], at: nums[l], score: 11 + near + 1, checked: true });
          // A discount column printing its rate without the sign ("Dto. 5,00", "Rabatt % 8,00").
          else if (d > 0 && d < 100 && !agrees(q * p, a, q) && agrees(q * p * (1 - d / 100), a, q)) {
            out.push({ q, p, d: round2(q * p - a), a, first: nums[i], at: nums[l], score: 11 + near, checked: true });
          }
        }
        for (const pc of pcts) {
          const rate = tokens[pc].value!;
          if (q && p && a && rate > 0 && !agrees(q * p, a, q) && agrees(q * p * (1 - rate / 100), a, q)) {
            out.push({ q, p, d: round2(q * p - a), a, first: nums[i], at: nums[l], score: 10 + near, checked: true });
          }
        }
      }
    }
  }
  // "98.25 3 32.75": a right-to-left slip's figures line reads amount, count, price; the amount is the one that the
  // other two multiply out to.
  if (k === 3 && !out.some((o) => o.checked)) {
    const [a, q, p] = nums.map(v);
    if (Number.isInteger(q) && q >= 2 && p && agrees(q * p, a, q)) out.push({ q, p, a, first: nums[0], at: nums[0], score: 10, checked: true });
  }
  // "12.50 12.50": price and amount of a single unit.
  if (k >= 2 && v(nums[k - 2]) === v(last) && v(last) !== 0) out.push({ p: v(last), a: v(last), first: nums[k - 2], score: 2, checked: false });
  return out.sort((x, y) => y.score - x.score);
}
