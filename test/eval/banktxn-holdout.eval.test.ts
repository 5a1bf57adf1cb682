import path from 'node:path';
import { CATEGORIES, primaryOf } from '../../src/domain/banktxn/categories';
import { RuleCategorizer } from '../../src/domain/banktxn/categorizer';
import { HybridCategorizer } from '../../src/domain/banktxn/model/hybrid-categorizer';
import { readLabelledTxns } from '../support/labelled-txns';

/**
 * The default categorizer (rules + ONNX model, as served) on transactions written and labelled by someone who had
 * not seen the rules or the model. Set 1 (150 lines, 16 countries) was written first; its misses then guided which
 * kinds of knowledge were added (trade words in many languages, payment rails), never its strings. Set 2 (150
 * lines, 19 countries) came next; four brand names among its misses were then given as examples in the brief that
 * widened the national brand tables. Set 3 (200 lines, 33 countries) was written before that widening landed and
 * nothing was ever tuned to it: it is the unbiased figure for issue 5's "≥ 0.90" goal. Floors are the figures
 * measured when the model was last trained, so a regression shows.
 */
const SETS = [
  { file: 'banktxn-holdout.tsv', rows: 150, detailedFloor: 0.89, primaryFloor: 0.94 },
  { file: 'banktxn-holdout-2.tsv', rows: 150, detailedFloor: 0.82, primaryFloor: 0.88 },
  { file: 'banktxn-holdout-3.tsv', rows: 200, detailedFloor: 0.74, primaryFloor: 0.79 },
];

describe.each(SETS)('default categorizer on the hold-out set $file', ({ file, rows: count, detailedFloor, primaryFloor }) => {
  const rows = readLabelledTxns(path.join(__dirname, 'fixtures', file));

  function score(got: string[]) {
    const detailed = got.filter((g, i) => g === rows[i].category).length / rows.length;
    const primary = got.filter((g, i) => primaryOf(g)?.id === primaryOf(rows[i].category)?.id).length / rows.length;
    return { detailed, primary };
  }

  it('has its rows, each labelled with a published category', () => {
    const names = new Set<string>(CATEGORIES.map((c) => c.name));
    expect(rows).toHaveLength(count);
    for (const r of rows) expect(names.has(r.category)).toBe(true);
  });

  it('categorizes them as labelled, in detail and by primary category', async () => {
    const hybrid = await (await HybridCategorizer.load()).categorizeDetailed(rows.map((r) => r.txn));
    const rules = score(await new RuleCategorizer().categorize(rows.map((r) => r.txn)));
    const served = score(hybrid.map((h) => h.category));
    const misses = rows
      .map((r, i) => ({ ...r, got: hybrid[i] }))
      .filter((m) => m.got.category !== m.category)
      .map((m) => `  ${m.txn}  want ${m.category}, got ${m.got.category} (${m.got.source} ${m.got.confidence.toFixed(2)})`);
    console.log(
      `${file}: served detailed ${served.detailed.toFixed(3)}, primary ${served.primary.toFixed(3)};` +
        ` rules alone detailed ${rules.detailed.toFixed(3)}, primary ${rules.primary.toFixed(3)}\n${misses.join('\n')}`,
    );
    expect(served.detailed).toBeGreaterThanOrEqual(detailedFloor);
    expect(served.primary).toBeGreaterThanOrEqual(primaryFloor);
  });
});
