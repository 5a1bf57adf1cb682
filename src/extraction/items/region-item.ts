import type { LineItemFields } from '../../domain/document/record-fields';
import { BULLET_MARK } from './list-glyphs';
import { inlineQty } from './list-row';
import type { RowReading } from './row-figures';
import { trailingGtin } from './gtin';
import { unglueSize } from './glued-size';

/** An item as the item stages build it: any of the line-item fields. */
export type Item = Partial<LineItemFields>;

/** "4006381333931 Milk 1L", "A-10234 Chair": an item code in front of the name. */
const CODE = /^(\d{4,14}|[A-Z]{1,4}-?\d{3,10})\s+(\p{L}.*)$/u;

export function toItem(r: RowReading, description: string): Item {
  const item: Item = {};
  const code = CODE.exec(description);
  const after = code ? undefined : trailingGtin(description);
  if (code) {
    item.SKU = code[1];
    description = code[2];
  } else if (after) {
    item.SKU = after.code;
    description = after.name;
  }
  // Dot leaders ("Livraison ........ 30,00 €") end the name; OCR reads them as ellipses.
  // What is left of the amount's bracket ("Ontwerp achtertuin (€ 650,00)") goes too, and a bullet glyph in front.
  item.Description = unglueSize(description.replace(/\s*[(（]\s*\p{Sc}?\s*$/u, '').replace(/\s*[:;,·.…_]+$/u, '').replace(BULLET_MARK, '').trim());
  const inline = r.qty === undefined && r.amount !== undefined ? inlineQty(item.Description, r.amount) : undefined;
  if (!inline) return withReading(item, r);
  item.Description = inline.description;
  return withReading(item, { ...r, qty: inline.qty, price: inline.price, unit: inline.unit, checked: true });
}

/** The figures a row's reading gives, set on its item (units longer than a word are text, not a unit). */
export function withReading(item: Item, r: RowReading): Item {
  if (r.qty !== undefined) item.QTY = r.qty;
  if (r.unit && r.unit.length <= 12) item.Unit = r.unit;
  if (r.price !== undefined) item.Price = r.price;
  if (r.amount !== undefined) item.Amount = r.amount;
  if (r.discount !== undefined) item.Discount = r.discount;
  if (r.taxRate !== undefined) item.Tax_Rate = r.taxRate;
  return item;
}

