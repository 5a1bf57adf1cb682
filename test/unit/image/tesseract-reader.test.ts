import { readFileSync } from 'fs';
import path from 'path';
import sharp from 'sharp';
import { AppError } from '../../../src/common/app-error';
import { TesseractImageReader } from '../../../src/extraction/image/tesseract-reader';
import type { Box, DocumentTree, ImageReader, Line } from '../../../src/extraction/types';

const SAMPLE = readFileSync(path.join(__dirname, '../../../assets/samples/receipt.png'));
const AMOUNTS = ['2.49', '4.25', '5.80', '3.95', '3.60', '20.09', '1.61', '21.70'];

let reader: TesseractImageReader;
let upright: DocumentTree;

beforeAll(async () => {
  reader = await TesseractImageReader.create();
  upright = await reader.read(SAMPLE, 'png');
});

afterAll(async () => {
  await reader?.close();
});

const lines = (tree: DocumentTree): Line[] => tree.pages.flatMap((p) => p.lines);
const texts = (tree: DocumentTree): string[] => lines(tree).map((l) => l.text);
const lineWith = (tree: DocumentTree, re: RegExp): Line | undefined => lines(tree).find((l) => re.test(l.text));

function expectInside(box: Box, width: number, height: number): void {
  expect(box[0]).toBeGreaterThanOrEqual(0);
  expect(box[1]).toBeGreaterThanOrEqual(0);
  expect(box[2]).toBeLessThanOrEqual(width);
  expect(box[3]).toBeLessThanOrEqual(height);
  expect(box[2]).toBeGreaterThan(box[0]);
  expect(box[3]).toBeGreaterThan(box[1]);
}

/** Every coordinate of `actual` within `tol` of `expected` (both in the same pixel space). */
function expectNear(actual: Box, expected: Box, tol: number): void {
  actual.forEach((v, i) => expect(Math.abs(v - expected[i])).toBeLessThanOrEqual(tol));
}

describe('TesseractImageReader on the sample receipt', () => {
  it('reads the date, every amount and the total on one line with its label', () => {
    expect(upright.source).toBe('ocr');
    expect(upright.pages).toHaveLength(1);
    expect(upright.pages[0]).toMatchObject({ number: 1, width: 600, height: 624 });
    const all = texts(upright).join('\n');
    expect(all).toContain('03/14/2024');
    expect(all).toContain('CORNER GROCERY & CAFE');
    for (const amount of AMOUNTS) expect(all).toContain(amount);
    expect(lineWith(upright, /^TOTAL\b/)?.text).toBe('TOTAL 21.70');
    expect(lineWith(upright, /^Subtotal\b/)?.text).toBe('Subtotal 20.09');
  });

  it('builds lines from words joined by single spaces, with confidences in 0..1', () => {
    for (const line of lines(upright)) {
      expect(line.text).toBe(line.words.map((w) => w.text).join(' '));
      for (const w of line.words) {
        expect(w.confidence).toBeGreaterThanOrEqual(0);
        expect(w.confidence).toBeLessThanOrEqual(1);
        expect(w.text).not.toMatch(/\s/);
      }
    }
    const total = lineWith(upright, /^TOTAL\b/)!;
    expect(Math.min(...total.words.map((w) => w.confidence))).toBeGreaterThan(0.8);
  });

  it('keeps lines in reading order and boxes inside the image', () => {
    const page = upright.pages[0];
    const centres = page.lines.map((l) => (l.box[1] + l.box[3]) / 2);
    expect(centres).toEqual([...centres].sort((a, b) => a - b));
    for (const line of page.lines) {
      expectInside(line.box, page.width, page.height);
      for (const w of line.words) expectInside(w.box, page.width, page.height);
    }
    // The price column is right-aligned at x = 572 in the generator.
    const price = lineWith(upright, /^TOTAL\b/)!.words[1];
    expect(Math.abs(price.box[2] - 572)).toBeLessThanOrEqual(4);
  });

  it.each([
    ['upscaled', 2],
    ['downscaled', 0.8],
  ])('reports boxes in the coordinates of the image it was given (%s ×%p)', async (_label, factor) => {
    const width = Math.round(600 * factor);
    const height = Math.round(624 * factor);
    const scaled = await sharp(SAMPLE).resize(width, height, { fit: 'fill' }).png().toBuffer();
    const tree = await reader.read(scaled, 'png');
    expect(tree.pages[0]).toMatchObject({ width, height });
    for (const re of [/^TOTAL\b/, /^Date:/, /^Cappuccino\b/]) {
      const expected = lineWith(upright, re)!.box.map((v) => v * factor) as Box;
      expectNear(lineWith(tree, re)!.box, expected, 4 * Math.max(1, factor));
    }
  });

  it('applies EXIF orientation: a sideways JPEG tagged orientation 6 reads like the upright image', async () => {
    // Orientation 6 means "turn 90° clockwise to display", so the stored pixels are turned the other way.
    const sideways = await sharp(SAMPLE).rotate(270).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
    const meta = await sharp(sideways).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([624, 600, 6]);

    const tree = await reader.read(sideways, 'jpeg');
    expect(tree.pages[0]).toMatchObject({ width: 600, height: 624 });
    expect(texts(tree)).toEqual(texts(upright));
    expectNear(lineWith(tree, /^TOTAL\b/)!.box, lineWith(upright, /^TOTAL\b/)!.box, 4);
  });

  it.each([90, 180, 270])('turns a page stored %p° clockwise (no EXIF tag) upright and reads it like the original', async (turn) => {
    const turned = await sharp(SAMPLE).rotate(turn).png().toBuffer();
    const tree = await reader.read(turned, 'png');
    // Boxes and size are those of the upright page.
    expect(tree.pages[0]).toMatchObject({ width: 600, height: 624 });
    expect(texts(tree)).toEqual(texts(upright));
  });

  it('deskews a page photographed 6° crooked', async () => {
    const crooked = await sharp(SAMPLE).rotate(6, { background: '#ffffff' }).png().toBuffer();
    const text = texts(await reader.read(crooked, 'png')).join('\n');
    for (const amount of AMOUNTS) expect(text).toContain(amount);
  });

  it('flattens transparency onto white so dark text on a transparent background is read', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="120">
      <text x="20" y="70" font-family="DejaVu Sans Mono, monospace" font-size="30" fill="#000">AMOUNT DUE 45.10</text></svg>`;
    const transparent = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await sharp(transparent).metadata()).hasAlpha).toBe(true);
    expect(texts(await reader.read(transparent, 'png'))).toEqual(['AMOUNT DUE 45.10']);
  });
});

describe('TesseractImageReader on harder receipts', () => {
  const { receiptSvg } = require('../../../scripts/make-sample-receipt.js') as {
    receiptSvg: (o?: { rules?: boolean }) => string;
  };

  it('reads the receipt without its dashed rules (a layout on which AUTO has dropped the prices)', async () => {
    const bare = await sharp(Buffer.from(receiptSvg({ rules: false }))).png().toBuffer();
    expect(texts(await reader.read(bare, 'png'))).toEqual(texts(upright));
  });

  it('reads a tilted photo of the receipt on a dark table, one row per line', async () => {
    // Tesseract's AUTO pass alone returns no price and no TOTAL line for this image; they
    // come from the second, single-block pass over ink no word covers. Merging them into the rows of
    // their labels needs the skew-aware row building (2° puts a price ~17 px below its label).
    const tilted = await sharp(SAMPLE).rotate(2, { background: '#00000000' }).png().toBuffer();
    const { width = 0, height = 0 } = await sharp(tilted).metadata();
    const shade = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width + 400}" height="${height + 300}">
      <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity="0.35"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/></svg>`);
    const photo = await sharp({ create: { width: width + 400, height: height + 300, channels: 3, background: '#6b5a48' } })
      .composite([{ input: tilted, left: 200, top: 150 }, { input: shade, left: 0, top: 0 }])
      .jpeg({ quality: 85 })
      .toBuffer();

    const tree = await reader.read(photo, 'jpeg');
    const all = texts(tree);
    expect(all).toContain('Date: 03/14/2024 Time: 10:42');
    for (const line of ['Whole Milk 1L 2.49', 'Cappuccino 3.60', 'Subtotal 20.09', 'Tax 8.0% 1.61', 'TOTAL 21.70']) {
      expect(all).toContain(line);
    }
    // Nothing from the table or the sheet's edges.
    expect(all).toHaveLength(texts(upright).length);
  });
});

describe('TesseractImageReader on other inputs', () => {
  it('reads every page of a multi-page TIFF', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="624"><rect width="100%" height="100%" fill="#fff"/>
      <text x="40" y="120" font-family="DejaVu Sans Mono, monospace" font-size="28" fill="#000">INVOICE 2024-117</text>
      <text x="40" y="200" font-family="DejaVu Sans Mono, monospace" font-size="28" fill="#000">Amount due 99.99</text></svg>`;
    const second = await sharp(Buffer.from(svg)).flatten().png().toBuffer();
    const first = await sharp(SAMPLE).ensureAlpha().png().toBuffer();
    const secondRgba = await sharp(second).ensureAlpha().png().toBuffer();
    const tiff = await sharp([first, secondRgba], { join: { animated: true } }).tiff({ compression: 'lzw' }).toBuffer();
    expect((await sharp(tiff).metadata()).pages).toBe(2);

    const tree = await reader.read(tiff, 'tiff');
    expect(tree.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(tree.pages[0].lines.map((l) => l.text)).toContain('TOTAL 21.70');
    expect(tree.pages[1].lines.map((l) => l.text)).toEqual(['INVOICE 2024-117', 'Amount due 99.99']);
    expect(tree.pages[1]).toMatchObject({ width: 600, height: 624 });
  });

  it.each([
    ['a truncated PNG', () => SAMPLE.subarray(0, SAMPLE.length / 2)],
    ['a PNG signature followed by garbage', () => Buffer.concat([SAMPLE.subarray(0, 8), Buffer.alloc(512, 7)])],
    ['an empty buffer', () => Buffer.alloc(0)],
  ])('refuses %s with UNPROCESSABLE', async (_label, bytes) => {
    const error = await reader.read(bytes(), 'png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNPROCESSABLE' });
    expect((error as AppError).message).toMatch(/^The image could not be decoded: \S/);
  });

  it.each([
    ['a truncated PNG', () => SAMPLE.subarray(0, SAMPLE.length / 2)],
    ['bytes that are no image', () => Buffer.from('not an image')],
  ])('validate() refuses %s without running OCR', async (_label, bytes) => {
    await expect(reader.validate(bytes(), 'png')).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });

  it('validate() accepts a readable image, and the reader is the pipeline\'s ImageReader', async () => {
    const asPipelineReader: ImageReader = reader;
    await expect(asPipelineReader.validate!(SAMPLE, 'png')).resolves.toBeUndefined();
  });

  it('reports the language and script each page was read with', () => {
    expect(upright.pages[0]).toMatchObject({ origin: 'ocr', languages: ['eng'], script: 'latin' });
  });

  it('rejects with the abort reason when the signal aborts, and the next read gets a fresh worker', async () => {
    // How fast the abort lands is a matter for benchmarks, not for a unit test on a shared machine.
    const controller = new AbortController();
    const reason = new Error('over budget');
    const reading = reader.read(SAMPLE, 'png', { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 30);
    await expect(reading).rejects.toBe(reason);
    expect(texts(await reader.read(SAMPLE, 'png')).join('\n')).toContain('21.70');
  });

  it('still reads after a refused image (the worker is unaffected)', async () => {
    await expect(reader.read(Buffer.from('not an image'), 'png')).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    expect(texts(await reader.read(SAMPLE, 'png'))).toEqual(texts(upright));
  });

  it('fails fast on a language outside the registry (see languages.ts), before starting any worker', async () => {
    await expect(TesseractImageReader.create({ languages: ['xyz'] })).rejects.toThrow('OCR language "xyz" is not supported');
    await expect(TesseractImageReader.create({ languages: ['../eng'] })).rejects.toThrow('is not supported');
  });
});
