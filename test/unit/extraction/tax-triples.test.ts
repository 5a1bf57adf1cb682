import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

describe('tax from a breakdown row that checks by its rate', () => {
  it('reads a right-to-left row (gross, tax, net, rate) under headings no label rule places', () => {
    const f = extractFields(tree([[50, 'מכולת השכונה']], [[50, 'לתשלום'], [400, '110.46']], [[50, 'שיעור'], [150, 'נטו'], [250, 'מע"מ'], [350, 'ברוטו']],
      [[50, '110.46'], [150, '16.85'], [250, '93.61'], [350, '18%'], [400, 'A']])).fields;
    expect(f.Tax).toBe(16.85);
  });

  it('adds up the rows of several rates, and rounds to whole units where the money has no cents', () => {
    const f = extractFields(tree([[50, 'スーパー']], [[50, '合計'], [400, '7,524']], [[50, 'A'], [150, '10%'], [250, '6,404'], [320, '640'], [400, '7,044']],
      [[50, 'B'], [150, '8%'], [250, '444'], [320, '36'], [400, '480']])).fields;
    expect(f.Tax).toBe(676);
  });

  it('takes nothing from a row whose figures do not check', () => {
    const f = extractFields(tree([[50, 'Shop']], [[50, 'Total'], [400, '10.00']], [[50, 'Promo 20%'], [200, '3.00'], [300, '4.00'], [400, '7.00']])).fields;
    expect(f.Tax).toBeUndefined();
  });
});
