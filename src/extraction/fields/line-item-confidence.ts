import type { LineItemFields } from '../../domain/document/record-fields';

/**
 * Confidence of one line-item cell. A row whose quantity × price gives its amount was almost surely read
 * right (the three numbers check each other); a row without that check is as reliable as the table rules are
 * on the labelled invoices (line amounts found 100 % on ZUGFeRD, fewer on receipts), so it gets less.
 */
const CHECKED = 0.97;
const UNCHECKED: Record<string, number> = { Amount: 0.85, Description: 0.8, QTY: 0.7, Price: 0.7 };

export function lineItemConfidence(item: Partial<LineItemFields>, key: string): number {
  const { QTY: q, Price: p, Amount: a } = item as Record<string, number | undefined>;
  const checked = typeof q === 'number' && typeof p === 'number' && typeof a === 'number' && q !== 0 && Math.abs(q * p - a) <= Math.max(0.011, Math.abs(q) * 0.005);
  if (checked && (key === 'QTY' || key === 'Price' || key === 'Amount')) return CHECKED;
  return UNCHECKED[key] ?? 0.75;
}
