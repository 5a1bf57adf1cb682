import { findAmounts, round2 } from './amounts';
import { findLabels, type Doc } from './doc';
import type { LabelledAmount } from './money-fields';

/**
 * "合计 125.00 / 优惠 -5.00 / 应付 120.00", "Total 48.00 / Coupon -3.00 / Total due 45.00": of two total lines, the one
 * below a discount or coupon that takes the first down to it is what was paid; the first is the sum before it. Both
 * carry total labels (the label files list "合计" and "应付" alike), so the larger figure would otherwise win.
 */
export function afterDiscount(doc: Doc, totals: LabelledAmount[]): LabelledAmount[] {
  const discounts = findLabels(doc, [{ key: 'discount', weight: 2 }]).flatMap((hit) =>
    findAmounts(hit.line.text.slice(hit.end)).map((a) => ({ line: hit.line.index, value: Math.abs(a.value) })),
  );
  if (!discounts.length) return totals;
  const before = new Set<LabelledAmount>();
  for (const gross of totals) {
    for (const net of totals) {
      if (net.hit.line.index <= gross.hit.line.index) continue;
      const between = discounts.filter((d) => d.line > gross.hit.line.index && d.line < net.hit.line.index);
      if (between.some((d) => d.value > 0 && Math.abs(round2(Math.abs(gross.value) - d.value) - Math.abs(net.value)) < 0.005)) before.add(gross);
    }
  }
  return before.size ? totals.filter((t) => !before.has(t)) : totals;
}
