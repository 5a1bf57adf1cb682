import * as fs from 'node:fs';
import * as path from 'node:path';
import { LazyImageReader } from '../../../src/extraction/ppocr/lazy-reader';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';

const SAMPLES = path.join(__dirname, '..', '..', '..', 'assets', 'samples');

describe('LazyImageReader (the CLI\'s OCR)', () => {
  it('checks images and reads digital PDFs without loading the OCR models', async () => {
    const reader = new LazyImageReader();
    const pipeline = await ExtractionPipeline.create({ imageReader: reader });
    try {
      expect(await pipeline.inspect(fs.readFileSync(path.join(SAMPLES, 'receipt.png')))).toBe('png');
      expect(await pipeline.inspect(fs.readFileSync(path.join(SAMPLES, 'receipt.heic')))).toBe('heic');
      const pdf = fs.readFileSync(path.join(SAMPLES, 'invoice.pdf'));
      await pipeline.extract({ bytes: pdf, type: await pipeline.inspect(pdf) });
      expect(reader.loaded).toBe(false);
      // A HEIC file cut short is refused by the check, naming the format.
      const cut = fs.readFileSync(path.join(SAMPLES, 'receipt.heic')).subarray(0, 2000);
      await expect(pipeline.inspect(cut)).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringMatching(/^The HEIC image could not be decoded/) });
      expect(reader.loaded).toBe(false);
    } finally {
      await pipeline.close();
    }
    await expect(reader.read(Buffer.alloc(0), 'png')).rejects.toThrow(/closed/);
  });
});
