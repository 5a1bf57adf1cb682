import { CURRENCY_ONLY, findAmounts, LEADING_CURRENCY, type AmountMatch } from './amounts';
import { maskDates } from './dates';
import { findLabels, valueCandidates, type Doc, type Label, type LabelHit } from './doc';
import { TOKEN_WORDS } from '../items/token-words';
import { isRunningText } from './running-text';

/**
 * Reading the amount that belongs to a label ("Total: € 1.234,56", "Total | 1 | 278.61 | 319.00",
 * or a label alone on its line with the amount under it).
 */
export interface LabelledAmount {
  value: number;
  weight: number;
  hit: LabelHit;
}

/** Percentages and the numbers in "15% on" are rates, not money: blank them out before reading amounts. */
function maskRates(text: string): string {
  return text.replace(/-?\d+(?:[.,]\d+)?\s*%/g, (m) => ' '.repeat(m.length));
}

/**
 * Digit groups joined by hyphens ("GST 123-456-789", a New Zealand GST number) are an identifier, never money: blank
 * them out before reading amounts.
 */
function maskIdentifiers(text: string): string {
  return text.replace(/(?<![\d.,])\d+(?:-\d+){2,}(?![\d.,])/g, (m) => ' '.repeat(m.length));
}

/** A cell that is only a currency or a one-letter tax code ("RM", "EUR", "C") stands between a label and its figure. */
const FILLER_CELL = /^(?:[A-Z]{3}|RM|Rs\.?|[€$£₹¥]|\p{L})$/u;

/** A cell that starts with a word (not a currency before a figure) is another label: the value cannot be beyond it. */
function isLabelCell(text: string): boolean {
  const t = text.trim();
  if (FILLER_CELL.test(t) || CURRENCY_ONLY.test(t)) return false;
  return /^[^\d\s€$£₹¥(+-]*\p{L}{2,}/u.test(t.replace(LEADING_CURRENCY, ''));
}

/**
 * Prefers amounts printed as money (with decimals or a currency) and, among those, the rightmost.
 * A bare integer is accepted only when nothing else is there and it is not identifier-sized
 * ("VAT/TIN: 29670869006" is a registration number, not a tax amount); one printed with thousands separators
 * is money in a currency without cents ("공급가액 1,122,327", "Rp 1.250.000").
 */
function pick(amounts: AmountMatch[]): AmountMatch | undefined {
  const money = amounts.filter((a) => a.decimals > 0 || a.hasCurrency || a.grouped);
  const pool = money.length ? money : amounts.filter((a) => Math.abs(a.value) < 1e6);
  return pool[pool.length - 1];
}

const isMoneyFigure = (a: AmountMatch) => a.decimals > 0 || a.hasCurrency || a.grouped;

/**
 * "Total HT 585,00 € ; TVA 20 % 117,00 € ; Total TTC 702,00 €": a sentence of several labelled figures in one cell.
 * The label's own figure is the first money figure after it; words after that figure (other than a currency) start
 * the next clause, whose figures belong to other labels.
 */
function ownClause(text: string, amounts: AmountMatch[]): AmountMatch[] {
  const first = amounts.findIndex(isMoneyFigure);
  if (first < 0 || first === amounts.length - 1) return amounts;
  const between = text.slice(amounts[first].end, amounts[first + 1].start).split(/\s+/).filter((w) => !TOKEN_WORDS.currencies.has(w.replace(/[.,;:]+$/, '')));
  return between.some((w) => /\p{L}{2,}/u.test(w)) ? amounts.slice(0, first + 1) : amounts;
}

/**
 * "… más el 21 % de IVA (525,00 €), lo que hace un total de 3.025,00 €": in running text an amount in brackets is an
 * aside, not an accountant's negative figure.
 */
export function asides(text: string, amounts: AmountMatch[]): AmountMatch[] {
  if (!isRunningText(text)) return amounts;
  return amounts.map((a) => (a.value < 0 && text[a.start] === '(' && text[a.end - 1] === ')' && !/[-−–]/.test(text.slice(a.start, a.end)) ? { ...a, value: -a.value } : a));
}

/** The amount for a label, and how many money figures its line holds (more than one: a table row). */
export function amountForHit(doc: Doc, hit: LabelHit): { value: number; figures: number } | undefined {
  const sameLine: AmountMatch[] = [];
  for (const c of valueCandidates(doc, hit)) {
    if (c.where === 'below') {
      // Only a label alone on its line may have its value underneath, and then only a bare amount.
      // It must be on the very next line: a header fragment ("MwSt.") must not pick up a figure further down.
      if (sameLine.length || hit.line.cells.length > 1 || c.line.index !== hit.line.index + 1) break;
      // …and the figure must stand alone there, or the label must announce it with a colon
      // (a table row under a header word is not the header's value).
      if (c.line.cells.length > 1 && !/[:：]\s*$/.test(hit.line.cells[hit.cell].text)) break;
      const only = findAmounts(maskDates(c.text, doc));
      if (only.length === 1 && only[0].start === 0 && only[0].end === c.text.length) return { value: only[0].value, figures: 1 };
      break;
    }
    if (c.where === 'right' && isLabelCell(c.text)) break;
    const masked = maskIdentifiers(maskRates(maskDates(c.text, doc)));
    const found = asides(masked, findAmounts(masked));
    if (c.where === 'inline' && found.length > 1) {
      const own = ownClause(masked, found);
      sameLine.push(...own);
      if (own.length < found.length) break;
    } else sameLine.push(...found);
  }
  const value = pick(sameLine)?.value;
  const figures = sameLine.filter((a) => a.decimals > 0 || a.hasCurrency).length;
  return value === undefined ? undefined : { value, figures };
}

/** Every amount the labels point at, with the label's weight. */
export function labelledAmounts(doc: Doc, labels: Label[]): LabelledAmount[] {
  const out: LabelledAmount[] = [];
  for (const hit of findLabels(doc, labels)) {
    const found = amountForHit(doc, hit);
    // "TOTAL : 23.58 1.42" is a summary-table row: which figure is meant is a guess, so it ranks lower.
    if (found) out.push({ value: found.value, weight: found.figures > 1 ? hit.weight - 1 : hit.weight, hit });
  }
  return out;
}

/**
 * Strongest label wins. Among equals the largest amount (by magnitude, for credit notes): a grand total is
 * at least any partial sum, while the rows printed after it (tax summaries, "total savings", rounding) are
 * smaller. Equal amounts: the last printed.
 */
export function best(amounts: LabelledAmount[]): LabelledAmount | undefined {
  let winner: LabelledAmount | undefined;
  for (const a of amounts) {
    if (!winner || a.weight > winner.weight || (a.weight === winner.weight && Math.abs(a.value) >= Math.abs(winner.value))) winner = a;
  }
  return winner;
}
