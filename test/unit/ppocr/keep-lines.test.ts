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
});
