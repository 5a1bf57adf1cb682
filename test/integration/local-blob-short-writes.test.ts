import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { codes, createAccount, startGraphqlHttp, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';
import { halfWrites, writeThrough } from '../support/short-writes';

/**
 * An asynchronous capture streamed into the local blob store (CaptureService.receive), on the test database, when
 * the disk's writes store only part of their bytes: the original is stored whole, and a disk that fills up fails
 * the upload with no file and no document left.
 */
let env: GraphqlTestServices;
let http: Awaited<ReturnType<typeof startGraphqlHttp>>;
let ann: TestAccount;
let pdf: Buffer;

beforeAll(async () => {
  env = await createGraphqlTestServices();
  http = await startGraphqlHttp(env);
  ann = await createAccount(env);
  pdf = await noisyInvoicePdf();
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});
afterEach(() => jest.restoreAllMocks());

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const blobsDir = () => path.join(env.services.config.dataDir, 'blobs');
const blobFiles = () =>
  fs.existsSync(blobsDir()) ? fs.readdirSync(blobsDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];

/** A text invoice with a noise image: more than two of the store's 256 KB write batches. */
async function noisyInvoicePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  ['Short Write Supplies Ltd', 'Invoice Number: SW-1', 'Invoice Date: 2024-06-10', 'Total: EUR 119.00'].forEach((text, i) =>
    page.drawText(text, { x: 50, y: 790 - i * 22, size: 11, font }),
  );
  const noise = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  page.drawImage(await doc.embedPng(noise), { x: 420, y: 40, width: 120, height: 120 });
  return Buffer.from(await doc.save());
}

function captureAsync(bytes: Buffer) {
  const body = new FormData();
  const query = 'mutation($file: Upload, $mode: CaptureMode) { captureDocument(file: $file, mode: $mode) { captureKey status } }';
  body.append('operations', JSON.stringify({ query, variables: { file: null, mode: 'ASYNC' } }));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'invoice.pdf');
  return http.send({ method: 'POST', headers: { ...ann.bearer, 'apollo-require-preflight': 'true' }, body });
}

describe('an asynchronous upload into the local blob store', () => {
  it('is stored whole when each write stores half its bytes, and the document’s hash is the upload’s', async () => {
    expect(pdf.length).toBeGreaterThan(2 * 256 * 1024);
    let writes = 0;
    const { opened } = writeThrough('wx', (write, buffers) => (writes++, halfWrites(write, buffers)));
    const res = await captureAsync(pdf);
    expect(res.errors).toBeUndefined();
    expect(res.data!.captureDocument).toMatchObject({ status: 'PROCESSING' });
    // Halving 256 KB down to its last byte takes 19 writes a batch.
    expect(writes).toBeGreaterThan(2 * 19);
    const doc = await env.docRepo.findByCaptureKey(ann.accountId, res.data!.captureDocument.captureKey);
    expect(doc).toMatchObject({ byteSize: pdf.length, contentHash: sha256(pdf) });
    expect(opened).toEqual([path.join(blobsDir(), doc!.id.slice(0, 2), doc!.id)]);
    expect(fs.readFileSync(opened[0]).equals(pdf)).toBe(true);
  });

  it('fails when the disk fills up after a short write, leaving no file and no document', async () => {
    const before = await env.docRepo.count({ accountId: ann.accountId });
    const files = blobFiles();
    let writes = 0;
    const { opened } = writeThrough('wx', async (write, buffers) => {
      if (++writes <= 3) return halfWrites(write, buffers);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    });
    const res = await captureAsync(pdf);
    expect(res.data?.captureDocument ?? null).toBeNull();
    expect(codes(res)).toEqual(['INSUFFICIENT_STORAGE']);
    expect(opened).toHaveLength(1);
    expect(fs.existsSync(opened[0])).toBe(false);
    expect(blobFiles()).toEqual(files);
    expect(await env.docRepo.count({ accountId: ann.accountId })).toBe(before);
  });
});
