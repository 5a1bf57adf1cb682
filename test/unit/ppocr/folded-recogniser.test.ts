import * as fs from 'node:fs';
import * as path from 'node:path';
import { PpOcrReader } from '../../../src/extraction/ppocr/ppocr-reader';
import { EN_FOLDED_MODEL, EN_INT8_MODEL, recognizerFiles, useFolded } from '../../../src/extraction/ppocr/session';

const SAMPLES = path.join(__dirname, '..', '..', '..', 'assets', 'samples');

describe('the folded English recogniser', () => {
  it('is shipped, read by default, and the original is read with OCR_EN_FOLDED=0 or without the file', () => {
    expect(fs.statSync(EN_FOLDED_MODEL).size).toBeGreaterThan(5e6);
    expect(useFolded({})).toBe(true);
    expect(useFolded({ OCR_EN_FOLDED: '0' })).toBe(false);
    expect(useFolded({ OCR_EN_FOLDED: 'false' })).toBe(false);
    expect(useFolded({}, () => false)).toBe(false);
    expect(recognizerFiles('en', false, true).model).toBe(EN_FOLDED_MODEL);
    expect(recognizerFiles('en', false, false).model).toMatch(/en_PP-OCRv4_rec_infer\.onnx$/);
    expect(recognizerFiles('en', false, true).dict).toBe(recognizerFiles('en', false, false).dict);
    // int8 (opt-in) still wins over the folded float model; other recognisers are not folded.
    expect(recognizerFiles('en', true, true).model).toBe(EN_INT8_MODEL);
    expect(recognizerFiles('latin', false, true).model).toMatch(/latin_PP-OCRv3_rec_infer\.onnx$/);
  });

  it('reads every line of the sample receipt exactly as the original model', async () => {
    const read = async (folded: string, file: string) => {
      const saved = process.env.OCR_EN_FOLDED;
      process.env.OCR_EN_FOLDED = folded;
      const reader = await PpOcrReader.create({ threads: 1, recognizer: 'en' });
      if (saved === undefined) delete process.env.OCR_EN_FOLDED;
      else process.env.OCR_EN_FOLDED = saved;
      try {
        return (await reader.read(fs.readFileSync(path.join(SAMPLES, file)))).pages[0].lines.map((l) => l.text);
      } finally {
        await reader.close();
      }
    };
    const original = await read('0', 'receipt.png');
    const folded = await read('1', 'receipt.png');
    expect(original.join('\n')).toMatch(/CORNER GROCERY/);
    expect(folded).toEqual(original);
  }, 60_000);
});
