import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

describe('a currency marker before the figure in a value cell', () => {
  it.each(['Fr. ', 'CHF ', 'kr. ', 'Rp ', ''])('%s3309.85 is the value of its label, not another label', (p) => {
    const r = extractFields(
      tree([[50, 'Brandt Elektro AG']], [[50, 'Zwischensumme:'], [300, `${p}3309.85`]], [[50, 'MwSt. 8.1 %'], [300, `${p}268.10`]], [[50, 'Summe:'], [300, `${p}3577.95`]]),
    );
    expect([r.fields.Subtotal, r.fields.Total]).toEqual([3309.85, 3577.95]);
  });
});
