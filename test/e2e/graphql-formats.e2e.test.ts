import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { docxInvoice, xlsxInvoice } from '../support/office-factory';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/** Every accepted input format, uploaded through GraphQL over real HTTPS and read back (OCR on). */
const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));
const RECEIPT_PNG = fs.readFileSync(path.join(__dirname, '../../assets/samples/receipt.png'));
const OCR_TIMEOUT = 60_000;

let t: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  headers = (await registerVerified(t)).headers;
}, OCR_TIMEOUT);
afterAll(() => t.close());

const DOC_FIELDS =
  'captureKey status failureReason fileName mediaType total invoiceNumber pages rawText lineItems { description qty price amount } pageDetails { number width height origin languages script }';
const CAPTURE = `mutation($file: Upload) { captureDocument(file: $file, mode: SYNC) { captureKey status message document { ${DOC_FIELDS} } } }`;

type Gql = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Gql> {
  const res = await t.request('POST', '/graphql', { headers, json: { query, variables } });
  if (res.body === undefined) throw new Error(`not JSON (${res.status}): ${res.text.slice(0, 200)}`);
  return res.body;
}

/** A graphql-multipart-request-spec upload; the preflight header gets it past Apollo's CSRF rule. */
async function send(bytes: Buffer, name: string): Promise<Gql> {
  const res = await t.request('POST', '/graphql', {
    headers: { ...headers, 'apollo-require-preflight': 'true' },
    multipart: {
      fields: { operations: JSON.stringify({ query: CAPTURE, variables: { file: null } }), map: JSON.stringify({ 0: ['variables.file'] }) },
      files: [{ field: '0', name, type: 'application/octet-stream', bytes }],
    },
  });
  if (res.body === undefined) throw new Error(`not JSON (${res.status}): ${res.text.slice(0, 200)}`);
  return res.body;
}

/** Captures and returns the processed document; a SYNC capture a worker took over is polled to the end. */
async function capture(bytes: Buffer, name: string) {
  const res = await send(bytes, name);
  expect(res.errors).toBeUndefined();
  let doc = res.data.captureDocument.document;
  for (const deadline = Date.now() + OCR_TIMEOUT - 5_000; doc.status === 'PROCESSING' && Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 250));
    doc = (await gql(`query($k: String!) { document(captureKey: $k) { ${DOC_FIELDS} } }`, { k: doc.captureKey })).data.document;
  }
  expect({ status: doc.status, failureReason: doc.failureReason }).toEqual({ status: 'PROCESSED', failureReason: null });
  return doc;
}

const documentCount = async (): Promise<number> => (await gql('{ documents { totalCount } }')).data.documents.totalCount;

/** The receipt's figures survive OCR in every raster format; the shop name is the most legible line. */
function expectReceipt(doc: { total: number; rawText: string }) {
  expect(doc.total).toBeGreaterThan(0);
  expect(doc.total).toBeCloseTo(21.7, 2);
  expect(doc.rawText).toMatch(/GROCERY/);
}

/** A second page for the TIFF, the receipt's size (frames of a joined image must match). */
async function secondPage(): Promise<Buffer> {
  const { width, height } = await sharp(RECEIPT_PNG).metadata();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>`
    + '<text x="40" y="80" font-size="28" font-family="monospace">Thank you, please come again</text></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Words laid out left to right on their lines, as an external OCR would report them. */
function ocrJson(lines: string[]): Buffer {
  const words = lines.flatMap((line, row) => {
    let x = 40;
    return line.split(' ').map((text) => {
      const word = { text, bbox: [x, 40 + row * 30, x + text.length * 10, 60 + row * 30], confidence: 0.97 };
      x += text.length * 10 + 10;
      return word;
    });
  });
  return Buffer.from(JSON.stringify({ pages: [{ width: 600, height: 800, words }] }));
}

/** A scan: the receipt as an image filling the only page, no text layer at all. */
async function scannedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(RECEIPT_PNG);
  const page = pdf.addPage([image.width, image.height]);
  page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
  return Buffer.from(await pdf.save());
}

describe('GraphQL capture of every accepted format', () => {
  it('reads a digital PDF from its text layer', async () => {
    const doc = await capture(SAMPLE_PDF, 'invoice.pdf');
    expect(doc).toMatchObject({ mediaType: 'pdf', pages: '1', fileName: 'invoice.pdf' });
    expect(doc).toMatchObject({ total: 1502.38, invoiceNumber: 'RE-2024-1047' });
    expect(doc.lineItems.length).toBeGreaterThan(0);
    expect(doc.rawText).toContain('Gesamtbetrag');
    expect(doc.pageDetails).toEqual([{ number: 1, width: expect.closeTo(595.28, 1), height: expect.closeTo(841.89, 1), origin: 'TEXT_LAYER', languages: [], script: null }]);
  });

  it('reads a PNG photo by OCR', async () => {
    const doc = await capture(RECEIPT_PNG, 'receipt.png');
    expect(doc).toMatchObject({ mediaType: 'png', pages: '1' });
    expectReceipt(doc);
    expect(doc.pageDetails).toEqual([{ number: 1, width: 600, height: 624, origin: 'OCR', languages: ['eng'], script: 'latin' }]);
  }, OCR_TIMEOUT);

  it('reads a JPEG by OCR', async () => {
    const doc = await capture(await sharp(RECEIPT_PNG).jpeg({ quality: 90 }).toBuffer(), 'receipt.jpg');
    expect(doc.mediaType).toBe('jpeg');
    expectReceipt(doc);
  }, OCR_TIMEOUT);

  it('reads an iPhone HEIC photo like its PNG', async () => {
    // The receipt encoded as HEIC (HEVC) by libheif's heif-enc; decoded here by heic-decode (libheif, LGPL).
    const doc = await capture(fs.readFileSync(path.join(__dirname, '../../assets/samples/receipt.heic')), 'IMG_0001.HEIC');
    expect(doc).toMatchObject({ mediaType: 'heic', pages: '1' });
    expectReceipt(doc);
    expect(doc.pageDetails).toEqual([{ number: 1, width: 600, height: 624, origin: 'OCR', languages: ['eng'], script: 'latin' }]);
  }, OCR_TIMEOUT);

  it('reads a WebP by OCR', async () => {
    const doc = await capture(await sharp(RECEIPT_PNG).webp().toBuffer(), 'receipt.webp');
    expect(doc.mediaType).toBe('webp');
    expectReceipt(doc);
  }, OCR_TIMEOUT);

  it('reads every page of a multi-page TIFF', async () => {
    const tiff = await sharp([RECEIPT_PNG, await secondPage()], { join: { animated: true } }).tiff().toBuffer();
    expect((await sharp(tiff).metadata()).pages).toBe(2);
    const doc = await capture(tiff, 'scan.tiff');
    expect(doc).toMatchObject({ mediaType: 'tiff', pages: '2' });
    expectReceipt(doc);
    expect(doc.rawText).toContain('come again');
  }, 2 * OCR_TIMEOUT);

  it('reads an .xlsx invoice', async () => {
    const doc = await capture(await xlsxInvoice(), 'invoice.xlsx');
    expect(doc).toMatchObject({ mediaType: 'xlsx', total: 76.16, invoiceNumber: 'XL-2024-001', pages: '2' });
    expect(doc.pageDetails.map((p: { origin: string }) => p.origin)).toEqual(['OFFICE', 'OFFICE']);
    expect(doc.lineItems.map((i: Record<string, unknown>) => [i.description, i.qty, i.amount])).toEqual([
      ['Hammer', 2, 25],
      ['Screwdriver set', 1, 30],
      ['Nails box', 4, 9],
    ]);
  });

  it('reads a .docx invoice', async () => {
    const doc = await capture(docxInvoice(), 'invoice.docx');
    expect(doc).toMatchObject({ mediaType: 'docx', total: 1980, invoiceNumber: 'WD-7781', pages: '1' });
    expect(doc.lineItems).toHaveLength(2);
    expect(doc.lineItems[0]).toMatchObject({ description: 'Strategy workshop', qty: 1, price: 1200, amount: 1200 });
  });

  it('reads words from a bring-your-own-OCR JSON file', async () => {
    const json = ocrJson(['Northwind Traders', 'Invoice Number: OJ-4711', 'Date: 2024-05-02', 'Consulting 1 150.00 150.00', 'Total EUR 150.00']);
    const doc = await capture(json, 'invoice.ocr.json');
    expect(doc).toMatchObject({ mediaType: 'ocr-json', total: 150, invoiceNumber: 'OJ-4711', pages: '1' });
    expect(doc.rawText.split('\n')).toContain('Total EUR 150.00');
  });

  // A page without a text layer must be rasterised and OCR'd, not come back as an empty record.
  it('reads a scanned PDF that has no text layer', async () => {
    const doc = await capture(await scannedPdf(), 'scan.pdf');
    expect(doc).toMatchObject({ mediaType: 'pdf', pages: '1' });
    expect(doc.rawText.trim()).not.toBe('');
    expect(doc.pageDetails[0]).toMatchObject({ origin: 'OCR', languages: ['eng'], script: 'latin' });
    expectReceipt(doc);
  }, OCR_TIMEOUT);

  it('refuses unknown, broken HEIC and corrupt files and stores nothing for them', async () => {
    const before = await documentCount();
    const codeOf = (res: Gql) => res.errors?.map((e) => e.extensions?.code);

    const random = await send(Buffer.from(Array.from({ length: 512 }, (_v, i) => (i * 151 + 7) % 256)), 'mystery.pdf');
    expect(codeOf(random)).toEqual(['UNSUPPORTED_MEDIA_TYPE']);

    // An iPhone photo's ftyp box and nothing after it: recognised, so the refusal can name the format.
    const heic = Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(1000)]);
    const heicRes = await send(heic, 'IMG_0001.HEIC');
    expect(codeOf(heicRes)).toEqual(['UNPROCESSABLE']);
    expect(heicRes.errors![0].message).toMatch(/^The HEIC image could not be decoded/);

    const truncated = await send(SAMPLE_PDF.subarray(0, Math.floor(SAMPLE_PDF.length / 2)), 'cut.pdf');
    expect(codeOf(truncated)).toEqual(['UNPROCESSABLE']);

    expect(await documentCount()).toBe(before);
  });
});
