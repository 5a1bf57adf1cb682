import type { Lang } from './data';
import { perLanguage } from './lang-files';

/**
 * Label and sentence wording of the layouts added after the first ten (eval/corpus/variants/*.json). Kept apart
 * from vocab/*.json so that those layouts print wording of their own, and so that the first ten layouts'
 * documents (which draw from vocab/*.json) stay exactly as they were.
 */
export const VARIANT_LABEL_KEYS = [
  'invoice_title', 'statement_title', 'invoice_number', 'receipt_number', 'date', 'due_date', 'delivery_date', 'terms',
  'po_number', 'reference', 'customer_number', 'bill_to', 'ship_to', 'phone', 'email', 'position', 'item', 'description',
  'qty', 'unit', 'unit_price', 'line_discount', 'tax_rate', 'amount', 'subtotal', 'discount', 'shipping', 'tax', 'net',
  'gross', 'total', 'amount_paid', 'balance_due', 'tax_summary', 'payment_instructions', 'bank', 'tendered', 'change',
  'payment_method', 'cashier', 'thanks', 'page',
] as const;
export type VariantLabelKey = (typeof VARIANT_LABEL_KEYS)[number];

/** Sentences of the statement-of-fees letter and the commercial invoice's footer, with the placeholders each must hold. */
export const VARIANT_SENTENCE_KEYS = {
  greeting: [],
  opening: ['{number}', '{date}'],
  services: [],
  po: ['{po}'],
  fees: ['{amount}'],
  tax: ['{tax}', '{rate}', '{amount}'],
  total: ['{amount}'],
  due: ['{due}'],
  bank: ['{bank}'],
  remit: [],
  closing: [],
  signoff: [],
} as const;
export type VariantSentenceKey = keyof typeof VARIANT_SENTENCE_KEYS;

export interface Variants {
  lang: Lang;
  labels: Record<VariantLabelKey, string[]>;
  /** Payment terms from a number of days: "Net {n}", "{n} Tage netto". */
  terms: string[];
  sentences: Record<VariantSentenceKey, string[]>;
}

export const variants = perLanguage<Variants>('variants', 'label variants');
