import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';
import type { DocumentTree, ImageReader, SniffedType } from '../../../src/extraction/types';
import { makePdf, stack, summary } from '../../support/pdf-factory';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** An ImageReader stand-in: returns a fixed tree, as an OCR engine would, and records calls. */
class FakeOcr implements ImageReader {
  calls: SniffedType[] = [];
  closed = false;
  async read(_bytes: Buffer, type: SniffedType): Promise<DocumentTree> {
    this.calls.push(type);
    const word = (text: string, x: number, y: number) => ({ text, box: [x, y, x + text.length * 6, y + 10] as [number, number, number, number], confidence: 0.9 });
    const words = [word('Total', 50, 100), word('12.50', 300, 100)];
    return { source: 'ocr', pages: [{ number: 1, width: 400, height: 300, lines: [{ text: 'Total 12.50', box: [50, 100, 330, 110], words }] }] };
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

describe('ExtractionPipeline', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());

  it('extracts a single-page PDF into fields, line items, raw text and a page count', async () => {
    const pdf = await makePdf([
      {
        texts: [
          ...stack(50, 60, ['Nordwind Handel GmbH', 'Rechnung Nr. 2024-042', 'Datum: 01.02.2024']),
          ...summary(300, 545, 120, [['Nettobetrag', '100,00 €'], ['MwSt. 19 %', '19,00 €'], ['Gesamtbetrag', '119,00 €']]),
        ],
      },
    ]);
    const type = await pipeline.inspect(pdf);
    expect(type).toBe('pdf');
    const result = await pipeline.extract({ bytes: pdf, type, fileName: 'x.pdf' });
    expect(result.pageCount).toBe(1);
    expect(result.fields).toMatchObject({ Invoice_Number: '2024-042', Date: '2024-02-01', Total: 119, Subtotal: 100, Tax: 19, Currency_Code: 'EUR', Vendor_Name: 'Nordwind Handel GmbH' });
    expect(result.rawText).toContain('Gesamtbetrag\t119,00 €');
  });

  it('reads the demo invoice in assets/samples completely', async () => {
    const bytes = readFileSync(path.resolve(__dirname, '../../../assets/samples/invoice.pdf'));
    const result = await pipeline.extract({ bytes, type: await pipeline.inspect(bytes) });
    expect(result.fields).toMatchObject({
      Vendor_Name: 'Nordlicht Büromöbel GmbH', Vendor_Address: 'Hafenstraße 12, 20457 Hamburg', Invoice_Number: 'RE-2024-1047',
      Date: '2024-03-14', Due_Date: '2024-03-28', PO_Number: 'PO-55810', Currency_Code: 'EUR', Subtotal: 1262.5, Tax: 239.88, Total: 1502.38,
      Tax_Lines: [{ Name: 'MwSt.', Rate: 19, Base: 1262.5, Amount: 239.88 }], Vendor_IBAN: 'DE34200505501234567890', Vendor_Bank_Swift: 'HASPDEHHXXX',
      Vat_Number: 'DE287654321', Vendor_Email: 'rechnung@nordlicht-bueromoebel.de', Document_Type: 'invoice',
    });
    expect(result.lineItems.map((i) => [i.QTY, i.Unit, i.Price, i.Amount])).toEqual([[4, 'Stk', 189, 756], [1, 'Stk', 349, 349], [3, 'Std', 45, 135], [1, 'psch', 22.5, 22.5]]);
  });

  it('reads every page of a multi-page PDF (totals on the last page)', async () => {
    const pdf = await makePdf([
      { texts: stack(50, 60, ['Invoice Number: MP-7', 'Invoice Date: 2024-05-06']) },
      { texts: stack(50, 60, ['(continued)']) },
      { texts: summary(300, 545, 60, [['Total', '€ 3.000,00']]) },
    ]);
    const result = await pipeline.extract({ bytes: pdf, type: await pipeline.inspect(pdf) });
    expect(result.pageCount).toBe(3);
    expect(result.fields).toMatchObject({ Invoice_Number: 'MP-7', Date: '2024-05-06', Total: 3000 });
    expect(result.rawText.split('\n\n')).toHaveLength(3);
  });

  it('rejects unknown bytes and unsupported types with UNSUPPORTED_MEDIA_TYPE', async () => {
    await expect(pipeline.inspect(Buffer.from('just some text'))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(pipeline.inspect(PNG)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(pipeline.extract({ bytes: PNG, type: 'png' })).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(pipeline.supports('pdf')).toBe(true);
    expect(pipeline.supports('ocr-json')).toBe(true);
    // Office files need no optional reader (office/xlsx-reader.ts, office/docx-reader.ts).
    expect(pipeline.supports('xlsx')).toBe(true);
    expect(pipeline.supports('docx')).toBe(true);
    for (const t of ['png', 'jpeg', 'webp', 'tiff', 'heic'] as SniffedType[]) expect(pipeline.supports(t)).toBe(false);
  });

  it('rejects corrupt PDFs with UNPROCESSABLE', async () => {
    const pdf = await makePdf([{ texts: stack(50, 60, ['hello']) }]);
    await expect(pipeline.inspect(pdf.subarray(0, 300))).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    await expect(pipeline.extract({ bytes: Buffer.from('%PDF-1.4 broken'), type: 'pdf' })).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });

  it('reads OCR JSON word files and rejects malformed ones', async () => {
    const json = { pages: [{ width: 500, height: 300, words: [{ text: 'Total:', bbox: [40, 100, 80, 112] }, { text: '$42.00', bbox: [300, 100, 350, 112], confidence: 97 }] }] };
    const bytes = Buffer.from(JSON.stringify(json));
    expect(await pipeline.inspect(bytes)).toBe('ocr-json');
    const result = await pipeline.extract({ bytes, type: 'ocr-json' });
    expect(result.fields).toMatchObject({ Total: 42, Currency_Code: 'USD' });
    expect(result.rawText).toBe('Total:\t$42.00');
    await expect(pipeline.inspect(Buffer.from('{"pages":[{"words":[{"text":1}]}]}'))).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });

  it('uses an image reader for images when given one, with the same field rules, and closes it', async () => {
    const ocr = new FakeOcr();
    const withOcr = await ExtractionPipeline.create({ imageReader: ocr });
    expect(withOcr.supports('png')).toBe(true);
    expect(withOcr.supports('heic')).toBe(false);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheicmif1heic'), Buffer.alloc(64)]);
    await expect(withOcr.inspect(heic)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/^HEIC\/HEIF photos are not supported: send the photo as JPEG/) });
    expect(await withOcr.inspect(PNG)).toBe('png');
    const result = await withOcr.extract({ bytes: PNG, type: 'png' });
    expect(ocr.calls).toEqual(['png']);
    expect(result.fields.Total).toBe(12.5);
    await withOcr.close();
    expect(ocr.closed).toBe(true);
    await expect(withOcr.inspect(PNG)).rejects.toThrow(/closed/);
  });
});
