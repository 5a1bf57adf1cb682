import { PdfReader } from '../../../src/extraction/pdf/pdf-reader';
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
});
