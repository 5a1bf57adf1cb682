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

describe('Arabic deadline phrases in a letter\'s sentence (ar4)', () => {
  it.each(['السداد قبل تاريخ', 'الدفع قبل تاريخ', 'السداد قبل', 'الدفع قبل'])('"%s" is a due-date label', (label) => {
    expect(keyOf(`${label} 09/05/2026`)).toBe('due_date');
  });

  it('reads the date after "بالسداد قبل تاريخ", the label joined to its preposition', () => {
    const f = extractFields(tree([[50, 'دار الريشة للطباعة والنشر']], [[50, '22 شارع الجامعة، الشميساني']], [[50, 'عمّان 11194']], [],
      [[50, 'نفيدكم بأننا أصدرنا الفاتورة رقم 2026/074 بتاريخ 09/04/2026']], [[50, 'فيكون الإجمالي 3,712.00 دينار أردني.']],
      [[50, 'نرجو التكرم بالسداد قبل تاريخ 09/05/2026.']]));
    expect(f.fields.Due_Date).toBe('2026-05-09');
  });
});

describe('Arabic conjunctions and prepositions joined to a label (ar4)', () => {
  it.each([['والإجمالي 3,712.00', 'total'], ['والضريبة 512.00', 'tax'], ['فالمجموع الفرعي 3,200.00', 'subtotal']])('"%s" opens with a %s label', (text, key) => {
    expect(keyOf(text)).toBe(key);
  });

  it('leaves words that merely start with those letters alone', () => {
    expect(keyOf('والد')).toBeUndefined();
  });
});

describe('currencies written out with their country (lexicon/currency-names.json)', () => {
  const currency = (amountLine: string) => extractFields(tree([[50, 'مؤسسة النور']], [[50, 'شارع الملك 5']], [], [[50, amountLine]])).fields.Currency_Code;
  it.each([
    ['الإجمالي 3,712.00 دينار أردني', 'JOD'], ['الإجمالي 3,712.00 دينار اردني', 'JOD'], ['الإجمالي 1,200.000 دينار كويتي', 'KWD'],
    ['الإجمالي 50.000 دينار بحريني', 'BHD'], ['الإجمالي 50,000 دينار عراقي', 'IQD'], ['الإجمالي 50.000 دينار ليبي', 'LYD'],
    ['الإجمالي 50.000 دينار تونسي', 'TND'], ['الإجمالي 500.00 دينار جزائري', 'DZD'], ['الإجمالي 500.00 ريال سعودي', 'SAR'],
    ['الإجمالي 500.00 ريال قطري', 'QAR'], ['الإجمالي 50.000 ريال عماني', 'OMR'], ['الإجمالي 500.00 درهم إماراتي', 'AED'],
    ['الإجمالي 500.00 درهم اماراتي', 'AED'], ['الإجمالي 500.00 درهم مغربي', 'MAD'], ['الإجمالي 500.00 جنيه مصري', 'EGP'],
    ['الإجمالي 500,000 ليرة لبنانية', 'LBP'],
  ])('"%s" is %s', (line, code) => {
    expect(currency(line)).toBe(code);
  });
});

describe('salutations around the addressee (lexicon/courtesy-words.json, ar4)', () => {
  const billTo = (line: string) => extractFields(tree([[50, 'دار الريشة للطباعة والنشر']], [[50, '22 شارع الجامعة، الشميساني']], [[50, 'عمّان 11194']], [],
    [[50, line]], [[50, 'تحية طيبة وبعد،']], [[50, 'الإجمالي 3,712.00']])).fields.Bill_To_Name;
  it.each([
    ['السادة مكتبة الأفق الجديد المحترمين،', 'مكتبة الأفق الجديد'], ['السادة شركة النور المحترم', 'شركة النور'], ['السادة مؤسسة الفجر المحترمة', 'مؤسسة الفجر'],
    ['السادة شركة الخليج حفظه الله', 'شركة الخليج'], ['السادة آل سالم حفظهم الله', 'آل سالم'],
    ['לכבוד אורן נכסים הנכבד', 'אורן נכסים'], ['לכבוד גב\' רחל כהן הנכבדה', 'גב\' רחל כהן'], ['לכבוד ועד הבית הנכבדים', 'ועד הבית'], ['לכבוד נשות המועצה הנכבדות', 'נשות המועצה'],
  ])('"%s" names %s', (line, name) => {
    expect(billTo(line)).toBe(name);
  });
});
