import type { TaxLine } from '../../domain/document/record-fields';
import { findAmounts, round2 } from './amounts';
import { maskDates } from './dates';
import type { Doc } from './doc';
import { TAX_TOTAL_LABELS } from './labels';
import { best, labelledAmounts, type LabelledAmount } from './money-fields';

const near = (a: number, b: number) => Math.abs(a - b) < 0.015;

/**
 * A tax label's line that prints net, tax and gross ("A Moms  839,52  209,88  1.049,40"): the tax is the smaller of
 * the two figures that add up to the third, not the rightmost.
 */
function taxOfTriple(doc: Doc, a: LabelledAmount): LabelledAmount {
  const figures = findAmounts(maskDates(a.hit.line.text, doc)).filter((m) => m.decimals > 0 || m.hasCurrency || m.grouped).map((m) => m.value);
  for (const gross of figures) {
    for (const x of figures) {
      const y = round2(gross - x);
      if (x !== gross && y > 0 && x > 0 && y < x && figures.includes(y) && y !== gross) return { ...a, value: y };
    }
  }
  return a;
}

/**
 * Of several tax readings, those that a printed net and the total tie together ("공급가액 500,000 / 부가세 50,000 /
 * 합계 550,000" over an item "부가가치세 예정신고 대행 200,000" whose description names the tax).
 */
function thatAddUp(taxes: LabelledAmount[], subs: LabelledAmount[], total?: number): LabelledAmount[] {
  if (total === undefined || new Set(taxes.map((t) => t.value)).size < 2) return taxes;
  const fit = taxes.filter((t) => subs.some((s) => near(round2(s.value + t.value), total)));
  return fit.length ? fit : taxes;
}

/** Tax: a "total tax" label, else the sum of the tax lines, else a plain tax label. */
export function chooseTax(doc: Doc, taxLines: TaxLine[], subs: LabelledAmount[], total?: number): number | undefined {
  const labelled = labelledAmounts(doc, TAX_TOTAL_LABELS).map((a) => taxOfTriple(doc, a));
  const strong = labelled.filter((a) => a.weight >= 5);
  if (strong.length) return best(thatAddUp(strong, subs, total))!.value;
  if (taxLines.length) return round2(taxLines.reduce((s, t) => s + t.Amount, 0));
  // "SERVICE CHARGE : 0.00 / GOV TAX : 0.78": a charge printed as zero was not levied; the one with a figure is the tax.
  const charged = labelled.filter((a) => a.value !== 0);
  return best(thatAddUp(charged.length ? charged : labelled, subs, total))?.value;
}

/** The line of a cash rounding adjustment ("ROUNDING ADJ -0.02", at most 0.10 either way), if one is printed. */
