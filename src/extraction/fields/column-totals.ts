import { findAmounts } from './amounts';
import { maskDates } from './dates';
import { findLabels, xOverlap, type Doc, type TextLine } from './doc';
import { SUBTOTAL_LABELS, TAX_TOTAL_LABELS, TOTAL_LABELS, w } from './labels';
import type { Totals } from './totals';

/**
 * Totals printed as a row under column headings, e.g.
 *     Montant EUR HT | Montant TVA | Montant EUR TTC
 *     Total facture  |    24.99    |      5.00       |  29.99
 * The heading above each figure says whether it is the net amount, the tax or the gross total.
 */
const TAX_HEADING = w(String.raw`tax|vat|tva|btw|mwst|ust|iva|gst|steuer`);

export function headingKind(text: string): keyof Totals | undefined {
  const t = text.trim();
  if (findLabels({ lines: [], monthFirst: false }, SUBTOTAL_LABELS, [fake(t)]).length) return 'Subtotal';
  if (/\b(?:ttc|brutto|gross|incl)/i.test(t) || findLabels({ lines: [], monthFirst: false }, TOTAL_LABELS, [fake(t)]).length) return 'Total';
  if (TAX_HEADING.test(t) || findLabels({ lines: [], monthFirst: false }, TAX_TOTAL_LABELS, [fake(t)]).length) return 'Tax';
  return undefined;
}

/** A one-cell line, so label tables can be tested against a bare heading text. */
function fake(text: string): TextLine {
  return { index: 0, page: 1, text, cells: [{ text, x0: 0, x1: 1, words: [] }], box: [0, 0, 1, 1], height: 1, pageWidth: 1, pageHeight: 1 };
}

function fromRow(doc: Doc, row: TextLine): Totals {
  const figures = row.cells.slice(1).filter((c) => findAmounts(maskDates(c.text, doc)).length === 1);
  if (figures.length < 2) return {};
  for (const above of doc.lines.slice(Math.max(0, row.index - 8), row.index).reverse()) {
    if (above.page !== row.page) break;
    const out: Totals = {};
    let matched = 0;
    for (const f of figures) {
      const heading = above.cells.find((c) => xOverlap([c.x0, c.x1], [f.x0, f.x1]) > 0.3);
      const kind = heading && headingKind(heading.text);
      if (!kind) continue;
      matched++;
      out[kind] ??= findAmounts(maskDates(f.text, doc))[0].value;
    }
    if (matched >= 2) return out;
  }
  return {};
}

/** Fills Subtotal/Tax/Total from such a row; values already found by their own labels are kept. */
export function columnTotals(doc: Doc): Totals {
  for (const hit of findLabels(doc, TOTAL_LABELS)) {
    if (hit.cell !== 0) continue;
    const found = fromRow(doc, hit.line);
    if (Object.keys(found).length) return found;
  }
  return {};
}
