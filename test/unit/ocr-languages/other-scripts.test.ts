import { TesseractImageReader } from '../../../src/extraction/image/tesseract-reader';
import { readSample, variantFor } from './corpus';

/**
 * Non-Latin scripts, read without a hint: the English first pass is not confident, a probe names the
 * script, and the page is read again with that script's model plus English. Thresholds sit a little
 * below what was measured (in brackets: clean / this test's degradation); `npm run bench:ocr` measures
 * every degradation.
 */
const SCRIPTS: Array<[lang: string, clean: number, degraded: number]> = [
  ['ell', 0.95, 0.95], // Greek (97.2 / rotate 97.9): µ for μ, Greek χ for the Latin x, € misread
  ['rus', 0.97, 0.97], // Russian (100 / noise 100)
  ['ara', 0.97, 0.97], // Arabic (100 / blur 100), right-to-left line order
  ['heb', 0.97, 0.92], // Hebrew (100 / rotate 94.9), right-to-left line order
  ['hin', 0.9, 0.9], // Hindi (92.2 / jpeg 92.2)
  ['chi_sim', 0.97, 0.94], // Chinese (100 / noise 96.8)
  ['jpn', 0.93, 0.95], // Japanese (95.7 / blur 98.6)
  ['kor', 0.6, 0.84], // Korean (63.1 / rotate 86.9): the Korean model misreads many syllables of crisp text
];

let reader: TesseractImageReader;
beforeAll(async () => {
  reader = await TesseractImageReader.create();
});
afterAll(async () => {
  await reader?.close();
});

describe.each(SCRIPTS)('OCR of a %s invoice', (lang, clean, degraded) => {
  it(`detects the script and reads the clean page at ≥ ${clean * 100}%`, async () => {
    const r = await readSample(reader, lang);
    expect(r.languages[0]).toBe(lang);
    expect(r.accuracy).toBeGreaterThanOrEqual(clean);
  });

  it(`reads a degraded page (${variantFor(lang)}) at ≥ ${degraded * 100}%`, async () => {
    const r = await readSample(reader, lang, variantFor(lang));
    expect(r.accuracy).toBeGreaterThanOrEqual(degraded);
  });
});

describe('right-to-left output', () => {
  it.each(['ara', 'heb'])('%s lines come out in logical order, numbers intact', async (lang) => {
    const r = await readSample(reader, lang);
    const lines = r.text.split('\n');
    expect(lines[1]).toMatch(/^\S+ 14\/03\/2024$/);
    expect(lines[lines.length - 1]).toMatch(/ 203\.90$/);
  });
});

describe('language hint', () => {
  it('reads with the hinted model set, skipping detection', async () => {
    const { corpus } = await import('./corpus');
    await reader.read(await corpus.renderClean('rus'), 'png', { languages: ['ru'] });
    expect(reader.lastLanguages[0]).toEqual({ languages: ['rus', 'eng'], detected: 'hint' });
  });

  it('refuses an unsupported language', async () => {
    await expect(reader.read(Buffer.alloc(0), 'png', { languages: ['xx'] })).rejects.toThrow(/not supported/);
  });
});
