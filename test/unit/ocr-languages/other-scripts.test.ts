import { OcrImageReader } from '../../../src/extraction/ppocr/ocr-reader';
import { corpus, readSample, variantFor } from './corpus';

/**
 * Non-Latin scripts through the service's reader, without a hint: the English PP-OCR pass leaves the
 * lines unsure or unread, the probe names the script from the image, and the script's reader (PP-OCR
 * Chinese/Japanese, Tesseract for the rest) reads the page again. Thresholds sit a little below what
 * was measured on these renders; `npm run bench:ocr` measures chromium renders of every language.
 */
const SCRIPTS: Array<[lang: string, clean: number, degraded: number]> = [
  ['ell', 0.93, 0.93],
  ['rus', 0.92, 0.92],
  ['ara', 0.97, 0.85],
  ['heb', 0.97, 0.95],
  ['hin', 0.9, 0.88],
  ['chi_sim', 0.94, 0.94],
  ['jpn', 0.9, 0.85],
  ['kor', 0.93, 0.9],
];

let reader: OcrImageReader;
beforeAll(async () => {
  reader = await OcrImageReader.create();
}, 60_000);
afterAll(async () => {
  await reader?.close();
});

describe.each(SCRIPTS)('OCR of a %s invoice', (lang, clean, degraded) => {
  it(`names the script and reads the clean page at ≥ ${clean * 100}%`, async () => {
    const r = await readSample(reader, lang);
    expect(r.languages[0]).toBe(lang);
    expect(r.accuracy).toBeGreaterThanOrEqual(clean);
  }, 60_000);

  it(`reads a degraded page (${variantFor(lang)}) at ≥ ${degraded * 100}%`, async () => {
    const r = await readSample(reader, lang, variantFor(lang));
    expect(r.accuracy).toBeGreaterThanOrEqual(degraded);
  }, 60_000);
});

describe('right-to-left output', () => {
  it.each(['ara', 'heb'])('%s lines come out in logical order, numbers intact', async (lang) => {
    const r = await readSample(reader, lang);
    const lines = r.text.split('\n');
    expect(lines[1]).toMatch(/^\S+ 14\/03\/2024$/);
    expect(lines[lines.length - 1]).toMatch(/ 203\.90$/);
  }, 60_000);
});

describe('language hint', () => {
  it('reads every line with the hinted language\'s reader, skipping the probe', async () => {
    const tree = await reader.read(await corpus.renderClean('rus'), 'png', { languages: ['ru'] });
    expect(tree.pages[0].languages).toEqual(['rus']);
    expect(tree.pages[0].lines.map((l) => l.text).join('\n')).toContain('Итого');
  }, 60_000);

  it('refuses an unsupported language', async () => {
    await expect(reader.read(Buffer.alloc(0), 'png', { languages: ['xx'] })).rejects.toThrow(/not supported/);
  });
});
