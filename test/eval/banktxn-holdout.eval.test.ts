import path from 'node:path';
import { CATEGORIES, primaryOf } from '../../src/domain/banktxn/categories';
import { RuleCategorizer } from '../../src/domain/banktxn/categorizer';
import { HybridCategorizer } from '../../src/domain/banktxn/model/hybrid-categorizer';
import { readLabelledTxns } from '../support/labelled-txns';

/**
 * The default categorizer (rules + ONNX model, as served) on 150 transactions in 16 countries' formats that were
 * written and labelled by someone who had not seen the rules or the model (fixtures/banktxn-holdout.tsv). This is
 * the unbiased figure for issue 5's "≥ 0.90" goal; the rules must not be tuned to its lines, or it stops being one.
 * Floors are the figures measured when the file was added, so a regression shows.
 */
const rows = readLabelledTxns(path.join(__dirname, 'fixtures', 'banktxn-holdout.tsv'));

const DETAILED_FLOOR = 0.78;
const PRIMARY_FLOOR = 0.85;

function score(got: string[]) {
  const detailed = got.filter((g, i) => g === rows[i].category).length / rows.length;
  const primary = got.filter((g, i) => primaryOf(g)?.id === primaryOf(rows[i].category)?.id).length / rows.length;
  return { detailed, primary };
}

describe('default categorizer on the independent hold-out set', () => {
  it('has 150 rows, each labelled with a published category', () => {
    const names = new Set<string>(CATEGORIES.map((c) => c.name));
    expect(rows).toHaveLength(150);
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
      `hold-out: served detailed ${served.detailed.toFixed(3)}, primary ${served.primary.toFixed(3)};` +
        ` rules alone detailed ${rules.detailed.toFixed(3)}, primary ${rules.primary.toFixed(3)}\n${misses.join('\n')}`,
    );
    expect(served.detailed).toBeGreaterThanOrEqual(DETAILED_FLOOR);
    expect(served.primary).toBeGreaterThanOrEqual(PRIMARY_FLOOR);
  });
});
