import subLines from '../lexicon/item-sublines.json';
import { round2 } from '../fields/amounts';
import type { Item } from './assemble';
import type { Row } from './rows';
import { foldLabel, isSubLine } from './sub-line';

/**
 * A line under an invoice item that takes money off it ("abzgl. 16,7% Rabatt  -2,00", "less 10% discount -4.50"):
 * the table prints the item's gross amount on its row and the allowance under it, and the item's amount is what is
 * left. Words from lexicon/item-sublines.json ("allowances").
 */
const WORDS: readonly string[] = (() => {
  const langs = (subLines as unknown as { allowances?: Record<string, string[]> }).allowances;
  if (!langs || typeof langs !== 'object') throw new Error('item-sublines.json: "allowances" must map languages to words');
  const all = Object.values(langs).flat().map((w) => foldLabel(w));
  if (!all.length || all.some((w) => !w)) throw new Error('item-sublines.json: "allowances" holds an empty entry');
  return [...new Set(all)];
})();

/** Whether the text names an allowance: one of the words, whole, anywhere in it. */
export function namesAllowance(text: string): boolean {
  const padded = ` ${foldLabel(text).replace(/[^\p{L}\p{N} ]+/gu, ' ')} `;
  return WORDS.some((w) => padded.includes(` ${w} `));
}

/**
 * The item's amount once the allowance line's figure is taken off, when the line names an allowance, its figure is
 * negative and smaller than the item's amount; otherwise nothing.
 */
export function afterAllowance(itemAmount: number | undefined, line: { text: string; amount?: number }): number | undefined {
  const { amount } = line;
  if (itemAmount === undefined || amount === undefined || amount >= 0 || -amount >= itemAmount) return undefined;
  return namesAllowance(line.text) ? round2(itemAmount + amount) : undefined;
}

/** An item being assembled, as far as its allowance line concerns it. */
export interface OpenItem {
  item: Item;
  /** Last line that fed the item. */
  last: Row;
  allowance?: boolean;
}

/**
 * An allowance line under the item, past its sub-lines, lowers the item's amount (once); a price sub-line
 * ("Rabatt: -0,03 €/Stk.") only explains an amount already net and is left to sub-line.ts. Returns whether it did.
 */
export function takesOff(o: OpenItem, row: Row): boolean {
  if (o.allowance || row.line.page !== o.last.line.page || isSubLine(row.line.text)) return false;
  if (row.line.box[1] - o.last.line.box[3] > 2.5 * row.line.height) return false;
  const amount = typeof o.item.Amount === 'number' ? o.item.Amount : undefined;
  const left = afterAllowance(amount, { text: row.line.text, amount: row.reading.amount });
  if (left === undefined || amount === undefined) return false;
  o.item.Discount = round2(amount - left);
  o.item.Amount = left;
  o.allowance = true;
  o.last = row;
  return true;
}
