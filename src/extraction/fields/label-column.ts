import type { Doc, TextLine } from './doc';
import type { Cell } from '../raw-text';
import { labelsIn } from '../lexicon';

/** Hebrew or Arabic letters: a right-to-left column, aligned on its right edge. */
const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

/**
 * Is the heading cell one of a column of labels, each with its value beside it ("Fakturadato: | 12.03.2026" above
 * "Kunde: | Café Åen I/S")? Then the cell beside the heading is its value, not a second heading, although the line
 * under it starts a cell under each as two headings' columns would. A line just above or below must hold a field
 * label where the heading starts and a cell where the value starts.
 */
export function inLabelColumn(doc: Doc, line: TextLine, cell: Cell, beside: Cell): boolean {
  const tol = Math.max(line.height, 4);
  const rtl = RTL.test(cell.text);
  const at = (of: Cell) => (c: Cell) => (rtl ? Math.abs(c.x1 - of.x1) <= tol : Math.abs(c.x0 - of.x0) <= tol);
  for (const other of [doc.lines[line.index - 1], doc.lines[line.index + 1]]) {
    if (!other || other.page !== line.page || other.box[1] - line.box[3] > 1.5 * line.height || line.box[1] - other.box[3] > 1.5 * line.height) continue;
    const label = other.cells.find(at(cell));
    const value = other.cells.find(at(beside));
    if (label && value && label !== value && (labelsIn(label.text)[0]?.start ?? 99) <= 1) return true;
  }
  return false;
}
