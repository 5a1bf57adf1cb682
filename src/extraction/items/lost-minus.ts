import { round2 } from '../fields/amounts';
import { lineArithmetic } from '../fields/consistency';
import { type Sums, sumFits } from './choose';
import type { Item } from './assemble';

/**
 * OCR drops the minus of a coupon, a bottle-deposit return or a discount line ("Pfandbon -8,10" read as "8,10"): the
 * items then add up to the printed sum plus twice that amount. Where exactly one item, that no count of two or more (or a
 * weight) multiplies out to, holds that amount, it is the negative line. Only on OCR readings: a text layer keeps its signs.
 */
const amountSum = (items: Item[]) => round2(items.reduce((a, i) => a + (typeof i.Amount === 'number' ? i.Amount : 0), 0));

function targets(sums: Sums): number[] {
  const { Subtotal: sub, Total: total, Tax: tax, Tip: tip } = sums;
  const out = [sub, total];
  if (total !== undefined && tax !== undefined) out.push(round2(total - tax));
  if (sub !== undefined && tax !== undefined) out.push(round2(sub + tax));
  if (total !== undefined && tip !== undefined && tip > 0) out.push(round2(total - tip));
  return out.filter((t): t is number => t !== undefined && t > 0);
}

/** A count other than one times a price gives the amount: a bought item, never a coupon or a return. */
const multiplied = (i: Item) => i.QTY !== 1 && lineArithmetic(i)?.ok === true;

export function restoreLostMinus(items: Item[], sums: Sums): Item[] {
  if (!sums.ocr || items.length < 2 || sumFits(items, sums)) return items;
  const sum = amountSum(items);
  for (const t of targets(sums)) {
    const lost = round2((sum - t) / 2);
    if (lost <= 0) continue;
    const at = items.flatMap((i, k) => (typeof i.Amount === 'number' && Math.abs(i.Amount - lost) < 0.005 && !multiplied(i) ? [k] : []));
    if (at.length !== 1) continue;
    return items.map((i, k) => (k === at[0] ? { ...i, Amount: -lost, ...(typeof i.Price === 'number' ? { Price: -Math.abs(i.Price) } : {}) } : i));
  }
  return items;
}
