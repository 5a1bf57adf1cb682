import positions from '../lexicon/optional-positions.json';
import { headingSource } from './column-words';

/**
 * Alternative, contingency and optional positions (lexicon/optional-positions.json): quotes and construction
 * invoices list them with a unit price but leave them out of the sums. A row that opens with such a word (after its
 * position number) and prints no amount, or prints a word such as "nur EP" where the amount stands, is no line item.
 */
type Lists = Record<string, string[]>;

const alternation = (lists: Lists) => Object.values(lists).flat().sort((a, b) => b.length - a.length).map(headingSource).join('|');

const { openers, amountWords } = positions as { openers: Lists; amountWords: Lists };
/** A position number ("01.0030", "3", "000040", "2.1") may stand before the word. */
const OPENER = new RegExp(String.raw`^\s*(?:[\d.]+\s+)?(?:${alternation(openers)})(?=\s|:|-|–|$)`, 'iu');
const AMOUNT_WORD = new RegExp(String.raw`(?:^|\s)(?:${alternation(amountWords)})\s*$`, 'iu');

export function opensOptional(description: string): boolean {
  return OPENER.test(description);
}

/** Whether a table row is an offered, unbilled position: its description and whether an amount was read. */
export function isOptionalRow(rowText: string, description: string, hasAmount: boolean): boolean {
  if (AMOUNT_WORD.test(rowText.trim()) && !hasAmount) return true;
  return !hasAmount && opensOptional(description);
}
