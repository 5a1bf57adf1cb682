import type { LineItemFields } from '../../domain/document/record-fields';
import { round2 } from '../fields/amounts';
import { BULLET_MARK, BULLETED } from './list-glyphs';
import { inlineQty, withinEntry } from './list-row';
import { fitsAmount, type QtyLine, qtyFor } from './qty-line';
import type { Region } from './region';
import type { RowReading } from './row-figures';
import type { Row } from './rows';
import { isCodeLine, trailingGtin } from './gtin';
import { namedAbove } from './two-line';
import { isDetailLine } from './note-line';
import { isSideways } from './sideways';
import { takesOff } from './allowance-row';
import { unglueSize } from './glued-size';
import { amountFromQty, fillLostAmount, lostAmountRow, sameLeftOut } from './lost-amount';
import { exactlyBelow, isRuleLine, unnumbered } from './till-lines';
import { centredBetween } from './centred-name';

/**
 * Items from the rows of an item region, in print order: an item row starts an item; a quantity line above or below
 * completes the item whose amount it gives; a text line just under an item continues its description (wrapped
 * descriptions, serial numbers, service periods); text lines above a figures-only row are that row's description.
 */
export type Item = Partial<LineItemFields>;

interface Open {
  item: Item;
  row: Row;
  /** Last line that fed the item (continuations are measured from it). */
  last: Row;
  checked: boolean;
  /** The row lost its amount to OCR (lost-amount.ts). */
  lost?: 'plus' | 'minus';
  /** An allowance line under it lowered its amount (allowance-row.ts). */
  allowance?: boolean;
}

/** "4006381333931 Milk 1L", "A-10234 Chair": an item code in front of the name. */
const CODE = /^(\d{4,14}|[A-Z]{1,4}-?\d{3,10})\s+(\p{L}.*)$/u;

function toItem(r: RowReading, description: string): Item {
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

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/**
 * OCR drops the decimal sign of a photographed price ("3x841" for 3 x 8,41): a whole-number price that multiplies out
 * to the item's cents only once read with two decimals is that price.
 */
function withCents(q: QtyLine, amount: number): QtyLine {
  if (!Number.isInteger(q.price) || fitsAmount(q, amount)) return q;
  const cents = { ...q, price: q.price / 100 };
  return q.qty !== undefined && fitsAmount(cents, amount) ? cents : q;
}

function applyQty(o: Open, line: QtyLine): boolean {
  const amount = num(o.item.Amount);
  if (o.checked || amount === undefined) return false;
  const q = withCents(line, amount);
  if (!fitsAmount(q, amount)) return false;
  const n = qtyFor(q, amount);
  if (n === undefined) return false;
  o.item.QTY = n;
  o.item.Price = q.price;
  if (q.unit) o.item.Unit = q.unit;
  o.checked = true;
  return true;
}

function continues(o: Open | undefined, row: Row): boolean {
  if (!o || o.last.line.page !== row.line.page) return false;
  // A list entry (read as one, or opened by a bullet: "- travel expenses = €86.40") is continued only inside its
  // width; the letter's next sentence runs past it.
  if ((o.row.reading.listed || BULLETED.test(o.row.line.text)) && !withinEntry(o.row.line, row.line)) return false;
  const gap = row.line.box[1] - o.last.line.box[3];
  return gap < 0.9 * row.line.height && row.line.box[0] >= o.row.line.box[0] - 2 * row.line.height;
}

function nextKind(region: Region, i: number): string | undefined {
  for (let k = i + 1; k < region.rows.length; k++) {
    const r = region.rows[k];
    if (r.kind !== 'text') return region.itemRows.has(k) ? r.kind : 'other';
  }
  return undefined;
}

/**
 * A lone figure, maybe behind one stray glyph: OCR reads the "@" of a receipt's "@ 3,50" line as "β", "ϱ" or "E",
 * or drops it.
 */
const onlyFigure = (row: Row) => row.reading.amount !== undefined && row.reading.amount > 0 && row.reading.qty === undefined && /^\s*(?:[^\s\d.,\-−]\s*)?[\d.,\s]+\s*$/u.test(row.line.text);

/** A price line must not contradict a count the item row printed. */
function sameCount(o: Open, price: number): boolean {
  const [qty, amount] = [num(o.item.QTY), num(o.item.Amount)];
  return qty === undefined || amount === undefined || Math.abs(amount / price - qty) < 1e-6;
}

export function assembleItems(region: Region): Item[] {
  const items: Open[] = [];
  let pendingText: Row[] = [];
  let pendingQty: QtyLine | undefined;
  let pendingCode: string | undefined;
  let before: Row | undefined;
  region.rows.forEach((row, i) => {
    if (isSideways(row.line)) return;
    const prev = items[items.length - 1];
    const isItem = region.itemRows.has(i);
    const [last] = [before, (before = row)];
    if (isItem && (row.kind === 'item' || row.kind === 'figures' || row.kind === 'qty')) {
      const r: RowReading = row.kind === 'qty' ? { description: '', qty: row.qty!.qty, price: row.qty!.price, amount: row.qty!.amount, unit: row.qty!.unit, checked: true } : row.reading;
      const above = pendingText.map((t) => t.line.text.trim()).join(' ');
      const centred = row.kind === 'item' && above !== '' && centredBetween(region.rows, i);
      const description = row.kind === 'item' && !centred ? r.description : unnumbered(above);
      pendingText = [];
      // "2 x 1,50  3,00" under "Apfelschorle 3,00": the quantity line of the item above, not an item of its own.
      if (!description && row.kind === 'qty' && prev && prev.last === region.rows[i - 1] && applyQty(prev, row.qty!)) prev.last = row;
      if (!description) return;
      const o: Open = { item: toItem(r, description), row, last: row, checked: r.checked };
      if (centred) o.item.Unit = r.description.trim();
      if (pendingQty) applyQty(o, pendingQty);
      if (pendingCode && o.item.SKU === undefined) o.item.SKU = pendingCode;
      pendingQty = undefined;
      pendingCode = undefined;
      items.push(o);
      return;
    }
    if (row.kind === 'qty' && row.qty) {
      // Below its item when that item's amount agrees; otherwise above the next one.
      const below = prev && exactlyBelow(row.qty, num(prev.item.Amount), region.rows[i + 1], region.itemRows.has(i + 1));
      if (below || !(prev && prev.last === region.rows[i - 1] && applyQty(prev, row.qty))) pendingQty = row.qty;
      if (prev && prev.last === region.rows[i - 1]) prev.last = row;
      return;
    }
    // An item code on a line of its own just above an item row is that item's code, not the end of the one above.
    if (!isItem && region.itemRows.has(i + 1) && region.rows[i + 1].kind === 'item' && isCodeLine(row.line.text)) {
      pendingCode = row.line.text.trim();
      return;
    }
    // A lone figure under an item that its amount is a whole multiple of is the unit price ("4 × Tissues 176.00" /
    // "44.00").
    if (row.kind === 'figures' && !isItem && prev && prev.last === region.rows[i - 1] && onlyFigure(row) && sameCount(prev, row.reading.amount!) && applyQty(prev, { price: row.reading.amount! })) {
      prev.last = row;
      return;
    }
    // A row whose amount OCR lost is an item of its own; a quantity line just above may still give its amount.
    const lostRow = !isItem && row.kind === 'text' ? lostAmountRow(row.line.text) : undefined;
    if (lostRow) {
      const amount = amountFromQty(pendingQty, lostRow.negative);
      const item = toItem({ description: lostRow.description, checked: amount !== undefined }, lostRow.description);
      if (amount !== undefined) Object.assign(item, { Amount: amount, QTY: pendingQty!.qty, Price: pendingQty!.price, ...(pendingQty!.unit ? { Unit: pendingQty!.unit } : {}) });
      items.push({ item, row, last: row, checked: amount !== undefined, lost: lostRow.negative ? 'minus' : 'plus' });
      pendingText = [];
      pendingQty = undefined;
      return;
    }
    if (isRuleLine(row.line.text)) return void (pendingText = []);
    // Inside the region a labelled line ("Service period …") or a bare date is a sub-line of the item above.
    if (['text', 'item', 'figures', 'meta', 'blank'].includes(row.kind)) {
      if (prev && last === prev.last && takesOff(prev, row)) return;
      const next = nextKind(region, i);
      // The name line of a two-line item starts the next item, however close it stands to the one above.
      const named = next === 'figures' || (region.itemRows.has(i + 1) && namedAbove(region.rows, i + 1));
      if (!named && continues(prev, row) && isDetailLine(row.line.text)) prev.last = row;
      else if (!named && continues(prev, row)) {
        prev.item.Description = `${prev.item.Description} ${row.line.text.trim()}`.trim();
        prev.last = row;
      } else pendingText.push(row);
      return;
    }
    pendingText = [];
  });
  const lost = new Set(items.filter((o) => o.lost).map((o) => o.item));
  const minus = new Set(items.filter((o) => o.lost === 'minus').map((o) => o.item));
  const filled = fillLostAmount(items.map((o) => o.item), lost, region.closing, minus);
  const read = new Set(filled);
  return sameLeftOut(filled, items.filter((o) => read.has(o.item)).map((o) => {
    const [qty, amount] = [num(o.item.QTY), num(o.item.Amount)];
    if (o.item.Price === undefined && qty && amount !== undefined) {
      const each = amount / qty;
      if (round2(each) === each) o.item.Price = each;
    }
    return o.item;
  }));
}
