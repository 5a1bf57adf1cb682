import type { LayoutCell } from '../layout/cells';

/** A field's chosen value, how sure we are of it, and where it was printed. */
export interface Choice {
  value: string | number;
  /** 0..1, calibrated where a reliability table exists. */
  confidence: number;
  cells: LayoutCell[];
  raw: string;
}

/**
 * Confidence of a value only the rules found. Rounded down from `npm run eval` before the layout model existed
 * (SROIE: total 0.85, date 0.99, company 0.73; invoice2data subtotal 7/8; ZUGFeRD numbers, due dates, currency,
 * balance 1.00); Tax, Vendor_Address and the 0.6 default are estimates, not measurements.
 */
export const RULE_RELIABILITY: Record<string, number> = {
  Total: 0.85, Subtotal: 0.88, Tax: 0.9, Date: 0.97, Due_Date: 0.95, Invoice_Number: 0.95, Vendor_Name: 0.7, Vendor_Address: 0.5,
  Currency_Code: 0.95, Balance_Due: 0.9,
};
export const DEFAULT_RULE_RELIABILITY = 0.6;

export const same = (a: string | number, b: string | number) =>
  typeof a === 'number' || typeof b === 'number'
    ? Math.abs(Number(a) - Number(b)) < 0.005
    : a.toUpperCase().replace(/\s+/g, ' ').trim() === b.toUpperCase().replace(/\s+/g, ' ').trim();

/** Agreement of two independent sources raises confidence; the combination is that of two noisy witnesses. */
export const both = (a: number, b: number) => 1 - (1 - a) * (1 - b);
