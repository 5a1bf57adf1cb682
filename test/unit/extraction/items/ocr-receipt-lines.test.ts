import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { readQtyLine } from '../../../../src/extraction/items/qty-line';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount }).filter(([, v]) => v !== undefined)));

describe('receipt quantity lines as OCR returns them', () => {
  it('reads the at sign glued to its figures', () => {
    expect(readQtyLine('@40,50')).toEqual({ price: 40.5 });
    expect(readQtyLine('2 @1.25')).toEqual({ qty: 2, price: 1.25 });
    expect(readQtyLine('2@ 1.25')).toEqual({ qty: 2, price: 1.25 });
    expect(readQtyLine('0.512 kg @3.89/kg')).toEqual({ qty: 0.512, price: 3.89, unit: 'kg' });
  });

  it('reads a weight line whose times sign is glued to the price or to the unit and the price', () => {
    expect(readQtyLine('2,174 kg x27,00/kg')).toEqual({ qty: 2.174, price: 27, unit: 'kg' });
    expect(readQtyLine('2,454 kgx31,50/kg')).toEqual({ qty: 2.454, price: 31.5, unit: 'kg' });
  });

  it('reads a count and a price with one stray glyph between them as a quantity line', () => {
    expect(readQtyLine('2 E 1,25')).toEqual({ qty: 2, price: 1.25 });
    expect(readQtyLine('2 β 1,25')).toEqual({ qty: 2, price: 1.25 });
    // Money on the left is no count: "12,50 E 3,00" is no quantity line.
    expect(readQtyLine('12,50 E 3,00')).toBeUndefined();
  });

  it('completes the item above with such a line only where count × price gives its amount', () => {
    const doc = docOf([
      'FRESH MART', ['Receipt 1234', '10:31'],
      ['4001234 Apples', '2,50 A'], '  2 E 1,25',
      ['4009999 Milk 1L', '0,99 A'], '  3 E 1,25',
      ['TOTAL', '3,49'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 3.49, ocr: true }))).toEqual([
      { Description: 'Apples', QTY: 2, Price: 1.25, Amount: 2.5 },
      { Description: 'Milk 1L', Amount: 0.99 },
    ]);
  });

  it('reads a star standing for the times sign, glued to the price or to the unit', () => {
    expect(readQtyLine('0,732 kg *8,13 EUR/kg')).toEqual({ qty: 0.732, price: 8.13, unit: 'kg' });
    expect(readQtyLine('1,563 kg* 4,94 EUR/kg')).toEqual({ qty: 1.563, price: 4.94, unit: 'kg' });
    expect(readQtyLine('3 *69,50')).toEqual({ qty: 3, price: 69.5 });
  });

  it('reads the times sign of an Arabic weight line returned as a guillemet', () => {
    expect(readQtyLine('1.186 كغ » 6.75/كغ 8.01')).toEqual({ qty: 1.186, price: 6.75, unit: 'كغ', amount: 8.01 });
  });

  it('takes a price line whose at sign was misread as one stray glyph for the price of the item above', () => {
    const doc = docOf([
      'TAVERNA', ['Table 4', '#31'],
      ['2 Baklava', '22,44'], '  β 11,22',
      ['4 Village salad', '77,64'], '  E 19,41',
      ['1 Moussaka', '14,79'],
      ['Total', '114,87'], ['Card', '114,87'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 114.87, ocr: true }))).toEqual([
      { Description: 'Baklava', QTY: 2, Price: 11.22, Amount: 22.44 },
      { Description: 'Village salad', QTY: 4, Price: 19.41, Amount: 77.64 },
      { Description: 'Moussaka', QTY: 1, Price: 14.79, Amount: 14.79 },
    ]);
  });

  it('keeps a glyph-and-figure line that does not divide the amount above out of the items', () => {
    const doc = docOf([
      'TAVERNA', ['Table 4', '#31'],
      ['2 Baklava', '22,44'], '  β 10,00',
      ['1 Moussaka', '14,79'],
      ['Total', '37,23'],
    ]);
    const items = brief(extractLineItems(doc, { Total: 37.23, ocr: true }));
    expect(items.map((i) => i.Amount)).toEqual([22.44, 14.79]);
    expect(items[0]).not.toHaveProperty('Price', 10);
  });
});
