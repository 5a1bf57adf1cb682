import { extractFields } from '../../../src/extraction/fields';
import { parseAmount, readingThousandths } from '../../../src/extraction/fields/amounts';
import { thousandthsSeparator } from '../../../src/extraction/normalise/locale';
import minorUnits from '../../../src/extraction/lexicon/minor-units.json';
import { tree, type Row } from '../../support/ocr-rows';

/** Rules made general from the session-12 fresh documents (test/fixtures/fresh, @s12); each row one printed line. */
const fieldsOf = (...rows: Row[]) => extractFields(tree(...rows)).fields;

describe('currencies of thousandths (lexicon/minor-units.json, ar5)', () => {
  it.each(minorUnits.three)('%s prints three decimals: "319.750" is 319.75 in such a document', (code) => {
    expect(thousandthsSeparator(`${code} 319.750\n15.988`, code)).toBe('.');
    expect(readingThousandths('.', () => parseAmount('319.750'))).toBe(319.75);
  });

  it('votes the separator from the figures; other currencies keep "1.250" a thousands group', () => {
    expect(thousandthsSeparator('Total 1 250,500 DT\nTVA 12,500', 'TND')).toBe(',');
    expect(thousandthsSeparator('Total 1,250.500', 'KWD')).toBe('.');
    expect(thousandthsSeparator('Total 319.750', 'EUR')).toBeUndefined();
    expect(parseAmount('319.750')).toBe(319750);
    expect(readingThousandths('.', () => parseAmount('1,250'))).toBe(1250);
  });

  it('reads an Omani invoice\'s totals in rials', () => {
    const f = fieldsOf([[50, 'شركة الواحة للصيانة ش.م.م']], [[50, 'طريق السلطان قابوس، الخوير']], [[50, 'مسقط، سلطنة عُمان']], [[50, 'الرقم الضريبي: OM1100054321']], [],
      [[50, 'قطع غيار'], [300, '1'], [400, '87.250']], [[50, 'أجور عمالة'], [300, '8'], [400, '96.000']],
      [[250, 'المجموع قبل الضريبة'], [400, '183.250 ر.ع.']], [[250, 'ضريبة القيمة المضافة 5%'], [400, '9.163 ر.ع.']],
      [[250, 'الإجمالي المستحق'], [400, '192.413 ر.ع.']]);
    expect([f.Currency_Code, f.Subtotal, f.Tax, f.Total]).toEqual(['OMR', 183.25, 9.163, 192.413]);
  });
});
