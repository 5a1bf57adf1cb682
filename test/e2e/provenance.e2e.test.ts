import fs from 'node:fs';
import path from 'node:path';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/** Confidence and provenance of extracted values over real HTTPS: GraphQL `fields`, line-item `fields`, `issues`. */
const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

let t: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  headers = (await registerVerified(t)).headers;
}, 60_000);
afterAll(() => t.close());

const FIELDS = 'name value confidence page bbox raw';
const DOC = `captureKey status total fields { ${FIELDS} } issues { code field message } lineItems { lineItemId amount fields { ${FIELDS} } }`;

type Gql = { data?: any; errors?: { message: string }[] };
async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Gql> {
  const res = await t.request('POST', '/graphql', { headers, json: { query, variables } });
  return res.body;
}

async function captured() {
  const res = await t.request('POST', '/graphql', {
    headers: { ...headers, 'apollo-require-preflight': 'true' },
    multipart: {
      fields: {
        operations: JSON.stringify({ query: `mutation($file: Upload) { captureDocument(file: $file, mode: SYNC) { document { ${DOC} } } }`, variables: { file: null } }),
        map: JSON.stringify({ 0: ['variables.file'] }),
      },
      files: [{ field: '0', name: 'invoice.pdf', type: 'application/pdf', bytes: SAMPLE_PDF }],
    },
  });
  expect(res.body.errors).toBeUndefined();
  let doc = res.body.data.captureDocument.document;
  // A SYNC capture the background worker took over (a loaded machine) is polled to the end.
  for (const deadline = Date.now() + 30_000; doc.status === 'PROCESSING' && Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 200));
    doc = (await gql(`query($k: String!) { document(captureKey: $k) { ${DOC} } }`, { k: doc.captureKey })).data.document;
  }
  return doc;
}

describe('field provenance', () => {
  it('gives every found value a confidence, its page, its box and the printed text', async () => {
    const doc = await captured();
    expect(doc.status).toBe('PROCESSED');
    const total = doc.fields.find((f: { name: string }) => f.name === 'Total');
    expect(total).toMatchObject({ value: doc.total, page: 1 });
    expect(total.confidence).toBeGreaterThan(0.5);
    expect(total.confidence).toBeLessThanOrEqual(1);
    expect(total.bbox).toHaveLength(4);
    const [x0, y0, x1, y1] = total.bbox;
    expect(x1).toBeGreaterThan(x0);
    expect(y1).toBeGreaterThan(y0);
    expect(total.raw.replace(/[^\d]/g, '')).toContain(String(Math.round(doc.total * 100)));
    for (const f of doc.fields) {
      expect(f.confidence).toBeGreaterThanOrEqual(0);
      expect(f.confidence).toBeLessThanOrEqual(1);
    }
    expect(doc.lineItems.length).toBeGreaterThan(0);
    const amount = doc.lineItems[0].fields.find((f: { name: string }) => f.name === 'Amount');
    expect(amount).toMatchObject({ value: doc.lineItems[0].amount, page: 1 });
    expect(amount.bbox).toHaveLength(4);
    expect(Array.isArray(doc.issues)).toBe(true);
  });

  it('marks a value a person corrected as theirs: confidence 1, no box', async () => {
    const doc = await captured();
    const res = await gql(`mutation($k: String!) { updateDocument(captureKey: $k, input: { total: 999.99 }) { document { fields { ${FIELDS} } } } }`, { k: doc.captureKey });
    expect(res.errors).toBeUndefined();
    const total = res.data.updateDocument.document.fields.find((f: { name: string }) => f.name === 'Total');
    expect(total).toEqual({ name: 'Total', value: 999.99, confidence: 1, page: 0, bbox: null, raw: '' });
  });

  it('keeps the REST record exactly as documented (no provenance keys in it)', async () => {
    const doc = await captured();
    const res = await t.request('POST', `/webhook?capture_key=${encodeURIComponent(doc.captureKey)}`, { headers });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).not.toEqual(expect.arrayContaining(['fields', 'sources', 'issues', 'confidence']));
  });
});
