import { AppError } from '../../../src/common/app-error';
import { BankTransactionService } from '../../../src/domain/banktxn/banktxn.service';
import { RuleCategorizer } from '../../../src/domain/banktxn/categorizer';
import type { CustomCategoryService } from '../../../src/domain/banktxn/custom-categories.service';
import { MAX_CUSTOM_EXAMPLES, validateExamples } from '../../../src/domain/banktxn/custom-examples';
import { CategoryPrior } from '../../../src/domain/banktxn/category-prior';
import { descriptionKey, ExampleClassifier } from '../../../src/domain/banktxn/example-classifier';
import { ExampleIndex } from '../../../src/domain/banktxn/example-index';

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

  it('maps a merchant the examples never named through its default category', () => {
    // No shared word or n-gram links SASOL to ENGEN or SHELL: only the default category (Fuel) does.
    const fuel = new ExampleClassifier([
      { txn: 'FUEL PURCHASE ENGEN BIG BIRD|-400|1', category: 'Car' },
      { txn: 'FUEL PURCHASE SHELL PARKHURST COR|-300|2', category: 'Car' },
      { txn: 'POS PURCHASE WOOLWORTHS SANDTON|-431.20|3', category: 'Food' },
      { txn: 'POS PURCHASE CHECKERS HYPER|-1203.55|4', category: 'Food' },
      { txn: 'POS PURCHASE PNP FAMILY RONDEBOSCH|-310.00|5', category: 'Food' },
    ]);
    expect(fuel.predict('SASOL MELMOTH|-200|6')).toBe('Car');
  });

  it('lets a near-identical example overrule what its default category suggests', () => {
    const snacks = new ExampleClassifier([
      { txn: 'POS PURCHASE SHELL GREENFIELDS|-52.90|1', category: 'Snacks' },
      { txn: 'FUEL PURCHASE ENGEN BIG BIRD|-400|2', category: 'Car' },
      { txn: 'FUEL PURCHASE SASOL MELMOTH|-300|3', category: 'Car' },
      { txn: 'FUEL PURCHASE CALTEX RONDEBOSCH|-350|4', category: 'Car' },
    ]);
    expect(snacks.predict('POS PURCHASE SHELL GREENFIELDS|-48.10|5')).toBe('Snacks');
  });

  it('learns from the order of magnitude of amounts what an unseen shop of a known kind sold', () => {
    // Garage shops: tens of rand are snacks, hundreds are fuel. The new garage shares no name with any example.
    const garage = new ExampleClassifier([
      { txn: 'POS PURCHASE ENGEN NKANDLA|-27.85|1', category: 'Snacks' },
      { txn: 'POS PURCHASE SHELL GREENFIELDS|-52.90|2', category: 'Snacks' },
      { txn: 'POS PURCHASE SASOL BROEDERSTROOM|-96.38|3', category: 'Snacks' },
      { txn: 'POS PURCHASE ENGEN MITCHELL PARK|-377.17|4', category: 'Car' },
      { txn: 'POS PURCHASE SHELL PARKHURST COR|-446.00|5', category: 'Car' },
      { txn: 'POS PURCHASE SASOL MELMOTH|-300.00|6', category: 'Car' },
    ]);
    expect(garage.predictAll(['POS PURCHASE CALTEX RONDEBOSCH|-45.00|a', 'POS PURCHASE CALTEX RONDEBOSCH|-520.00|b'])).toEqual(['Snacks', 'Car']);
  });

  it('splits the vote of identical examples by their labels, and reports the winning share as confidence', () => {
    const split = new ExampleClassifier([
      { txn: 'BYC DEBIT|-3.45|1', category: 'Savings' },
      { txn: 'BYC DEBIT|-4.70|2', category: 'Savings' },
      { txn: 'BYC DEBIT|-23.36|3', category: 'Investments' },
    ]);
    expect(split.size).toBe(3);
    const answer = split.predictDetailed('BYC DEBIT|-7.00|4');
    expect(answer.category).toBe('Savings');
    expect(answer.confidence).toBeCloseTo(2 / 3, 5);
  });

  it('tells identical texts apart by amount when there are more of them than neighbours', () => {
    const byAmount = new ExampleClassifier([
      { txn: 'BYC DEBIT|-3.45|1', category: 'Savings' },
      { txn: 'BYC DEBIT|-4.70|2', category: 'Savings' },
      { txn: 'BYC DEBIT|-7.00|3', category: 'Savings' },
      { txn: 'BYC DEBIT|-23.36|4', category: 'Investments' },
      { txn: 'BYC DEBIT|-32.79|5', category: 'Investments' },
      { txn: 'BYC DEBIT|-28.00|6', category: 'Investments' },
    ]);
    expect(byAmount.predictAll(['BYC DEBIT|-5.10|a', 'BYC DEBIT|-30.00|b', 'BYC DEBIT|-5.10|c'])).toEqual(['Savings', 'Investments', 'Savings']);
    // Without an amount nothing tells them apart: the first examples count.
    expect(byAmount.predict('BYC DEBIT')).toBe('Savings');
  });

  it('gives a confidence between 0 and 1 and the same answer for a repeated description as for a fresh one', () => {
    const txns = ['UBER *TRIP 9876|-42.00|a', 'SOMETHING NEVER SEEN|-1|x', 'NETFLIX.COM|-199.00|n', '', '|||'];
    const first = txns.map((t) => classifier.predictDetailed(t));
    for (const p of first) {
      expect(p.confidence).toBeGreaterThan(0);
      expect(p.confidence).toBeLessThanOrEqual(1 + 1e-9);
    }
    expect(txns.map((t) => classifier.predictDetailed(t))).toEqual(first);
    expect(txns.map((t) => new ExampleClassifier(EXAMPLES).predictDetailed(t))).toEqual(first);
  });

  it('keeps answering correctly after its memo of answers fills up and is cleared', () => {
    const fresh = new ExampleClassifier(EXAMPLES);
    const many = Array.from({ length: 10_050 }, (_, i) => `SHOP ${String.fromCharCode(65 + (i % 26))}${i.toString(36)}|-5|${i}`);
    fresh.predictAll(many);
    expect(fresh.predictAll(['UBER *TRIP 1|-9|a', 'SALARY ACME PTY LTD|25000.00|b'])).toEqual(['Travel costs', 'Wages']);
  });

  it('refuses an empty set', () => {
    expect(() => new ExampleClassifier([])).toThrow('at least one example');
  });
});

describe('ExampleIndex', () => {
  const unit = (entries: [number, number][]): Map<number, number> => {
    const norm = Math.hypot(...entries.map(([, w]) => w));
    return new Map(entries.map(([k, w]) => [k, w / norm]));
  };
  const cosine = (a: Map<number, number>, b: Map<number, number>): number => [...a].reduce((s, [k, w]) => s + w * (b.get(k) ?? 0), 0);
  const search = (index: ExampleIndex, v: Map<number, number>, k: number) => {
    const known = [...v].filter(([f]) => index.slotOf(f) >= 0);
    return index.nearest(known.map(([f]) => index.slotOf(f)), known.map(([, w]) => w), k);
  };

  it('returns exact similarities, most similar first, even when long lists stop choosing candidates', () => {
    // 2,000 vectors share feature 1 (far past the posting budget); their other features differ.
    const vectors = Array.from({ length: 2000 }, (_, i) => unit([[1, 1], [100 + (i % 50), 2], [1000 + i, 1 + (i % 3)]]));
    const index = new ExampleIndex(vectors);
    const query = unit([[1, 1], [107, 2], [1007, 3]]);
    const found = search(index, query, 3);
    const exact = vectors.map((v, id) => ({ id, sim: cosine(query, v) })).sort((a, b) => b.sim - a.sim || a.id - b.id);
    expect(found.map((n) => n.id)).toEqual(exact.slice(0, 3).map((n) => n.id));
    // Postings hold 32-bit weights: exact to about 7 digits.
    found.forEach((n, i) => expect(n.sim).toBeCloseTo(exact[i].sim, 6));
  });

  it('finds nothing for a query sharing no feature, and breaks ties by insertion order', () => {
    const index = new ExampleIndex([unit([[1, 1]]), unit([[1, 1]]), unit([[2, 1]])]);
    expect(index.slotOf(9)).toBe(-1);
    expect(search(index, unit([[9, 1]]), 3)).toEqual([]);
    expect(search(index, unit([[1, 1]]), 3).map((n) => n.id)).toEqual([0, 1]);
    expect(index.features).toBe(2);
  });
});

describe('CategoryPrior', () => {
  // Categories: 0 Eating Out, 1 Groceries, 2 Fuel. Keys per example, finest first: detailed category, primary.
  const prior = new CategoryPrior(
    [0, 0, 0, 1, 2],
    [
      ['Restaurants|out', 'food|out'],
      ['Restaurants|out', 'food|out'],
      ['Fast Food|out', 'food|out'],
      ['Groceries|out', 'food|out'],
      ['Fuel|out', 'transport|out'],
    ],
    3,
  );
  const at = (...keys: string[]): number[] => [...prior.distribution(keys, new Float64Array(3))];

  it('learns P(category | default category), smoothed towards the primary category and then all examples', () => {
    // Primary "food": (3, 1, 0) + 1 × (0.6, 0.2, 0.2), over 5; detailed: (2, 0, 0) + 1 × that, over 3.
    const restaurants = at('Restaurants|out', 'food|out');
    [(2 + 3.6 / 5) / 3, 1.2 / 5 / 3, 0.2 / 5 / 3].forEach((p, c) => expect(restaurants[c]).toBeCloseTo(p, 12));
    expect(restaurants.reduce((a, b) => a + b)).toBeCloseTo(1, 12);
  });

  it('backs off to the primary category for a detailed category no example has', () => {
    [3.6 / 5, 1.2 / 5, 0.2 / 5].forEach((p, c) => expect(at('Bakeries|out', 'food|out')[c]).toBeCloseTo(p, 12));
  });

  it('falls back on how often each category occurs when no key is known', () => {
    expect(at('Salary|in', 'income|in')).toEqual([3 / 5, 1 / 5, 1 / 5]);
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
