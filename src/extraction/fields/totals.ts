import type { TaxLine } from '../../domain/document/record-fields';
import { findAmounts, round2 } from './amounts';
import { maskDates } from './dates';
import { findLabels, type Doc, type Label } from './doc';
import { SUBTOTAL_LABELS, TOTAL_LABELS } from './labels';
import { columnTotals } from './column-totals';
import { amountForHit, asides, best, labelledAmounts, type LabelledAmount } from './money-fields';
import { rateTriple } from './rate-triple';
import { summedTotalsRow } from './summed-row';
import { taxFreeSubtotal } from './tax-free';
import { loyaltyLine } from '../items/non-item';
import { taxFromBreakdown } from './tax-triples';
import { chooseBalance, owedAmounts } from './balance';
import { afterDiscount } from './after-discount';
import { chooseTax } from './choose-tax';

export interface Totals {
  Total?: number;
  Subtotal?: number;
  Tax?: number;
  Balance_Due?: number;
  Shipping?: number;
  Discount?: number;
  Tip?: number;
}

/**
 * Charges and deductions printed in the totals block ("Shipping: $15.00", "运费：¥72.40", "Rabatt -12,00", "Tip 8.00"):
 * the label files' phrases, one money figure on the line (a line item with its own discount prints several), the
 * strongest label and then the last printed. The total's arithmetic needs them.
 */
const ADJUSTMENTS: Array<[keyof Totals, Label]> = [
  ['Shipping', { key: 'shipping', weight: 2 }],
  ['Discount', { key: 'discount', weight: 2 }],
  ['Tip', { key: 'tip', weight: 2 }],
];

/** The single money figure of the strongest label of a label-file key, if any. */
function labelled(doc: Doc, key: Label['key']): number | undefined {
  let last: { value: number; weight: number } | undefined;
  for (const hit of findLabels(doc, [{ key: key!, weight: 2 }])) {
    const found = amountForHit(doc, hit);
    // Exactly one figure printed as money (cents, a currency or thousands): "Rabatt 10 %" or a year is no amount.
    if (!found || found.figures !== 1 || found.value === 0) continue;
    if (!last || hit.weight >= last.weight) last = { value: found.value, weight: hit.weight };
  }
  return last?.value;
}

/** "Cash 2,000.00 / Change 820.10": tendered less change, when both are printed and the difference is positive. */
function cashPaid(doc: Doc): number | undefined {
  const tendered = labelled(doc, 'tendered');
  const change = labelled(doc, 'change');
  if (tendered === undefined || change === undefined) return undefined;
  const paid = round2(Math.abs(tendered) - Math.abs(change));
  return paid > 0 ? paid : undefined;
}

/**
 * The labelled total is the rate's gross less a negative line the document prints ("TOTAL 6% SUPPLIES (INC. GST)
 * 30.01", "TOTAL 0% SUPPLIES -7.43", "TOTAL PAYABLE 22.58"): the gross is a part, the label names the whole.
 */
function lessAnAdjustment(doc: Doc, gross: number, total: number | undefined): boolean {
  if (total === undefined) return false;
  return doc.lines.some((l) => asides(l.text, findAmounts(l.text)).some((a) => a.value < 0 && near(round2(gross + a.value), total)));
}

function adjustments(doc: Doc): Partial<Totals> {
  const out: Partial<Totals> = {};
  for (const [field, label] of ADJUSTMENTS) {
    // "Delivery and assembly  16 h  72.66  1,162.56" is an item row: it prints several figures.
    const value = labelled(doc, label.key);
    if (value !== undefined) out[field] = Math.abs(value);
  }
  return out;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.015;

/**
 * When several printed subtotals compete (coolblue prints "Subtotaal" incl. VAT next to "Exclusief BTW"),
 * the one that adds up with the tax to the total is the net subtotal.
 */
function reconcileSubtotal(subs: LabelledAmount[], total?: number, tax?: number): number | undefined {
  if (total !== undefined && tax !== undefined) {
    const fits = subs.filter((s) => near(round2(s.value + tax), total));
    if (fits.length) return best(fits)!.value;
  }
  return best(subs)?.value;
}

function roundingLine(doc: Doc, totals: LabelledAmount[]): number | undefined {
  let line: number | undefined;
  for (const hit of findLabels(doc, [{ key: 'rounding', weight: 2 }])) {
    const adjustment = findAmounts(maskDates(hit.line.text, doc)).filter((a) => a.value !== 0 && Math.abs(a.value) <= 0.1);
    if (adjustment.length && !totals.some((t) => t.hit.line.index === hit.line.index)) line = hit.line.index;
  }
  return line;
}

/**
 * "TOTAL SALES AMOUNT 33.00 / GST 6% 1.98 / ROUNDING ADJUSTMENT 0.02 / TOTAL 35.00": a total printed below a cash
 * rounding line is the rounded figure that was paid; the totals above it are the figures before rounding. A net
 * label there ("SUB TOTAL 7.00 / GST 6% 0.42 / ROUNDING ADJ -0.02 / NET TOTAL 7.40") names the paid total too:
 * no net comes after the tax and its rounding.
 */
export function afterRounding(doc: Doc, totals: LabelledAmount[], subtotals: LabelledAmount[] = []): LabelledAmount[] {
  const rounding = roundingLine(doc, totals);
  if (rounding === undefined) return totals;
  const below = totals.filter((t) => t.hit.line.index > rounding);
  if (below.length) return below;
  const net = subtotals.filter((t) => t.hit.line.index > rounding);
  return net.length ? net : totals;
}

export function extractTotals(doc: Doc, taxLines: TaxLine[]): Totals {
  const out: Totals = {};
  const subs = labelledAmounts(doc, SUBTOTAL_LABELS);
  const totals = afterDiscount(doc, afterRounding(doc, labelledAmounts(doc, TOTAL_LABELS).filter((a) => !loyaltyLine(a.hit.line.text)), subs));
  const total = best(totals)?.value;
  const tax = chooseTax(doc, taxLines, subs, total);
  const subtotal = reconcileSubtotal(subs.filter((s) => !totals.includes(s)), total, tax);
  const balance = chooseBalance(doc, totals, labelled(doc, 'tendered'))?.value;
  if (total !== undefined) out.Total = total;
  if (tax !== undefined) out.Tax = tax;
  if (subtotal !== undefined) out.Subtotal = subtotal;
  if (balance !== undefined) out.Balance_Due = balance;
  Object.assign(out, adjustments(doc));

  // A totals row under "net | tax | gross" headings fills what the labels did not give.
  for (const [k, v] of Object.entries(columnTotals(doc)) as Array<[keyof Totals, number]>) out[k] ??= v;
  // A breakdown row whose figures check by their rate gives the tax where no label or column heading did.
  if (out.Tax === undefined) {
    const tax = taxFromBreakdown(doc);
    if (tax !== undefined) out.Tax = tax;
  }
  // Net bases printed in the tax breakdown add up to the subtotal when no subtotal is labelled.
  if (out.Subtotal === undefined && taxLines.length && taxLines.every((t) => t.Base > 0)) {
    out.Subtotal = round2(taxLines.reduce((s, t) => s + t.Base, 0));
  }
  // With the tax printed (even as 0.00), net = gross − tax (− shipping and tip, + discount, when printed).
  if (out.Subtotal === undefined && out.Total !== undefined && out.Tax !== undefined) {
    out.Subtotal = round2(out.Total - out.Tax - (out.Shipping ?? 0) - (out.Tip ?? 0) + (out.Discount ?? 0));
  }
  // A tax cannot exceed the net it is charged on: "Σύνολο χωρίς ΦΠΑ" / "合計（税抜）" name the net with a tax word
  // in them, so when the two add up to the total the other way round, they were swapped.
  if (out.Subtotal && out.Tax && out.Total !== undefined && Math.abs(out.Tax) > Math.abs(out.Subtotal) && near(round2(out.Subtotal + out.Tax), out.Total)) {
    [out.Subtotal, out.Tax] = [out.Tax, out.Subtotal];
  }
  // Figures told in sentences ("… comes to £4,941.30 … owes £5,929.56, which includes £988.26 VAT at 20%"): when
  // the labels' readings do not add up, the net, tax and gross that the printed rate ties together are the totals.
  // A subtotal worked out as gross − tax above adds up by construction: only a printed one counts.
  const adds = subtotal !== undefined && out.Subtotal === subtotal && out.Tax !== undefined && out.Total !== undefined && near(round2(out.Subtotal + out.Tax), out.Total);
  const adjusted = out.Shipping !== undefined || out.Discount !== undefined || out.Tip !== undefined;
  // A till receipt's total that the cash handed over less the change confirms is not overruled by a rate's sums.
  const confirmed = total !== undefined && cashPaid(doc) === total;
  const triple = adds || adjusted || confirmed ? undefined : rateTriple(doc);
  if (triple && !lessAnAdjustment(doc, triple.Total, total)) Object.assign(out, { Subtotal: triple.Subtotal, Tax: triple.Tax, Total: triple.Total });
  // An unlabelled sum row under net | tax | gross headings that adds up outranks labels read elsewhere (summed-row.ts).
  const summed = summedTotalsRow(doc);
  if (summed) Object.assign(out, summed);
  // A document that only prints "Amount due" still has a total.
  const owed = best(owedAmounts(doc))?.value;
  if (out.Total === undefined && owed !== undefined) out.Total = owed;
  // Cash handed over less the change given back is what was paid, when the total's own figure is missing or misread.
  if (!out.Total) {
    const paid = cashPaid(doc);
    if (paid !== undefined) out.Total = paid;
  }
  const taxFree = taxFreeSubtotal(doc, out);
  if (taxFree !== undefined) out.Subtotal = taxFree;
  return out;
}
