import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../../src/domain/banktxn/categories';
import { RuleCategorizer } from '../../src/domain/banktxn/categorizer';

/**
 * The default categories on 100 transactions written for this project in ten countries' statement formats
 * (fixtures/banktxn-handlabelled.tsv), each labelled as a bookkeeper would. Prints accuracy and the misses; the
 * floor it asserts is the figure measured when the set was written, so a regression shows.
 */
const rows = fs
  .readFileSync(path.join(__dirname, 'fixtures', 'banktxn-handlabelled.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => {
    const [txn, category] = l.split('\t');
    return { txn, category };
  });

describe('default bank-transaction categories on hand-labelled transactions', () => {
  it('has 100 rows, each labelled with a published category', () => {
    const names = new Set(CATEGORIES.map((c) => c.name));
    expect(rows).toHaveLength(100);
    for (const r of rows) expect(names.has(r.category as never)).toBe(true);
  });

  it('categorizes them as labelled', async () => {
    const got = await new RuleCategorizer().categorize(rows.map((r) => r.txn));
    const misses = rows.map((r, i) => ({ ...r, got: got[i] })).filter((r) => r.got !== r.category);
    const accuracy = 1 - misses.length / rows.length;
    console.log(`hand-labelled: ${rows.length - misses.length}/${rows.length} = ${accuracy.toFixed(2)}\n${misses.map((m) => `  ${m.txn}  want ${m.category}, got ${m.got}`).join('\n')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.84);
  });
});
