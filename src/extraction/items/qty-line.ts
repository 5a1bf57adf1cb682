import { round2 } from '../fields/amounts';
import { agrees } from './row-figures';
import { type Token, tokenize } from './tokens';
import { TOKEN_WORDS } from './token-words';

/**
 * Receipt quantity lines printed above or below their item: "2 x 1,25", "2 @ 1.25", "@ 3.50",
 * "0,512 kg x 3,99/kg", "0.512 kg @ 3.99 EUR/kg". They carry quantity, unit price and the unit of weighed goods;
 * the item's own line carries the amount.
 */
export interface QtyLine {
  qty?: number;
  price: number;
  unit?: string;
  /** An amount printed at the end of the quantity line itself. */
  amount?: number;
  /** That amount comes first in reading order (right-to-left slips). */
  amountFirst?: boolean;
}

// Cyrillic х and Greek χ: OCR reads the × of Russian and Greek slips as the letter; "+" is how it reads a thin × on a
// photo, "»" how the Arabic reader reads it.
const TIMES = /^(?:x|X|×|х|Х|χ|Χ|@|\*|\+|»[*”]?|à|á|a)$/;

/**
 * "2 β 1,25", "2 E 1,25": OCR reads the "@" or "×" between a count and a price as one stray glyph. Such a line is
 * read as a quantity line; it completes an item only where count × price gives that item's amount (assemble.ts).
 */
function strayTimes(all: Token[]): Token[] {
  const [a, g, b] = all;
  if (all.length !== 3 || a.kind !== 'number' || b.kind !== 'number' || !/^[^\s\d.,\-−%]$/u.test(g.text) || !(a.decimals === 0 || a.decimals === 3)) return all;
  return [a, { text: '×', kind: 'op' }, b];
}

/**
 * "2.439 kg 1,150/kg 2,805": OCR lost the times sign of a weight line. A weight and its unit followed by a price per
 * that unit is read as if the sign stood between them.
 */
function lostTimes(all: Token[]): Token[] {
  const [w, u, p] = all;
  if (all.length < 3 || all.length > 4 || w.kind !== 'number' || u.kind !== 'unit' || p.kind !== 'number' || !p.per || p.per !== u.text) return all;
  return [w, u, { text: '×', kind: 'op' }, ...all.slice(2)];
}

/** "0755 kg*7,15/kg": OCR dropped the point of a weight under one unit; a leading zero makes it 0.755. */
const POINTLESS_WEIGHT = /^(\s*)0(\d{3})(?=\s*\p{L}{1,3}\.?(?:\s|[xX×хХχΧ*@]))/u;

/**
 * "άχ 2,90", "Δ.χ 2,90", "4.χ Χ 3,63": OCR garbled the count of "4 x 2,90" into the times sign. Only the price is
 * read; the line then completes an item only where its amount is a whole multiple of that price (assemble.ts).
 */
const GARBLED_COUNT = /^\s*(\S{0,3}?)([xX×χΧ])\s*(?:[xX×χΧ]\s+)?(\d{1,4}[.,]\d{2})(?:\s+(\d{1,5}[.,]\d{2}))?\s*$/u;

/**
 * "Ίχ Χ 10,24 10,24": the garbled count with the amount printed after the price. The count is what the amount holds
 * of the price, where that is a whole number; otherwise the line is no quantity line.
 */
function garbledCount(price: number, printed: string | undefined): QtyLine | undefined {
  if (printed === undefined) return { price };
  const amount = Number(printed.replace(',', '.'));
  const qty = round2(amount / price);
  return price > 0 && Number.isInteger(qty) && qty > 0 ? { qty, price, amount } : undefined;
}

/** The glyphs before the sign are what is left of a count, not a word ending in x ("Box", "Tax"). */
function countLeft(head: string, sign: string): boolean {
  return head === '' || /[\d.]/.test(head) || (/[χΧ×]/.test(sign) && [...head].length === 1);
}

export function readQtyLine(text: string): QtyLine | undefined {
  const read = readQtyText(text);
  const garbled = read ? null : GARBLED_COUNT.exec(text);
  if (garbled && countLeft(garbled[1], garbled[2])) return garbledCount(Number(garbled[3].replace(',', '.')), garbled[4]);
  if (read || !POINTLESS_WEIGHT.test(text)) return read;
  const weight = readQtyText(text.replace(POINTLESS_WEIGHT, '$10.$2'));
  return weight?.unit ? weight : undefined;
}

function readQtyText(text: string): QtyLine | undefined {
  const read = tokenize(text);
  // A tax flag after the line's amount ("2個 × 単128 ¥256※") is no figure of it.
  if (read.length > 1 && TOKEN_WORDS.taxFlags.has(read[read.length - 1].text) && read[read.length - 2].kind === 'number') read.pop();
  const tokens = lostTimes(strayTimes(read).filter((t) => t.kind !== 'currency' && t.kind !== 'class'));
  if (!tokens.length || tokens.some((t) => t.kind === 'text' || t.kind === 'percent')) return undefined;
  // A unit word stands right after a number ("0,512 kg"); anywhere else it is a word of a description.
  if (tokens.some((t, i) => t.kind === 'unit' && tokens[i - 1]?.kind !== 'number')) return undefined;
  const op = tokens.findIndex((t) => t.kind === 'op' && TIMES.test(t.text));
  if (op < 0) return undefined;
  let before = tokens.slice(0, op).filter((t) => t.kind === 'number');
  const after = tokens.slice(op + 1).filter((t) => t.kind === 'number');
  // Right-to-left slips put the amount first in reading order ("65.00 2 × 32.50").
  const lead = before.length === 2 && after.length === 1 ? before[0] : undefined;
  if (lead) before = before.slice(1);
  if (before.length > 1 || !after.length || after.length > 2) return undefined;
  const unit = tokens.slice(0, op).find((t) => t.kind === 'unit')?.text ?? after[0].per;
  const out: QtyLine = { price: after[0].value! };
  if (before.length) out.qty = before[0].value!;
  // "1.475 kg": before a unit, three decimals are a weight, not thousands.
  if (before.length && unit && /^\d{1,3}[.,]\d{3}$/.test(before[0].text)) out.qty = Number(before[0].text.replace(',', '.'));
  if (unit) out.unit = unit;
  const amount = lead ?? after[1];
  if (amount) {
    // "2 x 1.25 2.50": the amount follows, and must agree.
    // A weight read without decimals ("6" for "1.186") lost digits: amount and price per unit give it back.
    if (out.qty !== undefined && !before[0].decimals && !agreesPrinted(out.qty, after[0], amount) && after[0].per && unit) out.qty = lostWeight(amount.value!, after[0].value!);
    if (out.qty === undefined || !agreesPrinted(out.qty, after[0], amount)) return undefined;
    out.amount = amount.value!;
    if (lead) out.amountFirst = true;
  }
  return out;
}

/**
 * "6 كم * 6.75/كغ 8.01": OCR lost digits of a weight ("1.186") on a photo. Where the price is per unit of weight and the
 * amount is printed, the weight is what that amount buys, to the gram.
 */
function lostWeight(amount: number, price: number): number | undefined {
  const w = Math.round((amount / price) * 1000) / 1000;
  return w > 0 && price > 0 ? w : undefined;
}

/**
 * qty × price = amount as printed: to the cent, or to the whole unit where price and amount print no decimals
 * (yen, won, rupiah: "1.465 kg × 1,330/kg  1,948").
 */
function agreesPrinted(qty: number, price: Token, amount: Token): boolean {
  const exact = qty * price.value!;
  if (agrees(exact, amount.value!, qty)) return true;
  return !Number.isInteger(qty) && !price.decimals && !amount.decimals && Math.abs(exact - amount.value!) <= 0.5 + 1e-9;
}

/** Whether a quantity line belongs to an item of this amount (its count × price gives it, or the price does alone). */
export function fitsAmount(q: QtyLine, amount: number | undefined): boolean {
  if (amount === undefined) return false;
  if (q.qty === undefined) return Math.abs(amount / q.price - Math.round(amount / q.price)) < 1e-6;
  return agrees(q.qty * q.price, amount, q.qty);
}

/** The count of a price-only line ("@ 3.50" under an amount of 7.00). */
export function qtyFor(q: QtyLine, amount: number): number | undefined {
  if (q.qty !== undefined) return q.qty;
  const n = round2(amount / q.price);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
