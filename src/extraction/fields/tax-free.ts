import type { Doc } from './doc';
import { mentionsTaxFree } from '../lexicon';
import type { Totals } from './totals';

/**
 * An invoice that charges no tax and says so ("Ohne MwSt.", "VAT exempt", "Reverse charge"; tax-free-words.json)
 * prints only one total: the net is that total. Only where neither a tax nor a net was read, so a tax-free note
 * beside printed figures changes nothing.
 */
export function taxFreeSubtotal(doc: Doc, totals: Totals): number | undefined {
  if (totals.Total === undefined || totals.Subtotal !== undefined || totals.Tax !== undefined) return undefined;
  return doc.lines.some((l) => mentionsTaxFree(l.text)) ? totals.Total : undefined;
}
