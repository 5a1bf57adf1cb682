import { round2 } from '../fields/amounts';
import type { Item } from './assemble';
import type { QtyLine } from './qty-line';

/**
 * The Arabic and Hebrew readers lose a whole amount of an item row and keep only a digit and the tax-class mark read
 * as a letter of their own script: "خبز عربي 0 م", "حليب طازج 1 لتر 5م", "خصم العرض 0 -م". Such a row is an item whose
 * amount is unreadable, never a line continuing the item above. Returns its description and whether a minus stood
 * before the mark (a discount), or undefined for any other line.
 */
const LOST = /^(.*[\u0590-\u05ff\u0600-\u06ff].*?)\s+(?:\d{1,2})\s*([-–]{0,2})\s*[\u0590-\u05ff\u0600-\u06ff]{1,2}$/u;

export interface LostRow {
  description: string;
  negative: boolean;
}

export function lostAmountRow(text: string): LostRow | undefined {
  const m = LOST.exec(text.trim());
  if (!m) return undefined;
  return { description: m[1].trim(), negative: m[2].length > 0 };
}

/** The amount a quantity line printed just above the lost row gives (count × price), when it prints both. */
export function amountFromQty(q: QtyLine | undefined, negative: boolean): number | undefined {
  if (!q || q.qty === undefined || negative) return undefined;
  return q.amount ?? round2(q.qty * q.price);
}

/**
 * One lost amount among items that otherwise all read is what the closing sum leaves; it is taken only where its sign
 * agrees with the row (a discount row is below zero, any other row above). Two or more lost amounts cannot be told
 * apart: their rows are left out rather than given a figure the print does not support.
 */
export function fillLostAmount(items: Item[], lost: Set<Item>, closing: number | undefined, negative: Set<Item>): Item[] {
  const open = items.filter((i) => lost.has(i) && typeof i.Amount !== 'number');
  const allRead = items.every((i) => open.includes(i) || typeof i.Amount === 'number');
  if (open.length === 1 && allRead && closing !== undefined && closing > 0) {
    const rest = round2(items.reduce((a, i) => a + (typeof i.Amount === 'number' ? i.Amount : 0), 0));
    const left = round2(closing - rest);
    const fits = negative.has(open[0]) ? left < 0 : left > 0 && left < closing;
    if (fits) open[0].Amount = left;
  }
  return items.filter((i) => !lost.has(i) || typeof i.Amount === 'number');
}
