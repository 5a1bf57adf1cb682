import fs from 'node:fs';
import path from 'node:path';
import { READ_ONLY_FIELDS, RECORD_FIELDS } from '../../src/domain/document/record-fields';
import { pngDeclaring } from '../support/limits-fixtures';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/**
 * Hostile input over HTTP: broken and lying files, bodies that are not what they claim, oversized JSON, and SQL or
 * script text in string fields. Each gets a 4xx (or a document in the failed state) with a JSON `message` and
 * `status`, never a 5xx, and the account's stored record is unchanged unless the request was a valid edit.
 */
const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

let t: TestServer;
let headers: Record<string, string>;
let key: string;

beforeAll(async () => {
  t = await startTestServer({ MAX_IMAGE_MEGAPIXELS: '20' });
  headers = (await registerVerified(t)).headers;
  const res = await t.request('POST', '/api/v4', { headers, multipart: { files: [{ field: 'pdf', name: 'invoice.pdf', type: 'application/pdf', bytes: SAMPLE_PDF }] } });
  key = res.body.data.capture_key;
}, 60000);
afterAll(() => t.close());

const record = async () => (await t.request('POST', '/webhook', { headers, query: { capture_key: key } })).body.data;

function expectRefusal(res: { status: number; body: { message?: unknown; status?: unknown } }): void {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(typeof res.body?.message).toBe('string');
  expect(res.body.status).toBe('unsuccessful');
  expect(JSON.stringify(res.body)).not.toMatch(/\n\s+at |node_modules|\/src\//);
}

describe('broken and lying uploads', () => {
  const files: Array<[string, () => Buffer, string]> = [
    ['a truncated PDF', () => SAMPLE_PDF.subarray(0, Math.floor(SAMPLE_PDF.length / 2)), 'invoice.pdf'],
    ['a PDF header followed by garbage', () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41)]), 'x.pdf'],
    ['random bytes', () => Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 256)), 'x.bin'],
    ['HTML named as a PDF', () => Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'invoice.pdf'],
    ['a PNG declaring 50,000 × 50,000 pixels', () => pngDeclaring(50_000, 50_000), 'huge.png'],
    ['a zip that is no office file', () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 0)]), 'x.xlsx'],
  ];

  it.each(files)('%s is refused or fails, never a 5xx', async (_name, bytes, name) => {
    const before = await record();
    const res = await t.request('POST', '/api/v4', { headers, multipart: { files: [{ field: 'pdf', name, type: 'application/pdf', bytes: bytes() }] } });
    expectRefusal(res);
    expect(await record()).toEqual(before);
  });
});

describe('bodies that are not what they claim', () => {
  it('invalid UTF-8 in a JSON edit is a 400, and nothing is written', async () => {
    const before = await record();
    const bytes = Buffer.concat([Buffer.from('{"Vendor_Name":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]);
    const res = await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, rawBody: { type: 'application/json', bytes } });
    expectRefusal(res);
    expect(await record()).toEqual(before);
  });

  it('malformed JSON, a wrong content type and a 10 MB JSON body are refused', async () => {
    const before = await record();
    const cases = [
      { type: 'application/json', bytes: '{"Total": 12,' },
      { type: 'text/plain', bytes: 'Total=12' },
      { type: 'application/json', bytes: JSON.stringify({ Notes: 'x'.repeat(10 * 1024 * 1024) }) },
    ];
    for (const rawBody of cases) {
      expectRefusal(await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, rawBody }));
    }
    expect(await record()).toEqual(before);
  });
});

describe('record edits at their size limit', () => {
  it('take a 1,000,000-character Raw_Text (over the app-wide 1 MB once escaped) and refuse a body over 5 MB', async () => {
    const raw = 'Zeile "eins"\n\t'.repeat(62_500);
    expect(JSON.stringify({ Raw_Text: raw }).length).toBeGreaterThan(1_100_000);
    const ok = await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, json: { Raw_Text: raw } });
    expect(ok.body).toEqual({ message: 'Updated successfully', status: 'success' });
    expect((await record()).Raw_Text).toBe(raw);
    const before = await record();
    const big = await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, json: { Notes: 'x'.repeat(6 * 1024 * 1024) } });
    expect(big.status).toBe(413);
    expect(await record()).toEqual(before);
  });
});

describe('SQL and script text in string fields', () => {
  const HOSTILE = ["'; DROP TABLE documents; --", '" OR 1=1 --', '<script>alert(1)</script>', '${7*7}{{7*7}}', 'Robert\'); DELETE FROM accounts;--'];

  it('is stored and returned verbatim as data, in every string field of a record', async () => {
    // Free-text fields only: coded ones (currency, document type…) are validated against their lists.
    const stringFields = RECORD_FIELDS.filter((f) => f.kind === 'string' && !(READ_ONLY_FIELDS as readonly string[]).includes(f.name))
      .map((f) => f.name)
      .filter((k) => !/Currency_Code|Document_Type|Payment_Type|Category|Language/.test(k));
    expect(stringFields.length).toBeGreaterThan(5);
    const patch = Object.fromEntries(stringFields.map((k, i) => [k, HOSTILE[i % HOSTILE.length]]));
    const res = await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, json: patch });
    expect(res.body).toEqual({ message: 'Updated successfully', status: 'success' });
    expect(await record()).toMatchObject(patch);
  });

  it('in a capture_key, a query parameter or a GraphQL argument is only ever "not found"', async () => {
    for (const k of HOSTILE) {
      const hook = await t.request('POST', '/webhook', { headers, query: { capture_key: k } });
      expect(hook.status).toBe(404);
      const gql = await t.request('POST', '/graphql', { headers, json: { query: 'query($k: String!) { document(captureKey: $k) { captureKey } }', variables: { k } } });
      expect(gql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const list = await t.request('POST', '/graphql', { headers, json: { query: 'query($v: String) { documents(filter: { vendor: $v }) { totalCount } }', variables: { v: "' OR '1'='1" } } });
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.documents.totalCount).toBe(0);
  });
});
