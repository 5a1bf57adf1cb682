import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { CELL_BREAK } from '../../../../src/extraction/items/tokens';

const row = (...cells: string[]) => readRowFigures(cells.join(` ${CELL_BREAK} `));

describe('a right-to-left row whose count OCR moved to the end of the description', () => {
  it('reads the count before its unit where count × price gives the amount', () => {
    expect(row('1 פנל 600x600 LED בהספק 40 3', 'א יחידות', '1,301.40', '3,904.20')).toMatchObject({
      description: 'פנל 600 x 600 LED בהספק 40', qty: 3, price: 1301.4, amount: 3904.2, checked: true,
    });
  });

  it('passes over figures of the description the reordering left after the count', () => {
    expect(row('2 סרט למדפסת מדבקות 12 1', "ח 8 א חח יח'", '806.40', '806.40')).toMatchObject({ description: 'סרט למדפסת מדבקות 12', qty: 1, price: 806.4, checked: true });
  });

  it('reads a discount between price and amount', () => {
    expect(row('4 כפפות עבודה מידה 9 1', '388 אפ יחידות', '47.00', '4.70', '42.30')).toMatchObject({ description: 'כפפות עבודה מידה 9', qty: 1, price: 47, discount: 4.7, amount: 42.3 });
  });

  it('leaves a row no count multiplies out to, and rows without Hebrew or Arabic letters', () => {
    expect(row('1 פנל LED בהספק 40 3', 'א יחידות', '1,301.40', '3,900.00')).toMatchObject({ checked: false });
    expect(row('Panel LED 40 3', 'x units', '1,301.40', '3,904.20')).not.toMatchObject({ qty: 3, price: 1301.4 });
  });
});

describe('a short Hebrew or Arabic word after a row\'s opening number', () => {
  it('is the description\'s first word, not a unit', () => {
    expect(readRowFigures('1 פנל LED 3,904.20')).toMatchObject({ description: 'פנל LED', amount: 3904.2 });
  });

  it('is a unit where it prints an abbreviation mark', () => {
    expect(readRowFigures("3 יח' חלב 5.00 15.00")).toMatchObject({ description: 'חלב', qty: 3, unit: "יח'" });
  });
});
