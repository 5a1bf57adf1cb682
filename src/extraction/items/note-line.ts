import { isSubLine } from './sub-line';

/**
 * A modifier under an item of a till slip, on its own line, dash first and no figure ("- no sugar", "– to go",
 * "* well done"): an instruction that belongs to the item above and is not part of its description.
 */
const NOTE = /^\s*[-–—*]\s+\p{L}[^\d]*$/u;

export function isNoteLine(text: string): boolean {
  return NOTE.test(text);
}

/**
 * A bulleted detail under an item of an invoice ("- Feuerversicherung - Teil A § 2 62.000 MK1914", "• incl. set-up"):
 * what the item covers, listed under its name, not part of the name. It may hold figures and codes but does not end
 * in money (a "- 2,00" line under an item is a figure of its own).
 */
const BULLET = /^\s*[-–—•]\s+\p{L}/u;
const ENDS_IN_MONEY = /\d[.,]\d{2}\s*(?:[€$£]|[A-Z]{3})?\s*$/u;

export function isBulletDetail(text: string): boolean {
  return BULLET.test(text) && !ENDS_IN_MONEY.test(text);
}

/** A line under an item that belongs to it but not to its description: a note, a bulleted detail, a sub-line. */
export function isDetailLine(text: string): boolean {
  return isNoteLine(text) || isBulletDetail(text) || isSubLine(text);
}
