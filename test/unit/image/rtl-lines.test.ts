import type Tesseract from 'tesseract.js';
import { orderWords, toPage } from '../../../src/extraction/image/tesseract-tree';
import type { Word } from '../../../src/extraction/types';

const word = (text: string, x0: number, x1: number): Word => ({ text, box: [x0, 10, x1, 30], confidence: 0.9 });
const texts = (words: Word[]): string => words.map((w) => w.text).join(' ');

describe('orderWords (reading order within a row)', () => {
  it('keeps left-to-right rows left to right', () => {
    expect(texts(orderWords([word('21.70', 300, 360), word('TOTAL', 10, 80)]))).toBe('TOTAL 21.70');
  });

  it('reads an Arabic row right to left, the amount on the left coming last', () => {
    // Visual, left to right: 203.90 | المجموع
    expect(texts(orderWords([word('203.90', 10, 90), word('المجموع', 200, 320)]))).toBe('المجموع 203.90');
  });

  it('keeps a run of left-to-right words in an RTL row in its own order', () => {
    // Visual: 2 x 89.50 | מכתב | כיסאות   (the Hebrew read right to left, then "2 x 89.50")
    const row = [word('2', 10, 20), word('x', 30, 40), word('89.50', 50, 110), word('משרד', 200, 260), word('כיסאות', 280, 360)];
    expect(texts(orderWords(row))).toBe('כיסאות משרד 2 x 89.50');
  });

  it('treats a row as RTL only when RTL letters outnumber the others', () => {
    const row = [word('Invoice', 10, 90), word('INV-20417', 100, 200), word('מס', 220, 250)];
    expect(texts(orderWords(row))).toBe('Invoice INV-20417 מס');
  });
});

describe('toPage with right-to-left lines', () => {
  it('builds the line text in logical order from Tesseract words in any order', () => {
    const line = {
      bbox: { x0: 10, y0: 10, x1: 320, y1: 30 },
      baseline: { x0: 10, y0: 30, x1: 320, y1: 30 },
      words: [
        { text: '14/03/2024', confidence: 95, bbox: { x0: 10, y0: 10, x1: 150, y1: 30 } },
        { text: 'التاريخ', confidence: 95, bbox: { x0: 170, y0: 10, x1: 320, y1: 30 } },
      ],
    };
    const blocks = [{ paragraphs: [{ lines: [line] }] }] as unknown as Tesseract.Block[];
    const page = toPage(blocks, { number: 1, width: 400, height: 100, scaleX: 1, scaleY: 1 });
    expect(page.lines.map((l) => l.text)).toEqual(['التاريخ 14/03/2024']);
    expect(page.lines[0].words.map((w) => w.text)).toEqual(['التاريخ', '14/03/2024']);
  });
});
