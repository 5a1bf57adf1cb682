import { round2 } from '../fields/amounts';
import type { Token } from './tokens';

/**
 * A count printed as a times mark between the name and the amount ("Croissant  x2  5.00", "Latte ×3 10.50",
 * "Tee 2x 6,00"): the row's quantity, the price divided out of the amount. Only the last word before the figures
 * counts, so a mark inside a description ("2x USB-C hub 45.00") stays text; and only when the amount divides by the
 * count to the cent, so a pack size ("Free Range Eggs x12  5.80") stays part of the name.
 */
const MARK = /^(?:[x×X](\d{1,3})|(\d{1,3})[x×X])$/;

export function trailingQty(tokens: Token[], descEnd: number, amount: number | undefined): { qty: number; price: number } | undefined {
  const t = tokens[descEnd - 1];
  if (!t || t.kind !== 'text' || descEnd < 2 || amount === undefined) return undefined;
  const m = MARK.exec(t.text);
  if (!m) return undefined;
  const qty = Number(m[1] ?? m[2]);
  if (!qty) return undefined;
  const each = amount / qty;
  return Math.abs(round2(each) - each) < 1e-9 ? { qty, price: round2(each) } : undefined;
}
