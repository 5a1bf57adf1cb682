import { OcrImageReader } from '../../../src/extraction/ppocr/ocr-reader';
import { readSample, variantFor } from './corpus';

/**
 * Latin-script languages through the service's reader, without a hint: the English PP-OCR pass, the
 * language guessed from its words, and for other languages than English the PP-OCR Latin model's
 * reading where it adds the accents and symbols the English one cannot write (ø, ß, ã, ñ, é, €).
 * Thresholds sit a little below what was measured on these renders.
 */
const LATIN: Array<[lang: string, clean: number, degraded: number]> = [
  ['eng', 0.98, 0.93],
  ['dan', 0.95, 0.9],
  ['nld', 0.98, 0.9],
  ['fra', 0.95, 0.9],
  ['deu', 0.97, 0.9],
  ['ind', 0.98, 0.93],
  ['ita', 0.95, 0.9],
  ['por', 0.94, 0.92],
  ['spa', 0.94, 0.9],
  ['fil', 0.98, 0.93],
];

let reader: OcrImageReader;
beforeAll(async () => {
  reader = await OcrImageReader.create();
}, 60_000);
afterAll(async () => {
  await reader?.close();
});

describe.each(LATIN)('OCR of a %s invoice', (lang, clean, degraded) => {
  it(`picks the language and reads the clean page at ≥ ${clean * 100}%`, async () => {
    const r = await readSample(reader, lang);
    expect(r.languages[0]).toBe(lang);
    expect(r.accuracy).toBeGreaterThanOrEqual(clean);
  }, 60_000);

  it(`reads a degraded page (${variantFor(lang)}) at ≥ ${degraded * 100}%`, async () => {
    const r = await readSample(reader, lang, variantFor(lang));
    expect(r.accuracy).toBeGreaterThanOrEqual(degraded);
  }, 60_000);
});
