import type { Doc } from './doc';
import { findLegalForm } from './legal-form';
import { textKey } from './text-key';

/**
 * A window envelope's sender line prints the name short ("Holzwerk Bauer GmbH · Am Mühlbach 7 · 83022 Rosenheim");
 * the letterhead above it prints it whole ("Schreinerei Holzwerk Bauer GmbH", maybe in small capitals). A line above
 * the sender line, alone in its row, that ends with the same name and legal form and only adds words before it, is
 * the name. Otherwise the name as found.
 */
export function fullerName(doc: Doc, name: string): string {
  const key = textKey(name);
  if (!key || !findLegalForm(name)) return name;
  for (const line of doc.lines.slice(0, 12)) {
    if (line.page > 1) break;
    const text = line.cells.length === 1 ? line.text.trim() : '';
    const k = textKey(text);
    if (k === key && line.text.includes(name)) return name;
    // At most three words more, none of them a figure: a name, not a sentence or an address.
    const extra = text.split(/\s+/).length - name.split(/\s+/).length;
    if (k.length > key.length && k.endsWith(key) && extra >= 1 && extra <= 3 && !/\d/.test(text) && findLegalForm(text)) return text;
  }
  return name;
}
