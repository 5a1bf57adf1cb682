import { round2 } from '../fields/amounts';
import type { Item } from './assemble';

/**
 * A bill that prints a count column but no price ("메 뉴  수량  금 액" over "된장찌개  1  9,000", "공기밥  3  3,000"): the
 * row reader leaves the bare count at the end of each name. Where every item of the list ends its name with such a
 * count (1–99), none has a quantity or price of its own, one count is above 1 and each amount divides by its count to
 * the cent, the counts are the quantities and the prices are divided out. A single item ending with a number is a
 * name ("iPhone 15"), and a list where one name ends otherwise is left alone.
 */
const TRAILING_COUNT = /^(.*\S)\s+(\d{1,2})$/u;

export function withCountColumn(items: Item[]): Item[] {
  if (items.length < 3 || items.some((i) => i.QTY !== undefined || i.Price !== undefined || i.Amount === undefined)) return items;
  const read = items.map((i) => TRAILING_COUNT.exec(String(i.Description ?? '')));
  if (read.some((m) => !m || Number(m[2]) === 0)) return items;
  const counts = read.map((m) => Number(m![2]));
  if (!counts.some((n) => n > 1)) return items;
  const divides = items.every((i, k) => Math.abs(round2((i.Amount as number) / counts[k]) * counts[k] - (i.Amount as number)) < 0.005);
  if (!divides) return items;
  return items.map((i, k) => ({ ...i, Description: read[k]![1], QTY: counts[k], Price: round2((i.Amount as number) / counts[k]) }));
}
