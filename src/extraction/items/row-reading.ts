import type { LineItemFields } from '../../domain/document/record-fields';
import type { RowPrediction } from './row-model';
import type { Row } from './rows';
import { withReading } from './region-item';

/**
 * The items as the row classifier reads the rows: an item row starts an item; a figures-only row completes the item
 * above that lacks its amount, or starts one named by the continuation lines just above it; a continuation line right
 * under an item adds to its description (or, a receipt's quantity line, gives its quantity and price where they
 * multiply out to its amount); headers, totals and other lines close the open item.
 */
export type Item = Partial<LineItemFields>;

interface Open {
  item: Item;
  /** Index of the last row that fed the item. */
  last: number;
}

const CODE = /^\[([^\]\s]+)\]\s*(.+)$/;

function itemOf(row: Row, description: string): Item {
  const r = row.reading;
  const item: Item = {};
  const code = CODE.exec(description);
  if (code) item.SKU = code[1];
  const text = (code ? code[2] : description).replace(/\s*[:·.]+$/, '').trim();
  if (text) item.Description = text;
  return withReading(item, r);
}

function complete(item: Item, row: Row): void {
  const r = row.reading;
  if (item.QTY === undefined && r.qty !== undefined) item.QTY = r.qty;
  if (item.Price === undefined && r.price !== undefined) item.Price = r.price;
  if (item.Amount === undefined && r.amount !== undefined) item.Amount = r.amount;
  if (item.Tax_Rate === undefined && r.taxRate !== undefined) item.Tax_Rate = r.taxRate;
}

/** A quantity line that multiplies out to the item's amount gives its quantity and price. */
function applyQty(item: Item, row: Row): boolean {
  const q = row.qty;
  if (!q || q.qty === undefined || typeof item.Amount !== 'number' || item.QTY !== undefined) return false;
  if (Math.abs(q.qty * q.price - item.Amount) > Math.max(0.011, Math.abs(q.qty) * 0.005)) return false;
  item.QTY = q.qty;
  item.Price = q.price;
  if (q.unit) item.Unit = q.unit;
  return true;
}

const text = (row: Row) => row.line.text.trim();

export function modelItems(rows: Row[], preds: RowPrediction[]): Item[] {
  const items: Item[] = [];
  let open: Open | undefined;
  let pending: Row[] = [];
  rows.forEach((row, i) => {
    const cls = preds[i].cls;
    if (cls === 'item' && row.reading.amount !== undefined) {
      const above = pending.filter((p) => p.qty);
      open = { item: itemOf(row, row.reading.description), last: i };
      for (const p of above) applyQty(open.item, p);
      items.push(open.item);
      pending = [];
    } else if (cls === 'figures' && row.reading.amount !== undefined) {
      if (open && open.item.Amount === undefined) {
        complete(open.item, row);
        open.last = i;
      } else if (pending.some((p) => !p.qty)) {
        open = { item: itemOf(row, pending.filter((p) => !p.qty).map(text).join(' ')), last: i };
        items.push(open.item);
      }
      pending = [];
    } else if (cls === 'continuation') {
      const nextFigures = preds[i + 1]?.cls === 'figures';
      if (open && open.last === i - 1 && (row.qty ? applyQty(open.item, row) || true : !nextFigures)) {
        if (!row.qty) open.item.Description = `${open.item.Description ?? ''} ${text(row)}`.trim();
        open.last = i;
      } else pending.push(row);
    } else {
      open = undefined;
      pending = [];
    }
  });
  return items.filter((it) => it.Description && it.Amount !== undefined);
}
