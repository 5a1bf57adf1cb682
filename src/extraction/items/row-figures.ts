import { taxFlag } from './glued-marks';
import { round2 } from '../fields/amounts';
import { BULLET, leadingQty, unitAtStart } from './leading';
import { isUnitWord, orderQtyPrice, shapeQtyPrice } from './shape';
import { agrees, type Pick, readings } from './readings';
import { rtlCount } from './rtl-count';
import { trailingQty } from './trailing-qty';
import { CELL_BREAK, groupable, mergeAt, type Token, tokenize } from './tokens';

export { agrees };

/**
 * Reads one item row from the right: amount last, then price, then quantity, and prefers the reading in which
 * quantity × price − discount = amount. Numbers further left that take no part in that reading stay in the
 * description, so part numbers and specifications ("TN-2420", "A4 80 g/m²", "2x USB-C") are not read as figures.
 */
export interface RowReading {
  description: string;
  qty?: number;
  price?: number;
  amount?: number;
  discount?: number;
  taxRate?: number;
  unit?: string;
  taxClass?: string;
  /** Decimals printed in the amount ("125.00" → 2): money on most documents has two. */
  amountDecimals?: number;
  /** The amount was printed with thousands separators. */
  amountGrouped?: boolean;
  /** quantity × price (− discount) gives the amount. */
  checked: boolean;
  /** A list entry of running text ("– desc, Q × P: A", list-row.ts): its amount closes it. */
  listed?: boolean;
}


/** Index where the row's figures start: trailing numbers, percentages, units after numbers, operators between them. */
function tailStart(tokens: Token[], end: number): number {
  let i = end;
  while (i > 0) {
    const t = tokens[i - 1];
    const left = tokens[i - 2];
    const ok =
      t.kind === 'number' || t.kind === 'percent' || t.kind === 'currency' ||
      // A class letter between figures is no class mark (those follow the amount) but a unit OCR misread ("3 F").
      ((t.kind === 'unit' || t.kind === 'class' || (t.kind === 'text' && isUnitWord(t))) && left?.kind === 'number' && i < end && (i > 2 || unitAtStart(t))) ||
      (t.kind === 'op' && i < end && (left?.kind === 'number' || left?.kind === 'unit')) ||
      (t.kind === 'tax' && i < end && (left?.kind === 'percent' || left?.kind === 'tax'));
    if (!ok) break;
    i--;
  }
  return i;
}

const isRate = (t: Token) => t.decimals === 0 && t.value! >= 0 && t.value! <= 30;

function joinText(tokens: Token[]): string {
  return tokens.map((t) => t.text).join(' ').trim();
}

/**
 * A plain space may group thousands ("27 750,00") or separate two figures ("3 391,53" = 3 × 391.53): every way of
 * grouping the trailing figures is read, and the best-scoring reading wins (more grouping on a tie).
 */
export function readRowFigures(text: string): RowReading {
  const plain = readGroupings(text);
  // "Office cleaning 4hrs 6,174.00 24,696.00", "Location de salle 4h 65,00": OCR glued a count to its unit; "Ί τεμάχια 373,87", "l Stk 12,50": it
  // read a count of one before its unit as a letter or a bar. Read so, the row is taken only where count × price gives
  // the amount, so a size in a description ("Paper 80g") or a letter ("Type I cable") stays as printed.
  const apart = text.replace(GLUED_COUNT, '$1$2 $3').replace(ONE_AS_LETTER, '$11');
  if (apart === text || plain.reading.checked) return plain.reading;
  const split = readGroupings(apart);
  return split.reading.checked && split.reading.qty !== undefined ? split.reading : plain.reading;
}

const ONE_AS_LETTER = /(\s)[lIΊΙ|ı](?=\s+\p{L}{1,10}\.?\s+[-−]?\d)/gu;
const GLUED_COUNT = /(^|\s)(\d{1,4}(?:[.,]\d{1,3})?)(\p{L}{1,6}\.?)(?=\s+\d)/gu;

function readGroupings(text: string): { reading: RowReading; score: number } {
  const base = tokenize(text);
  // Token index where the last cell starts (cells joined with CELL_BREAK); a group never spans it.
  const cut = text.includes(CELL_BREAK) ? base.length - tokenize(text.slice(text.lastIndexOf(CELL_BREAK) + 1)).length : -1;
  const points: number[] = [];
  for (let i = base.length - 2; i >= 0 && points.length < 4; i--) if (groupable(base[i], base[i + 1]) && i + 1 !== cut) points.push(i);
  let best: { reading: RowReading; score: number; merges: number } | undefined;
  for (let mask = 0; mask < 1 << points.length; mask++) {
    let tokens = base;
    let merges = 0;
    // points run right to left, so merging one does not move the indexes of those still to merge.
    points.forEach((p, b) => {
      if (mask & (1 << b) && (b === 0 || !(mask & (1 << (b - 1))) || points[b - 1] !== p + 1)) {
        tokens = mergeAt(tokens, p);
        merges++;
      }
    });
    const r = readTokens(tokens);
    if (!best || r.score > best.score || (r.score === best.score && merges > best.merges)) best = { ...r, merges };
  }
  return best!;
}

/**
 * An Arabic or Hebrew reader returns the Latin tax-class letter after an amount as a letter of its own script
 * ("17.75 م" for "A 17.75", or "مم"): one to three such letters right after a figure with decimals are that mark, not a
 * word.
 */
function misreadClass(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  return /^[\u0590-\u05ff\u0600-\u06ff]{1,3}$/u.test(tokens[i].text) && before?.kind === 'number' && (before.decimals ?? 0) > 0;
}

function readTokens(tokens: Token[]): { reading: RowReading; score: number } {
  let end = tokens.length;
  // A speck after the class letter, read by OCR as a lone accent or caret ("46,400 A ^").
  while (end > 1 && /^[\^`´¨~]$/.test(tokens[end - 1].text)) end--;
  let taxClass: string | undefined;
  // A tax-class letter after the amount ("1,99 A", "2.50 *").
  // (`taxClass ??= tokens[--end]` would skip the decrement once a class is set: the loop must step every time.)
  while (end > 1 && (tokens[end - 1].kind === 'class' || tokens[end - 1].text === '*' || misreadClass(tokens, end - 1) || taxFlag(tokens, end - 1)) && tokens[end - 2].kind !== 'text') {
    end--;
    taxClass ??= tokens[end].text;
  }
  while (end > 1 && tokens[end - 1].kind === 'currency') end--;
  const start = tailStart(tokens, end);
  const nums: number[] = [];
  const pcts: number[] = [];
  for (let i = start; i < end; i++) {
    if (tokens[i].kind === 'number') nums.push(i);
    else if (tokens[i].kind === 'percent') pcts.push(i);
  }
  if (!nums.length || tokens[nums[nums.length - 1]].kind !== 'number') return { reading: { description: joinText(tokens.slice(0, end)), taxClass, checked: false }, score: -1 };
  const first = readings(tokens, nums, pcts)[0];
  const pick = rtlCount(tokens, nums, first) ?? first;
  let shape = !pick.checked && pick.q === undefined ? shapeQtyPrice(tokens, nums) : undefined;
  // Price and amount printed alike ("base 25 kg 164,90 € 164,90 €") leave a count of one, not a figure of the name.
  if (shape && pick.p !== undefined && pick.p === pick.a && tokens[shape.qi].value !== 1) shape = undefined;
  // A negative amount that the count and price do not give in size is a promotion naming its offer ("RABAT 3 FOR 35,00
  // -9,85", "2 for 5.00"): the figures stay in its description.
  if (shape && pick.a !== undefined && pick.a < 0 && !agrees(tokens[shape.qi].value! * tokens[shape.pi].value!, -pick.a, tokens[shape.qi].value)) shape = undefined;
  if (shape) Object.assign(pick, { q: tokens[shape.qi].value, p: tokens[shape.pi].value, first: Math.min(shape.qi, shape.pi) });
  orderQtyPrice(tokens, pick, nums);
  const at = pick.at ?? nums[nums.length - 1];
  const out: RowReading = { description: '', amount: pick.a, checked: pick.checked, taxClass, amountDecimals: tokens[at].decimals, amountGrouped: tokens[at].grouped };
  if (pick.q !== undefined) out.qty = pick.q;
  if (pick.p !== undefined) out.price = pick.p;
  if (pick.d !== undefined) out.discount = pick.d;
  const rate = pcts.map((i) => tokens[i].value!).find((r) => pick.d === undefined || !agrees(pick.q! * pick.p! * (1 - r / 100), pick.a, pick.q));
  if (rate !== undefined && rate >= 0) out.taxRate = rate;
  // One bare whole number after the amount stands in a tax-rate column ("9,90 198,00 19").
  else if (nums.filter((i) => i > at).length === 1 && isRate(tokens[nums[nums.length - 1]])) out.taxRate = tokens[nums[nums.length - 1]].value;
  // The unit printed after the quantity or after the price ("0,512 kg x 3,99/kg").
  const unitTok = tokens.slice(pick.first, end).find((t, n, arr) => t.kind !== 'number' && t.kind !== 'op' && t.kind !== 'percent' && t.kind !== 'currency' && arr[n - 1]?.kind === 'number');
  const perTok = tokens.slice(pick.first, end).find((t) => t.per);
  if (unitTok && pick.q !== undefined) out.unit = unitTok.text;
  else if (perTok?.per) out.unit = perTok.per;
  let descEnd = pick.first;
  while (descEnd > 0 && (tokens[descEnd - 1].kind === 'op' || tokens[descEnd - 1].kind === 'currency')) descEnd--;
  // Right-to-left rows put the tax-class letter before the figures in reading order.
  if (descEnd > 1 && /^[A-H]$/.test(tokens[descEnd - 1].text) && /[\u0590-\u06ff]/.test(tokens[descEnd - 2].text)) {
    descEnd--;
    out.taxClass ??= tokens[descEnd].text;
  }
  let descStart = 0;
  const lead = leadingQty(tokens, descEnd);
  if (lead && out.qty === undefined) {
    out.qty = lead.qty;
    if (lead.unit) out.unit = lead.unit;
    // "3 hours consulting at 120.00 = 360.00": the price stands before the amount, the count at the start.
    const before = nums.length >= 2 ? nums[nums.length - 2] : -1;
    if (out.price === undefined && before >= lead.next && agrees(lead.qty * tokens[before].value!, pick.a, lead.qty)) {
      out.price = tokens[before].value!;
      descEnd = before;
      while (descEnd > 0 && (tokens[descEnd - 1].kind === 'op' || tokens[descEnd - 1].kind === 'currency')) descEnd--;
    }
    // Checked only by a printed price: one divided out of the amount proves nothing.
    out.checked = out.price !== undefined && agrees(lead.qty * out.price, pick.a, lead.qty);
    if (out.price === undefined && pick.a && Number.isInteger(lead.qty) && lead.qty > 1) {
      const each = pick.a / lead.qty;
      if (Math.abs(round2(each) - each) < 1e-9) out.price = round2(each);
    }
    descStart = lead.next;
  } else if (lead && !lead.unit && Number.isInteger(lead.qty) && lead.next === 1) {
    // A position number in front of a row that prints its quantity further right.
    descStart = 1;
  } else if (out.qty !== undefined && descEnd > 1 && /^0\d{1,3}$/.test(tokens[0]?.text ?? '')) {
    // A zero-padded number opening such a row ("02  신라면 5입  4,480  2  8,960") numbers it, whatever word follows.
    descStart = 1;
  } else if (tokens[0] && BULLET.test(tokens[0].text) && descEnd > 1) descStart = 1;
  const mark = out.qty === undefined ? trailingQty(tokens, descEnd, pick.a) : undefined;
  if (mark) {
    Object.assign(out, mark);
    descEnd--;
  }
  out.description = joinText(tokens.slice(descStart, descEnd));
  return { reading: out, score: pick.score + (out.checked && !pick.checked ? 8 : 0) };
}
