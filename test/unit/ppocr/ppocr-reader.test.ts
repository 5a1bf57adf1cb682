import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../../src/common/app-error';
import { PpOcrReader } from '../../../src/extraction/ppocr/ppocr-reader';
import type { DocumentTree } from '../../../src/extraction/types';

const RECEIPT = path.join(__dirname, '..', '..', '..', 'assets', 'samples', 'receipt.png');

describe('PpOcrReader on the sample receipt', () => {
  let reader: PpOcrReader;
  let tree: DocumentTree;
  let bytes: Buffer;

  // One reader for the whole file: creating the two sessions is the expensive part.
  beforeAll(async () => {
    reader = await PpOcrReader.create({ threads: 2 });
    bytes = fs.readFileSync(RECEIPT);
    tree = await reader.read(bytes);
  });
  afterAll(async () => {
    await reader?.close();
  });

  const text = () => tree.pages[0].lines.map((l) => l.text).join('\n');

  it('reads the amounts and the date', () => {
    expect(tree.source).toBe('ocr');
    for (const s of ['20.09', '1.61', '21.70', '03/14/2024']) expect(text()).toContain(s);
    expect(text()).toMatch(/CORNER GROCERY/);
  });

  it('puts a label and its amount on one line', () => {
    const total = tree.pages[0].lines.find((l) => /^TOTAL\b/.test(l.text));
    expect(total?.text).toBe('TOTAL 21.70');
    expect(total?.words.map((w) => w.text)).toEqual(['TOTAL', '21.70']);
  });

  it('orders lines top to bottom and keeps every box inside the image', async () => {
    const meta = await sharp(bytes).metadata();
    const page = tree.pages[0];
    expect([page.width, page.height]).toEqual([meta.width, meta.height]);
    const tops = page.lines.map((l) => l.box[1]);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    for (const line of page.lines) {
      for (const b of [line.box, ...line.words.map((w) => w.box)]) {
        expect(b[0]).toBeGreaterThanOrEqual(0);
        expect(b[1]).toBeGreaterThanOrEqual(0);
        expect(b[2]).toBeLessThanOrEqual(page.width);
        expect(b[3]).toBeLessThanOrEqual(page.height);
        expect(b[2]).toBeGreaterThan(b[0]);
        expect(b[3]).toBeGreaterThan(b[1]);
      }
      for (const w of line.words) expect(w.confidence).toBeGreaterThan(0.5);
    }
  });

  it('maps boxes back to original pixels when the image is scaled for detection', async () => {
    // Twice the size: the detector sees it at the same 960 px budget, boxes must still be in input pixels.
    const big = await sharp(bytes).resize(1200 * 2).png().toBuffer();
    const scaled = await reader.read(big);
    const total = scaled.pages[0].lines.find((l) => /^TOTAL\b/.test(l.text));
    const small = tree.pages[0].lines.find((l) => /^TOTAL\b/.test(l.text));
    expect(total && small).toBeTruthy();
    const ratio = 2400 / 600;
    for (let i = 0; i < 4; i++) expect(Math.abs(total!.box[i] - small!.box[i] * ratio)).toBeLessThan(12 * ratio);
  });

  it('refuses a corrupt image with UNPROCESSABLE', async () => {
    const broken = Buffer.concat([bytes.subarray(0, 200), Buffer.alloc(100, 7)]);
    await expect(reader.read(broken)).rejects.toBeInstanceOf(AppError);
    await expect(reader.read(Buffer.from('not an image'))).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });
});
