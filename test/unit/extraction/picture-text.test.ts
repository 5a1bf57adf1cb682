import fs from 'node:fs';
import path from 'node:path';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';
import { cropToPoints, pictureBoxes, pictureLines, withPictureLines } from '../../../src/extraction/pdf/picture-text';
import { OcrImageReader } from '../../../src/extraction/ppocr/ocr-reader';
import { wantsPictureText, withPictureVendor } from '../../../src/extraction/picture-vendor';
import type { FieldsResult } from '../../../src/extraction/fields';
import type { Box, Line, Page } from '../../../src/extraction/types';
import { makePdf, stack } from '../../support/pdf-factory';

const OPS = { save: 10, restore: 11, transform: 12, paintFormXObjectBegin: 74, paintFormXObjectEnd: 75, paintImageMaskXObject: 83, paintImageXObject: 85, paintInlineImageXObject: 86, paintImageXObjectRepeat: 88 };
const multiply = (m1: number[], m2: number[]) => [
  m1[0] * m2[0] + m1[2] * m2[1], m1[1] * m2[0] + m1[3] * m2[1], m1[0] * m2[2] + m1[2] * m2[3],
  m1[1] * m2[2] + m1[3] * m2[3], m1[0] * m2[4] + m1[2] * m2[5] + m1[4], m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
];
const lib = { OPS, Util: { transform: multiply } };
/** The viewport of an A4 page at scale 1: y flipped. */
const VIEWPORT = [1, 0, 0, -1, 0, 842];
const A4 = { width: 595, height: 842 };

const line = (text: string, box: Box, confidence = 0.95): Line => ({ text, box, words: [{ text, box, confidence }] });
const page = (lines: Line[]): Page => ({ number: 1, width: 595, height: 842, lines, origin: 'text-layer' });

describe('pictureBoxes', () => {
  it('places an image by the matrices in force, in top-left points, largest first', () => {
    const ops = {
      fnArray: [OPS.save, OPS.transform, OPS.paintImageXObject, OPS.restore, OPS.save, OPS.transform, OPS.paintImageXObject, OPS.restore],
      argsArray: [null, [200, 0, 0, 50, 40, 742], ['img1'], null, null, [300, 0, 0, 80, 40, 400], ['img2'], null],
    };
    expect(pictureBoxes(lib, ops, VIEWPORT, A4)).toEqual([[40, 362, 340, 442], [40, 50, 240, 100]]);
  });

  it('follows a form XObject\'s matrix and pops it at the form\'s end', () => {
    const ops = {
      fnArray: [OPS.paintFormXObjectBegin, OPS.transform, OPS.paintImageXObject, OPS.paintFormXObjectEnd, OPS.transform, OPS.paintImageXObject],
      argsArray: [[[1, 0, 0, 1, 100, 0], null], [100, 0, 0, 20, 0, 800], null, null, [50, 0, 0, 10, 0, 0], null],
    };
    expect(pictureBoxes(lib, ops, VIEWPORT, A4)).toEqual([[100, 22, 200, 42], [0, 832, 50, 842]]);
  });

  it('leaves out pictures too small to hold a word and keeps at most four', () => {
    const tiny = { fnArray: [OPS.transform, OPS.paintImageXObject], argsArray: [[20, 0, 0, 5, 0, 0], null] };
    expect(pictureBoxes(lib, tiny, VIEWPORT, A4)).toEqual([]);
    const many = { fnArray: [] as number[], argsArray: [] as unknown[] };
    for (let i = 0; i < 6; i++) many.fnArray.push(OPS.save, OPS.transform, OPS.paintInlineImageXObject, OPS.restore), many.argsArray.push(null, [40 + i, 0, 0, 20, 0, 100 * i], null, null);
    expect(pictureBoxes(lib, many, VIEWPORT, A4).map((b) => b[2] - b[0])).toEqual([45, 44, 43, 42]);
  });
});

describe('pictureLines', () => {
  it('keeps confident lines with letters that the text layer does not already hold', () => {
    const text = page([line('Invoice 2026-17', [300, 100, 400, 112])]);
    const ocr = [
      line('Nordwind Handel GmbH', [40, 40, 240, 60]),
      line('Invoice 2026-17', [300, 99, 400, 113]),
      line('x7', [40, 70, 60, 80], 0.4),
      line('12', [40, 90, 60, 100]),
    ];
    expect(pictureLines(ocr, text).map((l) => l.text)).toEqual(['Nordwind Handel GmbH']);
  });
});

describe('cropToPoints and withPictureLines', () => {
  it('moves crop pixels to page points', () => {
    expect(cropToPoints([line('A', [0, 0, 200, 40])], [40, 30], 2)[0].box).toEqual([40, 30, 140, 50]);
  });

  it('puts a picture line before the first line below its middle, leaving the others in order', () => {
    const p = page([line('right column', [300, 20, 400, 30]), line('left column', [40, 20, 200, 30]), line('body', [40, 200, 200, 210])]);
    const merged = withPictureLines(p, [line('Letterhead', [40, 60, 200, 80])]);
    expect(merged.lines.map((l) => l.text)).toEqual(['right column', 'left column', 'Letterhead', 'body']);
  });
});

const result = (fields: Record<string, unknown>): FieldsResult => ({
  fields: fields as FieldsResult['fields'],
  lineItems: [],
  sources: Object.entries(fields).map(([name, value]) => ({ name, value: value as string, confidence: 0.9, page: 1, bbox: null, raw: String(value) })),
  lineItemSources: [],
  issues: [],
});

describe('withPictureVendor', () => {
  it('takes the whole vendor party of the second reading, and a VAT number only where there was none', () => {
    const first = result({ Total: 10, Vendor_Address: 'Bill-to street 1', Vat_Number: 'DE1' });
    const second = result({ Total: 99, Vendor_Name: 'Nordwind Handel GmbH', Vendor_Zipcode: '20457', Vat_Number: 'DE2' });
    const merged = withPictureVendor(first, second);
    expect(merged.fields).toEqual({ Total: 10, Vat_Number: 'DE1', Vendor_Name: 'Nordwind Handel GmbH', Vendor_Zipcode: '20457' });
    expect(merged.sources.map((s) => `${s.name}=${s.value}`).sort()).toEqual(['Total=10', 'Vat_Number=DE1', 'Vendor_Name=Nordwind Handel GmbH', 'Vendor_Zipcode=20457']);
  });

  it('keeps the first reading when the pictures named no vendor either', () => {
    const first = result({ Total: 10, Vendor_Address: 'x' });
    expect(withPictureVendor(first, result({ Total: 10 }))).toBe(first);
  });

  it('is wanted only for a digital PDF whose text layer named no vendor', () => {
    const tree = { source: 'pdf-text' as const, pages: [page([])] };
    expect(wantsPictureText('pdf', tree, result({}))).toBe(true);
    expect(wantsPictureText('pdf', tree, result({ Vendor_Name: 'A' }))).toBe(false);
    expect(wantsPictureText('png', tree, result({}))).toBe(false);
    expect(wantsPictureText('pdf', { source: 'ocr', pages: [{ ...page([]), origin: 'ocr' }] }, result({}))).toBe(false);
  });
});

describe('a digital invoice whose vendor is printed only in its letterhead picture', () => {
  const letterhead = fs.readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'letterhead.png'));
  const invoice = () =>
    makePdf([
      {
        texts: [
          ...stack(50, 160, ['Rechnungsempfänger:', 'Muster AG', 'Bahnhofstraße 5', '80335 München']),
          ...stack(350, 160, ['Rechnung Nr. 2026-0417', 'Datum: 14.03.2026']),
          ...stack(50, 300, ['Beratung 10 Std.   1.000,00', 'Nettobetrag 1.000,00', 'MwSt. 19% 190,00', 'Gesamtbetrag 1.190,00 EUR']),
        ],
        images: [{ png: letterhead, x: 40, y: 40, width: 360, height: 80 }],
      },
    ]);

  it('reads the vendor from the picture with OCR, and leaves other fields as the text layer gave them', async () => {
    const pdf = await invoice();
    const plain = await ExtractionPipeline.create();
    const withOcr = await ExtractionPipeline.create({ imageReader: await OcrImageReader.create({ threads: 2 }) });
    try {
      const before = await plain.extract({ bytes: pdf, type: 'pdf' });
      expect(before.fields.Vendor_Name ?? '').toBe('');
      const after = await withOcr.extract({ bytes: pdf, type: 'pdf' });
      expect(after.fields.Vendor_Name).toBe('Nordwind Handel GmbH');
      expect(after.fields.Vendor_Zipcode).toBe('20457');
      expect(after.fields.Total).toBe(before.fields.Total);
      expect(after.fields.Invoice_Number).toBe(before.fields.Invoice_Number);
      expect(after.rawText.split('\n')[0]).toBe('Nordwind Handel GmbH');
    } finally {
      await plain.close();
      await withOcr.close();
    }
  }, 120_000);

  it('keeps the text layer\'s reading when the pictures cannot be read', async () => {
    const failing = { read: async () => Promise.reject(new Error('OCR worker died')), close: async () => undefined };
    const pipeline = await ExtractionPipeline.create({ imageReader: failing as never });
    try {
      const got = await pipeline.extract({ bytes: await invoice(), type: 'pdf' });
      expect(got.fields.Total).toBe(1190);
      expect(got.fields.Vendor_Name ?? '').toBe('');
    } finally {
      await pipeline.close();
    }
  });

  it('stops when the document\'s time budget runs out while its pictures are read', async () => {
    const abort = new AbortController();
    const slow = { read: async () => { abort.abort(new Error('budget')); throw new Error('aborted'); }, close: async () => undefined };
    const pipeline = await ExtractionPipeline.create({ imageReader: slow as never });
    try {
      await expect(pipeline.extract({ bytes: await invoice(), type: 'pdf', signal: abort.signal })).rejects.toThrow();
    } finally {
      await pipeline.close();
    }
  });
});
