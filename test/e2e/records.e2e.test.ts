import fs from 'node:fs';
import path from 'node:path';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

let t: TestServer;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
let key: string;

beforeAll(async () => {
  t = await startTestServer();
  headers = (await registerVerified(t)).headers;
  otherHeaders = (await registerVerified(t)).headers;
  const res = await t.request('POST', '/api/v4', {
    headers,
    multipart: { files: [{ field: 'pdf', name: 'invoice.pdf', type: 'application/pdf', bytes: SAMPLE_PDF }] },
  });
  key = res.body.data.capture_key;
});
afterAll(() => t.close());

const fetchRecord = async (h = headers) => (await t.request('POST', '/webhook', { headers: h, query: { capture_key: key } })).body.data;
const json = { 'Content-Type': 'application/json' };

describe('PUT /api/v4/update', () => {
  it('updates fields and keeps their types', async () => {
    const res = await t.request('PUT', '/api/v4/update', { headers: { ...headers, ...json }, query: { capture_key: key }, json: { Total: 123.45, Vendor_Name: 'Initech', Due_Date: '2025-01-31' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Updated successfully', status: 'success' });
    expect(await fetchRecord()).toMatchObject({ Total: 123.45, Vendor_Name: 'Initech', Due_Date: '2025-01-31' });
  });

  it('accepts the documented `data` string form', async () => {
    const res = await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, json: { data: JSON.stringify({ Notes: 'checked' }) } });
    expect(res.status).toBe(200);
    expect((await fetchRecord()).Notes).toBe('checked');
  });

  it.each([
    [{ Total: '12.00' }, /Total must be a number/],
    [{ Unknown_Field: 1 }, /unknown field/],
    [{ Date: '15/03/2024' }, /YYYY-MM-DD/],
    [{ Created: '2020-01-01 00:00:00' }, /cannot be changed/],
  ])('refuses %j with 400 and writes nothing', async (body, why) => {
    const before = await fetchRecord();
    const res = await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, json: { ...body, Vendor_Name: 'Should Not Stick' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'unsuccessful', message: expect.stringMatching(why) });
    expect(await fetchRecord()).toEqual(before);
  });

  it('refuses a body that names no field', async () => {
    const res = await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, json: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/no field/);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, rawBody: { type: 'application/json', bytes: 'Total=5' } });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown key and for another account\'s key', async () => {
    expect((await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: 'data/x/nope.json' }, json: { Total: 1 } })).status).toBe(404);
    expect((await t.request('PUT', '/api/v4/update', { headers: otherHeaders, query: { capture_key: key }, json: { Total: 1 } })).status).toBe(404);
    expect((await t.request('POST', '/webhook', { headers: otherHeaders, query: { capture_key: key } })).status).toBe(404);
  });

  it('asks for the capture_key', async () => {
    const res = await t.request('PUT', '/api/v4/update', { headers, json: { Total: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/capture_key/);
  });
});

describe('line items', () => {
  it('adds through every documented path and method, updates, deletes and renumbers', async () => {
    const start = (await fetchRecord()).Line_Items.length;
    const added: string[] = [];
    for (const [method, p] of [['PUT', '/api/v4/update/line-items'], ['PUT', '/api/v4/line-items'], ['POST', '/api/v4/update/line-items'], ['POST', '/api/v4/line-items']]) {
      const res = await t.request(method, p, { headers, query: { capture_key: key }, json: { Description: `Extra ${method} ${p}`, QTY: 1, Price: 2.5, Amount: 2.5 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Added line item successfully', status: 'success', line_item_id: expect.any(String) });
      added.push(res.body.line_item_id);
    }
    let items = (await fetchRecord()).Line_Items;
    expect(items).toHaveLength(start + 4);
    expect(items.map((i: { Line: number }) => i.Line)).toEqual(items.map((_: unknown, i: number) => i + 1));

    const upd = await t.request('PUT', `/api/v4/update/line-items/${added[0]}`, { headers, query: { capture_key: key }, json: { QTY: 3, Amount: 7.5, Unit: 'box' } });
    expect(upd.body).toMatchObject({ message: 'Updated line item successfully', status: 'success' });
    items = (await fetchRecord()).Line_Items;
    expect(items.find((i: { line_item_id: string }) => i.line_item_id === added[0])).toMatchObject({ QTY: 3, Amount: 7.5, Unit: 'box', Price: 2.5 });

    const del = await t.request('DELETE', `/api/v4/update/line-items/${added[1]}`, { headers: { ...headers, ...json }, query: { capture_key: key } });
    expect(del.body).toEqual({ message: 'Deleted line item successfully', status: 'success' });
    items = (await fetchRecord()).Line_Items;
    expect(items).toHaveLength(start + 3);
    expect(items.map((i: { Line: number }) => i.Line)).toEqual(items.map((_: unknown, i: number) => i + 1));
    expect(items.some((i: { line_item_id: string }) => i.line_item_id === added[1])).toBe(false);
  });

  it('refuses bad line-item bodies and unknown ids', async () => {
    const bad = await t.request('PUT', '/api/v4/update/line-items', { headers, query: { capture_key: key }, json: { QTY: 'three' } });
    expect(bad.status).toBe(400);
    const unknownKey = await t.request('PUT', '/api/v4/update/line-items', { headers, query: { capture_key: key }, json: { Line: 4 } });
    expect(unknownKey.status).toBe(400);
    expect((await t.request('PUT', '/api/v4/update/line-items/nope', { headers, query: { capture_key: key }, json: { QTY: 1 } })).status).toBe(404);
    expect((await t.request('DELETE', '/api/v4/update/line-items/nope', { headers, query: { capture_key: key } })).status).toBe(404);
    const someId = (await fetchRecord()).Line_Items[0].line_item_id;
    expect((await t.request('DELETE', `/api/v4/update/line-items/${someId}`, { headers: otherHeaders, query: { capture_key: key } })).status).toBe(404);
  });

  it('replaces the whole list through Line_Items on update', async () => {
    const res = await t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, json: { Line_Items: [{ Description: 'Only item', QTY: 1, Amount: 9 }] } });
    expect(res.status).toBe(200);
    const items = (await fetchRecord()).Line_Items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ Line: 1, Description: 'Only item', Amount: 9, SKU: '' });
  });
});

describe('bank transactions', () => {
  let apiKey: string;
  beforeAll(async () => {
    apiKey = headers.AUTHORIZATION.split(':').pop()!;
  });

  it('categorizes one string per transaction, in order', async () => {
    const txns = ['UBER *TRIP HELP.UBER.COM|-23.50|t1', 'NETFLIX.COM|-15.99|t2', 'SALARY ACME CORP|2500.00|t3'];
    const res = await t.request('GET', '/api/v2/banktxn/', { query: { api_key: apiKey, txns } });
    expect(res.status).toBe(200);
    expect(res.body.categories).toHaveLength(3);
    res.body.categories.forEach((c: unknown) => expect(typeof c).toBe('string'));
  });

  it('reads the JSON-array and bracket query forms', async () => {
    const a = await t.request('GET', '/api/v2/banktxn/', { query: { api_key: apiKey, txns: JSON.stringify(['SHELL FUEL|-40|a', 'ATM WITHDRAWAL|-100|b']) } });
    expect(a.body.categories).toHaveLength(2);
    const b = await t.request('GET', `/api/v2/banktxn/?api_key=${apiKey}&txns[]=SHELL&txns[]=ATM`);
    expect(b.body.categories).toHaveLength(2);
  });

  it('requires the api key and some transactions', async () => {
    expect((await t.request('GET', '/api/v2/banktxn/', { query: { txns: 'x' } })).status).toBe(401);
    expect((await t.request('GET', '/api/v2/banktxn/', { query: { api_key: 'wrong', txns: 'x' } })).status).toBe(401);
    const empty = await t.request('GET', '/api/v2/banktxn/', { query: { api_key: apiKey } });
    expect(empty.status).toBe(400);
    expect(empty.body.status).toBe('unsuccessful');
  });

  it('publishes its category list', async () => {
    const res = await t.request('GET', '/api/v2/banktxn/categories', { query: { api_key: apiKey } });
    expect(res.body.categories.length).toBeGreaterThan(10);
  });
});
