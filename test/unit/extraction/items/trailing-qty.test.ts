import { readRowFigures } from '../../../../src/extraction/items';
import { regionReading } from '../../../../src/extraction/items';
import { docOf } from './fixture';

describe('a count printed as a times mark between the name and the amount', () => {
  it.each([
    ['Croissant  x2  5.00', 'Croissant', 2, 2.5, 5],
    ['Cinnamon roll\tX4\t16.80', 'Cinnamon roll', 4, 4.2, 16.8],
    ['カプチーノ x2 2,200', 'カプチーノ', 2, 1100, 2200],
    ['Tee ×3 6,00', 'Tee', 3, 2, 6],
  ])('%s', (text, description, qty, price, amount) => {
    expect(readRowFigures(text)).toMatchObject({ description, qty, price, amount });
  });

  it('leaves a mark inside the description as text', () => {
    const r = readRowFigures('USB-C hub 2x USB-C, 1x HDMI 4K 45.00');
    expect(r.description).toBe('USB-C hub 2x USB-C, 1x HDMI 4K');
    expect(r.qty).toBeUndefined();
  });

  it('keeps the quantity of a row that prints one further right', () => {
    expect(readRowFigures('Latte x2 2 3.50 7.00')).toMatchObject({ qty: 2, price: 3.5, amount: 7 });
  });

  it('leaves a pack size in the name when the amount does not divide by it', () => {
    const r = readRowFigures('Free Range Eggs x12 5.80');
    expect(r).toMatchObject({ description: 'Free Range Eggs x12', amount: 5.8 });
    expect(r.qty).toBeUndefined();
  });
});

describe('modifier lines of a café slip', () => {
  it('keeps "- no sugar" out of the item above and reads "+ oat milk 0.50" as an item of its own', () => {
    const doc = docOf([
      ['2 Cappuccino', '7.00'],
      '   - no sugar',
      '   - to go',
      ['   + oat milk', '0.50'],
      ['Croissant  x2', '5.00'],
      ['Total', '12.50'],
    ]);
    const items = regionReading(doc).items;
    expect(items.map((i) => [i.Description, i.QTY, i.Amount])).toEqual([['Cappuccino', 2, 7], ['oat milk', undefined, 0.5], ['Croissant', 2, 5]]);
  });
});
