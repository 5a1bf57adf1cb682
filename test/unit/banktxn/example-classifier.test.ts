import { AppError } from '../../../src/common/app-error';
import { BankTransactionService } from '../../../src/domain/banktxn/banktxn.service';
import { RuleCategorizer } from '../../../src/domain/banktxn/categorizer';
import type { CustomCategoryService } from '../../../src/domain/banktxn/custom-categories.service';
import { MAX_CUSTOM_EXAMPLES, validateExamples } from '../../../src/domain/banktxn/custom-examples';
import { descriptionKey, ExampleClassifier } from '../../../src/domain/banktxn/example-classifier';

const EXAMPLES = [
  { txn: 'UBER *TRIP 1234|-85.00|1', category: 'Travel costs' },
  { txn: 'BOLT.EU RIDE CAPE TOWN|-62.40|2', category: 'Travel costs' },
  { txn: 'POS PURCHASE WOOLWORTHS SANDTON|-431.20|3', category: 'Food at home' },
  { txn: 'CHECKERS HYPER 04 OCT|-1203.55|4', category: 'Food at home' },
  { txn: 'PNP FAMILY RONDEBOSCH|-310.00|5', category: 'Food at home' },
  { txn: 'SALARY ACME PTY LTD|25000.00|6', category: 'Wages' },
  { txn: 'PAYROLL GLOBEX CORP|31000.00|7', category: 'Wages' },
  { txn: 'NETFLIX.COM|-199.00|8', category: 'Fun' },
  { txn: 'STEAM GAMES PURCHASE|-250.00|9', category: 'Fun' },
];

describe('ExampleClassifier', () => {
  const classifier = new ExampleClassifier(EXAMPLES);

  it('learns from two or three examples per category, answering only with the given categories', () => {
    const answers = classifier.predictAll([
      'UBER *TRIP 9876|-42.00|a',
      'WOOLWORTHS FOOD MENLYN|-220.10|b',
      'SALARY ACME PTY LTD NOV|25000.00|c',
      'NETFLIX.COM 12 NOV|-199.00|d',
      'CHECKERS SIXTY60|-380.00|e',
    ]);
    expect(answers).toEqual(['Travel costs', 'Food at home', 'Wages', 'Fun', 'Food at home']);
    expect(classifier.categories).toEqual(['Travel costs', 'Food at home', 'Wages', 'Fun']);
    for (const a of classifier.predictAll(['SOMETHING NEVER SEEN|-1|x', '', '|||'])) expect(classifier.categories).toContain(a);
  });

  it('normalises descriptions so "UBER *TRIP 1234" and "UBER TRIP 5678" are the same merchant', () => {
    expect(descriptionKey('UBER *TRIP 1234|-10|a')).toBe(descriptionKey('UBER TRIP 5678|-10|b'));
    const two = new ExampleClassifier([
      { txn: 'UBER *TRIP 1234|-10|a', category: 'Rides' },
      { txn: 'SPAR KENILWORTH|-10|b', category: 'Shop' },
    ]);
    expect(two.predict('uber trip 5678|-33|c')).toBe('Rides');
  });

  it('uses the amount sign: money in and money out from the same counterparty can be told apart', () => {
    const signed = new ExampleClassifier([
      { txn: 'FNB TRANSFER J SMITH|-500.00|1', category: 'Paid out' },
      { txn: 'FNB TRANSFER J SMITH|500.00|2', category: 'Received' },
    ]);
    expect(signed.predict('FNB TRANSFER J SMITH|-120.00|3')).toBe('Paid out');
    expect(signed.predict('FNB TRANSFER J SMITH|120.00|4')).toBe('Received');
  });

  it('refuses an empty set', () => {
    expect(() => new ExampleClassifier([])).toThrow('at least one example');
  });
});

describe('validateExamples', () => {
  const bad = (body: unknown): AppError => {
    try {
      validateExamples(body);
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('BAD_REQUEST');
      return e as AppError;
    }
    throw new Error('expected a 400');
  };
  const one = (txn: unknown, category: unknown) => ({ examples: [{ txn, category }] });

  it('trims and keeps valid examples; the same text with the same category twice is fine', () => {
    expect(validateExamples({ examples: [{ txn: ' A|1|x ', category: ' B ' }, { txn: 'a|1|X', category: 'B' }] })).toEqual([
      { txn: 'A|1|x', category: 'B' },
      { txn: 'a|1|X', category: 'B' },
    ]);
  });

  it('refuses a body without an examples array, and zero examples', () => {
    for (const body of [undefined, null, 'x', [], {}, { examples: 'x' }, { examples: {} }]) expect(bad(body).message).toMatch(/"examples"/);
    expect(bad({ examples: [] }).message).toMatch(/at least one/);
  });

  it('refuses empty or whitespace txn and category, and non-strings', () => {
    expect(bad(one('', 'B')).message).toBe('examples[0].txn must be a non-empty string');
    expect(bad(one('   ', 'B')).message).toBe('examples[0].txn must be a non-empty string');
    expect(bad(one('A', ' \t')).message).toBe('examples[0].category must be a non-empty string');
    expect(bad(one(5, 'B')).message).toBe('examples[0].txn must be a non-empty string');
    expect(bad({ examples: [null] }).message).toBe('examples[0].txn must be a non-empty string');
  });

  it('refuses a txn over 1000 and a category over 100 characters', () => {
    expect(bad(one('x'.repeat(1001), 'B')).message).toBe('examples[0].txn is longer than 1000 characters');
    expect(validateExamples(one('x'.repeat(1000), 'c'.repeat(100)))).toHaveLength(1);
    expect(bad(one('A', 'c'.repeat(101))).message).toBe('examples[0].category is longer than 100 characters');
  });

  it('refuses more than 10,000 examples', () => {
    const many = Array.from({ length: MAX_CUSTOM_EXAMPLES + 1 }, (_, i) => ({ txn: `T${i}`, category: 'C' }));
    expect(bad({ examples: many }).details).toMatchObject({ max: 10000, received: 10001 });
    expect(validateExamples({ examples: many.slice(1) })).toHaveLength(MAX_CUSTOM_EXAMPLES);
  });

  it('detects conflicting labels for the same transaction text (case and spacing ignored), naming both', () => {
    const e = bad({ examples: [{ txn: 'Uber  Trip|-5|1', category: 'Travel' }, { txn: 'x', category: 'Y' }, { txn: 'UBER TRIP|-5|1', category: 'Fun' }] });
    expect(e.message).toBe('Conflicting labels: examples[0] and examples[2] give the transaction "UBER TRIP|-5|1" the categories "Travel" and "Fun"');
    expect(e.details).toMatchObject({ index: 2, conflictsWith: 0, categories: ['Travel', 'Fun'] });
  });
});

describe('BankTransactionService with custom sets', () => {
  it('answers with the custom classifier when the account has a set, and with the rules otherwise', async () => {
    const classifier = new ExampleClassifier(EXAMPLES);
    const custom = { classifier: async (id: string) => (id === 'acct-1' ? classifier : null) } as unknown as CustomCategoryService;
    const service = new BankTransactionService(new RuleCategorizer(), custom);
    await expect(service.categorize(['UBER *TRIP 1|-9|a'], 'acct-1')).resolves.toEqual(['Travel costs']);
    await expect(service.categorize(['UBER *TRIP 1|-9|a'], 'acct-2')).resolves.toEqual(await new RuleCategorizer().categorize(['UBER *TRIP 1|-9|a']));
  });

  it('turns a failure loading the set into the documented categorization error', async () => {
    const custom = { classifier: async () => { throw new Error('db down'); } } as unknown as CustomCategoryService;
    const service = new BankTransactionService(new RuleCategorizer(), custom);
    await expect(service.categorize(['X|-1|a'], 'acct-1')).rejects.toMatchObject({ code: 'CATEGORIZATION_FAILED', message: 'Error with bank transaction categorization' });
  });
});
