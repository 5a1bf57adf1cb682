import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { readQtyLine } from '../../../../src/extraction/items/qty-line';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { readTokenWords } from '../../../../src/extraction/items/token-words';
import { tokenize } from '../../../../src/extraction/items/tokens';
import itemTokens from '../../../../src/extraction/lexicon/item-tokens.json';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount }).filter(([, v]) => v !== undefined)));

describe('tax-class letters as OCR returns them in other alphabets', () => {
  it('reads a Greek, Cyrillic or accented capital after the amount as the class letter', () => {
    expect(readRowFigures('Filet de poulet 16,54 À')).toMatchObject({ description: 'Filet de poulet', amount: 16.54, taxClass: 'À' });
    expect(readRowFigures('Γιαούρτι στραγγιστό 7,49 Α')).toMatchObject({ description: 'Γιαούρτι στραγγιστό', amount: 7.49 });
    expect(readRowFigures('Хлеб 45,90 В')).toMatchObject({ description: 'Хлеб', amount: 45.9 });
  });

  it('puts such a letter glued to the amount apart', () => {
    expect(tokenize('Huile 2,37À').map((t) => `${t.text}:${t.kind}`)).toEqual(['Huile:unit', '2,37:number', 'À:class']);
  });

  it('keeps the same letters inside a description as words', () => {
    expect(readRowFigures('Pain À l\'ancienne 2,10 A')).toMatchObject({ description: 'Pain À l\'ancienne', amount: 2.1 });
  });

  it('reads the rows of a slip whose class letters came out accented as items', () => {
    const doc = docOf([
      'FROMAGERIE', 'Reçu',
      ['Huile d\'olive vierge extra', '2,37 A'],
      ['Lait demi-écrémé 1 L', '4,53 B'],
      '  2x8,27',
      ['Filet de poulet', '16,54 À'],
      ['Tomates grappe', '10,53 À'],
      ['Total TTC', '33,97'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 33.97, ocr: true }))).toEqual([
      { Description: 'Huile d\'olive vierge extra', Amount: 2.37 },
      { Description: 'Lait demi-écrémé 1 L', Amount: 4.53 },
      { Description: 'Filet de poulet', QTY: 2, Price: 8.27, Amount: 16.54 },
      { Description: 'Tomates grappe', Amount: 10.53 },
    ]);
  });

  it('rejects a look-alike list that names no class letter or a letter twice', () => {
    expect(() => readTokenWords({ ...itemTokens, classLookalikes: { Z: ['Ζ'] } })).toThrow(/no class letter/);
    expect(() => readTokenWords({ ...itemTokens, classLookalikes: { A: ['Α'], B: ['Α'] } })).toThrow(/not one new look-alike/);
    expect(() => readTokenWords({ ...itemTokens, classLookalikes: { A: ['ΑΑ'] } })).toThrow(/not one new look-alike/);
  });
});

describe('the times sign of a Greek slip read as chi', () => {
  it('reads weight and count lines with χ', () => {
    expect(readQtyLine('1,880 Κα χ 3,24/Κο')).toEqual({ qty: 1.88, price: 3.24, unit: 'Κα' });
    expect(readQtyLine('2,275 Κοχ 5,38/ΚΟ')).toEqual({ qty: 2.275, price: 5.38, unit: 'Κο' });
    expect(readQtyLine('2 Χ 8,92')).toEqual({ qty: 2, price: 8.92 });
  });
});

describe('a Korean slip as OCR returns it', () => {
  it('reads the class letter returned as the jamo ㅅ, and a speck after it, as no part of the item', () => {
    expect(readRowFigures('식빵 46,400 ㅅ ^')).toMatchObject({ description: '식빵', amount: 46400 });
    expect(readRowFigures('요구르트 1,100 ㅅ')).toMatchObject({ description: '요구르트', amount: 1100 });
  });
});

describe('a weight line whose times sign OCR lost', () => {
  it('reads weight, unit and a price per that unit as a quantity line', () => {
    expect(readQtyLine('2.439 kg 1,150/kg 2,805')).toEqual({ qty: 2.439, price: 1150, unit: 'kg', amount: 2805 });
    expect(readQtyLine('0,512 kg 3,99/kg')).toEqual({ qty: 0.512, price: 3.99, unit: 'kg' });
  });

  it('leaves a line whose price is per another unit, or that has no unit, alone', () => {
    expect(readQtyLine('2 kg 3,99/l')).toBeUndefined();
    expect(readQtyLine('2 3,99 7,98')).toBeUndefined();
  });
});

describe('a weight under one unit whose point OCR dropped', () => {
  it('reads the leading zero as the point where a unit follows', () => {
    expect(readQtyLine('0755 kg*7,15/kg')).toEqual({ qty: 0.755, price: 7.15, unit: 'kg' });
    expect(readQtyLine('0327 kg X 1,54 EUR/kg')).toEqual({ qty: 0.327, price: 1.54, unit: 'kg' });
  });

  it('leaves a figure with a leading zero and no unit alone', () => {
    expect(readQtyLine('0755 x 7,15')).toBeUndefined();
  });
});
