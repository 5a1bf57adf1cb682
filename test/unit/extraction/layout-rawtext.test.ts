import { buildLines, type Fragment } from '../../../src/extraction/pdf/layout';
import { lineCells, rawText } from '../../../src/extraction/raw-text';
import type { DocumentTree } from '../../../src/extraction/types';

/** A fragment of `text` at (x, baseline y), 10 pt, about 5 pt per character. */
function frag(text: string, x: number, y: number, size = 10): Fragment {
  return { text, box: [x, y - 0.8 * size, x + text.length * 5, y + 0.2 * size], size };
}

describe('buildLines', () => {
  it('splits items on spaces into words with proportional boxes', () => {
    const [line] = buildLines([frag('Invoice Number: 42', 50, 100)]);
    expect(line.words.map((w) => w.text)).toEqual(['Invoice', 'Number:', '42']);
    expect(line.words[1].box[0]).toBeCloseTo(50 + 8 * 5);
    expect(line.text).toBe('Invoice Number: 42');
  });

  it('glues items of one word that a generator split (kerning), but not spaced ones', () => {
    const [line] = buildLines([frag('Inv', 50, 100), frag('oice', 65, 100), frag('Total', 120, 100)]);
    expect(line.words.map((w) => w.text)).toEqual(['Invoice', 'Total']);
  });

  it('puts items on the same baseline (within tolerance) on one line, in x order', () => {
    const lines = buildLines([frag('Total', 400, 101.5), frag('Subtotal', 50, 100), frag('Next', 50, 115)]);
    expect(lines.map((l) => l.text)).toEqual(['Subtotal Total', 'Next']);
  });

  it('orders lines top to bottom (y grows downward)', () => {
    const lines = buildLines([frag('bottom', 50, 700), frag('top', 50, 50), frag('middle', 50, 300)]);
    expect(lines.map((l) => l.text)).toEqual(['top', 'middle', 'bottom']);
  });

  it('does not merge overprinted text on tight leading into one line', () => {
    const lines = buildLines([frag('first line', 50, 100), frag('second line', 52, 104)]);
    expect(lines).toHaveLength(2);
  });

  it('keeps rotated text as a line of its own', () => {
    const lines = buildLines([frag('Body', 50, 100), { ...frag('Sidebar text', 10, 95), rotated: true }]);
    expect(lines.map((l) => l.text).sort()).toEqual(['Body', 'Sidebar text']);
  });

  it('does not glue OCR words when glueGap is 0', () => {
    const [line] = buildLines([frag('AB', 50, 100), frag('CD', 60.5, 100)], { glueGap: 0 });
    expect(line.words.map((w) => w.text)).toEqual(['AB', 'CD']);
  });
});

describe('raw text', () => {
  const tree: DocumentTree = {
    source: 'pdf-text',
    pages: [
      { number: 1, width: 600, height: 800, lines: buildLines([frag('Invoice No:', 50, 100), frag('42', 400, 100), frag('Thank you', 50, 130)]) },
      { number: 2, width: 600, height: 800, lines: buildLines([frag('Page two', 50, 100)]) },
    ],
  };

  it('separates columns by tabs, lines by newlines and pages by a blank line', () => {
    expect(rawText(tree)).toBe('Invoice No:\t42\nThank you\n\nPage two');
  });

  it('exposes the cells of a line', () => {
    expect(lineCells(tree.pages[0].lines[0]).map((c) => c.text)).toEqual(['Invoice No:', '42']);
  });
});
