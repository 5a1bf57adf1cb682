import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { readQtyLine } from '../../../../src/extraction/items/qty-line';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount, Unit }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount, Unit }).filter(([, v]) => v !== undefined)));

/** Till slips that print each item on two lines: the name, then a figures line (quantity, unit price, amount). */
describe('two-line items: name line, then the figures line', () => {
  it('reads a German 58 mm slip: "2 × 5,16  10,32" and weighed goods under their names, cash and change skipped', () => {
    const doc = docOf([
      'Frischmarkt Kühn', 'Lindenweg 4, 04109 Leipzig', '14.03.2026 09:12 Beleg 8812',
      'Spaghetti 500 g', ['  2 × 5,16', '10,32'],
      'Weintrauben rot', ['  2,206 kg × 5,78/kg', '12,75'],
      'Milch 1,5 % 1 l', ['  1 × 1,19', '1,19'],
      ['Summe', '24,26'],
      ['Bar', '30,00'], ['Rückgeld', '5,74'],
      ['MwSt 7 %', '1,59'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 24.26 }))).toEqual([
      { Description: 'Spaghetti 500 g', QTY: 2, Price: 5.16, Amount: 10.32 },
      { Description: 'Weintrauben rot', QTY: 2.206, Price: 5.78, Amount: 12.75, Unit: 'kg' },
      { Description: 'Milch 1,5 % 1 l', QTY: 1, Price: 1.19, Amount: 1.19 },
    ]);
  });

  it('reads "x", "*" and "@" as the sign, and figures lines without any sign when the arithmetic agrees (en)', () => {
    const doc = docOf([
      'CORNER STORE', '03/14/2026 5:40 PM',
      'Orange juice 1L', ['  3 x 2.49', '7.47'],
      'Bananas', ['  1.250 lb @ 0.59/lb', '0.74'],
      'Bread', ['  2 * 3.10', '6.20'],
      'Coffee beans', ['  2  8.99', '17.98'],
      ['TOTAL', '32.39'], ['VISA', '32.39'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 32.39 }))).toEqual([
      { Description: 'Orange juice 1L', QTY: 3, Price: 2.49, Amount: 7.47 },
      { Description: 'Bananas', QTY: 1.25, Price: 0.59, Amount: 0.74, Unit: 'lb' },
      { Description: 'Bread', QTY: 2, Price: 3.1, Amount: 6.2 },
      { Description: 'Coffee beans', QTY: 2, Price: 8.99, Amount: 17.98 },
    ]);
  });

  it('reads a name line followed by a line with only the amount, and a single item with its amount on the name line', () => {
    const doc = docOf([
      'Boulangerie Martin', '14/03/2026 08:02',
      'Baguette tradition', ['', '1,30'],
      'Pain aux raisins', ['  2 x 1,60', '3,20'],
      ['Croissant', '1,10'],
      ['TOTAL', '5,60'], ['Espèces', '10,00'], ['Rendu', '4,40'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 5.6 }))).toEqual([
      { Description: 'Baguette tradition', Amount: 1.3 },
      { Description: 'Pain aux raisins', QTY: 2, Price: 1.6, Amount: 3.2 },
      { Description: 'Croissant', Amount: 1.1 },
    ]);
  });

  it('keeps a quantity line whose amount repeats its item\'s amount with that item, not as a new one', () => {
    const doc = docOf([
      'Kiosk am Markt',
      ['Apfelschorle', '3,00'], ['  2 x 1,50', '3,00'],
      ['Brezel', '0,90'],
      ['Summe', '3,90'], ['EC-Karte', '3,90'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 3.9 }))).toEqual([
      { Description: 'Apfelschorle', QTY: 2, Price: 1.5, Amount: 3 },
      { Description: 'Brezel', Amount: 0.9 },
    ]);
  });

  it('reads weighed goods priced in whole units, rounded to the unit ("1.465 kg × 1,330/kg  1,948")', () => {
    expect(readQtyLine('1.465 kg × 1,330/kg 1,948')).toEqual({ qty: 1.465, price: 1330, unit: 'kg', amount: 1948 });
    expect(readQtyLine('0,839 kg × 31.500/kg 26.429')).toEqual({ qty: 0.839, price: 31500, unit: 'kg', amount: 26429 });
    // Cents must agree to the cent: a whole-unit tolerance is no licence for money with decimals.
    expect(readQtyLine('1.465 kg × 1.33/kg 1.90')).toBeUndefined();
    expect(readQtyLine('1.465 kg × 1,330/kg 1,900')).toBeUndefined();
  });

  it('reads a right-to-left figures line whose amount comes first in reading order, only when it multiplies out', () => {
    expect(readQtyLine('65.00 2 × 32.50')).toEqual({ qty: 2, price: 32.5, amount: 65, amountFirst: true });
    expect(readQtyLine('60.00 2 × 32.50')).toBeUndefined();
  });

  it('ends the items at a total worded unlike any label: the row that sums the items above it, and the tender after it', () => {
    const doc = docOf([
      '행복베이커리', '2025. 04. 07. 15:32:40',
      '키친타월', ['  4 × 2,000', '8,000'],
      '토마토', ['  1.156 kg × 3,000/kg', '3,468'],
      '두부', ['  2 × 8,000', '16,000'],
      ['총계', '₩27,468'],
      ['지불수단 KB국민카드 ****1990', '27,468'],
      ['부가세 10 %', '2,497'],
    ]);
    const want = [
      { Description: '키친타월', QTY: 4, Price: 2000, Amount: 8000 },
      { Description: '토마토', QTY: 1.156, Price: 3000, Amount: 3468, Unit: 'kg' },
      { Description: '두부', QTY: 2, Price: 8000, Amount: 16000 },
    ];
    expect(brief(extractLineItems(doc, { Total: 27468 }))).toEqual(want);
    // The totals rules found no sum: the row under items that multiply out, adding them up, is still the total.
    expect(brief(extractLineItems(doc, {}))).toEqual(want);
  });

  it('keeps a row that adds up the rows above it when all of them fit the printed total ("5.00, 5.00, 10.00")', () => {
    const doc = docOf([
      'Shop', 'Tea', ['', '5.00'], 'Cake', ['', '5.00'], 'Lunch set', ['', '10.00'], ['Thank you', ''],
    ]);
    expect(brief(extractLineItems(doc, { Total: 20 })).map((i) => i.Amount)).toEqual([5, 5, 10]);
  });

  it('reads Devanagari names (vowel signs are marks) and a name that reads like a label over its quantity line', () => {
    const doc = docOf([
      'किराना स्टोर', '08-05-2025 12:31',
      'सेब', ['  0.853 किग्रा × 624.00/किग्रा', '532.27'],
      'ब्रेड', ['  2 × 45.00', '90.00'],
      ['कुल', '622.27'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 622.27 }))).toEqual([
      { Description: 'सेब', QTY: 0.853, Price: 624, Amount: 532.27, Unit: 'किग्रा' },
      { Description: 'ब्रेड', QTY: 2, Price: 45, Amount: 90 },
    ]);
    const es = docOf(['Frutería', 'Pan de barra', ['  2 × 1.20', '2.40'], 'Queso manchego', ['  1 × 7.90', '7.90'], ['Importe total', '10.30']]);
    expect(brief(extractLineItems(es, { Total: 10.3 })).map((i) => i.Description)).toEqual(['Pan de barra', 'Queso manchego']);
  });

  it('puts apart the multiplication sign OCR glued to its figures (Latin or Cyrillic x), not "2x" before a word', () => {
    expect(readQtyLine('1x10,24 10,24')).toEqual({ qty: 1, price: 10.24, amount: 10.24 });
    expect(readQtyLine('3x 3,40 10,20')).toEqual({ qty: 3, price: 3.4, amount: 10.2 });
    expect(readQtyLine('3 x4,96 14,88')).toEqual({ qty: 3, price: 4.96, amount: 14.88 });
    expect(readQtyLine('0,975 кгх 265,00/кг 258,38')).toEqual({ qty: 0.975, price: 265, unit: 'кг', amount: 258.38 });
    expect(readQtyLine('2 х 256,00 512,00')).toEqual({ qty: 2, price: 256, amount: 512 });
    const doc = docOf(['Масло подсолнечное', ['1х1 061,00', '1 061,00'], 'Кефир 1%', ['2х 256,00', '512,00'], ['Всего', '1 573,00']]);
    expect(brief(extractLineItems(doc, { Total: 1573, ocr: true }))).toEqual([
      { Description: 'Масло подсолнечное', QTY: 1, Price: 1061, Amount: 1061 },
      { Description: 'Кефир 1%', QTY: 2, Price: 256, Amount: 512 },
    ]);
    expect(readRowFigures('2x USB-C hub 3 15.00 45.00')).toMatchObject({ description: '2x USB-C hub', qty: 3, price: 15, amount: 45 });
  });

  it('leaves a house number of the header out of a two-line slip in a currency without cents, keeps single-line items right above', () => {
    const doc = docOf([
      'Toko Buah Segar', ['Jl. Asia Afrika No.', '28'], 'NPWP 20.291.805.7-596.998', '06/02/2026 08:01 Nota 30/3843',
      ['Air mineral', '5.000'],
      'Sabun cuci piring', ['1 x 143.500', '143.500'],
      'Pisang', ['0,839 kg x 31.500/kg', '26.429'],
      ['Grand Total', 'Rp174.929'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 174929, ocr: true }))).toEqual([
      { Description: 'Air mineral', Amount: 5000 },
      { Description: 'Sabun cuci piring', QTY: 1, Price: 143500, Amount: 143500 },
      { Description: 'Pisang', QTY: 0.839, Price: 31500, Amount: 26429, Unit: 'kg' },
    ]);
  });
});
