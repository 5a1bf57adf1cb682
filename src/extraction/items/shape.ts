import type { Pick } from './readings';
import type { Token } from './tokens';

/**
 * A row whose figures do not multiply out (a price printed rounded, "0,05" for 0.0052; a quantity printed rounded,
 * "28 Std" for 27.5; a price and amount of 0,00; a gross amount beside a net price) still shows which figure is which
 * by its shape: the count stands right before its unit ("10000 KWH", "2 Stk", "1 H87"), the price is the money
 * figure beside it. Returns the token indexes of that quantity and price, or nothing when the shape is not that clear.
 */
export function isUnitWord(t: Token | undefined): boolean {
  if (!t) return false;
  // Units by shape ("Stk", "kg", "Std.") and UN/ECE unit codes printed by e-invoice renderings ("H87", "C62", "XCT").
  return t.kind === 'unit' || /^\p{L}{1,10}\.?$/u.test(t.text) || /^(?=.*[A-Z])[A-Z][A-Z0-9]{1,2}$/.test(t.text);
}

export function shapeQtyPrice(tokens: Token[], nums: number[]): { qi: number; pi: number } | undefined {
  // The amount is the last figure; the others stand before it.
  // A number opening the row is its position or a leading count ("3 Gelierzucker …"), never the column quantity.
  const before = nums.slice(0, -1).filter((i) => i > 0);
  const counts = before.filter((i) => isUnitWord(tokens[i + 1]) && tokens[i + 1].kind !== 'number');
  if (counts.length !== 1) return undefined;
  const qi = counts[0];
  if ((tokens[qi].value ?? -1) <= 0) return undefined;
  const money = before.filter((i) => i !== qi && (tokens[i].decimals ?? 0) >= 2);
  // A free item (amount 0,00) prices at 0,00, whatever other columns stand between.
  const free = tokens[nums[nums.length - 1]].value === 0 ? money.filter((i) => tokens[i].value === 0) : [];
  if (free.length === 1) return { qi, pi: free[0] };
  if (money.length !== 1) return undefined;
  const pi = money[0];
  // Price and quantity are neighbours: nothing but their unit (and operators) between them.
  const [a, b] = pi < qi ? [pi, qi] : [qi, pi];
  for (let k = a + 1; k < b; k++) if (k !== qi + 1 && tokens[k].kind !== 'op' && tokens[k].kind !== 'currency') return undefined;
  return { qi, pi };
}

/** Quantity before price unless the left one is printed like money and the right one like a count or a weight. */
export function orderQtyPrice(tokens: Token[], pick: Pick, nums: number[]): void {
  if (pick.q === undefined || pick.p === undefined) return;
  const qi = nums.find((i) => tokens[i].value === pick.q && i >= pick.first);
  const pi = nums.find((i) => tokens[i].value === pick.p && i > (qi ?? -1));
  if (qi === undefined || pi === undefined) return;
  const [dq, dp] = [tokens[qi].decimals ?? 0, tokens[pi].decimals ?? 0];
  const moneyFirst = dq >= 2 && dq !== 3 && (dp === 0 || dp === 3);
  // Money without cents (won, yen): a figure grouped in thousands before a small bare one ("4,480  2  8,960") is the price.
  const groupedFirst = dq === 0 && dp === 0 && tokens[qi].grouped && !tokens[pi].grouped && pick.p < 1000;
  if ((moneyFirst || groupedFirst) && !tokens[qi].per && tokens[qi + 1]?.kind !== 'unit') [pick.q, pick.p] = [pick.p, pick.q];
}
