import { restoreLostMinus } from '../../../../src/extraction/items/lost-minus';

describe('a coupon or return whose minus OCR dropped', () => {
  const items = [
    { Description: 'Apfelschorle 0,4 l', QTY: 4, Price: 20.25, Amount: 81 },
    { Description: 'Pfandbon', Amount: 8.1 },
    { Description: 'Apfelstrudel', QTY: 1, Price: 15.95, Amount: 15.95 },
  ];

  it('turns the one line whose amount explains the difference to the printed sum negative', () => {
    expect(restoreLostMinus(items, { Total: 88.85, ocr: true })[1]).toEqual({ Description: 'Pfandbon', Amount: -8.1 });
  });

  it('leaves text-layer readings, readings that add up and rows whose count multiplies out as they are', () => {
    expect(restoreLostMinus(items, { Total: 88.85 })).toBe(items);
    expect(restoreLostMinus(items, { Total: 105.05, ocr: true })).toBe(items);
    // 3,00 would have to be the negative line: 2 × 1,50 makes it a bought item.
    const bought = [{ Description: 'Cola', QTY: 2, Price: 1.5, Amount: 3 }, { Description: 'Brot', Amount: 10 }];
    expect(restoreLostMinus(bought, { Total: 7, ocr: true })).toBe(bought);
  });

  it('does not guess between two lines of the same amount', () => {
    const twice = [...items, { Description: 'Pfandbon', Amount: 8.1 }];
    expect(restoreLostMinus(twice, { Total: 96.95, ocr: true })).toBe(twice);
  });
});
