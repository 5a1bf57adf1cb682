import { findAmounts } from './amounts';
import { headingKind } from './column-totals';
import { maskDates } from './dates';
import { xOverlap, type Doc, type TextLine } from './doc';
import type { Cell } from '../raw-text';

/**
 * A totals table with no label in front of its sum row, as the ZUGFeRD 1.0 sample invoices print it:
 *     Warenwert Zu-/Abschlag … | Nettobetrag | MwSt-Betrag MwSt-% | Endbetrag
 *     326,50  -8,10  3,00  321,40  61,07  19,0  382,47
 *     130,70  -3,11        127,59   8,93   7,0  136,52
 *     457,20 -11,21  3,00  448,99  70,00  EUR   518,99
 * One row per tax rate, then the row of their sums. The headings name the gross and the tax column; the net is the
 * figure of the sum row that the tax and the gross tie together (net + tax = gross), so a heading that spans several
 * columns ("Warenwert Zu-/Abschlag …") cannot name the wrong one. A single rate row is its own sum.
 */
export interface SummedTotals {
  Subtotal: number;
  Tax: number;
  Total: number;
}

const close = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The one amount of a cell, or undefined (none, several, or a currency code such as "EUR"). */
function amountOf(doc: Doc, cell: Cell): number | undefined {
  const found = findAmounts(maskDates(cell.text, doc));
  return found.length === 1 ? found[0].value : undefined;
}

/** A row of figures only: every cell one amount or a currency code, at least three amounts. */
function figureRow(doc: Doc, line: TextLine): boolean {
  const amounts = line.cells.filter((c) => amountOf(doc, c) !== undefined).length;
  return amounts >= 3 && line.cells.every((c) => amountOf(doc, c) !== undefined || /^[A-Z]{3}$/.test(c.text.trim()));
}

/** The figure of `row` under `heading` (the last one, as amounts are right-aligned under their heading). */
function under(doc: Doc, row: TextLine, heading: Cell): { cell: Cell; value: number } | undefined {
  const hits = row.cells.filter((c) => xOverlap([c.x0, c.x1], [heading.x0, heading.x1]) > 0.3 && amountOf(doc, c) !== undefined);
  const cell = hits[hits.length - 1];
  return cell && { cell, value: amountOf(doc, cell)! };
}

function fromHeading(doc: Doc, heading: TextLine): SummedTotals | undefined {
  const grossHead = heading.cells.filter((c) => headingKind(c.text) === 'Total').pop();
  const taxHeads = heading.cells.filter((c) => headingKind(c.text) === 'Tax');
  if (!grossHead || !taxHeads.length || heading.cells.some((c) => amountOf(doc, c) !== undefined)) return undefined;
  const rows: TextLine[] = [];
  for (const line of doc.lines.slice(heading.index + 1, heading.index + 10)) {
    if (line.page !== heading.page || !figureRow(doc, line)) break;
    rows.push(line);
  }
  const sum = rows[rows.length - 1];
  const gross = sum && under(doc, sum, grossHead);
  if (!gross) return undefined;
  // The sum row's gross is the sum of the rate rows' (a table of rates without a sum row ends on a rate row).
  const rates = rows.slice(0, -1).map((r) => under(doc, r, grossHead)?.value);
  if (rates.some((v) => v === undefined) || (rates.length && !close(rates.reduce((s, v) => s! + v!, 0)!, gross.value))) return undefined;
  const figures = sum.cells.map((c) => amountOf(doc, c)).filter((v): v is number => v !== undefined);
  for (const head of taxHeads) {
    const tax = under(doc, sum, head);
    if (!tax || tax.cell === gross.cell) continue;
    // Left to right under the tax heading: the tax comes before its rate ("70,00 | 19,0").
    const taxes = sum.cells.filter((c) => xOverlap([c.x0, c.x1], [head.x0, head.x1]) > 0.3).map((c) => amountOf(doc, c)).filter((v): v is number => v !== undefined);
    for (const t of taxes) {
      const net = figures.find((v) => close(v + t, gross.value) && v !== t);
      if (net !== undefined) return { Subtotal: net, Tax: t, Total: gross.value };
    }
  }
  return undefined;
}

/** The net, tax and gross of an unlabelled sum row under gross and tax headings, or undefined. */
export function summedTotalsRow(doc: Doc): SummedTotals | undefined {
  for (const line of doc.lines) {
    if (line.cells.length < 2) continue;
    const found = fromHeading(doc, line);
    if (found) return found;
  }
  return undefined;
}
