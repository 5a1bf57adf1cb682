import { LINE_ITEM_COLUMNS, resolveColumns } from '../../../src/extraction/fields/line-item-columns';
import { parseHeader } from '../../../src/extraction/fields/table';
import { docOf } from './items/fixture';

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

describe('headings glued by OCR ("QtyUoM") are two columns', () => {
  const keys = (text: string) => parseHeader(docOf([text]).lines[0], LINE_ITEM_COLUMNS).columns.map((c) => c.key);
  it('splits at the case change when both halves are headings', () => {
    expect(keys('Description   QtyUoM   Unit price   Amount')).toEqual(['description', 'qty', 'unit', 'price', 'amount']);
    expect(keys('Bezeichnung   MengeEinheit   Preis   Betrag')).toEqual(['description', 'qty', 'unit', 'price', 'amount']);
  });
  it('reads a euro sign OCR glued to a heading as "E" as the heading ("EPE", "GPE", "BetragE")', () => {
    expect(keys('Pos.   Leistung   Menge   Einh.   EPE   GPE')).toEqual(['pos', 'description', 'qty', 'unit', 'price', 'amount']);
    expect(keys('Bezeichnung   Menge   BetragE')).toEqual(['description', 'qty', 'amount']);
    expect(keys('Description   NOTE   Amount')).toEqual(['description', 'amount']);
  });
  it('leaves a word whose halves are no headings ("McDonald")', () => {
    expect(keys('Description   McDonald   Amount')).toEqual(['description', 'amount']);
  });
});
