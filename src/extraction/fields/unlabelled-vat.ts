import type { Doc } from './doc';
import type { RegionTest } from './sections';
import { labelsIn } from '../lexicon';
import { normaliseVat, validateVat, vatFormatOk } from '../normalise/identifiers';

/**
 * A VAT id the labelled search missed because OCR glued its label to it ("UID-Nr.ATU95797000", "SE-nr.DK71148257",
 * "BTWBE BE0975600169": the country code of "BTW BE" run into the label). Such an id counts when its body has its
 * country's format; an id with no label at all only when it also passes its check digits, so a word, an order number
 * or an IBAN that merely starts with two capitals does not (a compact IBAN is longer than every VAT format, and an
 * id's prefix is never tried on its own).
 */
const ID = /(?<![A-Za-z0-9])(?:CHE|[A-Z]{2})[0-9A-Z]{8,12}(?![A-Za-z0-9])/g;

const isTaxIdLabel = (text: string) => labelsIn(text).some((s) => s.key === 'tax_id' && s.start === 0 && s.end >= text.length - 1);

/** The label printed straight before the id: glued to it, or ending in the id's own country code. */
function gluedLabel(before: string, id: string): boolean {
  const glued = /(\S+)$/.exec(before)?.[1];
  if (glued) return isTaxIdLabel(glued);
  const last = /(\S+)\s+$/.exec(before)?.[1];
  return Boolean(last && last.length > 2 && last.endsWith(id.slice(0, 2)) && isTaxIdLabel(last.slice(0, -2)));
}

export function unlabelledVatIds(doc: Doc, isCustomer: RegionTest): { vendor?: string; customer?: string } {
  const found: { vendor?: string; customer?: string } = {};
  for (const line of doc.lines) {
    for (const cell of line.cells) {
      for (const m of cell.text.matchAll(ID)) {
        if (!/\d{6}/.test(m[0])) continue;
        const ok = validateVat(m[0]) || (vatFormatOk(m[0]) && gluedLabel(cell.text.slice(0, m.index), m[0]));
        if (!ok) continue;
        const side = isCustomer(line, cell.x0, cell.x1) ? 'customer' : 'vendor';
        found[side] ??= normaliseVat(m[0]);
      }
    }
  }
  return found;
}
