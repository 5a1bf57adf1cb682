import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { figureRuns, percentFromSlash } from '../../../src/extraction/ppocr/arabic-digits';
import { separators, smallFigure } from '../../../src/extraction/ppocr/figure-signs';
import shapes from '../../../src/extraction/ppocr/arabic-digit-shapes.json';
import { CROP_HEIGHT, hasFigures, rightToLeft, westernPage, withFigures } from '../../../src/extraction/ppocr/figure-crop';
import type { Decoded } from '../../../src/extraction/ppocr/ctc';
import type { Glyph } from '../../../src/extraction/ppocr/glyphs';

/**
 * Lines drawn by chromium for this test (18 px, text written for it, not from any eval document), one
 * font each: Noto Naskh, Noto Sans and Noto Kufi Arabic.
 */
const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'arabic-figures');

async function runsOf(name: string): Promise<string[]> {
  const { data, info } = await sharp(fs.readFileSync(path.join(FIXTURES, `${name}.png`))).greyscale().resize({ height: CROP_HEIGHT }).raw().toBuffer({ resolveWithObject: true });
  return figureRuns(data, info.width, info.height).map((r) => r.text);
}

/** A line as a phone photo has it: shrunk to `height` px (the 33 px line), blurred, JPEG q55, then cropped at CROP_HEIGHT. */
async function blurredRunsOf(name: string, height: number, blur: number): Promise<string[]> {
  const small = await sharp(fs.readFileSync(path.join(FIXTURES, `${name}.png`))).resize({ height }).blur(blur).jpeg({ quality: 55 }).toBuffer();
  const { data, info } = await sharp(small).greyscale().resize({ height: CROP_HEIGHT }).raw().toBuffer({ resolveWithObject: true });
  return figureRuns(data, info.width, info.height).map((r) => r.text);
}

const glyph = (x0: number, y0: number, x1: number, y1: number): Glyph => ({ x0, y0, x1, y1, shape: [], pixels: [] });

describe('Arabic-Indic figures read from a line\'s ink', () => {
  it('reads the numbers of rendered lines, in three faces', async () => {
    expect(await runsOf('total-naskh')).toEqual(['١١٬٣٩٣٫٩١']);
    expect(await runsOf('digits-sans')).toEqual(['٠١٢٣٤٥٦٧٨٩']);
    // Kufi's ١ is alif's bar (told by height), and its "٨/" touch in the ink (cut apart).
    expect(await runsOf('date-kufi')).toEqual(['١٥٪', '١٨/٠٦/٢٠٢٥']);
  });

  it('reads figures a blurred photo runs together (parted at stricter cuts)', async () => {
    expect(await blurredRunsOf('digits-sans', 24, 0.8)).toEqual(['٠١٢٣٤٥٦٧٨٩']);
    expect(await blurredRunsOf('digits-sans', 20, 0.6)).toEqual(['٠١٢٣٤٥٦٧٨٩']);
  });

  it('reads a slash at the left end of a number as ٪ whose rings the blur ran into it', () => {
    expect(percentFromSlash(['/', '١', '٥'])).toEqual(['٪', '١', '٥']);
    expect(percentFromSlash(['١', '/', '٥'])).toEqual(['١', '/', '٥']);
    expect(percentFromSlash(['/', '٥'])).toEqual(['/', '٥']);
  });

  it('finds none in blurred ASCII figures nor in blurred letters standing alone', async () => {
    for (const height of [16, 18, 20, 24]) {
      expect(await blurredRunsOf('western-sans', height, 0.6)).toEqual([]);
      expect(await blurredRunsOf('letters-naskh', height, 0.8)).toEqual([]);
    }
  });

  it('finds none in ASCII figures, in letters that stand alone (د ا ر و ه) nor in Latin words (VAT, IBAN)', async () => {
    expect(await runsOf('western-sans')).toEqual([]);
    expect(await runsOf('letters-naskh')).toEqual([]);
    expect(await runsOf('latin-sans')).toEqual([]);
  });

  it('tells ٠ (a dot at mid height) from a separator tick by size and place', () => {
    // Digits from y 10 to y 30.
    expect(smallFigure(glyph(0, 18, 4, 22), 10, 30)).toBe('٠');
    expect(smallFigure(glyph(0, 22, 3, 32), 10, 30)).toBe('sep');
    expect(smallFigure(glyph(0, 27, 4, 31), 10, 30)).toBe('sep');
  });

  it('names separators by the digits after them', () => {
    const d = (s: string) => [...s].map((c) => (c === ',' ? 'sep' : c));
    expect(separators(d('٣,٢٠٠,٠٠')).join('')).toBe('٣٬٢٠٠٫٠٠');
    expect(separators(d('١,٢٣٤,٥٦٧,٨٩')).join('')).toBe('١٬٢٣٤٬٥٦٧٫٨٩');
    expect(separators(d('٦,٠٠')).join('')).toBe('٦٫٠٠');
    expect(separators(d('٣,٠٠٠')).join('')).toBe('٣٬٠٠٠');
  });

  it('has shapes of every figure and of the letters it must not take for one', () => {
    const chars = new Set((shapes.shapes as Array<{ c: string }>).map((s) => s.c));
    for (const c of [...'١٢٣٤٥٦٧٨٩٪/', ...'اهودر', ...'0123456789']) expect(chars.has(c)).toBe(true);
  });
});

describe('a line\'s reading with its figures', () => {
  const line = (words: Array<[string, number, number]>): Decoded => ({
    text: words.map((w) => w[0]).join(' '),
    confidence: 0.6,
    spans: words.map(([text, start, end]) => ({ text, start, end, confidence: 0.6 })),
  });

  it('puts a number in place of the words the reader made of it', () => {
    const d = line([['فيكون', 0.8, 1], ['مدر', 0.6, 0.68], ['و1', 0.5, 0.58], ['دينار', 0.3, 0.45]]);
    const out = withFigures(d, [{ text: '٣٬٢٠٠٫٠٠', start: 0.49, end: 0.69, confidence: 0.9 }]);
    expect(out.text).toBe('فيكون ٣٬٢٠٠٫٠٠ دينار');
    expect(out.confidence).toBeGreaterThan(d.confidence);
  });

  it('places a number no word covers by where it stands, right to left', () => {
    const d = line([['شارع', 0.7, 0.88], ['الجامعة', 0.39, 0.67]]);
    expect(withFigures(d, [{ text: '٢٢', start: 0.92, end: 0.99, confidence: 0.9 }]).text).toBe('٢٢ شارع الجامعة');
    expect(withFigures(d, [{ text: '٢٢', start: 0.02, end: 0.1, confidence: 0.9 }]).text).toBe('شارع الجامعة ٢٢');
  });

  it('leaves a line without figures as it is', () => {
    const d = line([['شارع', 0.7, 0.88]]);
    expect(withFigures(d, [])).toBe(d);
  });
  it('orders a right-to-left line by where its words stand, a left-to-right run kept in its order', () => {
    const d = line([['١٬٤٨٦٫١٦', 0, 0.3], ['١٥٪', 0.35, 0.45], ['الضريبة', 0.5, 1]]);
    expect(rightToLeft(d.spans!).map((s) => s.text).join(' ')).toBe('الضريبة ١٥٪ ١٬٤٨٦٫١٦');
    const latin = line([['Apple', 0.1, 0.3], ['Pay', 0.32, 0.4], ['الدفع', 0.5, 1]]);
    expect(rightToLeft(latin.spans!).map((s) => s.text).join(' ')).toBe('الدفع Apple Pay');
  });

  it('tells a reading with Arabic-Indic figures', () => {
    expect(hasFigures({ text: 'المجموع ٣٬٢٠٠٫٠٠', confidence: 1 })).toBe(true);
    expect(hasFigures({ text: 'المجموع 3,200.00', confidence: 1 })).toBe(false);
  });
});

describe('a page printed in Western digits', () => {
  const read = (text: string) => ({ text }) as Decoded;

  it('is left to the reader: two Arabic lines with Western numbers and no Arabic-Indic figure anywhere', () => {
    expect(westernPage([read('التاريخ 17.05.2025'), read('الوقت 18:00:42'), read('رسوم العبوة م')])).toBe(true);
  });

  it('is not a page where Tesseract mixed ٠ or ١ into its misreadings of the other figures', () => {
    expect(westernPage([read('الرقم الضريبي: 40717/.00.1 ٠١1717'), read('يد 0,70٠ زا لس'), read('7/7.11')])).toBe(false);
    expect(westernPage([read('التاريخ 17.05.2025'), read('الإجمالي')])).toBe(false);
  });
});
