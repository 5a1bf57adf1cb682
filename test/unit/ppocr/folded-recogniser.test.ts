import * as fs from 'node:fs';
import * as path from 'node:path';
import { detectText } from '../../../src/extraction/ppocr/detect';
import { decodeRgb } from '../../../src/extraction/ppocr/image';
import { PpOcrReader } from '../../../src/extraction/ppocr/ppocr-reader';
import { DET_FOLDED_MODEL, detectorFile, EN_FOLDED_MODEL, EN_INT8_MODEL, loadSession, recognizerFiles, useFolded } from '../../../src/extraction/ppocr/session';

const SAMPLES = path.join(__dirname, '..', '..', '..', 'assets', 'samples');

describe('the folded English recogniser and text detector', () => {
  it('is shipped, read by default, and the original is read with OCR_FOLDED=0 or without the file', () => {
    expect(fs.statSync(EN_FOLDED_MODEL).size).toBeGreaterThan(5e6);
    expect(fs.statSync(DET_FOLDED_MODEL).size).toBeGreaterThan(3e6);
    for (const file of [EN_FOLDED_MODEL, DET_FOLDED_MODEL]) {
      expect(useFolded(file, {})).toBe(true);
      expect(useFolded(file, { OCR_FOLDED: '0' })).toBe(false);
      expect(useFolded(file, { OCR_FOLDED: 'false' })).toBe(false);
      expect(useFolded(file, {}, () => false)).toBe(false);
    }
    expect(detectorFile(true)).toBe(DET_FOLDED_MODEL);
    expect(detectorFile(false)).toMatch(/ch_PP-OCRv4_det_infer\.onnx$/);
    expect(recognizerFiles('en', false, true).model).toBe(EN_FOLDED_MODEL);
    expect(recognizerFiles('en', false, false).model).toMatch(/en_PP-OCRv4_rec_infer\.onnx$/);
    expect(recognizerFiles('en', false, true).dict).toBe(recognizerFiles('en', false, false).dict);
    // int8 (opt-in) still wins over the folded float model; other recognisers are not folded.
    expect(recognizerFiles('en', true, true).model).toBe(EN_INT8_MODEL);
    expect(recognizerFiles('latin', false, true).model).toMatch(/latin_PP-OCRv3_rec_infer\.onnx$/);
  });

  it('reads every line of the sample receipt exactly as the original model', async () => {
    const read = async (folded: string, file: string) => {
      const saved = process.env.OCR_FOLDED;
      process.env.OCR_FOLDED = folded;
      const reader = await PpOcrReader.create({ threads: 1, recognizer: 'en' });
      if (saved === undefined) delete process.env.OCR_FOLDED;
      else process.env.OCR_FOLDED = saved;
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

  it('finds the same text boxes on the sample receipt as the original detector', async () => {
    const img = await decodeRgb(fs.readFileSync(path.join(SAMPLES, 'receipt.png')));
    const boxes = async (file: string) => {
      const session = await loadSession(file, { threads: 1 });
      try {
        return await detectText(session, img);
      } finally {
        await session.release();
      }
    };
    const original = await boxes(detectorFile(false));
    expect(original.length).toBeGreaterThan(5);
    expect(await boxes(DET_FOLDED_MODEL)).toEqual(original);
  }, 60_000);
});
