import { AppError } from '../../common/app-error';
import { CATEGORIES, type Category, PRIMARY_CATEGORIES, type PrimaryCategory, primaryOf } from './categories';
import { MAX_TRANSACTION_LENGTH, MAX_TRANSACTIONS_PER_REQUEST, type TransactionCategorizer } from './categorizer';
import type { CustomCategoryService, CustomCategorySet } from './custom-categories.service';

/** One transaction's answer with its evidence: what GraphQL's categorizeTransactionsDetailed returns. */
export interface CategorizedTransaction {
  category: string;
  /** The primary category's name; null for an account's own categories, which have no primary. */
  primary: string | null;
  /** 0–1: the model's probability, the measured precision of the deciding rule tier, or the custom set's vote share. */
  confidence: number | null;
  /** What decided: a rule, the model, the account's own examples, or nothing (Uncategorized). */
  source: 'rule' | 'model' | 'custom' | 'none';
}

/** Who changes a custom set: the account, and whether it is the shared demo account. */
export interface SetOwner {
  accountId: string;
  isDemo: boolean;
}

/** Bank-transaction categorization: input checks and the failure contract around whichever categorizer is wired. */
export class BankTransactionService {
  constructor(
    private readonly categorizer: TransactionCategorizer,
    /** Accounts' own category sets; without it (or for an account without a set) the default categorizer answers. */
    readonly custom?: CustomCategoryService,
  ) {}

  categories(): readonly Category[] {
    return CATEGORIES;
  }

  primaryCategories(): readonly PrimaryCategory[] {
    return PRIMARY_CATEGORIES;
  }

  /** Replaces the account's custom set from a request body `{"examples": [...]}` (validated; 400 on bad input). */
  async setCustomCategories(owner: SetOwner, body: unknown): Promise<CustomCategorySet> {
    return this.customSets(owner).replace(owner.accountId, body);
  }

  async resetCustomCategories(owner: SetOwner): Promise<void> {
    return this.customSets(owner).reset(owner.accountId);
  }

  /** The account's custom set, or null when it uses the published list. */
  customCategories(accountId: string): Promise<CustomCategorySet | null> {
    return this.customSets().get(accountId);
  }

  private customSets(writer?: SetOwner): CustomCategoryService {
    if (!this.custom) throw new AppError('INTERNAL', 'Custom categories are not configured');
    // Everybody shares the demo account: a set stored on it would change every demo user's answers.
    if (writer?.isDemo) throw new AppError('FORBIDDEN', 'The demo account cannot change its categories; register an account of your own');
    return this.custom;
  }

  /** `txns` comes straight from a request, so its shape is checked here rather than trusted. */
  async categorize(txns: unknown, accountId?: string): Promise<string[]> {
    const valid = validate(txns);
    return this.run(valid, async () => {
      const own = accountId && this.custom ? await this.custom.classifier(accountId) : null;
      return own ? own.predictAll(valid) : this.categorizer.categorize(valid);
    });
  }

  /** As categorize, with each answer's primary category, confidence and source. */
  async categorizeDetailed(txns: unknown, accountId?: string): Promise<CategorizedTransaction[]> {
    const valid = validate(txns);
    return this.run(valid, async (): Promise<CategorizedTransaction[]> => {
      const own = accountId && this.custom ? await this.custom.classifier(accountId) : null;
      if (own) return valid.map((t) => ({ ...own.predictDetailed(t), primary: null, source: 'custom' }));
      const detailed = this.categorizer.categorizeDetailed
        ? await this.categorizer.categorizeDetailed(valid)
        : (await this.categorizer.categorize(valid)).map((category) => ({ category, confidence: null, source: 'rule' as const }));
      return detailed.map((d) => ({ ...d, primary: primaryOf(d.category)?.name ?? null }));
    });
  }

  /** Runs a categorizer under the failure contract: any error, or a result that does not match the input, is a 500. */
  private async run<T extends string | { category: string }>(valid: string[], categorizer: () => Promise<T[]>): Promise<T[]> {
    let results: T[];
    try {
      results = await categorizer();
    } catch (cause) {
      throw failed(cause);
    }
    // A categorizer that loses or adds elements would silently shift every answer after the gap.
    const ok = Array.isArray(results) && results.length === valid.length;
    const name = (r: T) => (typeof r === 'string' ? r : r?.category);
    if (!ok || results.some((r) => typeof name(r) !== 'string')) {
      const got = Array.isArray(results) ? `${results.length} results` : typeof results;
      throw failed(new Error(`categorizer returned ${got} for ${valid.length} transactions`));
    }
    return results;
  }
}

function validate(txns: unknown): string[] {
  if (!Array.isArray(txns)) {
    throw AppError.badRequest('txns must be an array of transaction strings', { field: 'txns' });
  }
  if (txns.length === 0) {
    throw AppError.badRequest('txns must contain at least one transaction', { field: 'txns' });
  }
  if (txns.length > MAX_TRANSACTIONS_PER_REQUEST) {
    // The request is well-formed but too big: 413, like any other size limit, so a client knows to split it.
    throw new AppError('PAYLOAD_TOO_LARGE', `txns may contain at most ${MAX_TRANSACTIONS_PER_REQUEST} transactions; split the list over several calls`, {
      field: 'txns',
      max: MAX_TRANSACTIONS_PER_REQUEST,
      received: txns.length,
    });
  }
  txns.forEach((txn, index) => {
    if (typeof txn !== 'string') {
      throw AppError.badRequest(`txns[${index}] must be a string`, { field: 'txns', index });
    }
    if (txn.length > MAX_TRANSACTION_LENGTH) {
      throw AppError.badRequest(`txns[${index}] is longer than ${MAX_TRANSACTION_LENGTH} characters`, {
        field: 'txns',
        index,
        max: MAX_TRANSACTION_LENGTH,
      });
    }
  });
  return txns as string[];
}

/** The client sees the documented message only; the cause stays attached for the server's log. */
function failed(cause: unknown): AppError {
  const error = new AppError('CATEGORIZATION_FAILED', 'Error with bank transaction categorization');
  Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}
