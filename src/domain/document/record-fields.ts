/**
 * The document record as the REST contract names it (capture-api.md, "Document record").
 * One table drives defaults, validation of edits, the GraphQL field names and the OpenAPI schema,
 * so the contract is written down once.
 */
export type FieldKind = 'number' | 'integer' | 'string' | 'date' | 'taxLines';

export interface FieldSpec {
  /** Name in the REST record (e.g. `Vendor_Name`). */
  readonly name: string;
  /** Name in GraphQL (camelCase, e.g. `vendorName`). */
  readonly graphql: string;
  readonly kind: FieldKind;
  readonly description?: string;
}

function camel(name: string): string {
  const parts = name.split('_');
  return parts.map((p, i) => (i === 0 ? p.toLowerCase() : p.charAt(0) + p.slice(1).toLowerCase())).join('');
}

function f(name: string, kind: FieldKind, description?: string): FieldSpec {
  return { name, graphql: camel(name), kind, description };
}

/** Every editable scalar (or Tax_Lines) field of a record, in contract order. */
export const RECORD_FIELDS: readonly FieldSpec[] = [
  f('Total', 'number'),
  f('Balance_Due', 'number'),
  f('Subtotal', 'number'),
  f('Tax', 'number'),
  f('Tax_Lines', 'taxLines', 'Tax breakdown: [{Name, Rate, Base, Amount}]'),
  f('Tip', 'number'),
  f('Shipping', 'number'),
  f('Discount', 'number'),
  f('Cashback', 'number'),
  f('Date', 'date', 'Document date, YYYY-MM-DD or ""'),
  f('Due_Date', 'date'),
  f('Order_Date', 'date'),
  f('Ship_Date', 'date'),
  f('Delivery_Date', 'date'),
  f('Service_Start_Date', 'date'),
  f('Service_End_Date', 'date'),
  f('Category', 'string', 'One of the published expense categories (GET /api/v4/categories), or empty when the evidence is weak'),
  f('Invoice_Number', 'string'),
  f('Reference_Number', 'string'),
  f('PO_Number', 'string'),
  f('Tracking_Number', 'string'),
  f('Account_Number', 'string'),
  f('Card_Number', 'string', 'Last four digits only, as ************1234'),
  f('Currency_Code', 'string', 'ISO 4217 code'),
  f('Payment_Terms', 'string'),
  f('Payment_Display_Name', 'string', 'e.g. VISA ****1234, Cash, Bank transfer'),
  f('Payment_Type', 'string', 'cash, credit_card, debit_card, bank_transfer, direct_debit, check, paypal, mobile_payment, voucher or other'),
  f('Phone_Number', 'string'),
  f('Pages', 'string', 'Page count as text'),
  f('Is_Duplicate', 'integer', '1 when the account already holds the same document'),
  f('Notes', 'string'),
  f('Vat_Number', 'string'),
  f('Document_Type', 'string', 'invoice, receipt, credit_note, purchase_order, bill, statement or other'),
  f('Raw_Text', 'string', 'Full recognized text, lines separated by newlines, columns by tabs'),
  f('All_Email_Addresses', 'string', 'Comma-separated'),
  f('Vendor_Name', 'string'),
  f('Vendor_Raw_Name', 'string'),
  f('Vendor_Type', 'string'),
  f('Vendor_Recipient', 'string'),
  f('Vendor_Address', 'string'),
  f('Vendor_Address_Line', 'string'),
  f('Vendor_City', 'string'),
  f('Vendor_State', 'string'),
  f('Vendor_Zipcode', 'string'),
  f('Vendor_Country', 'string'),
  f('Vendor_Email', 'string'),
  f('Vendor_Phone', 'string'),
  f('Vendor_Fax', 'string'),
  f('Vendor_Account_Number', 'string'),
  f('Vendor_Bank_Name', 'string'),
  f('Vendor_Bank_Number', 'string'),
  f('Vendor_Bank_Swift', 'string'),
  f('Vendor_IBAN', 'string'),
  f('Vendor_ABN_Number', 'string'),
  f('Bill_To_Name', 'string'),
  f('Bill_To_Recipient', 'string'),
  f('Bill_To_Vat_Number', 'string'),
  f('Bill_To_Address', 'string'),
  f('Bill_To_Address_Line', 'string'),
  f('Bill_To_City', 'string'),
  f('Bill_To_State', 'string'),
  f('Bill_To_Zipcode', 'string'),
  f('Ship_To_Name', 'string'),
  f('Ship_To_Address', 'string'),
];

/** Line-item keys a client may set (capture-api.md endpoint 6), in contract order. */
export const LINE_ITEM_FIELDS: readonly FieldSpec[] = [
  f('SKU', 'string'),
  f('Description', 'string'),
  f('Date', 'date'),
  f('Order', 'integer'),
  f('Reference', 'string'),
  f('QTY', 'number'),
  f('Unit', 'string'),
  f('Price', 'number', 'Unit price'),
  f('Amount', 'number', 'Line total'),
  f('Discount', 'number'),
  f('Tax_Rate', 'number', 'Percent, e.g. 19 for 19 %'),
  f('Tax', 'number'),
  f('Type', 'string', 'product or service'),
];

export interface TaxLine {
  Name: string;
  Rate: number;
  Base: number;
  Amount: number;
}

export type FieldValue = string | number | TaxLine[];
export type RecordFields = Record<string, FieldValue>;
export type LineItemFields = Record<string, string | number>;

/** Fields that are part of the record but set by the service, never by a client edit. */
export const READ_ONLY_FIELDS = ['capture_key', 'Created'] as const;

const BY_NAME = new Map(RECORD_FIELDS.map((s) => [s.name, s]));
const LINE_BY_NAME = new Map(LINE_ITEM_FIELDS.map((s) => [s.name, s]));

export function recordFieldSpec(name: string): FieldSpec | undefined {
  return BY_NAME.get(name);
}

export function lineItemFieldSpec(name: string): FieldSpec | undefined {
  return LINE_BY_NAME.get(name);
}

export function emptyValue(kind: FieldKind): FieldValue {
  if (kind === 'number' || kind === 'integer') return 0;
  if (kind === 'taxLines') return [];
  return '';
}

/** A record with every contract field at its documented empty value. */
export function emptyRecordFields(): RecordFields {
  const out: RecordFields = {};
  for (const spec of RECORD_FIELDS) out[spec.name] = emptyValue(spec.kind);
  return out;
}

export function emptyLineItemFields(): LineItemFields {
  const out: LineItemFields = {};
  for (const spec of LINE_ITEM_FIELDS) out[spec.name] = emptyValue(spec.kind) as string | number;
  return out;
}
