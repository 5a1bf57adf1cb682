import type { TextLine } from './doc';

/**
 * A figure with cents opening a cell, maybe after a currency ("18.00 S", "RM 7.90", "-2.37", "1,234.50"); not a
 * date ("20.07.2025").
 */
const PRICE = /^\s*(?:\p{Lu}{1,3}\s?|[$€£¥₹])?[-−]?(?:\d{1,3}(?:[,.\s]\d{3})+|\d{1,7})[.,]\d{2}(?![.,/-]?\d)/u;

/**
 * A row that prints a price in a cell right of its text ("22241 WS CUT SCISSORS | 18.00 S") is an item or a total:
 * an address line never carries one, so an address read down a receipt ends above it. `col`: the text's own cell.
 * Only a figure with no label between it and the text counts.
 */
export function pricedRow(line: TextLine, col: number): boolean {
  // A label between the text and the figure ("Total due | 1,234.50") makes it an invoice's meta box beside the address.
  const at = line.cells.findIndex((c, i) => i > col && PRICE.test(c.text));
  return at > col && line.cells.slice(col + 1, at).every((c) => !/\p{L}{3}/u.test(c.text));
}
