import { findLabels, type Doc, type TextLine } from './doc';
import { BALANCE_LABELS, SUBTOTAL_LABELS, TAX_TOTAL_LABELS, TOTAL_LABELS } from './labels';
import { LINE_ITEM_COLUMNS, resolveColumns, UNQUALIFIED_COLUMNS } from './line-item-columns';
import { parseHeader, type Header } from './table';
import { headerKind } from '../items/header-row';
import { isSubLine } from '../items/sub-line';
import { isOptionalRow } from '../items/optional-row';
import { carriedForwardLine } from '../items/non-item';
import { isSectionSum } from '../items/section-sum';
import { endsItemTable } from '../items/table-end';
import type { DecimalSeparator } from '../items/decimal-style';
import { complete, figures, NUMERIC_KEYS, readRow, toItem, type Item } from './line-items-row';

/**
 * Header-led item tables (a stage of line-items.ts): find header rows, then read the lines under each header until the
 * totals block. A line with figures starts an item; a text-only line continues the description of the
 * item above (wrapped descriptions); a figures-only line completes the item above (figures printed one
 * line lower, as in ZUGFeRD renderings).
 */

/** A label, a colon and a figure ("Bruttopreis : 1,50"). */
const LABELLED_FIGURE = /(?:^|\s)[*•-]?\s*\p{L}[\p{L}.\-/]{0,30}\s*:\s*[-−]?\d[\d.,]*/gu;

/** A line of labelled figures only: opens with one, and no money figure stands outside them. */
function labelledFigures(text: string): boolean {
  const rest = text.replace(LABELLED_FIGURE, ' ');
  return rest !== text && /^\s*[*•-]?\s*\p{L}[\p{L}.\-/]{0,30}\s*:/u.test(text) && !/\d[.,]\d/.test(rest);
}

/** A header row: at least a description-like column plus two of quantity/price/amount. */
export function asHeader(line: TextLine): Header | null {
  const qualified = parseHeader(line, LINE_ITEM_COLUMNS);
  const parsed = qualified.columns.some((c) => c.key === 'amount') ? qualified : parseHeader(line, UNQUALIFIED_COLUMNS);
  const columns = resolveColumns(parsed.columns);
  const keys = new Set(columns.map((c) => c.key));
  const figures = NUMERIC_KEYS.filter((k) => keys.has(k)).length;
  if (!keys.has('description') || figures < 2 || parsed.coverage < 0.6) return null;
  return { ...parsed, columns };
}

/** A totals line ends the table ('end') or pauses it until a full item row resumes it ('pause'). */
function isTotalsLine(doc: Doc, line: TextLine): 'end' | 'pause' | null {
  const first = { ...line, cells: line.cells.slice(0, 1) };
  if (findLabels(doc, [...TOTAL_LABELS, ...BALANCE_LABELS], [first]).some((h) => h.weight >= 4)) return 'end';
  if (endsItemTable(line.text)) return 'end';
  const labels = [...TOTAL_LABELS, ...SUBTOTAL_LABELS, ...TAX_TOTAL_LABELS];
  return findLabels(doc, labels, [first]).length ? 'pause' : null;
}

/** Reads the body under one header; returns the items and the index of the first line after the table. */
export function readTable(doc: Doc, header: Header, sep?: DecimalSeparator): { items: Item[]; next: number } {
  const items: Item[] = [];
  /** Only a table with an amount column leaves its optional positions unbilled by printing none. */
  const priced = header.columns.some((c) => c.key === 'amount');
  let current: Item | undefined;
  /** The previous line (for the gap that ends the table) and the last line that fed an item. */
  let lastLine = header.line;
  let itemLine = header.line;
  let paused = false;
  /** The table went on over a page: its heading lines stand at any distance from the rows that resume it. */
  let turned = false;
  let i = header.line.index + 1;
  for (; i < doc.lines.length; i++) {
    const line = doc.lines[i];
    if (asHeader(line) || headerKind(line, doc.lines[i + 1]) === 'other') break;
    if (line.page !== lastLine.page) {
      // A table not closed by its totals goes on over the page: past the page's heading lines, only a full item
      // row (two or more figures and an amount) resumes it.
      if (line.page !== lastLine.page + 1) break;
      paused = true;
      turned = true;
      // No `continue`: the page's first line may be that full item row (a scan's page carries no heading lines).
    }
    // The heading of the table that follows ("Zu- und Abschläge:") ends this one.
    const next = doc.lines[i + 1];
    if (/:\s*$/.test(line.text) && next && next.page === line.page && headerKind(next) === 'other') break;
    const gap = line.box[1] - lastLine.box[3];
    if (!turned && gap > (paused ? 4 : 6) * line.height) break;
    lastLine = line;
    // "Totale parziale capitolo 1": a section's sum; the items go on under the next section's heading.
    const totals = isSectionSum(line.text) ? 'pause' : isTotalsLine(doc, line);
    if (totals === 'end') break;
    if (totals === 'pause') {
      paused = true;
      continue;
    }
    // "Bruttopreis : 1,50  Abschlag : 0,03": labelled figures under an item describe it; they are no item. Nor are
    // its code and price sub-lines, colon or not ("GTIN 4012345001235", items/sub-line.ts).
    if (current && (labelledFigures(line.text) || isSubLine(line.text))) {
      itemLine = line;
      continue;
    }
    const v = readRow(line, header.columns, sep);
    // "CO-123/V2A  Preisbasismenge: 1 Stk": a labelled figure behind the item's code is no item of its own either.
    if (current && v.price !== undefined && v.amount === undefined && v.qty === undefined && /\p{L}{3,}\s*:/u.test(line.text)) {
      itemLine = line;
      continue;
    }
    // "Übertrag von Seite 1  958,70": the sum carried over a page break is no item (its words may stand in the code
    // column: "Réf. | Désignation" over "Report").
    if (v.qty === undefined && v.price === undefined && carriedForwardLine(`${v.sku} ${v.description}`)) continue;
    // An alternative or optional position priced but not billed ("Eventualposition … 61,00  nur EP") is no item,
    // and the lines under it are its own.
    if (priced && isOptionalRow(line.text, v.description, v.amount !== undefined)) {
      current = undefined;
      itemLine = line;
      continue;
    }
    const n = figures(v);
    // After a subtotal or a page turn only a full item row (two or more figures and an amount) resumes the table.
    if (paused && (n < 2 || !v.description || v.amount === undefined)) continue;
    paused = false;
    turned = false;
    // A line that only adds the missing line total (printed one line lower, maybe with the rest of the
    // description) completes the item above instead of starting a new one.
    const completes = current && current.Amount === undefined && v.amount !== undefined && v.qty === undefined && v.price === undefined;
    if (completes && current) {
      complete(current, v);
      if (v.description) current.Description = current.Description ? `${current.Description} ${v.description}` : v.description;
      if (v.sku && !current.SKU) current.SKU = v.sku;
      itemLine = line;
    } else if (n > 0 && (v.description || !current || (v.qty !== undefined && current.QTY !== undefined && v.amount !== undefined && current.Amount !== undefined))) {
      current = toItem(v);
      items.push(current);
      itemLine = line;
    } else if (n > 0 && current) {
      complete(current, v);
      itemLine = line;
    } else if (current && v.description && line.box[1] - itemLine.box[3] < 1.5 * line.height) {
      current.Description = current.Description ? `${current.Description}\n${v.description}` : v.description;
      itemLine = line;
    }
  }
  return { items: items.filter((it) => (it.Description || it.SKU) && (it.Amount !== undefined || it.Price !== undefined)), next: i };
}

