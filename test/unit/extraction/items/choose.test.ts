import { chooseItems, selfSummed, supported } from '../../../../src/extraction/items/choose';

const items = (...amounts: number[]) => amounts.map((Amount, i) => ({ Description: `Item ${i + 1}`, Amount }));

describe('choosing item readings by the arithmetic', () => {
  it('on OCR input, takes the totals line under the items as evidence when the totals rules misread the total', () => {
    const found = items(198.5, 437.57, 532.5, 505.5, 1311);
    expect(supported(found, { Total: 1, Subtotal: 1, ocr: true })).toBe(false);
    expect(supported(found, { Total: 1, Subtotal: 1, ocr: true, closing: 3500 })).toBe(true);
    // A digital text layer's totals are read right: the closing line adds nothing there.
    expect(supported(found, { Total: 1, Subtotal: 1, closing: 3500 })).toBe(false);
    // Items far below the closing amount (a tax breakdown) are still not supported.
    expect(supported(items(19, 7), { Total: 1, ocr: true, closing: 3500 })).toBe(false);
    expect(chooseItems([[], found], { Total: 1, ocr: true, closing: 3500 })).toHaveLength(5);
  });

  it('closes self-summed items at the first row adding up two or more rows above it, and stops on a row without amount', () => {
    expect(selfSummed(items(50, 0, 50, 9.5, 59.5))).toEqual(items(50, 0));
    expect(selfSummed(items(2, 3, 4))).toBeUndefined();
    expect(selfSummed([{ Description: 'a', Amount: 1 }, { Description: 'b' }, { Description: 'c', Amount: 1 }])).toBeUndefined();
  });
});

describe('items adding up to a figure printed under them', () => {
  it('supports a reading whose amounts add up to the cent to a figure below the items, and not one that does not', () => {
    const found = items(29700, 22943, 46400, 1900, 9522, 20800, 1100, 5019);
    const misread = { Subtotal: 12489, Total: 137.3843, Tax: 137384, ocr: true };
    expect(supported(found, misread)).toBe(false);
    expect(supported(found, { ...misread, below: [137.3843, 200000, 62616, 124895, 12489, 137384] })).toBe(true);
    expect(supported(found, { ...misread, below: [137.3843, 200000] })).toBe(false);
  });
});
