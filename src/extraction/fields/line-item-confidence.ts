import type { LineItemFields } from '../../domain/document/record-fields';
import { itemSupport } from '../items/model-choice';
import { lineArithmetic } from './consistency';

/**
 * Confidence of one line-item cell. A row whose quantity × price gives its amount was almost surely read
 * right (the three numbers check each other); a row without that check is as reliable as the table rules are
 * on the labelled invoices (line amounts found 100 % on ZUGFeRD, fewer on receipts), so it gets less. Items that
 * add up to a printed sum check each other's amounts the same way; a row the row classifier doubts is an item row
 * gets less (items/model-choice.ts).
 */
const CHECKED = 0.97;
const UNCHECKED: Record<string, number> = { Amount: 0.85, Description: 0.8, QTY: 0.7, Price: 0.7 };
/** Below this probability of being an item or figures row, the classifier's doubt lowers the confidence. */
const DOUBT = 0.5;

export function lineItemConfidence(item: Partial<LineItemFields>, key: string): number {
  const figure = key === 'QTY' || key === 'Price' || key === 'Amount';
  const support = itemSupport(item);
  const doubt = support?.row !== undefined && support.row < DOUBT ? 0.6 + 0.4 * (support.row / DOUBT) : 1;
  if (lineArithmetic(item)?.ok && figure) return CHECKED * (doubt < 1 ? 0.95 : 1);
  if (support?.sums && key === 'Amount') return Math.round(100 * CHECKED * doubt) / 100;
  return Math.round(100 * (UNCHECKED[key] ?? 0.75) * doubt) / 100;
}
