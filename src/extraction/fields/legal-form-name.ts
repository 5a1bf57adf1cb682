import { xOverlap, type Doc, type TextLine } from './doc';
import { findLegalForm, repairLegalForm, statesCapital } from './legal-form';
import { labelsAValue, labelsIn } from '../lexicon';
import { onlyLabels } from './label-only';
import type { RegionTest } from './sections';
import type { Cell } from '../raw-text';
import { currentName } from './former-name';
import { ownerName } from './name-notes';
import { upToLegalForm } from './vendor-name-shape';

/** The first name carrying a legal form outside the customer's block, and the cells around such a name. */
export function legalFormName(doc: Doc, isCustomer: RegionTest): { name: string; line: TextLine; cell: number } | undefined {
  for (const line of doc.lines) {
    for (const [ci, c] of line.cells.entries()) {
      // A copyright notice names the maker of a template or software, not the vendor.
      if (isCustomer(line, c.x0, c.x1) || /^\s*(?:\(c\)|©|copyright)/i.test(c.text)) continue;
      // "000 «Зелёный Сад»": the legal form as OCR printed it, with digits for its letters. An owner line names the
      // company behind the shop's sign ("OWN BY: CHEF LEE SDN BHD"): the company, without the owner words.
      const name = upToLegalForm(repairLegalForm(currentName(ownerName(c.text) ?? c.text))) ?? formUnderName(doc, line, ci);
      if (name && !/:/.test(name)) return { name, line, cell: ci };
    }
  }
  return undefined;
}

/** A line that is only a legal form ("SDN BHD", "(SEMENYIH) SDN BHD") under the rest of its name. */
function formUnderName(doc: Doc, line: TextLine, ci: number): string | undefined {
  const own = line.cells[ci];
  const form = findLegalForm(own.text);
  // "SAS au capital de 150 000 €" under "Comptoir des Matériaux Bretons": the name is the line above, as printed.
  if (statesCapital(own.text) && own.text.replace(/\d.*$/, '').trim().split(/\s+/).length <= 5) return nameAboveCapital(doc, line, own);
  if (!form || own.text.slice(0, form.index).replace(/\([^)]*\)/g, '').trim() !== '') return undefined;
  const above = cellAbove(doc, line, own);
  if (!above || /[:\d@]/.test(above.cell.text) || isLabelLine(above.cell.text)) return undefined;
  return upToLegalForm(`${above.cell.text.trim()} ${own.text.trim()}`);
}

function nameAboveCapital(doc: Doc, line: TextLine, own: Cell): string | undefined {
  const prev = doc.lines[line.index - 1];
  if (!prev || prev.page !== line.page || line.box[1] - prev.box[3] > 1.5 * line.height) return undefined;
  const cell = prev.cells.find((c) => xOverlap([c.x0, c.x1], [own.x0, own.x1]) > 0.3);
  const text = cell?.text.trim();
  return text && !/[:\d@]/.test(text) && !isLabelLine(text) && /\p{L}{3}/u.test(text) ? text : undefined;
}

/** The only cell of the line right above, in the same column: where a wrapped name goes on. */
export function cellAbove(doc: Doc, line: TextLine, own: Cell): { line: TextLine; cell: Cell } | undefined {
  const prev = doc.lines[line.index - 1];
  if (!prev || prev.page !== line.page || prev.cells.length !== 1 || line.box[1] - prev.box[3] > 1.5 * line.height) return undefined;
  const cell = prev.cells[0];
  return xOverlap([cell.x0, cell.x1], [own.x0, own.x1]) > 0.3 ? { line: prev, cell } : undefined;
}

/** A line of labels: a labelled value, label words alone, or a title in two languages ("बिल / इनवॉइस", "Invoice / Facture"). */
export function isLabelLine(text: string): boolean {
  return labelsAValue(text) || onlyLabels(text) || labelsIn(text).some((l) => l.key === 'thanks' || (l.start <= 1 && l.end - l.start >= 0.6 * text.trim().length));
}

