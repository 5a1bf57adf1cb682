import fs from 'node:fs';
import path from 'node:path';
import { blankPdf, pngDeclaring } from '../support/limits-fixtures';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

const RECEIPT = fs.readFileSync(path.join(__dirname, '../../assets/samples/receipt.png'));
const ocrJson = (text: string) =>
  Buffer.from(JSON.stringify({ pages: [{ width: 600, height: 800, words: [{ text, bbox: [50, 50, 150, 70] }] }] }));

let t: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  // OCR on (default): images must be supported for the pixel cap and the timeout to be reachable.
  // 300 ms is far below what OCR of the sample receipt takes, and far above reading an OCR JSON file.
  t = await startTestServer({ MAX_PAGES: '2', MAX_IMAGE_MEGAPIXELS: '1', MAX_UPLOAD_MB: '1', DOCUMENT_TIMEOUT_MS: '300' });
  headers = (await registerVerified(t)).headers;
}, 60000);
afterAll(async () => {
  await t?.close();
});

const upload = (bytes: Buffer, name: string, query: Record<string, string> = {}) =>
  t.request('POST', '/api/v4', { headers, query, multipart: { files: [{ field: 'pdf', name, type: 'application/octet-stream', bytes }] } });

async function waitForOutcome(key: string): Promise<{ status: string; reason?: string; data?: Record<string, unknown> }> {
  for (let i = 0; i < 300; i++) {
    const hook = await t.request('POST', '/webhook', { headers, query: { capture_key: key } });
    if (hook.body.status === 'failed' || hook.body.data) return hook.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`document ${key} still processing`);
}

describe('caps at acceptance', () => {
  it('refuses a PDF over MAX_PAGES with 413 naming the limit', async () => {
    const res = await upload(await blankPdf(3), 'three.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: 'The document has 3 pages; the limit is 2 (MAX_PAGES)', status: 'unsuccessful' });
  });

  it('accepts a PDF at MAX_PAGES', async () => {
    expect((await upload(await blankPdf(2), 'two.pdf')).status).toBe(200);
  });

  it('refuses an image whose header declares 20000×20000 with 413, without decoding it', async () => {
    const bomb = pngDeclaring(20000, 20000);
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(bomb, 'bomb.png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'PAYLOAD_TOO_LARGE' });
    // Decoding would have been refused by the image reader with 422 "could not be decoded" instead.
    expect(res.body.message).toContain('MAX_IMAGE_MEGAPIXELS');
    expect(res.body.message).toContain('20000×20000');
  });

  it('refuses an upload over MAX_UPLOAD_MB with 413', async () => {
    const big = Buffer.concat([await blankPdf(1), Buffer.alloc(1024 * 1024 + 1, 0x20)]);
    const res = await upload(big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('time budget during processing', () => {
  it('fails an asynchronous capture that runs out of time, with a reason, and keeps the queue going', async () => {
    const slow = await upload(RECEIPT, 'receipt.png', { type: 'async' });
    expect(slow.status).toBe(200);
    const failed = await waitForOutcome(slow.body.capture_key);
    expect(failed).toMatchObject({ status: 'failed', reason: 'Extraction took longer than 300 ms (DOCUMENT_TIMEOUT_MS)' });

    // The OCR of the receipt may still be running in the background; the queue has moved on regardless.
    const next = await upload(ocrJson('Total 12.50'), 'next.ocr.json', { type: 'async' });
    expect(next.status).toBe(200);
    const processed = await waitForOutcome(next.body.capture_key);
    expect(processed.data).toMatchObject({ capture_key: next.body.capture_key });
  }, 60000);

  it('answers a synchronous capture that runs out of time with 422 and the reason', async () => {
    const res = await upload(RECEIPT, 'receipt.png');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'UNPROCESSABLE', capture_key: expect.any(String) });
    expect(res.body.message).toContain('DOCUMENT_TIMEOUT_MS');
  }, 60000);
});
