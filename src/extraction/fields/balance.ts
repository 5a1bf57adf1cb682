import { findAmounts, round2 } from './amounts';
import type { Doc } from './doc';
import { BALANCE_LABELS } from './labels';
import { best, labelledAmounts, type LabelledAmount } from './money-fields';
import { loyaltyLine } from '../items/non-item';

/**
 * Balance_Due as a bookkeeper records it: the amount a line of its own says is still to pay ("Balance due",
 * "Amount due", "Restbetrag", "残額"), even when it equals the total. Not a balance:
 *  - the change on a till receipt: the cash tendered less the total;
 *  - a loyalty account's balance ("POINTS BALANCE: 3009", "Saldo punti", "ポイント残高"): points, not money owed;
 *  - a sum line with no total-labelled line besides it ("Net à payer 88,04", "AMOUNT TO PAY A$118.10", "At betale",
 *    "Zu zahlender Betrag" alone): that line is the document's total, and nothing else on it says what is still
 *    open. Beside a total line the same wording is a balance ("Total 100 / Amount due 100": equal, still a balance;
 *    "Total 100 / Paid 30 / Balance due 70"), when that total line is no smaller than the balance.
 * `totals` are the total label's readings (TOTAL_LABELS), already without loyalty lines.
 */
export function chooseBalance(doc: Doc, totals: LabelledAmount[], tendered?: number): LabelledAmount | undefined {
  // The other line must be able to be the total: "कुल आइटम: 29" counts items. A balance may exceed a total printed as
  // money (an earlier invoice still open: "Bruttosumme 220,00 / Offene Zahlungen 220,00 / Zahlbetrag 440,00").
  const total = best(totals);
  const beside = (b: LabelledAmount) =>
    totals.some(
      (t) => t.hit.line !== b.hit.line && (Math.abs(t.value) + 0.005 >= Math.abs(b.value) || (t === total && carried(doc, t, b))),
    );
  // What is left of the cash handed over is change, whatever word prints it ("बाकी", "المتبقي" read "remaining").
  const change = (b: LabelledAmount) => tendered !== undefined && totals.some((t) => Math.abs(round2(Math.abs(tendered) - Math.abs(t.value)) - Math.abs(b.value)) < 0.015);
  return best(owedAmounts(doc).filter((b) => beside(b) && !change(b)));
}

/** The balance is the total plus an amount printed on a line between the two (an earlier invoice still open). */
function carried(doc: Doc, total: LabelledAmount, balance: LabelledAmount): boolean {
  const [from, to] = [total.hit.line.index, balance.hit.line.index];
  if (from < 0 || to <= from + 1) return false;
  const open = round2(Math.abs(balance.value) - Math.abs(total.value));
  return doc.lines.slice(from + 1, to).some((l) => findAmounts(l.text).some((a) => Math.abs(Math.abs(a.value) - open) < 0.015));
}

/** Every amount a balance label reads, loyalty points left out: a document that prints only "Restbetrag" has a total. */
export function owedAmounts(doc: Doc): LabelledAmount[] {
  return labelledAmounts(doc, BALANCE_LABELS).filter((a) => !loyaltyLine(a.hit.line.text));
}
