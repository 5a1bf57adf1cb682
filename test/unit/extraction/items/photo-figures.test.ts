import { readQtyLine } from '../../../../src/extraction/items/qty-line';
import { classifyRow } from '../../../../src/extraction/items/rows';
import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';

describe('a times sign read as a guillemet with a stray glyph glued to it', () => {
  it('reads "»*" and "»”" as the sign of a weight line', () => {
    expect(readQtyLine('2.087 كيلو »* 8.50/كيلو 17.74')).toEqual({ qty: 2.087, price: 8.5, unit: 'كيلو', amount: 17.74 });
    expect(readQtyLine('0.940 كيلو »” 14.25/كيلو 13.40')).toEqual({ qty: 0.94, price: 14.25, unit: 'كيلو', amount: 13.4 });
  });
});

describe('a weight line whose weight OCR read without its digits', () => {
  it('gives back the weight from the amount and the price per unit', () => {
    expect(readQtyLine('6 كم * 6.75/كغ 8.01')).toEqual({ qty: 1.187, price: 6.75, unit: 'كم', amount: 8.01 });
  });

  it('keeps a line whose weight prints its decimals, or whose price is not per unit, no weight line', () => {
    expect(readQtyLine('0,512 kg x 3,99/kg 9,99')).toBeUndefined();
    expect(readQtyLine('6 x 6.75 8.01')).toBeUndefined();
  });
});

describe('a garbled count with the amount printed after the price', () => {
  it('reads the count the amount holds of the price', () => {
    expect(readQtyLine('Ίχ Χ 10,24 10,24')).toEqual({ qty: 1, price: 10.24, amount: 10.24 });
    expect(readQtyLine('Ίχ 2,90 5,80')).toEqual({ qty: 2, price: 2.9, amount: 5.8 });
  });

  it('is no quantity line where the amount is no whole multiple of the price, or a word ends in x', () => {
    expect(readQtyLine('άχ 2,90 5,00')).toBeUndefined();
    expect(readQtyLine('Box 2,90 2,90')).toBeUndefined();
  });

  it('completes the item named on the line above', () => {
    const doc = docOf([
      'ΜΑΝΑΒΗΣ', ['Απόδειξη', '1234'],
      'Γιαούρτι στραγγιστό', ['Ίχ Χ 10,24', '10,24'],
      'Χαρτί κουζίνας', ['3 x 3,52', '10,56'],
      ['ΣΥΝΟΛΟ', '20,80'],
    ]);
    expect(extractLineItems(doc, { Total: 20.8, ocr: true }).map((i) => [i.Description, i.QTY, i.Amount])).toEqual([
      ['Γιαούρτι στραγγιστό', 1, 10.24], ['Χαρτί κουζίνας', 3, 10.56],
    ]);
  });
});

describe('a right-to-left figures line whose amount stands alone in the first cell', () => {
  it('takes the amount\'s edge from the first figure, as the amount-first quantity lines do', () => {
    const [figures] = docOf([['40.75', '1 40.75']]).lines;
    const row = classifyRow(figures);
    expect(row.kind).toBe('figures');
    expect(row.edge).toEqual([20, 50]);
  });

  it('keeps the last figure\'s edge where the first cell is no amount of the line', () => {
    const [figures] = docOf([['2', '8.99 17.98']]).lines;
    expect(classifyRow(figures).edge).toEqual([370, 400]);
  });
});

describe('a Devanagari "sub total" line under the items', () => {
  it('ends the items, as the subtotal label it is', () => {
    const doc = docOf([
      'ताज़ा फल भंडार प्रा. लि.', ['रसीद सं.', '18/6171'],
      ['2 मीठी लस्सी', '506.00'],
      ['सब टोटल', '506.00'],
      ['कुल देय', '581.90'],
    ]);
    expect(extractLineItems(doc, { Total: 581.9, ocr: true }).map((i) => [i.Description, i.Amount])).toEqual([['मीठी लस्सी', 506]]);
  });
});
