import type { LineItemFields } from '../../domain/document/record-fields';
import { findAmounts } from './amounts';
import { findLabels, type Doc, type TextLine } from './doc';
import { BALANCE_LABELS, SUBTOTAL_LABELS, TAX_TOTAL_LABELS, TOTAL_LABELS } from './labels';
import { LINE_ITEM_COLUMNS, resolveColumns, UNQUALIFIED_COLUMNS } from './line-item-columns';
import { byKey, parseHeader, splitRow, type Column, type Header } from './table';
import { chooseItems, fittingItems, readRowFigures, regionReading, type Sums } from '../items';
import { agrees } from '../items/row-figures';
import { joinWrappedAmounts } from '../items/wrapped';
import { joinSplitDecimals } from '../items/tokens';
import { headerKind } from '../items/header-row';
import { withRowModel } from '../items/model-choice';
import { restoreLostMinus } from '../items/lost-minus';
import { cutAtTotalRow } from '../items/total-row';
import { besideJoined } from '../items/split-header';
import { isSubLine } from '../items/sub-line';
import { brokenHeadingsJoined } from '../items/broken-heading';
import { stackedHeadingsJoined } from '../items/stacked-heading';
import { pricedByColumns } from '../items/column-price';
import { isOptionalRow } from '../items/optional-row';
import { carriedForwardLine } from '../items/non-item';
import { isSectionSum } from '../items/section-sum';
import { skuSpill } from '../items/sku-spill';
import { endsItemTable } from '../items/table-end';
import { labelledBlockItems } from '../items/labelled-block';
import { withAsciiDigits } from '../items/native-digits';
import { decimalSeparator, withDecimalStyle, type DecimalSeparator } from '../items/decimal-style';

/** A label, a colon and a figure ("Bruttopreis : 1,50"). */
const LABELLED_FIGURE = /(?:^|\s)[*•-]?\s*\p{L}[\p{L}.\-/]{0,30}\s*:\s*[-−]?\d[\d.,]*/gu;

/** A line of labelled figures only: opens with one, and no money figure stands outside them. */
function labelledFigures(text: string): boolean {
  const rest = text.replace(LABELLED_FIGURE, ' ');
  return rest !== text && /^\s*[*•-]?\s*\p{L}[\p{L}.\-/]{0,30}\s*:/u.test(text) && !/\d[.,]\d/.test(rest);
}

/**
 * Line items from the item table: find header rows, then read the lines under each header until the
 * totals block. A line with figures starts an item; a text-only line continues the description of the
 * item above (wrapped descriptions); a figures-only line completes the item above (figures printed one
 * line lower, as in ZUGFeRD renderings).
 */
type Item = Partial<LineItemFields>;

const NUMERIC_KEYS = ['qty', 'price', 'amount'] as const;

/** A header row: at least a description-like column plus two of quantity/price/amount. */
function asHeader(line: TextLine): Header | null {
  const qualified = parseHeader(line, LINE_ITEM_COLUMNS);
  const parsed = qualified.columns.some((c) => c.key === 'amount') ? qualified : parseHeader(line, UNQUALIFIED_COLUMNS);
  const columns = resolveColumns(parsed.columns);
  const keys = new Set(columns.map((c) => c.key));
  const figures = NUMERIC_KEYS.filter((k) => keys.has(k)).length;
  if (!keys.has('description') || figures < 2 || parsed.coverage < 0.6) return null;
  return { ...parsed, columns };
}

function isTotalsLine(doc: Doc, line: TextLine): 'end' | 'pause' | null {
  const first = { ...line, cells: line.cells.slice(0, 1) };
  if (findLabels(doc, [...TOTAL_LABELS, ...BALANCE_LABELS], [first]).some((h) => h.weight >= 4)) return 'end';
  if (endsItemTable(line.text)) return 'end';
  const labels = [...TOTAL_LABELS, ...SUBTOTAL_LABELS, ...TAX_TOTAL_LABELS];
  return findLabels(doc, labels, [first]).length ? 'pause' : null;
}

interface RowValues {
  description: string;
  sku: string;
  unit: string;
  qty?: number;
  price?: number;
  amount?: number;
  taxRate?: number;
  discount?: number;
}

function firstNumber(text: string | undefined): number | undefined {
  return text ? findAmounts(text)[0]?.value : undefined;
}

function readRow(line: TextLine, columns: Column[], sep?: DecimalSeparator): RowValues {
  // Only the description column takes a whole run of text (see splitRow).
  const cells = new Map([...byKey(splitRow(line, columns, new Set(['description'])), columns)].map(([k, t]) => [k, joinSplitDecimals(t)]));
  const qtyText = cells.get('qty') ?? '';
  const rate = /(-?\d+(?:[.,]\d+)?)\s*%?/.exec(cells.get('taxRate') ?? '');
  const amounts = findAmounts(cells.get('amount') ?? '');
  const values: RowValues = {
    ...skuSpill((cells.get('sku') ?? '').replace(/[()]/g, '').trim(), (cells.get('description') ?? '').trim()),
    // What follows the quantity in its column is its unit ("20 Stk", "1.00 kg").
    unit: qtyText.replace(/^[^\p{L}]*/u, '').trim() || (cells.get('unit') ?? '').trim(),
    // "85,000" in a print whose money reads "873,63" is 85: the document's decimal separator settles it.
    qty: withDecimalStyle(firstNumber(qtyText), qtyText, sep),
    price: withDecimalStyle(firstNumber(cells.get('price')), cells.get('price') ?? '', sep),
    amount: amounts.length ? amounts[amounts.length - 1].value : undefined,
    taxRate: rate ? Number(rate[1].replace(',', '.')) : undefined,
  };
  // A price per 100 pieces or a discount column: the columns add up where the figures read from the right may not.
  const priced = pricedByColumns(values, cells);
  return priced ? { ...values, ...priced } : byArithmetic(line, values);
}

/**
 * A row printed as one run with space gaps puts its words under the wrong header columns ("Toner cartridge TN-2420
 * 2 62.50 125.00" read as QTY 0, Price 2): when the columns' figures do not add up but the figures read from the
 * right do, the latter win.
 */
function byArithmetic(line: TextLine, v: RowValues): RowValues {
  const { qty, price, amount } = v;
  if (qty !== undefined && price !== undefined && amount !== undefined && agrees(qty * price, amount, qty)) return v;
  const r = readRowFigures(line.cells.map((c) => c.text).join(' '));
  // The columns lost the count where OCR glued it to its unit and rate ("1Stk0%VAT (E"): the row's reading has it.
  if (!r.checked && qty === undefined && r.qty !== undefined && r.unit && amount !== undefined && r.amount === amount) {
    return { ...v, qty: r.qty, unit: v.unit || r.unit, taxRate: r.taxRate ?? v.taxRate };
  }
  // The amount's heading was not read (OCR's "GPE" for "GP €"): the columns' quantity and price multiply out to the
  // row's last figure, which is then the amount.
  if (amount === undefined && qty !== undefined && price !== undefined && r.amount !== undefined && agrees(qty * price, r.amount, qty)) {
    return { ...v, amount: r.amount };
  }
  if (!r.checked || r.amount === undefined) return v;
  // The columns' quantity and price were right, only the amount was missed: keep the columns' reading.
  if (qty !== undefined && price !== undefined && agrees(qty * price, r.amount, qty)) return { ...v, amount: r.amount };
  let description = r.description;
  if (v.sku && description.startsWith(v.sku)) description = description.slice(v.sku.length).trim();
  return { ...v, description, qty: r.qty, price: r.price, amount: r.amount, unit: v.unit || r.unit || '', taxRate: v.taxRate ?? r.taxRate };
}

function figures(v: RowValues): number {
  return NUMERIC_KEYS.filter((k) => v[k] !== undefined).length;
}

function toItem(v: RowValues): Item {
  const item: Item = {};
  let description = v.description;
  let sku = v.sku;
  // "[FURN_7777] Office Chair": a bracketed code in front of the description is the SKU.
  const code = /^\[([^\]\s]+)\]\s*(.+)$/.exec(description);
  if (code && !sku) [sku, description] = [code[1], code[2]];
  if (description) item.Description = description;
  if (sku) item.SKU = sku;
  if (v.unit && v.unit.length <= 12) item.Unit = v.unit;
  if (v.qty !== undefined) item.QTY = v.qty;
  if (v.price !== undefined) item.Price = v.price;
  if (v.amount !== undefined) item.Amount = v.amount;
  if (v.taxRate !== undefined) item.Tax_Rate = v.taxRate;
  if (v.discount !== undefined) item.Discount = v.discount;
  return item;
}

/** Adds figures printed on a following line to the item above, without overwriting what it has. */
function complete(item: Item, v: RowValues): void {
  if (item.QTY === undefined && v.qty !== undefined) item.QTY = v.qty;
  if (item.Price === undefined && v.price !== undefined) item.Price = v.price;
  if (item.Amount === undefined && v.amount !== undefined) item.Amount = v.amount;
  if (item.Tax_Rate === undefined && v.taxRate !== undefined) item.Tax_Rate = v.taxRate;
}

/** Reads the body under one header; returns the items and the index of the first line after the table. */
function readTable(doc: Doc, header: Header, sep?: DecimalSeparator): { items: Item[]; next: number } {
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

/**
 * The items of the header-led tables, or those of the header-free item region when they fit the document's sums
 * better (see items/choose.ts); the row classifier's reading where only it adds up (items/model-choice.ts).
 */
export function extractLineItems(printed: Doc, sums: Sums = {}): Item[] {
  const doc = joinWrappedAmounts(withAsciiDigits(printed));
  const region = regionReading(doc);
  const all = { ...sums, closing: region.closing, below: region.below };
  const fits = fittingItems([region.items, region.labelled ?? []], all);
  const chosen = chooseItems([headerTableItems(doc), region.items, ...(fits ? [fits] : []), ...region.lists, labelledBlockItems(doc)], all);
  return withRowModel(doc, restoreLostMinus(cutAtTotalRow(chosen, all), all), all);
}

/** The items of the header-led tables alone (exported for the stage tests). */
export function headerTableItems(doc: Doc): Item[] {
  const items: Item[] = [];
  const sep = decimalSeparator(doc.lines.map((l) => l.text));
  for (let i = 0; i < doc.lines.length; i++) {
    const beside = besideJoined(doc.lines[i], doc.lines[i + 1]);
    const broken = brokenHeadingsJoined(doc.lines[i], doc.lines[i + 1]);
    let header = (broken && asHeader(broken)) ?? asHeader(doc.lines[i]) ?? (beside && asHeader(beside));
    // Headings wrapped in narrow columns read whole over both lines when that names more of the header.
    const stacked = stackedHeadingsJoined(doc.lines[i], doc.lines[i + 1]);
    const whole = stacked && asHeader(stacked);
    const alone = whole ? (header ?? asHeader(doc.lines[i + 1])) : null;
    if (whole && (!alone || (whole.coverage > alone.coverage && whole.columns.length >= alone.columns.length))) header = whole;
    if (!header) continue;
    const table = readTable(doc, header, sep);
    items.push(...table.items);
    i = table.next - 1;
  }
  return items;
}
