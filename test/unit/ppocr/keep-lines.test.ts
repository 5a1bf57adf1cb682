import { CONFIRMED_FLOOR, keepLine } from '../../../src/extraction/ppocr/keep-lines';

describe('which read lines a page keeps', () => {
  it('keeps a line read at the drop confidence or above, drops empty ones', () => {
    expect(keepLine({ text: 'Total 12.50', confidence: 0.5 }, 0.5)).toBe(true);
    expect(keepLine({ text: '', confidence: 0.9 }, 0.5)).toBe(false);
  });

  it('keeps an unsure script reading whose number the English reading read the same', () => {
    expect(keepLine({ text: '2 פברואר 2026', confidence: 0.41, english: '2026 7x1292 2' }, 0.5)).toBe(true);
  });

  it('drops unsure lines without such a number, one-digit agreement, or below the floor', () => {
    expect(keepLine({ text: 'yo', confidence: 0.32 }, 0.5)).toBe(false);
    expect(keepLine({ text: 'פברואר', confidence: 0.41, english: 'D1292' }, 0.5)).toBe(false);
    expect(keepLine({ text: '2 פברואר', confidence: 0.41, english: '7x 2' }, 0.5)).toBe(false);
    expect(keepLine({ text: '2 פברואר 2026', confidence: CONFIRMED_FLOOR - 0.01, english: '2026' }, 0.5)).toBe(false);
    // The English reading alone (nothing replaced it) has nothing to confirm it.
    expect(keepLine({ text: '2026 7x1292', confidence: 0.41 }, 0.5)).toBe(false);
  });

  it('keeps an unsure script reading of headline print that reads as whole words of its script', () => {
    expect(keepLine({ text: 'Οπωροπωλείο', confidence: 0.49, english: 'Onwpo' }, 0.5, true)).toBe(true);
    expect(keepLine({ text: 'Οπωροπωλείο Μανάβης', confidence: 0.4, english: 'Onwpo' }, 0.5, true)).toBe(true);
    // Not in ordinary print, not short, mixed with figures or signs, not Latin, not below the floor.
    expect(keepLine({ text: 'Οπωροπωλείο', confidence: 0.49, english: 'Onwpo' }, 0.5)).toBe(false);
    expect(keepLine({ text: 'Ίχ Χ', confidence: 0.4, english: '1x X' }, 0.5, true)).toBe(false);
    expect(keepLine({ text: 'Κα 5,21/kg', confidence: 0.4, english: 'Ka' }, 0.5, true)).toBe(false);
    expect(keepLine({ text: 'Onwpomwieio', confidence: 0.4, english: 'Onwpo' }, 0.5, true)).toBe(false);
    expect(keepLine({ text: 'Οπωροπωλείο', confidence: CONFIRMED_FLOOR - 0.01, english: 'Onwpo' }, 0.5, true)).toBe(false);
  });
});
