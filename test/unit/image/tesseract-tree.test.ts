import type Tesseract from 'tesseract.js';
import { toPage, type PageGeometry } from '../../../src/extraction/image/tesseract-tree';

type W = [text: string, x0: number, y0: number, x1: number, y1: number, confidence?: number];

/**
 * Tesseract output with one block per entry, one line per inner array (only the fields toPage reads).
 * Baselines run along each line's bottom with the given slope, as Tesseract reports them on a tilted page.
 */
function blocks(lines: W[][][], slope = 0): Tesseract.Block[] {
  return lines.map((blockLines) => ({
    paragraphs: [
      {
        lines: blockLines.map((words) => {
          const bbox = {
            x0: Math.min(...words.map((w) => w[1])),
            y0: Math.min(...words.map((w) => w[2])),
            x1: Math.max(...words.map((w) => w[3])),
            y1: Math.max(...words.map((w) => w[4])),
          };
          const y0 = slope >= 0 ? bbox.y1 - slope * (bbox.x1 - bbox.x0) : bbox.y1;
          const baseline = { x0: bbox.x0, y0, x1: bbox.x1, y1: y0 + slope * (bbox.x1 - bbox.x0), has_baseline: true };
          return {
            bbox,
            baseline,
            words: words.map(([text, x0, y0w, x1, y1, confidence = 90]) => ({ text, confidence, bbox: { x0, y0: y0w, x1, y1 } })),
          };
        }),
      },
    ],
  })) as unknown as Tesseract.Block[];
}

const unscaled: PageGeometry = { number: 1, width: 1000, height: 1000, scaleX: 1, scaleY: 1 };

describe('toPage', () => {
  it('maps boxes back to original pixels (rounding outwards), clamps them and scales confidence to 0..1', () => {
    const page = toPage(blocks([[[['TOTAL', 101, 51, 299, 99, 87.5], ['21.70', 1500, 40, 1700, 120, 120]]]]), {
      number: 2,
      width: 800,
      height: 600,
      scaleX: 2,
      scaleY: 2,
    });
    expect(page).toMatchObject({ number: 2, width: 800, height: 600 });
    expect(page.lines).toHaveLength(1);
    const [total, amount] = page.lines[0].words;
    expect(total).toEqual({ text: 'TOTAL', box: [50, 25, 150, 50], confidence: 0.875 });
    // Past the right edge: clamped to the page; over-100 confidence: clamped to 1.
    expect(amount).toEqual({ text: '21.70', box: [750, 20, 800, 60], confidence: 1 });
    expect(page.lines[0].box).toEqual([50, 20, 800, 60]);
  });

  it('drops empty words and lines, and normalises white space inside a word', () => {
    const page = toPage(blocks([[[['  ', 0, 0, 10, 10]], [['a\tb', 0, 20, 10, 30], [' ', 20, 20, 30, 30]]]]), unscaled);
    expect(page.lines.map((l) => l.text)).toEqual(['a b']);
  });

  it('joins a label and its amount from different blocks into one line, ordered left to right', () => {
    const page = toPage(
      blocks([
        [[['Subtotal', 50, 100, 200, 130]], [['TOTAL', 50, 150, 160, 185]]],
        [[['20.09', 700, 102, 800, 131]], [['21.70', 690, 152, 800, 186]]],
      ]),
      unscaled,
    );
    expect(page.lines.map((l) => l.text)).toEqual(['Subtotal 20.09', 'TOTAL 21.70']);
    expect(page.lines[1].text).toBe(page.lines[1].words.map((w) => w.text).join(' '));
  });

  it('keeps lines apart when they barely share height or overlap horizontally', () => {
    const page = toPage(
      blocks([[[['upper', 50, 100, 200, 130]]], [[['lower', 300, 122, 400, 152]]], [[['overprint', 150, 101, 250, 129]]]]),
      unscaled,
    );
    expect(page.lines.map((l) => l.text)).toEqual(['upper', 'overprint', 'lower']);
  });

  it('follows the page skew: an amount lower at the right still joins its label', () => {
    // A 3° tilt: from label to amount the row drops ~26 px, most of a line's height.
    const slope = Math.tan((3 * Math.PI) / 180);
    const word = (text: string, y: number, x0: number, x1: number): W => [text, x0, y + x0 * slope, x1, y + 30 + x1 * slope];
    const rows: Array<[string, string]> = [['Coffee', '3.60'], ['Tea', '2.10'], ['Cake', '4.80'], ['TOTAL', '10.50']];
    const labels = rows.map(([label], i) => [word(label, 100 + 45 * i, 50, 250)]);
    const amounts = rows.map(([, amount], i) => [word(amount, 100 + 45 * i, 560, 650)]);
    const page = toPage(blocks([labels, amounts], slope), unscaled);
    expect(page.lines.map((l) => l.text)).toEqual(['Coffee 3.60', 'Tea 2.10', 'Cake 4.80', 'TOTAL 10.50']);
    // Without the skew correction the same boxes pair up wrongly or not at all.
    const flat = toPage(blocks([labels, amounts], 0), unscaled);
    expect(flat.lines.map((l) => l.text)).not.toEqual(['Coffee 3.60', 'Tea 2.10', 'Cake 4.80', 'TOTAL 10.50']);
  });

  it('returns a page without lines when Tesseract found nothing', () => {
    expect(toPage([], unscaled).lines).toEqual([]);
  });
});
