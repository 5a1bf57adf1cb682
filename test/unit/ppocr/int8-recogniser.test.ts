import * as fs from 'node:fs';
import * as path from 'node:path';
import { PpOcrReader } from '../../../src/extraction/ppocr/ppocr-reader';
import { EN_INT8_MODEL, recognizerFiles, useInt8 } from '../../../src/extraction/ppocr/session';

const RECEIPT = path.join(__dirname, '..', '..', '..', 'assets', 'samples', 'receipt.png');

describe('the int8 English recogniser', () => {
  it('is shipped in the repository, a few MB, and used only with OCR_INT8=1', () => {
    const size = fs.statSync(EN_INT8_MODEL).size;
    expect(size).toBeGreaterThan(1e6);
    expect(size).toBeLessThan(5e6);
    expect(useInt8({})).toBe(false);
    expect(useInt8({ OCR_INT8: '0' })).toBe(false);
    expect(useInt8({ OCR_INT8: '1' })).toBe(true);
    expect(useInt8({ OCR_INT8: 'true' })).toBe(true);
    expect(recognizerFiles('en', true).model).toBe(EN_INT8_MODEL);
    expect(recognizerFiles('en', false, false).model).toMatch(/en_PP-OCRv4_rec_infer\.onnx$/);
    // Same dictionary: the int8 copy keeps the float model's classes.
    expect(recognizerFiles('en', true).dict).toBe(recognizerFiles('en', false).dict);
    // Only the English recogniser has an int8 copy.
    expect(recognizerFiles('latin', true).model).toMatch(/latin_PP-OCRv3_rec_infer\.onnx$/);
  });

  it('loads and reads the sample receipt\'s name, amounts and date as the float model does', async () => {
    const bytes = fs.readFileSync(RECEIPT);
    const read = async (int8: string) => {
      const saved = process.env.OCR_INT8;
      process.env.OCR_INT8 = int8;
      const reader = await PpOcrReader.create({ threads: 1, recognizer: 'en' });
      if (saved === undefined) delete process.env.OCR_INT8;
      else process.env.OCR_INT8 = saved;
      try {
        return (await reader.read(bytes)).pages[0].lines.map((l) => l.text);
      } finally {
        await reader.close();
      }
    };
    const float = await read('0');
    const int8 = await read('1');
    expect(int8.join('\n')).toMatch(/CORNER GROCERY/);
    for (const s of ['20.09', '1.61', '21.70', '03/14/2024']) {
      expect(float.join('\n')).toContain(s);
      expect(int8.join('\n')).toContain(s);
    }
    // Not line for line: int8 reads about 2 % of characters differently (models/README.md).
    expect(int8.length).toBe(float.length);
  }, 60_000);
});
