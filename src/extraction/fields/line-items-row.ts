import type { LineItemFields } from '../../domain/document/record-fields';
import { findAmounts } from './amounts';
import type { TextLine } from './doc';
import { byKey, splitRow, type Column } from './table';
import { readRowFigures } from '../items';
import { agrees } from '../items/row-figures';
import { joinSplitDecimals } from '../items/tokens';
import { pricedByColumns } from '../items/column-price';
import { skuSpill } from '../items/sku-spill';
import { withDecimalStyle, type DecimalSeparator } from '../items/decimal-style';

/** A line item as the table stages build it. */
export type Item = Partial<LineItemFields>;

export const NUMERIC_KEYS = ['qty', 'price', 'amount'] as const;

/** One table row read by its header columns. */
export interface RowValues {
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

export function readRow(line: TextLine, columns: Column[], sep?: DecimalSeparator): RowValues {
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

export function figures(v: RowValues): number {
  return NUMERIC_KEYS.filter((k) => v[k] !== undefined).length;
}

export function toItem(v: RowValues): Item {
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
export function complete(item: Item, v: RowValues): void {
  if (item.QTY === undefined && v.qty !== undefined) item.QTY = v.qty;
  if (item.Price === undefined && v.price !== undefined) item.Price = v.price;
  if (item.Amount === undefined && v.amount !== undefined) item.Amount = v.amount;
  if (item.Tax_Rate === undefined && v.taxRate !== undefined) item.Tax_Rate = v.taxRate;
}

