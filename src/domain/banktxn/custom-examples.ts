import { AppError } from '../../common/app-error';
import type { LabelledExample } from './example-classifier';

/** Limits of an account's custom category set; documented in the README. */
export const MAX_CUSTOM_EXAMPLES = 10_000;
export const MAX_EXAMPLE_TXN_LENGTH = 1000;
export const MAX_CATEGORY_LENGTH = 100;

/** The key under which two example texts count as the same transaction: case and spacing ignored. */
export function sameTransactionKey(txn: string): string {
  return txn.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Checks a request body `{"examples":[{"txn","category"}]}` before anything is stored. Text is trimmed; the first
 * problem found is reported with the index of the offending example.
 */
export function validateExamples(body: unknown): LabelledExample[] {
  const examples = body && typeof body === 'object' && !Array.isArray(body) ? (body as { examples?: unknown }).examples : undefined;
  if (!Array.isArray(examples)) {
    throw AppError.badRequest('The body must be a JSON object {"examples": [{"txn": "...", "category": "..."}, ...]}', { field: 'examples' });
  }
  if (examples.length === 0) throw AppError.badRequest('examples must contain at least one example', { field: 'examples' });
  if (examples.length > MAX_CUSTOM_EXAMPLES) {
    throw AppError.badRequest(`examples may contain at most ${MAX_CUSTOM_EXAMPLES} examples`, { field: 'examples', max: MAX_CUSTOM_EXAMPLES, received: examples.length });
  }
  const out: LabelledExample[] = [];
  const seen = new Map<string, { category: string; index: number }>();
  examples.forEach((raw, index) => {
    const e = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const txn = text(e.txn, 'txn', index, MAX_EXAMPLE_TXN_LENGTH);
    const category = text(e.category, 'category', index, MAX_CATEGORY_LENGTH);
    const key = sameTransactionKey(txn);
    const earlier = seen.get(key);
    if (earlier && earlier.category !== category) {
      throw AppError.badRequest(
        `Conflicting labels: examples[${earlier.index}] and examples[${index}] give the transaction "${txn}" the categories "${earlier.category}" and "${category}"`,
        { field: 'examples', index, conflictsWith: earlier.index, categories: [earlier.category, category] },
      );
    }
    if (!earlier) seen.set(key, { category, index });
    out.push({ txn, category });
  });
  return out;
}

function text(value: unknown, field: 'txn' | 'category', index: number, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw AppError.badRequest(`examples[${index}].${field} must be a non-empty string`, { field: `examples[${index}].${field}`, index });
  }
  const trimmed = value.trim();
  if (trimmed.length > max) {
    throw AppError.badRequest(`examples[${index}].${field} is longer than ${max} characters`, { field: `examples[${index}].${field}`, index, max });
  }
  return trimmed;
}
