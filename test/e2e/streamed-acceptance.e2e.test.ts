import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { type FakeS3, startFakeS3, useAwsCredentials } from '../support/fake-s3';
import { execSql } from '../support/leftovers';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/**
 * Asynchronous uploads stream into the blob store (CaptureService.receive): what a client sees over HTTPS when an
 * upload is refused part-way, and that nothing of a refused or broken-off upload stays stored, in every blob store.
 */

/** A text invoice with a noise image: larger than acceptance's 128 KB head, and read without OCR. */
async function bigInvoicePdf(number: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  ['Stream Supplies GmbH', 'Hauptstrasse 1, 10115 Berlin', `Invoice Number: ${number}`, 'Invoice Date: 2024-06-10', 'Total: EUR 119.00'].forEach((text, i) =>
    page.drawText(text, { x: 50, y: 790 - i * 22, size: 11, font }),
  );
  const noise = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  page.drawImage(await pdf.embedPng(noise), { x: 420, y: 40, width: 120, height: 120 });
  return Buffer.from(await pdf.save());
}

type Server = TestServer & { databaseUrl?: string };

const upload = (t: Server, headers: Record<string, string>, bytes: Buffer, fields?: Record<string, string>) =>
  t.request('POST', '/api/v4', { headers, query: { type: 'async' }, multipart: { fields, files: [{ field: 'pdf', name: 'doc.pdf', type: 'application/pdf', bytes }] } });

async function outcome(t: Server, headers: Record<string, string>, key: string): Promise<{ status?: string; reason?: string; data?: Record<string, unknown> }> {
  for (let i = 0; i < 600; i++) {
    const hook = await t.request('POST', '/webhook', { headers, query: { capture_key: key } });
    if (hook.body.status === 'failed' || hook.body.data) return hook.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`document ${key} still processing`);
}

/** Every file under DATA_DIR/blobs, temporary ones included. */
function blobFiles(t: Server): string[] {
  const dir = path.join(t.dataDir, 'blobs');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

async function documentCount(t: Server): Promise<number> {
  const [row] = await execSql(t, 'SELECT COUNT(*) AS n FROM documents');
  return Number(row.n);
}

/** Sends the multipart head and `bytes` of the file part, then breaks the connection off without finishing. */
async function brokenUpload(t: Server, headers: Record<string, string>, bytes: Buffer): Promise<void> {
  const url = new URL('/api/v4?type=async', t.url);
  const boundary = 'broken-upload';
  const ca = fs.readFileSync(path.join(t.dataDir, 'tls', 'self-signed.crt'), 'utf8');
  const req = https.request(url, {
    method: 'POST',
    ca,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(bytes.length * 4) },
  });
  req.on('error', () => undefined);
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  await new Promise<void>((resolve) => req.write(bytes, () => resolve()));
  await new Promise((r) => setTimeout(r, 300));
  req.destroy();
}

async function settle(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('streamed acceptance, local blob store (HTTPS)', () => {
  let t: Server;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer({ MAX_UPLOAD_MB: '1' });
    headers = (await registerVerified(t)).headers;
  }, 60000);
  afterAll(async () => t?.close());

  it('accepts a large upload with the documented body, stores it whole under its hash, and reads it in the job', async () => {
    const pdf = await bigInvoicePdf('INV-STREAM-1');
    expect(pdf.length).toBeGreaterThan(128 * 1024);
    const res = await upload(t, headers, pdf);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ capture_key: expect.stringMatching(/^data\/.+\.json$/), message: 'The document you submitted is being processed.', status: 'success' });
    const [doc] = await execSql(t, 'SELECT id, content_hash, byte_size, media_type FROM documents WHERE capture_key = ?', [res.body.capture_key]);
    expect(doc).toMatchObject({ content_hash: createHash('sha256').update(pdf).digest('hex'), media_type: 'pdf' });
    expect(Number(doc.byte_size)).toBe(pdf.length);
    const stored = fs.readFileSync(path.join(t.dataDir, 'blobs', String(doc.id).slice(0, 2), String(doc.id)));
    expect(stored.equals(pdf)).toBe(true);
    expect((await outcome(t, headers, res.body.capture_key)).data).toMatchObject({ Invoice_Number: 'INV-STREAM-1', Is_Duplicate: 0 });
  }, 60000);

  it('marks the same bytes sent again as a duplicate (hash computed while streaming)', async () => {
    const pdf = await bigInvoicePdf('INV-STREAM-2');
    const first = await upload(t, headers, pdf);
    expect((await outcome(t, headers, first.body.capture_key)).data).toMatchObject({ Is_Duplicate: 0 });
    const second = await upload(t, headers, pdf);
    expect((await outcome(t, headers, second.body.capture_key)).data).toMatchObject({ Is_Duplicate: 1 });
  }, 60000);

  it('refuses an upload over MAX_UPLOAD_MB with a JSON 413, storing nothing', async () => {
    const docs = await documentCount(t);
    const before = blobFiles(t);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024)]);
    const res = await upload(t, headers, big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The document is larger than 1 MB (MAX_UPLOAD_MB)', status: 'unsuccessful', code: 'PAYLOAD_TOO_LARGE' });
    await settle(() => blobFiles(t).length === before.length);
    expect(blobFiles(t)).toEqual(before);
    expect(await documentCount(t)).toBe(docs);
  });

  it('words a synchronous upload over MAX_UPLOAD_MB the same way (multer refuses it there)', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024)]);
    const res = await t.request('POST', '/api/v4', { headers, multipart: { files: [{ field: 'pdf', name: 'big.pdf', type: 'application/pdf', bytes: big }] } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The document is larger than 1 MB (MAX_UPLOAD_MB)', status: 'unsuccessful', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an upload of unknown type from its first bytes with a JSON 415, storing nothing', async () => {
    const before = blobFiles(t).length;
    const res = await upload(t, headers, randomBytes(900 * 1024));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.body.message).toContain('Unrecognised file type');
    expect(blobFiles(t)).toHaveLength(before);
  });

  it('removes the stored upload when a field after the file part is refused (400)', async () => {
    const before = blobFiles(t).length;
    const docs = await documentCount(t);
    const res = await upload(t, headers, await bigInvoicePdf('INV-STREAM-3'), { language: 'klingon' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'unsuccessful' });
    await settle(() => blobFiles(t).length === before);
    expect(blobFiles(t)).toHaveLength(before);
    expect(await documentCount(t)).toBe(docs);
  });

  it('leaves nothing behind when the client breaks off mid-upload, and keeps serving', async () => {
    const before = blobFiles(t).length;
    const docs = await documentCount(t);
    await brokenUpload(t, headers, (await bigInvoicePdf('INV-STREAM-4')).subarray(0, 200 * 1024));
    await settle(() => blobFiles(t).length === before);
    expect(blobFiles(t)).toHaveLength(before);
    expect(await documentCount(t)).toBe(docs);
    expect((await upload(t, headers, await bigInvoicePdf('INV-STREAM-5'))).status).toBe(200);
  });

  it('accepts a large file that looks like OCR JSON; the job parses it and fails it with the reason', async () => {
    const broken = Buffer.from(`{"pages": [${' '.repeat(200 * 1024)}{"width": 1,`);
    const res = await upload(t, headers, broken);
    expect(res.status).toBe(200);
    const done = await outcome(t, headers, res.body.capture_key);
    expect(done.status).toBe('failed');
    expect(done.reason).toBeTruthy();
  }, 60000);

  it('streams a GraphQL asynchronous upload the same way', async () => {
    const pdf = await bigInvoicePdf('INV-STREAM-GQL');
    const operations = JSON.stringify({ query: 'mutation($f: Upload!) { captureDocument(file: $f, mode: ASYNC) { captureKey status } }', variables: { f: null } });
    const boundary = 'gqlupload';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.request('POST', '/graphql', { headers: { ...headers, 'apollo-require-preflight': 'true' }, rawBody: { type: `multipart/form-data; boundary=${boundary}`, bytes: body } });
    expect(res.status).toBe(200);
    const key = res.body.data?.captureDocument?.captureKey;
    expect(key).toMatch(/^data\//);
    const [doc] = await execSql(t, 'SELECT content_hash FROM documents WHERE capture_key = ?', [key]);
    expect(doc.content_hash).toBe(createHash('sha256').update(pdf).digest('hex'));
  });
});

describe('streamed acceptance, BLOB_STORE=db (HTTPS)', () => {
  let t: Server;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer({ BLOB_STORE: 'db', MAX_UPLOAD_MB: '1' });
    headers = (await registerVerified(t)).headers;
  }, 60000);
  afterAll(async () => t?.close());

  const rows = async () => {
    const [blobs] = await execSql(t, 'SELECT COUNT(*) AS n FROM blobs');
    const [chunks] = await execSql(t, 'SELECT COUNT(*) AS n FROM blob_chunks');
    return { blobs: Number(blobs.n), chunks: Number(chunks.n) };
  };

  it('stores a large upload in chunk rows and reads it in the job', async () => {
    const pdf = await bigInvoicePdf('INV-DB-1');
    const res = await upload(t, headers, pdf);
    expect(res.status).toBe(200);
    expect(await rows()).toEqual({ blobs: 1, chunks: Math.ceil(pdf.length / (256 * 1024)) });
    expect((await outcome(t, headers, res.body.capture_key)).data).toMatchObject({ Invoice_Number: 'INV-DB-1' });
  }, 60000);

  it('leaves no chunk rows of an upload refused past MAX_UPLOAD_MB, or broken off', async () => {
    const before = await rows();
    const res = await upload(t, headers, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2 * 1024 * 1024)]));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'PAYLOAD_TOO_LARGE' });
    expect(await rows()).toEqual(before);
    await brokenUpload(t, headers, (await bigInvoicePdf('INV-DB-2')).subarray(0, 200 * 1024));
    await settle(async () => JSON.stringify(await rows()) === JSON.stringify(before));
    expect(await rows()).toEqual(before);
  });
});

describe('streamed acceptance, BLOB_STORE=s3 (HTTPS)', () => {
  let restoreAws = () => {};
  let s3: FakeS3;
  let t: Server;
  let headers: Record<string, string>;

  beforeAll(async () => {
    // The SDK's standard chain reads the process environment, exactly as in production.
    restoreAws = useAwsCredentials('AKIDSTREAM', 'stream-secret');
    s3 = await startFakeS3({ buckets: ['bucket'], accessKeyId: 'AKIDSTREAM' });
    t = await startTestServer({ BLOB_STORE: 's3://bucket/pre', S3_ENDPOINT: s3.url, S3_REGION: 'eu-central-1', MAX_UPLOAD_MB: '12' });
    headers = (await registerVerified(t)).headers;
  }, 60000);

  afterAll(async () => {
    await t?.close();
    await s3?.close();
    restoreAws();
  });

  it('stores an upload larger than one part as a multipart upload, whole', async () => {
    // A PDF whose bytes go past 5 MB: the invoice with padding after its end (PDF readers take the last %%EOF).
    const pdf = Buffer.concat([await bigInvoicePdf('INV-S3-1'), Buffer.from('\n%'), randomBytes(6 * 1024 * 1024)]);
    const res = await upload(t, headers, pdf);
    expect(res.status).toBe(200);
    const [doc] = await execSql(t, 'SELECT id FROM documents WHERE capture_key = ?', [res.body.capture_key]);
    expect(s3.objects.get(`bucket/pre/${doc.id}`)?.equals(pdf)).toBe(true);
    expect(s3.uploads.size).toBe(0);
  });

  it('aborts the multipart upload of an upload refused past MAX_UPLOAD_MB: no object, no parts', async () => {
    const objects = s3.objects.size;
    const res = await upload(t, headers, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(13 * 1024 * 1024)]));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The document is larger than 12 MB (MAX_UPLOAD_MB)', status: 'unsuccessful', code: 'PAYLOAD_TOO_LARGE' });
    await settle(() => s3.uploads.size === 0);
    expect(s3.uploads.size).toBe(0);
    expect(s3.objects.size).toBe(objects);
  });
});
