import { withCountColumn } from './count-column';
import type { Doc } from '../fields/doc';
import { type Sums, sumFits } from './choose';
import { type Item, modelItems } from './row-reading';
import { type RowPrediction, rowModel } from './row-model';
import { classifiedRows, type Row } from './rows';

export interface RowClassifier {
  classify(rows: Row[]): RowPrediction[];
}

/**
 * What backs an extracted item beyond its own quantity × price: the items add up to a printed sum, and how sure the
 * row classifier is that the row printing its amount is an item (or figures-only) row. Read by the line-item
 * confidence (fields/line-item-confidence.ts); kept beside the item rather than in it, since the record has no field
 * for it.
 */
export interface ItemSupport {
  sums: boolean;
  row?: number;
}

const SUPPORT = new WeakMap<object, ItemSupport>();

export function itemSupport(item: object): ItemSupport | undefined {
  return SUPPORT.get(item);
}

const amountSum = (items: Item[]) => items.reduce((a, i) => a + (typeof i.Amount === 'number' ? i.Amount : 0), 0);

/** The items add up to a printed sum, or to a receipt's total less its tip. */
function addsUp(items: Item[], sums: Sums): boolean {
  if (sumFits(items, sums)) return true;
  const { Total: total, Tip: tip } = sums;
  return items.length > 0 && total !== undefined && tip !== undefined && tip > 0 && Math.abs(amountSum(items) - (total - tip)) <= 0.011;
}

/**
 * The rules' items add up to a printed sum, or (two or more of them) to a figure printed under them: a position
 * total before document-level allowances ("Positionssumme 124,50" above "Rechnungsrabatt -2,49" and a net of 122,01).
 */
function rulesAddUp(items: Item[], sums: Sums): boolean {
  if (addsUp(items, sums)) return true;
  const sum = amountSum(items);
  return items.length >= 2 && sum !== 0 && (sums.below ?? []).some((v) => Math.abs(v - sum) <= 0.011);
}

const near = (a: number | undefined, b: unknown) => a !== undefined && typeof b === 'number' && Math.abs(a - b) < 0.005;

function note(items: Item[], rows: Row[], preds: RowPrediction[], sums: boolean): void {
  let cursor = 0;
  for (const item of items) {
    const j = rows.findIndex((r, k) => k >= cursor && (near(r.reading.amount, item.Amount) || near(r.qty?.amount, item.Amount)));
    if (j >= 0) cursor = j + 1;
    SUPPORT.set(item, { sums, row: j >= 0 ? preds[j].p[0] + preds[j].p[2] : undefined });
  }
}

/**
 * Where the rules' items do not add up to the document's printed sums, the row classifier's reading is taken when its
 * items do and it reads no fewer items: the arithmetic chooses between the readings, and the rules stand wherever it
 * cannot tell.
 */
export function withRowModel(doc: Doc, rules: Item[], sums: Sums, model: RowClassifier | null = rowModel()): Item[] {
  // The last stage: a count column without a price column, left at the end of every name, is read here once the
  // items are chosen and cut (count-column.ts), so lines outside the items cannot hide it.
  return withCountColumn(chosenReading(doc, rules, sums, model));
}

function chosenReading(doc: Doc, rules: Item[], sums: Sums, model: RowClassifier | null): Item[] {
  if (!model) return rules;
  // `doc` comes with its wrapped amounts joined (fields/line-items.ts): the rows the region rules classified.
  const rows = classifiedRows(doc.lines);
  const preds = model.classify(rows);
  let chosen = rules;
  if (!rulesAddUp(rules, sums)) {
    const read = modelItems(rows, preds);
    // Never fewer items than the rules read: a sub-line whose amount the item price already includes ("Incl.
    // Thuiskopieheffing € 4,24") keeps the rules' items from adding up, yet a bookkeeper lists it.
    if (read.length >= Math.max(1, rules.length) && addsUp(read, sums)) chosen = read;
  }
  note(chosen, rows, preds, addsUp(chosen, sums));
  return chosen;
}
