import * as path from 'node:path';
import { tmpdir } from 'node:os';
import { isCategoryName } from '../../../src/domain/banktxn/categories';
import { BanktxnModel, type BanktxnMeta } from '../../../src/domain/banktxn/model/banktxn-model';
import type { TxnFeatures } from '../../../src/domain/banktxn/model/features';
import { HybridCategorizer, ruleTier } from '../../../src/domain/banktxn/model/hybrid-categorizer';
import { classify } from '../../../src/domain/banktxn/rules';

const META: BanktxnMeta = {
  featureVersion: 1, buckets: 1 << 15, hidden: 64, classes: ['Groceries', 'Uncategorized'], threshold: 0.6,
  ruleConfidence: { strong: 0.99, weak: 0.8, sign: 0.7 },
};

/** A model that answers `probs` for every row and remembers how many rows it was asked about. */
function stubModel(probs: [number, number]): { model: BanktxnModel; asked: number[] } {
  const asked: number[] = [];
  const predict = async (rows: readonly TxnFeatures[]) => {
    asked.push(rows.length);
    return Float32Array.from(rows.flatMap(() => probs));
  };
  return { model: { meta: META, predict } as unknown as BanktxnModel, asked };
}

describe('HybridCategorizer', () => {
  let hybrid: HybridCategorizer;
  beforeAll(async () => {
    hybrid = await HybridCategorizer.load();
  });

  it('returns one answer per input, in order, for any input', async () => {
    const txns = ['', '|', 'WOOLWORTHS SANDTON|-250.00|1', 'garbage without amount', 'JOES PIZZERIA|-12.50|2', 'X|abc|def|ghi', 'ZQXWV|-3.00|3'];
    const detailed = await hybrid.categorizeDetailed(txns);
    expect(detailed).toHaveLength(txns.length);
    for (const d of detailed) {
      expect(isCategoryName(d.category)).toBe(true);
      expect(['rule', 'model', 'none']).toContain(d.source);
      expect(d.confidence).toBeGreaterThanOrEqual(0);
      expect(d.confidence).toBeLessThanOrEqual(1);
    }
    expect(await hybrid.categorize(txns)).toEqual(detailed.map((d) => d.category));
    expect(await hybrid.categorizeDetailed([])).toEqual([]);
  });

  it('lets a named merchant or banking pattern win, with the held-out rule confidence', async () => {
    const [shop, fee] = await hybrid.categorizeDetailed(['POS PURCHASE WOOLWORTHS SANDTON|-250.00|1', 'MONTHLY ACCOUNT FEE|-65.00|2']);
    expect(shop.source).toBe('rule');
    expect(fee.source).toBe('rule');
    expect(shop.confidence).toBeGreaterThan(0.9);
  });

  it('takes the model answer at or above the threshold when no strong rule matched', async () => {
    const { model, asked } = stubModel([0.9, 0.1]);
    const [unknown, shop] = await new HybridCategorizer(model).categorizeDetailed(['ZQXWV KLMPT|-3.00|1', 'POS PURCHASE WOOLWORTHS|-250.00|2']);
    expect(unknown).toEqual({ category: 'Groceries', confidence: expect.closeTo(0.9, 5), source: 'model' });
    expect(shop.source).toBe('rule');
    expect(asked).toEqual([1]);
  });

  it('keeps the rule answer, with its tier confidence, when the model is unsure or says Uncategorized', async () => {
    const line = 'PAYMENT TO J SMITH|-100.00|1';
    const c = classify('PAYMENT TO J SMITH', -100);
    // A transfer word says how the money moved, not what it bought: the weakest rule answer.
    expect(ruleTier(c)).toBe('weak');
    for (const probs of [[0.55, 0.45], [0.2, 0.8]] as [number, number][]) {
      const [answer] = await new HybridCategorizer(stubModel(probs).model).categorizeDetailed([line, 'ZQXWV|-1|2']);
      expect(answer).toEqual({ category: c.category, confidence: META.ruleConfidence.weak, source: 'rule' });
    }
    const [none] = await new HybridCategorizer(stubModel([0.2, 0.8]).model).categorizeDetailed(['ZQXWV KLMPT|-3.00|1']);
    expect(none).toEqual({ category: 'Uncategorized', confidence: 0, source: 'none' });
  });

  it('does not call the model when every line has a strong rule match', async () => {
    const { model, asked } = stubModel([0.9, 0.1]);
    await new HybridCategorizer(model).categorizeDetailed(['POS PURCHASE WOOLWORTHS|-250.00|1', 'MONTHLY ACCOUNT FEE|-65|2']);
    expect(asked).toEqual([]);
  });

  it('says Uncategorized with source none when neither rules nor model know', async () => {
    const [unknown] = await hybrid.categorizeDetailed(['ZQXWV KLMPT|-3.00|3']);
    expect(unknown).toEqual({ category: 'Uncategorized', confidence: 0, source: 'none' });
  });

  it('shares one model per process', async () => {
    expect(await BanktxnModel.shared()).toBe(await BanktxnModel.shared());
  });

  it('fails with a clear message when the model is missing', async () => {
    await expect(HybridCategorizer.load(path.join(tmpdir(), 'no-banktxn-model-here'))).rejects.toThrow(/banktxn-model-here is missing: run npm run train:banktxn/);
  });
});
