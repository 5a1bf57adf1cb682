import { extractFile, isError, openPipeline } from '../../../src/cli/extract-file';
import { PdfReader } from '../../../src/extraction/pdf/pdf-reader';
import { makePdf, stack } from '../../support/pdf-factory';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** The CLI's pipeline loads pdfjs (and its native canvas) only once a PDF comes: a batch of photos never pays for it. */
describe('the CLI pipeline and pdfjs', () => {
  afterEach(() => jest.restoreAllMocks());

  it('does not load the PDF reader until the first PDF, then loads it once', async () => {
    const create = jest.spyOn(PdfReader, 'create');
    const dir = mkdtempSync(path.join(tmpdir(), 'capture-pdf-first-use-'));
    const pipeline = await openPipeline(false);
    try {
      const json = path.join(dir, 'receipt.json');
      writeFileSync(json, JSON.stringify({ pages: [{ width: 600, height: 800, words: [{ text: 'TOTAL 12.50', bbox: [50, 50, 200, 70] }] }] }));
      expect(isError(await extractFile(pipeline, json))).toBe(false);
      expect(create).not.toHaveBeenCalled();
      const pdf = path.join(dir, 'invoice.pdf');
      writeFileSync(pdf, await makePdf([{ texts: stack(50, 60, ['Invoice Number: PF-1', 'Total: EUR 10.00']) }]));
      for (let i = 0; i < 2; i++) expect(isError(await extractFile(pipeline, pdf))).toBe(false);
      expect(create).toHaveBeenCalledTimes(1);
    } finally {
      await pipeline.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
