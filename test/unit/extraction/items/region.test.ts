import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount, Unit, Discount, Tax_Rate, SKU }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount, Unit, Discount, Tax_Rate, SKU }).filter(([, v]) => v !== undefined)));

describe('items without an item header', () => {
  it('reads a German till receipt: quantity and weight lines above the item, tax classes, a coupon', () => {
    const doc = docOf([
      'Bäckerei Sonnenschein', 'Hauptstr. 5, 10115 Berlin', ['Bon-Nr. 4711', '12:03'],
      '2 x 1,25', ['Brötchen', '2,50 A'],
      '0,512 kg x 3,99/kg', ['Tomaten', '2,04 A'],
      ['Milch 1,5% 1L', '1,19 A'],
      ['Coupon', '-0,50 A'],
      ['Summe', '5,23'], ['Bar', '10,00'], ['Rückgeld', '4,77'], ['Payback Punkte', '5'],
      ['MwSt 7% A', '0,34'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 5.23 }))).toEqual([
      { Description: 'Brötchen', QTY: 2, Price: 1.25, Amount: 2.5 },
      { Description: 'Tomaten', QTY: 0.512, Price: 3.99, Amount: 2.04, Unit: 'kg' },
      { Description: 'Milch 1,5% 1L', Amount: 1.19 },
      { Description: 'Coupon', Amount: -0.5 },
    ]);
  });

  it('reads a French thermal print: quantity before the name and "@ price" below', () => {
    const doc = docOf([
      'CAFÉ DU PORT', ['Table 12', '#4'],
      ['2 Cappuccino', '7,00'], '  @ 3,50',
      ['1 Croissant', '1,80'],
      ['Sous-total', '8,80'], ['Pourboire', '1,00'], ['TOTAL', '9,80'], ['Carte bancaire', '9,80'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 9.8, Subtotal: 8.8 }))).toEqual([
      { Description: 'Cappuccino', QTY: 2, Price: 3.5, Amount: 7 },
      { Description: 'Croissant', QTY: 1, Amount: 1.8, Price: 1.8 },
    ]);
  });

  it('reads a Japanese receipt without cents and an item code before the name', () => {
    const doc = docOf([
      'ファミリーマート 渋谷店', ['2026年3月1日', '10:42'],
      ['4901234567894 おにぎり 鮭', '¥150'],
      ['4909876543210 緑茶 500ml', '¥1,080'],
      ['小計', '¥1,230'], ['合計', '¥1,230'], ['お預り', '¥2,000'], ['お釣り', '¥770'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 1230 }))).toEqual([
      { Description: 'おにぎり 鮭', Amount: 150, SKU: '4901234567894' },
      { Description: '緑茶 500ml', Amount: 1080, SKU: '4909876543210' },
    ]);
  });

  it('reads a letter-style list and keeps the figures of other columns out of the description (en)', () => {
    const doc = docOf([
      'Dear Ms Smith,', 'as agreed we invoice the following services:',
      ['- 3 hours consulting at 120.00 = 360.00', ''],
      ['- Website maintenance (March)', '450.00'],
      ['Total', '810.00'],
      'Please pay within 14 days.',
    ]);
    expect(brief(extractLineItems(doc, { Total: 810 }))).toEqual([
      { Description: 'consulting', QTY: 3, Price: 120, Amount: 360, Unit: 'hours' },
      { Description: 'Website maintenance (March)', Amount: 450 },
    ]);
  });

  it('joins wrapped descriptions and sub-lines (it) and skips carried-forward lines over pages (de)', () => {
    const doc = docOf([
      'Rechnung 2026-17',
      ['Pos  Bezeichnung              Menge    Preis', 'Betrag'],
      ['1 Guanti da lavoro taglia 9  2  21,45', '42,90'],
      '  Ref. 2548',
      ['2 Servizio di pulizia  1  100,00', '100,00'],
      '  Periodo 01.03.2026 – 31.03.2026',
      ['Übertrag', '142,90'],
      '---page---',
      'Rechnung 2026-17 Seite 2',
      ['Übertrag', '142,90'],
      ['3 Lampada da tavolo LED  3  19,90', '59,70'],
      ['Zwischensumme', '202,60'], ['MwSt. 22 %', '44,57'], ['Gesamtbetrag', '247,17'],
    ]);
    // The header-led table reads it now that its carried-forward lines are no items; it keeps the line breaks.
    const oneLine = (items: ReturnType<typeof brief>) => items.map((i) => ({ ...i, Description: String(i.Description).replace(/\s+/g, ' ') }));
    expect(oneLine(brief(extractLineItems(doc, { Subtotal: 202.6, Total: 247.17 })))).toEqual([
      { Description: 'Guanti da lavoro taglia 9 Ref. 2548', QTY: 2, Price: 21.45, Amount: 42.9 },
      // A service period under the item is a sub-line of it, not its description (lexicon item-sublines.json).
      { Description: 'Servizio di pulizia', QTY: 1, Price: 100, Amount: 100 },
      { Description: 'Lampada da tavolo LED', QTY: 3, Price: 19.9, Amount: 59.7 },
    ]);
  });
});
