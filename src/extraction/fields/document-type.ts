import type { Doc } from './doc';
import { w } from './labels';

/**
 * Document_Type from the title words at the top of the first page (the first match wins, so a
 * "Gutschrift" title is not overruled by the word "Rechnung" further down).
 */
const TYPES: Array<[string, RegExp]> = [
  ['credit_note', w(String.raw`credit\s*note|credit\s+memo|gutschrift|avoir|note\s+de\s+crédit|creditnota|creditfactuur|nota\s+de\s+crédito|nota\s+di\s+credito`)],
  ['purchase_order', w(String.raw`purchase\s+order|bestellung|bon\s+de\s+commande|inkooporder|orden\s+de\s+compra|ordine\s+d['’]acquisto`)],
  ['receipt', w(String.raw`receipt|payment\s+receipt|sales\s+receipt|quittung|kassenbon|kassenbeleg|reçu|ticket\s+de\s+caisse|kassabon|kwitantie|recibo|ricevuta|scontrino`)],
  ['invoice', w(String.raw`invoice|tax\s+invoice|[\p{L}]*rechnung(?:skorrektur|sberichtigung)?|facture|factuur|factura|fattura|bill`)],
];

export function detectDocumentType(doc: Doc): string | undefined {
  const head = doc.lines.filter((l) => l.page === 1).slice(0, 15);
  for (const line of head) {
    const text = line.cells[0].text;
    // Titles are short; a remark such as "Rechnung gemäß Bestellung vom …" is not one.
    if (text.split(/\s+/).length > 10) continue;
    // The earliest type word of the title decides: "Gutschrift (Selbst ausgestellte Rechnung)" is a credit note.
    const hits = TYPES.map(([type, re]) => ({ type, at: re.exec(text)?.index ?? -1 })).filter((h) => h.at >= 0);
    if (hits.length) return hits.sort((a, b) => a.at - b.at)[0].type;
  }
  // No title: the type word printed most often ("Ihre Bestellung" once does not make an order).
  const all = doc.lines.map((l) => l.text).join('\n');
  const counts = TYPES.map(([type, re]) => ({ type, n: (all.match(new RegExp(re.source, 'giu')) ?? []).length }));
  const top = counts.filter((c) => c.n > 0).sort((a, b) => b.n - a.n)[0];
  return top?.type;
}
