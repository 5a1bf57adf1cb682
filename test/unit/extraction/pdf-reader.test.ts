import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { PdfReader, type PageOcr } from '../../../src/extraction/pdf/pdf-reader';
import { judgeTextLayer } from '../../../src/extraction/pdf/text-quality';
import type { Page } from '../../../src/extraction/types';
import { rawText } from '../../../src/extraction/raw-text';
import { A4, makePdf, stack } from '../../support/pdf-factory';

describe('PdfReader', () => {
  let reader: PdfReader;
  beforeAll(async () => {
    reader = await PdfReader.create();
  });

  it('reads every page into lines and words with top-left coordinates', async () => {
    const pdf = await makePdf([
      { texts: [{ text: 'Top of page one', x: 50, y: 60, size: 12 }, { text: 'Bottom', x: 50, y: 800, size: 12 }] },
      { texts: [{ text: 'Page two', x: 300, y: 100 }] },
      { width: 300, height: 400, texts: [{ text: 'Small page', x: 20, y: 30 }] },
    ]);
    const tree = await reader.read(pdf);
    expect(tree.source).toBe('pdf-text');
    expect(tree.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(tree.pages[0].width).toBeCloseTo(A4.width);
    expect(tree.pages[2].height).toBeCloseTo(400);
    const [top, bottom] = tree.pages[0].lines;
    expect(top.text).toBe('Top of page one');
    expect(top.box[1]).toBeLessThan(bottom.box[1]);
    // Baseline at y=60 from the top, 12 pt text: the box spans roughly 50..63.
    expect(top.box[1]).toBeGreaterThan(45);
    expect(top.box[3]).toBeLessThan(65);
    expect(top.words[0]).toMatchObject({ text: 'Top', confidence: 1 });
    expect(top.words[0].box[0]).toBeCloseTo(50, 0);
    expect(rawText(tree)).toBe('Top of page one\nBottom\n\nPage two\n\nSmall page');
  });

  it('keeps non-ASCII text (WinAnsi) intact', async () => {
    const tree = await reader.read(await makePdf([{ texts: stack(50, 60, ['Straße 5 · Gebühr: 12,00 € · Résumé £']) }]));
    expect(tree.pages[0].lines[0].text).toBe('Straße 5 · Gebühr: 12,00 € · Résumé £');
  });

  it('counts pages', async () => {
    const pdf = await makePdf([{ texts: [] }, { texts: [] }]);
    await expect(reader.pageCount(pdf)).resolves.toBe(2);
  });

  it('rejects corrupt, truncated and password-protected PDFs as UNPROCESSABLE', async () => {
    const good = await makePdf([{ texts: stack(50, 60, ['hello']) }]);
    const locked = await makePdf([{ texts: stack(50, 60, ['secret']) }], { passwordProtected: true });
    for (const bytes of [Buffer.from('%PDF-1.7\nnot really a pdf'), good.subarray(0, 200), locked]) {
      await expect(reader.read(bytes)).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
      await expect(reader.pageCount(bytes)).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    }
    await expect(reader.read(locked)).rejects.toThrow(/password/);
  });

  it('serves many documents with one loaded pdfjs, concurrently', async () => {
    const pdfs = await Promise.all([1, 2, 3, 4].map((n) => makePdf([{ texts: stack(50, 60, [`Document ${n}`]) }])));
    const trees = await Promise.all(pdfs.map((p) => reader.read(p)));
    expect(trees.map((t) => t.pages[0].lines[0].text)).toEqual(['Document 1', 'Document 2', 'Document 3', 'Document 4']);
  });

  describe('pages without a usable text layer', () => {
    /** A page whose only content is a 400×200 px image: black text-like bars on white. */
    async function scannedPdf(): Promise<Buffer> {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#fff"/><rect x="40" y="80" width="200" height="30" fill="#000"/></svg>';
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const pdf = await PDFDocument.create();
      const image = await pdf.embedPng(png);
      pdf.addPage([200, 100]).drawImage(image, { x: 0, y: 0, width: 200, height: 100 });
      return Buffer.from(await pdf.save());
    }

    /** Stands in for OCR: finds the dark bar in the raster and calls it one word, in raster pixels. */
    const barOcr: PageOcr = async (raster) => {
      const { data, info } = await sharp(raster.png).greyscale().raw().toBuffer({ resolveWithObject: true });
      let [x0, y0, x1, y1] = [info.width, info.height, 0, 0];
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          if (data[y * info.width + x] > 128) continue;
          [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
        }
      }
      const text = 'Total 12.50 scanned words here for the test';
      const page: Page = { number: 1, width: info.width, height: info.height, lines: [{ text, box: [x0, y0, x1, y1], words: [{ text, box: [x0, y0, x1, y1], confidence: 0.9 }] }] };
      return page;
    };

    it('renders a page with no text and OCRs it, with boxes brought back to PDF points', async () => {
      const tree = await reader.read(await scannedPdf(), { ocr: barOcr });
      expect(tree.source).toBe('ocr');
      const page = tree.pages[0];
      expect(page).toMatchObject({ origin: 'ocr', width: 200, height: 100 });
      // The bar sits at 20..120 × 40..55 points (half the image's pixel coordinates).
      const [x0, y0, x1, y1] = page.lines[0].box;
      expect([x0, y0, x1, y1].map(Math.round)).toEqual([20, 40, 120, 55]);
    });

    it('keeps a page with a real text layer from the text layer, without OCR', async () => {
      const ocr = jest.fn(barOcr);
      const pdf = await makePdf([{ texts: stack(50, 60, ['Invoice 2024-17 from Globex Supplies', 'Total 20.00 EUR due in 30 days']) }]);
      const tree = await reader.read(pdf, { ocr });
      expect(ocr).not.toHaveBeenCalled();
      expect(tree.pages[0].origin).toBe('text-layer');
    });

    it('skips OCR for a blank page (nothing to read), keeping it empty', async () => {
      const ocr = jest.fn(barOcr);
      const blank = await PDFDocument.create();
      blank.addPage([595, 842]);
      const tree = await reader.read(Buffer.from(await blank.save()), { ocr });
      expect(ocr).not.toHaveBeenCalled();
      expect(tree.pages[0].lines).toEqual([]);
    });

    it('leaves a textless page empty when no OCR is given', async () => {
      const tree = await reader.read(await scannedPdf());
      expect(tree.pages[0].lines).toEqual([]);
    });

    it('stops between pages once the signal aborts', async () => {
      const pdf = await makePdf([{ texts: [{ text: 'one', x: 50, y: 60 }] }, { texts: [{ text: 'two', x: 50, y: 60 }] }]);
      await expect(reader.read(pdf, { signal: AbortSignal.abort(new Error('over budget')) })).rejects.toThrow('over budget');
    });
  });
});

describe('judgeTextLayer', () => {
  const page = (text: string): Page => ({ number: 1, width: 100, height: 100, lines: text ? [{ text, box: [0, 0, 1, 1], words: [] }] : [] });

  it('trusts a page with enough real characters', () => {
    expect(judgeTextLayer(page('Invoice number 2024-17, total 20.00 EUR')).usable).toBe(true);
  });

  it('distrusts an empty page, a stray page number, and a layer of unmapped glyphs', () => {
    expect(judgeTextLayer(page(''))).toEqual({ usable: false, chars: 0, garbageShare: 0 });
    expect(judgeTextLayer(page('Page 1 of 2')).usable).toBe(false);
    const garbage = judgeTextLayer(page('\uFFFD\uFFFD\uE001\uE002 \uE003\uE004\uE005 abc\uFFFD\uFFFD\uE010\uE011\uE012\uE013\uE014\uE015\uE016\uE017\uE018\uE019\uE01A\uE01B\uE01C'));
    expect(garbage.usable).toBe(false);
    expect(garbage.garbageShare).toBeGreaterThan(0.8);
  });
});
