import { cutAtTotalRow } from '../../../../src/extraction/items/total-row';

describe('a totals line whose label OCR garbled', () => {
  const items = [
    { Description: 'Smørrebrød', Amount: 210 },
    { Description: 'Øl', Amount: 98 },
    { Description: 'Kaffe', Amount: 460 },
    { Description: 'IALT INKL', Amount: 768 },
    { Description: 'Moms', Amount: 153.6 },
  ];

  it('ends the items before the row that prints the total', () => {
    expect(cutAtTotalRow(items, { Total: 768, ocr: true }).map((i) => i.Amount)).toEqual([210, 98, 460]);
  });

  it('keeps readings that add up, text-layer readings and a total among the first two rows', () => {
    expect(cutAtTotalRow(items.slice(0, 3), { Total: 768, ocr: true })).toHaveLength(3);
    expect(cutAtTotalRow(items, { Total: 768 })).toBe(items);
    const early = [{ Amount: 768 }, { Amount: -10 }, { Amount: 10 }, { Amount: 5 }];
    expect(cutAtTotalRow(early, { Total: 768, ocr: true })).toBe(early);
  });
});
