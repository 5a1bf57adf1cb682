import type { TextLine } from '../fields/doc';
import { LINE_ITEM_COLUMNS, resolveColumns } from '../fields/line-item-columns';
import { parseHeader } from '../fields/table';

/**
 * A table header row under or after the items: words set in three or more columns, no figures, at least one of them
 * a column word. It heads the item table when it names a quantity or a price column; otherwise it heads another
 * table (a tax breakdown, document-level allowances and charges, payment terms, the parts of a set) whose rows are
 * not items.
 */
export type HeaderKind = 'items' | 'other';

export function headerKind(line: TextLine, next?: TextLine): HeaderKind | undefined {
  if (line.cells.length < 3 || /\d/.test(line.text)) return undefined;
  const parsed = parseHeader(line, LINE_ITEM_COLUMNS);
  if (!parsed.columns.length) return undefined;
  // Column headings are short: a sentence set in columns is not a header.
  if (line.cells.some((c) => c.text.trim().split(/\s+/).length > 4)) return undefined;
  const keys = new Set(resolveColumns(parsed.columns).map((c) => c.key));
  if (keys.has('price') || keys.has('amount')) return keys.has('qty') || keys.has('price') ? 'items' : 'other';
  // Quantities without money ("Basisartikel: … Beschreibung  Menge") list the parts of an item, not items; unless
  // the line is the upper half of a two-line item header.
  if (keys.has('qty') && next && next.page === line.page) return headerKind(next) === 'items' ? 'items' : 'other';
  return 'other';
}
