import { round2 } from '../fields/amounts';
import type { QtyLine } from './qty-line';
import type { Row } from './rows';

/** A rule printed with dashes, equals signs or stars ("-----", "=====") separates blocks; it names nothing. */
export function isRuleLine(text: string): boolean {
  return /^\s*[-=_*~–—.·]{3,}\s*$/u.test(text);
}

const exact = (q: QtyLine, amount: number | undefined) => amount !== undefined && q.qty !== undefined && round2(q.qty * q.price) === amount;

/**
 * A quantity line between two items ("ROGGENBROT 2,49" / "2 x 1,25" / "BUTTER 2,50") goes with the one whose amount
 * its count × price gives to the cent; agreement within rounding with the item above must not take it from an item
 * below that it gives exactly.
 */
export function exactlyBelow(q: QtyLine, above: number | undefined, next: Row | undefined, nextIsItem: boolean): boolean {
  return nextIsItem && next?.kind === 'item' && !exact(q, above) && exact(q, next.reading.amount);
}

/** "1. Хлеб Бородинский" over its figures line: the list number of a two-line item's name is no part of it. */
export function unnumbered(name: string): string {
  return name.replace(/^\s*\d{1,3}[.)]\s+(?=\p{L})/u, '');
}
