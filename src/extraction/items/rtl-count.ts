import { agrees, type Pick } from './readings';
import type { Token } from './token-kinds';

const RTL = /[\u0590-\u06ff]/u;
const WORD = /^[^\d]+$/u;

/**
 * "1 פנל 600x600 LED בהספק 40 3 | א יחידות | 1,301.40 | 3,904.20": OCR of a right-to-left table row reorders the
 * count to the end of the description's cell, with its unit (and a stray glyph) after it, before price and amount.
 * Where the tail reads price and amount (maybe a discount between) and no count, a whole count up to six words before the
 * price whose count × price (less the discount) gives the amount is the row's quantity; the words and figures after
 * it are its unit and what the reordering left there ("12 1 | ח 8 א חח יח'" for "12 mm x 8 m", count 1). Only in rows holding Hebrew or Arabic letters.
 */
export function rtlCount(tokens: Token[], tail: number[], pick: Pick): Pick | undefined {
  if (pick.checked || pick.q !== undefined || (tail.length !== 2 && tail.length !== 3) || !tokens.some((t) => RTL.test(t.text))) return undefined;
  const v = tail.map((i) => tokens[i].value!);
  const [p, a] = [v[0], v[v.length - 1]];
  const d = tail.length === 3 ? v[1] : 0;
  if (!(p > 0) || !(a > 0) || d < 0 || a !== pick.a) return undefined;
  for (let i = tail[0] - 1, n = 0; i >= 1 && n < 6; i--, n++) {
    const t = tokens[i];
    const q = t.value ?? 0;
    if (t.kind !== 'number' && !WORD.test(t.text)) return undefined;
    if (t.kind !== 'number' || !n || !Number.isInteger(q) || q <= 0 || !agrees(q * p - d, a, q)) continue;
    return { q, p, a, ...(d ? { d } : {}), first: i, at: tail[tail.length - 1], score: pick.score + 10, checked: true };
  }
  return undefined;
}
