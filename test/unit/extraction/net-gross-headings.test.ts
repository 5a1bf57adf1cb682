import { resolveColumns } from '../../../src/extraction/fields/line-item-columns';

/**
 * Net and gross qualifiers on item-table headings (lexicon/item-columns.json "qualifiers"): a gross unit price is no
 * field beside a net one, and the price where it stands alone.
 */
describe('resolveColumns with gross prices', () => {
  const col = (key: string) => ({ key, label: key, x0: 0, x1: 0 });
  it('keeps a gross price beside a net one out of the price', () => {
    expect(resolveColumns([col('description'), col('price'), col('grossPrice'), col('amount')]).map((c) => c.key)).toEqual(['description', 'price', 'grossPrice', 'amount']);
  });
  it('takes a gross price alone as the price', () => {
    expect(resolveColumns([col('description'), col('grossPrice'), col('amount')]).map((c) => c.key)).toEqual(['description', 'price', 'amount']);
  });
});
