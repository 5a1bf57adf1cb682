import { round2 } from '../fields/amounts';
import type { QtyLine } from './qty-line';
import type { Region } from './region';
import type { RowReading } from './row-figures';
import type { Row } from './rows';
import { isCodeLine } from './gtin';
import { namedAbove } from './two-line';
import { isDetailLine } from './note-line';
import { isSideways } from './sideways';
import { takesOff } from './allowance-row';
import { amountFromQty, fillLostAmount, lostAmountRow, sameLeftOut } from './lost-amount';
import { exactlyBelow, isRuleLine, unnumbered } from './till-lines';
import { centredBetween } from './centred-name';
import { toItem, type Item } from './region-item';
import { applyQty, continues, nextKind, num, onlyFigure, sameCount, type Open } from './open-item';

export { withReading, type Item } from './region-item';

/**
 * Items from the rows of an item region, in print order: an item row starts an item; a quantity line above or below
 * completes the item whose amount it gives; a text line just under an item continues its description (wrapped
 * descriptions, serial numbers, service periods); text lines above a figures-only row are that row's description.
 */
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
