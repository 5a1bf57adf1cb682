/** Keys of the label files (`labels/<lang>.json`): header values, parties, line-item headers, document words. */
export const LABEL_KEYS = [
  'invoice_number', 'po_number', 'order_number', 'reference', 'customer_number',
  'date', 'due_date', 'order_date', 'delivery_date', 'service_period',
  'total', 'subtotal', 'tax', 'tax_rate', 'balance_due', 'amount_paid', 'discount', 'shipping', 'tip', 'rounding',
  'change', 'tendered', 'deposit', 'payment_method', 'payment_terms', 'currency',
  'tax_id', 'phone', 'fax', 'email', 'website', 'iban', 'bic', 'bank', 'account_number',
  'bill_to', 'ship_to', 'vendor_hint', 'remit_to',
  'description', 'sku', 'quantity', 'unit', 'unit_price', 'line_amount', 'line_tax_rate', 'line_discount',
  'doc_invoice', 'doc_receipt', 'doc_credit_note', 'doc_order', 'doc_delivery_note', 'doc_quote', 'doc_proforma',
  'thanks', 'page',
] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];

export interface FieldLabels {
  labels: string[];
  examples?: string[];
}

/** One language's label file. */
export interface LanguageLabels {
  language: string;
  fields: Partial<Record<LabelKey, FieldLabels>>;
  signs?: string[];
  connectors?: string[];
}
