import type { Lang } from './data';
import { perLanguage } from './lang-files';

/**
 * Wording of the a4-ledger layout (eval/corpus/ledger/*.json): labels of an ERP text print, payment terms in days and
 * article descriptions with codes and sizes, written apart from vocab/, variants/, prose/, market/ and the
 * extractor's lexicons, so that this dev layout measures wording the rules were not shaped by when it was added.
 */
export const LEDGER_LABEL_KEYS = [
  'invoice_title', 'invoice_number', 'date', 'due_date', 'terms', 'customer_number', 'po_number', 'currency', 'page',
  'bill_to', 'position', 'description', 'qty', 'unit', 'unit_price', 'discount', 'amount', 'subtotal', 'total',
  'balance_due', 'payment_method', 'phone', 'email', 'bank', 'thanks',
] as const;
export type LedgerLabelKey = (typeof LEDGER_LABEL_KEYS)[number];

export interface LedgerWords {
  lang: Lang;
  labels: Record<LedgerLabelKey, string[]>;
  /** Payment terms from a number of days, each holding {n}. */
  term_days: string[];
  /** Article descriptions with codes, sizes and counts ("Toner cartridge TN-2420", "USB-C hub 2x USB-C"). */
  articles: string[];
}

export const ledgerWords = perLanguage<LedgerWords>('ledger', 'ledger wording');
