/**
 * Label-file entries added for the session-11 documents written apart from the corpus (test/fixtures/fresh, @s11):
 * each entry read from a line printing it, in its own language.
 */
import { extractFields } from '../../../src/extraction/fields';
import { labelsIn } from '../../../src/extraction/lexicon';
import { tree } from '../../support/ocr-rows';

const keyOf = (text: string) => labelsIn(text)[0]?.key;

describe('Hebrew totals in the full spelling of "הכול" (he2)', () => {
  it.each([
    ['סך הכול', 'total'], ['סך הכול לתשלום', 'total'], ['סך הכול כולל מע"מ', 'total'],
    ['סך הכול לפני מע"מ', 'subtotal'], ['סך הכל לפני מע"מ', 'subtotal'],
  ])('"%s" is a %s label', (label, key) => {
    expect(keyOf(`${label}: 15,000.00 ₪`)).toBe(key);
  });

  it('reads a letter\'s totals sentence written so', () => {
    const f = extractFields(tree([[50, 'משרד עורכי דין כהן, לוי ושות\'']], [[50, 'רחוב יפו 97']], [[50, 'ירושלים 9434105']], [],
      [[50, '1. ייעוץ משפטי ועריכת הסכם מכר – 12,000.00 ₪']], [[50, '2. רישום הזכויות בלשכת רישום המקרקעין – 3,000.00 ₪']],
      [[50, 'סך הכול לפני מע"מ: 15,000.00 ₪, מע"מ (18%): 2,700.00 ₪, סך הכול לתשלום: 17,700.00 ₪.']], [[50, 'חשבון 7781234.']]));
    expect([f.fields.Subtotal, f.fields.Tax, f.fields.Total]).toEqual([15000, 2700, 17700]);
    expect(f.lineItems.map((l) => l.Amount)).toEqual([12000, 3000]);
  });
});
