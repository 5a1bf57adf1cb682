import type { TextLine } from './doc';

/** A figure with cents opening a cell, maybe after a currency ("18.00 S", "RM 7.90", "-2.37", "$4.50"). */
const PRICE = /^\s*(?:\p{Lu}{1,3}\s?|[$€£¥₹])?[-−]?\d{1,7}[.,]\d{2}(?!\d)/u;

/**
 * A row that prints a price in a cell right of its text ("22241 WS CUT SCISSORS | 18.00 S") is an item or a total:
 * an address line never carries one, so an address read down a receipt ends above it. `col`: the text's own cell.
 */
export function pricedRow(line: TextLine, col: number): boolean {
  return line.cells.some((c, i) => i > col && PRICE.test(c.text));
}
