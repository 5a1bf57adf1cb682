import { toDoc } from '../../../src/extraction/fields/doc';
import { extractTaxLines } from '../../../src/extraction/fields/tax-lines';
import { type Row, tree } from '../../support/ocr-rows';

/** One line per row of [x, text] cells. */
const taxLines = (...rows: Row[]) => extractTaxLines(toDoc(tree(...rows)));

describe('Tax_Lines base of a tax-inclusive summary line', () => {
  it('takes gross − tax as the base when the printed figure is the gross', () => {
    expect(taxLines([[50, 'GST S 6%'], [250, '89.00'], [350, '5.04']])).toEqual([{ Name: 'GST', Rate: 6, Base: 83.96, Amount: 5.04 }]);
  });

  it('keeps a printed net base as it is', () => {
    expect(taxLines([[50, 'GST 6%'], [250, '21.32'], [350, '1.28']])).toEqual([{ Name: 'GST', Rate: 6, Base: 21.32, Amount: 1.28 }]);
    expect(taxLines([[50, 'MwSt 19% von'], [250, '100,00'], [350, '19,00']])).toEqual([{ Name: 'MwSt', Rate: 19, Base: 100, Amount: 19 }]);
  });

  it('keeps a base that fits neither reading (nothing is guessed)', () => {
    expect(taxLines([[50, 'VAT 20%'], [250, '50.00'], [350, '7.00']])).toEqual([{ Name: 'VAT', Rate: 20, Base: 50, Amount: 7 }]);
  });
});
