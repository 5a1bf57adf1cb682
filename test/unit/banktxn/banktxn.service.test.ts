import { AppError } from '../../../src/common/app-error';
import { BankTransactionService } from '../../../src/domain/banktxn/banktxn.service';
import { CATEGORIES } from '../../../src/domain/banktxn/categories';
import {
  MAX_TRANSACTION_LENGTH,
  MAX_TRANSACTIONS_PER_REQUEST,
  RuleCategorizer,
  type TransactionCategorizer,
} from '../../../src/domain/banktxn/categorizer';

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected the call to fail');
}

describe('BankTransactionService', () => {
  const service = new BankTransactionService(new RuleCategorizer());

  it('publishes the category list', () => {
    expect(service.categories()).toBe(CATEGORIES);
  });

  it('categorizes valid input in order', async () => {
    await expect(service.categorize(['UBER *TRIP HELP.UBER.COM|-23.50|tx123', 'Woolworths Sandton|-100|x'])).resolves.toEqual([
      'Ride Hailing & Taxis',
      'Groceries',
    ]);
  });

  it('accepts exactly the limits', async () => {
    const many = Array.from({ length: MAX_TRANSACTIONS_PER_REQUEST }, () => 'SPAR|-1|x');
    await expect(service.categorize(many)).resolves.toHaveLength(MAX_TRANSACTIONS_PER_REQUEST);
    await expect(service.categorize(['x'.repeat(MAX_TRANSACTION_LENGTH)])).resolves.toHaveLength(1);
    await expect(service.categorize([''])).resolves.toEqual(['Uncategorized']);
  });

  it.each<[string, unknown, RegExp]>([
    ['undefined', undefined, /array/],
    ['null', null, /array/],
    ['a string', 'UBER|-1|x', /array/],
    ['an object', { 0: 'UBER' }, /array/],
    ['an empty array', [], /at least one/],
    ['a number in the array', ['UBER|-1|x', 42], /txns\[1\] must be a string/],
    ['null in the array', [null], /txns\[0\] must be a string/],
    ['a nested array', [['UBER']], /txns\[0\] must be a string/],
  ])('rejects %s with BAD_REQUEST', async (_name, input, message) => {
    const error = await errorOf(service.categorize(input));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(message);
  });

  it('refuses more transactions than one call takes as too large (413), saying how many', async () => {
    expect(MAX_TRANSACTIONS_PER_REQUEST).toBe(10000);
    const error = await errorOf(service.categorize(Array.from({ length: MAX_TRANSACTIONS_PER_REQUEST + 1 }, () => 'x')));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toMatch(`at most ${MAX_TRANSACTIONS_PER_REQUEST}`);
    expect(error.details).toMatchObject({ max: MAX_TRANSACTIONS_PER_REQUEST, received: MAX_TRANSACTIONS_PER_REQUEST + 1 });
  });

  it('rejects a transaction that is too long, naming it', async () => {
    const error = await errorOf(service.categorize(['ok', 'y'.repeat(MAX_TRANSACTION_LENGTH + 1)]));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(`txns[1] is longer than ${MAX_TRANSACTION_LENGTH}`);
    expect(error.details).toMatchObject({ index: 1 });
  });

  it('does not call the categorizer for invalid input', async () => {
    const categorize = jest.fn(async (txns: readonly string[]) => txns.map(() => 'Uncategorized'));
    await errorOf(new BankTransactionService({ categorize }).categorize([]));
    expect(categorize).not.toHaveBeenCalled();
  });

  it('turns a categorizer failure into CATEGORIZATION_FAILED without leaking the cause', async () => {
    const cause = new Error('model file missing: /secret/path/model.onnx');
    const broken: TransactionCategorizer = { categorize: async () => Promise.reject(cause) };
    const error = await errorOf(new BankTransactionService(broken).categorize(['UBER|-1|x']));
    expect(error.code).toBe('CATEGORIZATION_FAILED');
    expect(error.message).toBe('Error with bank transaction categorization');
    expect(error.message).not.toMatch(/secret/);
    expect(error.details).toBeUndefined();
    expect((error as Error & { cause?: unknown }).cause).toBe(cause);
  });

  it('treats a synchronous throw and an AppError from the categorizer the same way', async () => {
    const throwsSync: TransactionCategorizer = {
      categorize: () => {
        throw AppError.badRequest('inner');
      },
    };
    const error = await errorOf(new BankTransactionService(throwsSync).categorize(['UBER|-1|x']));
    expect(error.code).toBe('CATEGORIZATION_FAILED');
  });

  it('fails when the categorizer answers the wrong number of categories', async () => {
    const short: TransactionCategorizer = { categorize: async () => ['Groceries'] };
    const error = await errorOf(new BankTransactionService(short).categorize(['a', 'b']));
    expect(error.code).toBe('CATEGORIZATION_FAILED');
  });
});

describe('BankTransactionService.categorizeDetailed', () => {
  it('adds the primary category, confidence and source of a detailed categorizer', async () => {
    const detailed: TransactionCategorizer = {
      categorize: async (txns) => txns.map(() => 'Fast Food'),
      categorizeDetailed: async (txns) => txns.map(() => ({ category: 'Fast Food', confidence: 0.91, source: 'model' as const })),
    };
    await expect(new BankTransactionService(detailed).categorizeDetailed(['JOES BURGERS|-9|a'])).resolves.toEqual([
      { category: 'Fast Food', primary: 'Food & Drink', confidence: 0.91, source: 'model' },
    ]);
  });

  it('says nothing about confidence when the categorizer cannot', async () => {
    await expect(new BankTransactionService(new RuleCategorizer()).categorizeDetailed(['WOOLWORTHS SANDTON|-100|x'])).resolves.toEqual([
      { category: 'Groceries', primary: 'Food & Drink', confidence: null, source: 'rule' },
    ]);
  });

  it('answers an account with a custom set from its examples, without a primary', async () => {
    const classifier = { predictDetailed: (t: string) => ({ category: t.startsWith('UBER') ? 'Travel costs' : 'Food', confidence: 0.75 }) };
    const custom = { classifier: async () => classifier } as unknown as ConstructorParameters<typeof BankTransactionService>[1];
    const out = await new BankTransactionService(new RuleCategorizer(), custom).categorizeDetailed(['UBER TRIP|-5|a', 'SPAR|-9|b'], 'acc');
    expect(out).toEqual([
      { category: 'Travel costs', primary: null, confidence: 0.75, source: 'custom' },
      { category: 'Food', primary: null, confidence: 0.75, source: 'custom' },
    ]);
  });

  it('keeps the failure contract: a throwing or short detailed answer is CATEGORIZATION_FAILED, bad input a 400', async () => {
    const throwing: TransactionCategorizer = { categorize: async () => [], categorizeDetailed: async () => Promise.reject(new Error('onnx')) };
    expect((await errorOf(new BankTransactionService(throwing).categorizeDetailed(['a']))).code).toBe('CATEGORIZATION_FAILED');
    const short: TransactionCategorizer = { categorize: async () => [], categorizeDetailed: async () => [] };
    expect((await errorOf(new BankTransactionService(short).categorizeDetailed(['a', 'b']))).code).toBe('CATEGORIZATION_FAILED');
    expect((await errorOf(new BankTransactionService(short).categorizeDetailed('nope'))).code).toBe('BAD_REQUEST');
  });
});
