import { splitGluedTimes } from '../../../../src/extraction/items/ocr-times';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { readQtyLine } from '../../../../src/extraction/items/qty-line';
import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';

describe('a count glued to its price after OCR lost the times sign', () => {
  it('puts count and price apart where count × price gives the amount next to it', () => {
    expect(splitGluedTimes(['Макароны', '450', 'г', '3516,00', '1548,00'])).toEqual(['Макароны', '450', 'г', '3', 'x', '516,00', '1548,00']);
    expect(readRowFigures('Макароны 450 г 3516,00 1548,00')).toMatchObject({ description: 'Макароны 450 г', qty: 3, price: 516, amount: 1548 });
    expect(readRowFigures('Kaffee 124,50 54,00')).toMatchObject({ qty: 12, price: 4.5, amount: 54 });
  });

  it('leaves a price alone that no split multiplies out to the amount', () => {
    expect(splitGluedTimes(['Brot', '1250,00', '1250,00'])).toEqual(['Brot', '1250,00', '1250,00']);
    expect(splitGluedTimes(['Brot', '3516,00', '1500,00'])).toEqual(['Brot', '3516,00', '1500,00']);
  });
});

describe('a right-to-left figures line: amount, count, price', () => {
  it('reads the first figure as the amount where the other two multiply out to it', () => {
    expect(readRowFigures('98.25 3 32.75')).toMatchObject({ amount: 98.25, qty: 3, price: 32.75, checked: true });
    // Nothing multiplies out: the last figure stays the amount.
    expect(readRowFigures('98.25 3 30.75')).toMatchObject({ amount: 30.75, checked: false });
  });
});

describe('a quantity line whose count OCR garbled into the times sign', () => {
  it('reads the price alone, and keeps words ending in x out', () => {
    expect(readQtyLine('άχ 2,90')).toEqual({ price: 2.9 });
    expect(readQtyLine('Δ.χ 2,90')).toEqual({ price: 2.9 });
    expect(readQtyLine('4.χ Χ 3,63')).toEqual({ price: 3.63 });
    expect(readQtyLine('Box 2,90')).toBeUndefined();
    expect(readQtyLine('Tax 2,90')).toBeUndefined();
  });

  it('gives the count of the item whose amount is a whole multiple of that price, not of the item above', () => {
    const doc = docOf([
      'ΦΟΥΡΝΟΣ', ['Απόδειξη', '1234'],
      ['Χαρτί κουζίνας', '8,71 Α'], '  άχ 2,90',
      ['Γάλα φρέσκο 1 λτ', '11,60 Α'],
      ['ΣΥΝΟΛΟ', '20,31'],
    ]);
    expect(extractLineItems(doc, { Total: 20.31, ocr: true }).map((i) => [i.Description, i.QTY, i.Amount])).toEqual([
      ['Χαρτί κουζίνας', undefined, 8.71], ['Γάλα φρέσκο 1 λτ', 4, 11.6],
    ]);
  });
});
