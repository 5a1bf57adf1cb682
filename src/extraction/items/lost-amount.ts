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
export interface LeftOut {
  rows: number;
  /** One of them is a discount row: the items read may then add up to more than the total. */
  discount: boolean;
}

const LEFT_OUT = new WeakMap<object, LeftOut>();

/** The lost rows an assembled reading left out (see supported() in choose.ts). */
export function leftOut(items: object): LeftOut | undefined {
  return LEFT_OUT.get(items);
}

export function fillLostAmount(items: Item[], lost: Set<Item>, closing: number | undefined, negative: Set<Item>): Item[] {
  const open = items.filter((i) => lost.has(i) && typeof i.Amount !== 'number');
  const allRead = items.every((i) => open.includes(i) || typeof i.Amount === 'number');
  if (open.length === 1 && allRead && closing !== undefined && closing > 0) {
    const rest = round2(items.reduce((a, i) => a + (typeof i.Amount === 'number' ? i.Amount : 0), 0));
    const left = round2(closing - rest);
    const fits = negative.has(open[0]) ? left < 0 : left > 0 && left < closing;
    if (fits) open[0].Amount = left;
  }
  const out = items.filter((i) => !lost.has(i) || typeof i.Amount === 'number');
  const gone = items.filter((i) => !out.includes(i));
  if (gone.length) LEFT_OUT.set(out, { rows: gone.length, discount: gone.some((i) => negative.has(i)) });
  return out;
}

/** Marks a reading built from the one fillLostAmount returned as leaving out the same rows. */
export function sameLeftOut<T extends object>(from: object, to: T): T {
  const l = LEFT_OUT.get(from);
  if (l) LEFT_OUT.set(to, l);
  return to;
}
