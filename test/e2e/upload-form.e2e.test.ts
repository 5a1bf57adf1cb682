import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { execSql } from '../support/leftovers';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/**
 * The multipart body of POST /api/v4, read by our own parser (src/rest/multipart): every way a form can be wrong,
 * answered with the JSON error body multer's refusals had (or a 400/415 where multer's was a 500), nothing stored
 * after any of them, in both capture modes.
 */

const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));
const B = 'form-test-boundary';
const FORM = `multipart/form-data; boundary=${B}`;

const filePart = (field: string, name: string | null, bytes: Buffer | string = SAMPLE_PDF, type = 'application/pdf') =>
  Buffer.concat([
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${field}"${name === null ? '' : `; filename="${name}"`}\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from('\r\n'),
  ]);
const field = (name: string, value: string) => Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const close = Buffer.from(`--${B}--\r\n`);

let t: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({ MAX_UPLOAD_MB: '1' });
  headers = (await registerVerified(t)).headers;
}, 60000);
afterAll(async () => t?.close());

const post = (body: Buffer | string, mode: 'sync' | 'async' = 'async', type = FORM) =>
  t.request('POST', '/api/v4', { headers, query: { type: mode }, rawBody: { type, bytes: body } });

/** Blob files (temporary ones too) and document rows: what a refused upload must not leave. */
async function stored(): Promise<{ blobs: number; documents: number }> {
  const dir = path.join(t.dataDir, 'blobs');
  const blobs = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  const [row] = await execSql(t, 'SELECT COUNT(*) AS n FROM documents');
  return { blobs, documents: Number(row.n) };
}

const refusal = (message: string, code = 'BAD_REQUEST') => ({ message, status: 'unsuccessful', code });
const MALFORMED = refusal('The multipart body is malformed');
const NO_FILE = refusal('Send the document as a file part named "pdf", or a url query parameter');

describe.each(['async', 'sync'] as const)('a malformed or refused form (%s), nothing stored', (mode) => {
  it.each([
    ['no boundary in the content type', () => post(Buffer.concat([filePart('pdf', 'a.pdf'), close]), mode, 'multipart/form-data'), 400, MALFORMED],
    ['a body without the boundary', () => post('%PDF-1.4 not a form at all', mode), 400, MALFORMED],
    ['an empty body', () => post('', mode), 400, MALFORMED],
    ['a body cut inside the file (complete request)', () => post(filePart('pdf', 'a.pdf').subarray(0, 2000), mode), 400, MALFORMED],
    ['a body without its closing boundary', () => post(Buffer.concat([filePart('pdf', 'a.pdf'), field('language', 'de')]), mode), 400, MALFORMED],
    ['part headers that are not "Name: value"', () => post(`--${B}\r\nnot a header\r\n\r\nx\r\n--${B}--\r\n`, mode), 400, MALFORMED],
    ['part headers over 16 KB', () => post(`--${B}\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\nx\r\n--${B}--\r\n`, mode), 400, MALFORMED],
    ['a form without a file', () => post(Buffer.concat([field('language', 'de'), close]), mode), 400, NO_FILE],
    ['a form with no parts', () => post(close, mode), 400, NO_FILE],
    ['a file part with an empty file name (an empty file input)', () => post(Buffer.concat([filePart('pdf', ''), close]), mode), 400, NO_FILE],
    ['a part without Content-Disposition', () => post(Buffer.from(`--${B}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${B}--\r\n`), mode), 400, NO_FILE],
    [
      'a file part of another name',
      () => post(Buffer.concat([filePart('file', 'a.pdf'), close]), mode),
      400,
      refusal('Unexpected file part "file": send the document as the file part "pdf"'),
    ],
    ['two files', () => post(Buffer.concat([filePart('pdf', 'a.pdf'), filePart('pdf', 'b.pdf'), close]), mode), 400, refusal('Upload refused: Too many files')],
    [
      'a file part without a name',
      () => post(Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: form-data; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n`), close]), mode),
      400,
      refusal('Upload refused: Field name missing'),
    ],
    [
      '21 fields',
      () => post(Buffer.concat([...Array.from({ length: 21 }, (_, i) => field(`f${i}`, 'x')), filePart('pdf', 'a.pdf'), close]), mode),
      400,
      refusal('Upload refused: Too many fields'),
    ],
    ['a field value over 1 MB', () => post(Buffer.concat([field('language', 'd'.repeat(1024 * 1024 + 1)), close]), mode), 400, refusal('Upload refused: Field value too long')],
    [
      'a file over MAX_UPLOAD_MB',
      () => post(Buffer.concat([filePart('pdf', 'a.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024)])), close]), mode),
      413,
      refusal('The document is larger than 1 MB (MAX_UPLOAD_MB)', 'PAYLOAD_TOO_LARGE'),
    ],
    [
      'a content type of another multipart kind',
      () => post(Buffer.concat([filePart('pdf', 'a.pdf'), close]), mode, `multipart/mixed; boundary=${B}`),
      415,
      refusal('Unsupported content type multipart/mixed: send multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE'),
    ],
  ])('%s', async (_, send, status, body) => {
    const before = await stored();
    const res = await send();
    expect({ status: res.status, body: res.body }).toEqual({ status, body });
    expect(await stored()).toEqual(before);
  });
});

describe('a well-formed form', () => {
  it('takes preamble, epilogue, fields before and after the file, and a path as file name', async () => {
    const body = Buffer.concat([Buffer.from('a preamble\r\n'), field('language', 'de'), filePart('pdf', 'scans/2024/r%22x%22.pdf'), field('note', 'ok'), close, Buffer.from('an epilogue')]);
    const res = await post(body);
    expect(res.status).toBe(200);
    const [doc] = await execSql(t, 'SELECT file_name, byte_size FROM documents WHERE capture_key = ?', [res.body.capture_key]);
    expect(doc.file_name).toBe('r"x".pdf');
    expect(Number(doc.byte_size)).toBe(SAMPLE_PDF.length);
  });

  it('reads a file name given as filename* (RFC 5987)', async () => {
    const part = Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf\r\n\r\n`);
    const res = await post(Buffer.concat([part, SAMPLE_PDF, Buffer.from('\r\n'), close]));
    expect(res.status).toBe(200);
    const [doc] = await execSql(t, 'SELECT file_name FROM documents WHERE capture_key = ?', [res.body.capture_key]);
    expect(doc.file_name).toBe('Rechnung März.pdf');
  });

  it('refuses a language field after the file (400) and removes the stored upload', async () => {
    const before = await stored();
    const res = await post(Buffer.concat([filePart('pdf', 'a.pdf'), field('language', 'klingon'), close]));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'BAD_REQUEST' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a url field next to a file, and a form that is not multipart is read as a url form', async () => {
    const both = await post(Buffer.concat([field('url', 'https://example.com/a.pdf'), filePart('pdf', 'a.pdf'), close]));
    expect(both.body).toEqual(refusal('Send either a file part "pdf" or a url, not both'));
    const form = await t.request('POST', '/api/v4', { headers, form: { url: 'http://127.0.0.1/x.pdf' } });
    expect(form.body).toMatchObject({ code: 'URL_REFUSED' });
  });
});

describe('a client that breaks off', () => {
  /** Sends the head of a form and `bytes`, then destroys the connection. */
  async function breakOff(bytes: Buffer, mode: string): Promise<void> {
    const ca = fs.readFileSync(path.join(t.dataDir, 'tls', 'self-signed.crt'), 'utf8');
    const req = https.request(new URL(`/api/v4?type=${mode}`, t.url), {
      method: 'POST',
      ca,
      headers: { ...headers, 'content-type': FORM, 'content-length': String(bytes.length * 4) },
    });
    req.on('error', () => undefined);
    await new Promise<void>((resolve) => req.write(bytes, () => resolve()));
    await new Promise((r) => setTimeout(r, 300));
    req.destroy();
  }

  it.each([
    ['inside the file part (async)', filePart('pdf', 'a.pdf').subarray(0, 3000), 'async'],
    ['inside the part headers (async)', Buffer.from(`--${B}\r\nContent-Disposition: form-da`), 'async'],
    ['inside the file part (sync)', filePart('pdf', 'a.pdf').subarray(0, 3000), 'sync'],
  ])('%s: nothing is left, and the server keeps serving', async (_, bytes, mode) => {
    const before = await stored();
    await breakOff(bytes, mode);
    for (let i = 0; i < 50 && JSON.stringify(await stored()) !== JSON.stringify(before); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await stored()).toEqual(before);
    expect((await post(Buffer.concat([filePart('pdf', 'a.pdf'), close]))).status).toBe(200);
  });
});
