import { classify } from './rules';
import { parseTransaction } from './transaction-parser';

/** Limits of one categorization request; the service enforces them before any categorizer runs. */
/** A year of a busy account's statements in one call. */
export const MAX_TRANSACTIONS_PER_REQUEST = 10000;
export const MAX_TRANSACTION_LENGTH = 1000;

/**
 * Turns transaction strings ("description|amount|id") into category names, element i for input i. The rule
 * engine implements it today; a learned model can replace it without touching the service or the adapters.
 */
export interface TransactionCategorizer {
  categorize(txns: readonly string[]): Promise<string[]>;
  /** The same answers with how sure the categorizer is and what decided; absent where it cannot say. */
  categorizeDetailed?(txns: readonly string[]): Promise<{ category: string; confidence: number; source: 'rule' | 'model' | 'none' }[]>;
}

/** Merchant and keyword rules: synchronous, deterministic and without I/O, so it never needs warming up. */
export class RuleCategorizer implements TransactionCategorizer {
  async categorize(txns: readonly string[]): Promise<string[]> {
    return txns.map((txn) => {
      const { description, amount } = parseTransaction(txn);
      return classify(description, amount).category;
    });
  }
}
