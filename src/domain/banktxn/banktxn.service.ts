import { AppError } from '../../common/app-error';
import { CATEGORIES, type Category } from './categories';
import { MAX_TRANSACTION_LENGTH, MAX_TRANSACTIONS_PER_REQUEST, type TransactionCategorizer } from './categorizer';

/** Bank-transaction categorization: input checks and the failure contract around whichever categorizer is wired. */
export class BankTransactionService {
  constructor(private readonly categorizer: TransactionCategorizer) {}

  categories(): readonly Category[] {
    return CATEGORIES;
  }

  /** `txns` comes straight from a request, so its shape is checked here rather than trusted. */
  async categorize(txns: unknown): Promise<string[]> {
    const valid = validate(txns);
    let categories: string[];
    try {
      categories = await this.categorizer.categorize(valid);
    } catch (cause) {
      throw failed(cause);
    }
    // A categorizer that loses or adds elements would silently shift every answer after the gap.
    const ok = Array.isArray(categories) && categories.length === valid.length;
    if (!ok || categories.some((c) => typeof c !== 'string')) {
      const got = Array.isArray(categories) ? `${categories.length} results` : typeof categories;
      throw failed(new Error(`categorizer returned ${got} for ${valid.length} transactions`));
    }
    return categories;
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
    throw AppError.badRequest(`txns may contain at most ${MAX_TRANSACTIONS_PER_REQUEST} transactions`, {
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
