import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { DEMO_CREDENTIALS } from '../../src/domain/account/account.service';
import { RECORD_FIELDS } from '../../src/domain/document/record-fields';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

async function smallInvoice(number: string, total: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = ['Globex Supplies Ltd', '12 Harbour Road, Bristol BS1 4DJ', `Invoice Number: ${number}`, 'Invoice Date: 2024-03-15',
    'Description            Qty     Price     Amount', 'Paper A4 box           2       10.00     20.00', `Total: GBP ${total}`];
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 780 - i * 24, size: 12, font }));
  return Buffer.from(await pdf.save());
}

let t: TestServer;
let files: http.Server;
let filesPort: number;
let headers: Record<string, string>;

beforeAll(async () => {
  files = http.createServer((req, res) => {
    if (req.url === '/inv.pdf') return void res.end(SAMPLE_PDF);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((r) => files.listen(0, '127.0.0.1', () => r()));
  filesPort = (files.address() as AddressInfo).port;
  t = await startTestServer({ CAPTURE_URL_ALLOWLIST: `127.0.0.1:${filesPort}` });
  headers = (await registerVerified(t)).headers;
});
afterAll(async () => {
  await t.close();
  files.closeAllConnections();
  await new Promise<void>((r) => files.close(() => r()));
});

const upload = (bytes: Buffer, query: Record<string, string> = {}, field = 'pdf', h = headers) =>
  t.request('POST', '/api/v4', { headers: h, query, multipart: { files: [{ field, name: 'invoice.pdf', type: 'application/pdf', bytes }] } });

describe('synchronous capture', () => {
  it('returns the whole record in the documented shape', async () => {
    const res = await upload(SAMPLE_PDF);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'success', status: 'success' });
    const record = res.body.data;
    for (const spec of RECORD_FIELDS) expect(record).toHaveProperty(spec.name);
    expect(record.capture_key).toMatch(/^data\/user\w+@example\.com\/\d{4}-\d{2}-\d{2}_[0-9a-f]{16}\.json$/);
    expect(record.Created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(record.Pages).toBe('1');
    expect(record.Raw_Text).toContain('\n');
    expect(record.Total).toBeGreaterThan(0);
    expect(record.Is_Duplicate).toBe(0);
    expect(record.Line_Items.length).toBeGreaterThan(0);
    record.Line_Items.forEach((item: Record<string, unknown>, i: number) => {
      expect(item).toMatchObject({ line_item_id: expect.any(String), Line: i + 1 });
    });
  });

  it('marks a second copy of the same document as a duplicate', async () => {
    const bytes = await smallInvoice('DUP-1', '20.00');
    expect((await upload(bytes)).body.data.Is_Duplicate).toBe(0);
    expect((await upload(bytes)).body.data.Is_Duplicate).toBe(1);
  });

  it('captures a URL on an allow-listed host', async () => {
    const res = await t.request('POST', '/api/v4', { headers, query: { url: `http://127.0.0.1:${filesPort}/inv.pdf` } });
    expect(res.status).toBe(200);
    expect(res.body.data.Total).toBeGreaterThan(0);
  });
});

describe('scans and photos', () => {
  const RECEIPT = fs.readFileSync(path.join(__dirname, '../../assets/samples/receipt.png'));

  it('reads a scanned PDF (an image, no text layer) by rendering and OCR-ing its page', async () => {
    const pdf = await PDFDocument.create();
    const image = await pdf.embedPng(RECEIPT);
    pdf.addPage([image.width / 2, image.height / 2]).drawImage(image, { x: 0, y: 0, width: image.width / 2, height: image.height / 2 });
    const res = await upload(Buffer.from(await pdf.save()));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Total: 21.7, Pages: '1' });
    expect(res.body.data.Raw_Text).toContain('CORNER GROCERY');
  }, 30000);

  it('reads a receipt photographed upside down (no EXIF tag) as if it were upright', async () => {
    const res = await upload(await sharp(RECEIPT).rotate(180).jpeg({ quality: 92 }).toBuffer());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Total: 21.7 });
  }, 30000);
});

describe('language hint', () => {
  it('accepts language as a query parameter', async () => {
    const res = await upload(SAMPLE_PDF, { language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.data.Total).toBeGreaterThan(0);
  });

  it('refuses an unknown language with 400 and the supported codes', async () => {
    const res = await upload(SAMPLE_PDF, { language: 'zz' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'unsuccessful', message: expect.stringMatching(/^language "zz" is not supported; use ISO 639-1 codes of: eng, /) });
  });
});

describe('asynchronous capture', () => {
  it('answers at once with a key, processes in the background and e-mails the key', async () => {
    const started = Date.now();
    const res = await upload(await smallInvoice('ASYNC-7', '20.00'), { type: 'async' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['capture_key', 'message', 'status']);
    expect(res.body.status).toBe('success');
    const key = res.body.capture_key as string;

    let record: Record<string, unknown> | undefined;
    for (let i = 0; i < 100 && !record; i++) {
      const hook = await t.request('POST', '/webhook', { headers, query: { capture_key: key } });
      expect(hook.status).toBe(200);
      if (hook.body.data) record = hook.body.data;
      else {
        expect(hook.body).toEqual({ message: 'The document you submitted is being processed.', status: 'success' });
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(record).toMatchObject({ capture_key: key, Invoice_Number: 'ASYNC-7' });
    const mail = await t.mail.waitFor((m) => m.text.includes(key));
    expect(mail.subject).toMatch(/has been processed/);

    const byGet = await t.request('GET', '/api/v4/record', { headers, query: { capture_key: key } });
    expect(byGet.body.data.capture_key).toBe(key);
  });
});

describe('asynchronous acceptance checks headers only', () => {
  async function outcome(key: string): Promise<Record<string, unknown>> {
    for (let i = 0; i < 300; i++) {
      const hook = await t.request('POST', '/webhook', { headers, query: { capture_key: key } });
      if (hook.body.status === 'failed' || hook.body.data) return hook.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`document ${key} still processing`);
  }

  it('gives a key for a corrupt PDF (its header is a PDF header), then fails the document with the reason', async () => {
    const res = await upload(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 7)]), { type: 'async' });
    expect(res.status).toBe(200);
    expect(res.body.capture_key).toEqual(expect.any(String));
    // The same reason a synchronous capture gives in its 422.
    const sync = await upload(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 7)]));
    expect(sync.status).toBe(422);
    expect(await outcome(res.body.capture_key)).toMatchObject({ status: 'failed', reason: sync.body.message.replace('The document could not be processed: ', '') });
  }, 60000);

  it('still refuses what the first bytes show, before storing anything: unknown types with 415', async () => {
    const res = await upload(Buffer.from('just some text, not a document'), { type: 'async' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('refusals at acceptance', () => {
  it('refuses unsupported content with 415, whatever the file name', async () => {
    const res = await upload(Buffer.from('just some text, not a document'));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a corrupt PDF with 422', async () => {
    const res = await upload(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 7)]));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'UNPROCESSABLE' });
  });

  it('refuses a request with neither file nor url, a wrong part name, both, or a bad type', async () => {
    expect((await t.request('POST', '/api/v4', { headers })).status).toBe(400);
    expect((await upload(SAMPLE_PDF, {}, 'file')).body).toMatchObject({ message: expect.stringMatching(/"pdf"/) });
    expect((await upload(SAMPLE_PDF, { url: 'https://example.com/a.pdf' })).status).toBe(400);
    expect((await upload(SAMPLE_PDF, { type: 'later' })).body).toMatchObject({ message: 'type must be "sync" or "async"' });
  });

  it('refuses loopback, private and odd-port URLs that are not allow-listed', async () => {
    for (const url of ['http://127.0.0.1/x.pdf', 'http://10.0.0.8/x.pdf', 'http://169.254.169.254/latest', 'http://example.com:8080/x.pdf', 'file:///etc/passwd']) {
      const res = await t.request('POST', '/api/v4', { headers, query: { url } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'URL_REFUSED', status: 'unsuccessful' });
    }
  });

  it('refuses anonymous uploads before reading them', async () => {
    const res = await upload(SAMPLE_PDF, {}, 'pdf', {});
    expect(res.status).toBe(401);
  });

  it('stores nothing for a refused upload', async () => {
    const before = await t.request('POST', '/webhook', { headers, query: { capture_key: 'data/none.json' } });
    expect(before.status).toBe(404);
  });
});

describe('demo credentials', () => {
  const d = DEMO_CREDENTIALS;
  const demo = { 'CLIENT-ID': d.client_id, AUTHORIZATION: `apikey ${d.username}:${d.api_key}`, PASSWORD: d.password, 'SECRET-KEY': d.secret_key };

  it('serves the two samples', async () => {
    const pdf = await t.request('GET', '/samples/invoice.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await t.request('GET', '/samples/receipt.png')).headers['content-type']).toBe('image/png');
  });

  it('captures the sample invoice by url', async () => {
    const res = await t.request('POST', '/api/v4', { headers: demo, query: { url: 'https://localhost:8443/samples/invoice.pdf' } });
    expect(res.status).toBe(200);
    expect(res.body.data.Total).toBeGreaterThan(0);
  });

  it('captures the sample receipt photo by url (OCR)', async () => {
    const res = await t.request('POST', '/api/v4', { headers: demo, query: { url: 'https://localhost:8443/samples/receipt.png' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Total: 21.7, Tax: 1.61, Subtotal: 20.09, Date: '2024-03-14', Pages: '1' });
    expect(res.body.data.Raw_Text).toContain('CORNER GROCERY');
  });

  it('refuses uploads and other documents', async () => {
    expect((await upload(SAMPLE_PDF, {}, 'pdf', demo)).status).toBe(403);
    const other = await t.request('POST', '/api/v4', { headers: demo, query: { url: 'https://example.com/invoice.pdf' } });
    expect(other.status).toBe(403);
    expect(other.body.message).toContain('/samples/invoice.pdf');
  });
});
