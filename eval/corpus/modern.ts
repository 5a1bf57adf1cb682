import type { Lang } from './data';
import { perLanguage } from './lang-files';

/**
 * Wording of the a4-modern layout (eval/corpus/modern/*.json): a header band of labels with values below, party
 * headings in several wordings ("Customer", "Sold to", "Deliver to"), payment terms and payment methods, written
 * before reading the extractor's lexicons and apart from the other layouts' wording, so that this dev layout measured
 * blind says what a new layout gets.
 */
export const MODERN_LABEL_KEYS = [
  'invoice_title', 'invoice_number', 'date', 'due_date', 'terms', 'po_number', 'bill_to', 'ship_to', 'description', 'qty',
  'unit_price', 'amount', 'subtotal', 'total', 'balance_due', 'payment_heading', 'payment_method', 'account', 'debit_account', 'phone',
  'email', 'thanks',
] as const;
export type ModernLabelKey = (typeof MODERN_LABEL_KEYS)[number];

export const MODERN_METHODS = ['bank_transfer', 'credit_card', 'cash', 'direct_debit'] as const;
export type ModernMethod = (typeof MODERN_METHODS)[number];

export interface ModernWords {
  lang: Lang;
  labels: Record<ModernLabelKey, string[]>;
  /** What is printed as the payment method, per record Payment_Type. */
  methods: Record<ModernMethod, string[]>;
  /** Payment terms from a number of days, each holding {n}. */
  term_days: string[];
}

export const modernWords = perLanguage<ModernWords>('modern', 'a4-modern wording');
