/**
 * The field roles the layout model gives each cell of a page (a run of words with no column gap).
 * Shared by the synthetic generator (labels by construction), the SROIE label matcher, the trainer
 * and the runtime. The order is the model's output order: changing it means retraining.
 */
export const ROLES = [
  'O',
  'VENDOR_NAME',
  'VENDOR_ADDRESS',
  'BILL_TO',
  'SHIP_TO',
  'DATE',
  'DUE_DATE',
  'INVOICE_NUMBER',
  'SUBTOTAL',
  'TAX',
  'TOTAL',
  'LINE_DESCRIPTION',
  'LINE_QTY',
  'LINE_PRICE',
  'LINE_AMOUNT',
] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_INDEX: ReadonlyMap<Role, number> = new Map(ROLES.map((r, i) => [r, i]));
