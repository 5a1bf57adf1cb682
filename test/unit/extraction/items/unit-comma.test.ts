import { unitWithoutComma } from '../../../../src/extraction/items/unit-comma';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';

describe('a comma OCR read after a count\'s unit', () => {
  it('is dropped between the count and the price, so unit and price read', () => {
    expect(unitWithoutComma(['9', 'шт,', '1', '809,00'])).toEqual(['9', 'шт', '1', '809,00']);
    expect(readRowFigures('2 Тумба с 3 ящиками Тур W-85 9 шт, 1 809,00 20% 16 281,00')).toMatchObject({
      description: 'Тумба с 3 ящиками Тур W-85', qty: 9, unit: 'шт', price: 1809, amount: 16281, checked: true,
    });
  });

  it('stays on a word of a description: no count before it, or no figure after it', () => {
    expect(unitWithoutComma(['Äpfel,', 'Birnen', '2,50'])).toEqual(['Äpfel,', 'Birnen', '2,50']);
    expect(unitWithoutComma(['3', 'kg,', 'frisch'])).toEqual(['3', 'kg,', 'frisch']);
  });
});
