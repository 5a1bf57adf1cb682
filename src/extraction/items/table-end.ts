import tableEnds from '../lexicon/item-table-ends.json';
import { headingSource } from './column-words';

/**
 * The heading of the section after an item table ("Zusammenfassung", "Riepiloghi IVA e totali", "Payment terms";
 * lexicon/item-table-ends.json): it ends the table even where no totals label comes first, so a tax breakdown's
 * rows under it are not read as items.
 */
const source = (h: string) => (h.startsWith('*') ? String.raw`[\p{L}]*` + headingSource(h.slice(1)) : headingSource(h));
const headings = Object.values((tableEnds as { headings: Record<string, string[]> }).headings).flat();
const TABLE_END = new RegExp(String.raw`^(?:${headings.map(source).join('|')})\b`, 'iu');

export function endsItemTable(text: string): boolean {
  return TABLE_END.test(text);
}
