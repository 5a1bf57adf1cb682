import type { LineItemFields, RecordFields } from '../document/record-fields';
import { type RowLayout, learnLayout, norm, readWithLayout } from './line-layout';

/** A corrected document of the vendor: its text and its line items as the person left them. */
export interface LineItemSample {
  rawText: string;
  items: LineItemFields[];
}

export interface LineMemoryResult {
  items: Partial<LineItemFields>[];
  /** Whether memory replaced the engine's items. */
  applied: boolean;
}

const sum = (items: readonly Partial<LineItemFields>[]) => Math.round(items.reduce((s, i) => s + (typeof i.Amount === 'number' ? i.Amount : 0), 0) * 100) / 100;

/** The totals the items may add up to: net (Subtotal, or Total less Tax) or gross (Total). */
function targets(fields: RecordFields): number[] {
  const n = (v: unknown) => (typeof v === 'number' && v !== 0 ? v : null);
  const total = n(fields.Total), tax = n(fields.Tax), sub = n(fields.Subtotal);
  return [sub, total, total !== null && tax !== null ? total - tax : null].filter((v): v is number => v !== null);
}

const addsUp = (items: readonly Partial<LineItemFields>[], fields: RecordFields, extra = 0) => targets(fields).some((t) => Math.abs(sum(items) + extra - t) < 0.011);

function sameItems(a: readonly Partial<LineItemFields>[], b: readonly Partial<LineItemFields>[]): boolean {
  return a.length === b.length && a.every((x, i) => {
    const y = b[i];
    return x.Amount === y.Amount && (x.QTY ?? 0) === (y.QTY ?? 0) && (x.Price ?? 0) === (y.Price ?? 0) && norm(String(x.Description ?? '')) === norm(String(y.Description ?? ''));
  });
}

/**
 * The vendor's learned row layout applied to a fresh document: the newest corrected document whose layout is found
 * in this one reads the items. They replace the engine's when the two disagree, unless the engine's items add up to
 * the document's totals and the learned reading does not, even with the rows it leaves out (the vendor changed its
 * layout; the engine was right).
 */
export function applyLineLayouts(rawText: string, fields: RecordFields, engine: Partial<LineItemFields>[], samples: readonly LineItemSample[]): LineMemoryResult {
  for (const sample of samples) {
    const layout: RowLayout | null = learnLayout(sample.rawText, sample.items);
    if (!layout) continue;
    const { items, skipped } = readWithLayout(rawText, layout);
    if (!items.length) continue;
    if (sameItems(items, engine)) return { items: engine, applied: false };
    // Rows the person removes (carriage, deposit) are still in the printed net: they count for the learned reading.
    if (addsUp(engine, fields) && !addsUp(items, fields) && !addsUp(items, fields, skipped)) return { items: engine, applied: false };
    return { items, applied: true };
  }
  return { items: engine, applied: false };
}
