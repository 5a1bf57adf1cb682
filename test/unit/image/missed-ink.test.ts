import sharp from 'sharp';
import type Tesseract from 'tesseract.js';
import { findMissedRegions, wordBoxes } from '../../../src/extraction/image/missed-ink';
import type { GreyImage } from '../../../src/extraction/image/preprocess';
import { readMissedRegions } from '../../../src/extraction/image/recover';

const W = 800;
const H = 400;

function page(): GreyImage {
  return { data: Buffer.alloc(W * H, 255), width: W, height: H };
}

function fill(img: GreyImage, x0: number, y0: number, x1: number, y1: number, value = 0): void {
  for (let y = y0; y < y1; y++) img.data.fill(value, y * W + x0, y * W + x1);
}

/** Glyph-like outlines (3 px strokes), 14 px wide with 6 px spacing, from x0 to x1 on a 30 px line. */
function text(img: GreyImage, x0: number, x1: number, y0: number): Tesseract.Bbox {
  let end = x0;
  for (let x = x0; x + 14 <= x1; x += 20) {
    fill(img, x, y0, x + 3, y0 + 30);
    fill(img, x + 11, y0, x + 14, y0 + 30);
    fill(img, x, y0 + 13, x + 14, y0 + 16);
    end = x + 14;
  }
  return { x0, y0, x1: end, y1: y0 + 30 };
}

const inside = (outer: { left: number; top: number; width: number; height: number }, b: Tesseract.Bbox) =>
  outer.left <= b.x0 && outer.top <= b.y0 && outer.left + outer.width >= b.x1 && outer.top + outer.height >= b.y1;

describe('findMissedRegions', () => {
  it('finds text no word covers, and nothing else', () => {
    const img = page();
    const found = [text(img, 50, 300, 100), text(img, 50, 250, 160)];
    const price = text(img, 600, 700, 100);
    fill(img, 50, 210, 740, 212); // a rule under the items
    fill(img, 400, 300, 402, 302); // a speck
    expect(findMissedRegions(img, found)).toEqual([expect.objectContaining({ left: expect.any(Number) })]);
    expect(inside(findMissedRegions(img, found)[0], price)).toBe(true);
  });

  it('returns one region per missed line, largest first', () => {
    const img = page();
    const found = [text(img, 50, 300, 100), text(img, 50, 300, 160)];
    const first = text(img, 560, 700, 100);
    const second = text(img, 620, 700, 160);
    const regions = findMissedRegions(img, found);
    expect(regions).toHaveLength(2);
    expect(inside(regions[0], first)).toBe(true);
    expect(inside(regions[1], second)).toBe(true);
    expect(regions[0].top + regions[0].height).toBeLessThanOrEqual(regions[1].top + 8);
  });

  it('ignores the dark table around a photographed sheet and the sheet edge', () => {
    const img = page();
    const found = [text(img, 50, 300, 100)];
    fill(img, 720, 0, W, H, 40); // the table to the right of the sheet
    fill(img, 712, 0, 720, H, 110); // shaded edge of the paper
    expect(findMissedRegions(img, found)).toEqual([]);
  });

  it('finds nothing when every word was read', () => {
    const img = page();
    const found = [text(img, 50, 300, 100), text(img, 600, 700, 100)];
    expect(findMissedRegions(img, found)).toEqual([]);
  });
});

describe('readMissedRegions', () => {
  const word = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number) => ({
    text,
    confidence,
    bbox: { x0, y0, x1, y1 },
  });

  it('reads each region alone, in page coordinates, keeping only new, confident, alphanumeric words', async () => {
    const img = page();
    const found = [text(img, 50, 300, 100)];
    text(img, 600, 700, 100);
    const regions = findMissedRegions(img, found);
    const crops: Buffer[] = [];
    const readBlock = async (png: Buffer) => {
      crops.push(png);
      const line = {
        bbox: { x0: 0, y0: 0, x1: 10, y1: 10 },
        baseline: { x0: 0, y0: 10, x1: 10, y1: 10 },
        words: [word('21.70', 95, 30, 20, 130, 50), word('|||', 90, 140, 20, 160, 50), word('x', 20, 165, 20, 170, 50)],
      };
      return [{ paragraphs: [{ lines: [line] }] }] as unknown as Tesseract.Block[];
    };
    const blocks = await readMissedRegions(readBlock, img, regions, found);

    expect(crops).toHaveLength(1);
    const meta = await sharp(crops[0]).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(regions[0].width);
    const words = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
    expect(words.map((w) => w.text)).toEqual(['21.70']);
    // Shifted from crop to page coordinates: the crop starts a cell and a margin before the region.
    expect(words[0].bbox.x0).toBeLessThan(regions[0].left + 30);
    expect(words[0].bbox.x0).toBeGreaterThan(regions[0].left - 60);
  });

  it('drops words that repeat text already read', async () => {
    const img = page();
    const found = [text(img, 50, 300, 100)];
    text(img, 600, 700, 100);
    const regions = findMissedRegions(img, found);
    const r = regions[0];
    // A reading whose box lands on the first pass's word, in crop coordinates.
    const pad = 15;
    const left = Math.max(0, r.left - r.cell);
    const top = Math.max(0, r.top - r.cell);
    const repeat = word('Subtotal', 95, 60 - left + pad, 100 - top + pad, 290 - left + pad, 130 - top + pad);
    const readBlock = async () =>
      [{ paragraphs: [{ lines: [{ bbox: repeat.bbox, baseline: repeat.bbox, words: [repeat] }] }] }] as unknown as Tesseract.Block[];
    const blocks = await readMissedRegions(readBlock, img, regions, found);
    expect(wordBoxes(blocks)).toEqual([]);
  });
});
