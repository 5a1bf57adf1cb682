import fs from 'node:fs';
import path from 'node:path';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/**
 * Account isolation over HTTP: every REST path and GraphQL field that takes a capture_key or a line_item_id
 * answers another account's key exactly as an unknown one (404 / NOT_FOUND), and the owner's record is unchanged
 * afterwards. A line item of one account is not reachable through the other account's own document either.
 */
const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

let t: TestServer;
let owner: { headers: Record<string, string>; bearer: Record<string, string> };
let intruder: { headers: Record<string, string>; bearer: Record<string, string> };
let ownerKey: string;
let ownerItem: string;
let intruderKey: string;

async function account() {
  const reg = await registerVerified(t);
  return { headers: reg.headers, bearer: { authorization: `Bearer ${reg.creds.api_key}` } };
}

async function capture(headers: Record<string, string>): Promise<string> {
  const res = await t.request('POST', '/api/v4', { headers, multipart: { files: [{ field: 'pdf', name: 'invoice.pdf', type: 'application/pdf', bytes: SAMPLE_PDF }] } });
  expect(res.status).toBe(200);
  return res.body.data.capture_key;
}

const NO_SUCH_KEY = 'data/nobody@example.com/2024-01-01_0000000000000000.json';
const record = async (key = ownerKey) => (await t.request('POST', '/webhook', { headers: owner.headers, query: { capture_key: key } })).body.data;

beforeAll(async () => {
  t = await startTestServer();
  owner = await account();
  intruder = await account();
  ownerKey = await capture(owner.headers);
  intruderKey = await capture(intruder.headers);
  const added = await t.request('POST', '/api/v4/line-items', { headers: owner.headers, query: { capture_key: ownerKey }, json: { Description: 'Owner item', Amount: 5 } });
  ownerItem = added.body.line_item_id;
});
afterAll(() => t.close());

describe('REST paths refuse another account\'s documents as unknown ones', () => {
  const cases: Array<[string, string, (k: string) => Record<string, unknown>]> = [
    ['POST', '/webhook', () => ({})],
    ['GET', '/api/v4/record', () => ({})],
    ['PUT', '/api/v4/update', () => ({ json: { Total: 1 } })],
    ['PUT', '/api/v4/update/line-items', () => ({ json: { Description: 'x' } })],
    ['POST', '/api/v4/update/line-items', () => ({ json: { Description: 'x' } })],
    ['PUT', '/api/v4/line-items', () => ({ json: { Description: 'x' } })],
    ['POST', '/api/v4/line-items', () => ({ json: { Description: 'x' } })],
    ['DELETE', '/api/v4/document', () => ({})],
  ];

  it.each(cases)('%s %s', async (method, p, extra) => {
    const before = await record();
    for (const auth of [{ headers: intruder.headers }, { headers: intruder.bearer }]) {
      const res = await t.request(method, p, { ...auth, query: { capture_key: ownerKey }, ...extra(ownerKey) });
      const unknown = await t.request(method, p, { ...auth, query: { capture_key: NO_SUCH_KEY }, ...extra('') });
      expect(res.status).toBe(404);
      // The same body, naming the key it was given: nothing tells the intruder the document exists.
      expect(res.body).toEqual({ ...unknown.body, message: unknown.body.message.replace(NO_SUCH_KEY, ownerKey) });
    }
    expect(await record()).toEqual(before);
  });

  it('a line item is reachable only through its own account\'s document', async () => {
    const before = await record();
    for (const method of ['PUT', 'DELETE']) {
      const viaOwnerKey = await t.request(method, `/api/v4/update/line-items/${ownerItem}`, { headers: intruder.headers, query: { capture_key: ownerKey }, json: { Amount: 9 } });
      expect(viaOwnerKey.status).toBe(404);
      const viaOwnDoc = await t.request(method, `/api/v4/update/line-items/${ownerItem}`, { headers: intruder.headers, query: { capture_key: intruderKey }, json: { Amount: 9 } });
      expect(viaOwnDoc.status).toBe(404);
    }
    expect(await record()).toEqual(before);
    expect(before.Line_Items.some((i: { line_item_id: string }) => i.line_item_id === ownerItem)).toBe(true);
  });
});

describe('GraphQL fields refuse another account\'s documents as unknown ones', () => {
  const gql = async (query: string, variables: Record<string, unknown>) =>
    (await t.request('POST', '/graphql', { headers: intruder.bearer, json: { query, variables } })).body;

  const ops: Array<[string, string, Record<string, unknown>]> = [
    ['document', 'query($k: String!) { document(captureKey: $k) { captureKey } }', {}],
    ['updateDocument', 'mutation($k: String!) { updateDocument(captureKey: $k, input: { total: 1 }) { captureKey } }', {}],
    ['addLineItem', 'mutation($k: String!) { addLineItem(captureKey: $k, input: { description: "x" }) { lineItemId } }', {}],
    ['updateLineItem', 'mutation($k: String!, $i: String!) { updateLineItem(captureKey: $k, lineItemId: $i, input: { amount: 9 }) { lineItemId } }', { i: 'item' }],
    ['deleteLineItem', 'mutation($k: String!, $i: String!) { deleteLineItem(captureKey: $k, lineItemId: $i) }', { i: 'item' }],
    ['deleteDocument', 'mutation($k: String!) { deleteDocument(captureKey: $k) }', {}],
  ];

  it.each(ops)('%s', async (_field, query, vars) => {
    const before = await record();
    const withItem = (v: Record<string, unknown>) => ('i' in v ? { ...v, i: ownerItem } : v);
    const res = await gql(query, withItem({ ...vars, k: ownerKey }));
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const viaOwnDoc = 'i' in vars ? await gql(query, { k: intruderKey, i: ownerItem }) : null;
    if (viaOwnDoc) expect(viaOwnDoc.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await record()).toEqual(before);
  });

  it('documents lists only the caller\'s own', async () => {
    const res = await gql('{ documents { totalCount nodes { captureKey } } }', {});
    const keys = res.data.documents.nodes.map((n: { captureKey: string }) => n.captureKey);
    expect(keys).toContain(intruderKey);
    expect(keys).not.toContain(ownerKey);
  });
});
