import { parseAmount } from '../fields/amounts';

/**
 * OCR reads the multiplication sign of a till slip's figures line as a Latin, Cyrillic or Greek x and glues it to its
 * neighbours: "1x10,24", "3x 3,40", "3 x4,96", "1х1 061,00", "0,975 кгх 265,00/кг", "2,275 Κοχ 5,38/Κο". The raw words
 * of a line are put apart again (count, sign, price) where a figure stands on both sides of the sign, so "2x USB-C"
 * stays one word.
 */
// A star stands for the sign on some slips ("0,732 kg * 8,13 EUR/kg") and is glued the same way.
const SIGN = '[xX×хХχΧ*]';
const NUM = String.raw`\d{1,3}(?:[.,]\d{1,3})?`;
const BOTH = new RegExp(String.raw`^(${NUM})(${SIGN})(\d[\d.,]*(?:\/[\p{L}\p{M}]{1,6}\.?)?)$`, 'u');
const COUNT = new RegExp(`^(${NUM})(${SIGN})$`);
const PRICE = new RegExp(String.raw`^(${SIGN})(\d[\d.,]*(?:\/[\p{L}\p{M}]{1,6}\.?)?)$`, 'u');
/** A unit glued to the sign after a weight ("кгх"), or to the sign and the price ("2,454 kgx31,50/kg"). */
const UNIT = new RegExp(`^(\\p{L}{1,3}\\.?)(${SIGN})$`, 'u');
const UNIT_PRICE = new RegExp(String.raw`^(\p{L}{1,3}\.?)(${SIGN})(\d[\d.,]*(?:\/[\p{L}\p{M}]{1,6}\.?)?)$`, 'u');

/**
 * "Макароны 450 г 3516,00 1548,00": OCR lost the sign between a count and the price and glued them. Where a leading
 * count of one or two digits times the rest gives the amount printed next to the cent, the word is put apart.
 */
function lostSign(t: string, next: string | undefined): string[] | undefined {
  const amount = next !== undefined && /^\d[\d.,]*[.,]\d{2}$/.test(next) ? parseAmount(next) : null;
  if (amount === null || amount <= 0 || !/^\d{2,}[.,]\d{2}$/.test(t)) return undefined;
  for (const n of [1, 2]) {
    const [count, price] = [Number(t.slice(0, n)), t.slice(n)];
    const value = /^[1-9]/.test(price) ? parseAmount(price) : null;
    if (count >= 2 && value !== null && Math.abs(count * value - amount) < 0.005) return [String(count), 'x', price];
  }
  return undefined;
}

const isNum = (t: string | undefined) => t !== undefined && /^-?\d[\d.,]*$/.test(t);
const isUnit = (t: string | undefined) => t !== undefined && /^\p{L}{1,3}\.?$/u.test(t);
const startsNum = (t: string | undefined) => t !== undefined && /^\d/.test(t);

export function splitGluedTimes(raw: string[]): string[] {
  const out: string[] = [];
  for (const [i, t] of raw.entries()) {
    const prev = raw[i - 1];
    const next = raw[i + 1];
    let m: RegExpExecArray | null;
    if ((m = BOTH.exec(t))) out.push(m[1], m[2], m[3]);
    else if (startsNum(next) && (m = COUNT.exec(t))) out.push(m[1], m[2]);
    // The price glued to its sign after a weight's unit too: "2,174 kg x27,00/kg".
    else if ((isNum(prev) || (isUnit(prev) && isNum(raw[i - 2]))) && (m = PRICE.exec(t))) out.push(m[1], m[2]);
    else if (isNum(prev) && (m = UNIT_PRICE.exec(t))) out.push(m[1], m[2], m[3]);
    else if (isNum(prev) && startsNum(next) && (m = UNIT.exec(t))) out.push(m[1], m[2]);
    else out.push(...(lostSign(t, next) ?? [t]));
  }
  return out;
}
