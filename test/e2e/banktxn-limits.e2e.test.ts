import { MAX_TRANSACTIONS_PER_REQUEST } from '../../src/domain/banktxn/categorizer';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/**
 * Bank-transaction calls at their documented limits over HTTP: a year of statements (10,000 long transactions,
 * several megabytes of JSON) and a full custom set (10,000 examples) pass; one more is a 413 with the limit named.
 */
let t: TestServer;
let key: string;

beforeAll(async () => {
  t = await startTestServer();
  key = (await registerVerified(t)).creds.api_key;
});
afterAll(() => t.close());

// Long, realistic lines: processor prefix, merchant, city, card and reference numbers.
const longTxn = (i: number) => `POS PURCHASE ${'WOOLWORTHS FOOD SANDTON CITY SHOPPING CENTRE '.repeat(6)}CARD 4432 REF ${i}|-${i % 900}.45|t${i}`;

describe('POST /api/v2/banktxn/ at the limit', () => {
  it('categorizes 10,000 transactions sent as a multi-megabyte JSON body', async () => {
    const txns = Array.from({ length: MAX_TRANSACTIONS_PER_REQUEST }, (_, i) => longTxn(i));
    expect(JSON.stringify({ txns }).length).toBeGreaterThan(2_000_000);
    const res = await t.request('POST', '/api/v2/banktxn/', { query: { api_key: key }, json: { txns } });
    expect(res.status).toBe(200);
    expect(res.body.categories).toHaveLength(MAX_TRANSACTIONS_PER_REQUEST);
  });

  it('refuses 10,001 with 413 and the limit in the body', async () => {
    const txns = Array.from({ length: MAX_TRANSACTIONS_PER_REQUEST + 1 }, (_, i) => `SPAR ${i}|-1|${i}`);
    const res = await t.request('POST', '/api/v2/banktxn/', { query: { api_key: key }, json: { txns } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'PAYLOAD_TOO_LARGE' });
    expect(res.body.message).toMatch(/at most 10000/);
  });

  it('reads repeated txns form fields in a POST body, as the query string does', async () => {
    const body = new URLSearchParams([['txns', 'SHELL FUEL|-40|a'], ['txns', 'ATM WITHDRAWAL|-100|b']]).toString();
    const res = await t.request('POST', '/api/v2/banktxn/', { query: { api_key: key }, rawBody: { type: 'application/x-www-form-urlencoded', bytes: body } });
    expect(res.status).toBe(200);
    expect(res.body.categories).toHaveLength(2);
  });

  it('answers a body over the parser limit with a JSON 413, not an HTML page', async () => {
    const res = await t.request('POST', '/api/v2/banktxn/', { query: { api_key: key }, rawBody: { type: 'application/json', bytes: `{"txns":["${'x'.repeat(13_000_000)}"]}` } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 'unsuccessful' });
    expect(typeof res.body.message).toBe('string');
  });
});

describe('GET /api/v2/banktxn/ with repeated query keys', () => {
  const short = (i: number) => `WOOLWORTHS FOOD ${i}|-${(i % 90) + 10}.45|g${i}`;
  const viaPost = async (txns: string[]) =>
    (await t.request('POST', '/api/v2/banktxn/', { query: { api_key: key }, json: { txns } })).body.categories as string[];
  /** The query string built by hand, so the key order (api_key last, after every txns) is what the test says. */
  const get = (pairs: [string, string][]) => t.request('GET', `/api/v2/banktxn/?${new URLSearchParams(pairs).toString()}`);

  it.each([21, 1000, MAX_TRANSACTIONS_PER_REQUEST])('answers %i repeated txns= in order, with api_key after them', async (n) => {
    const txns = Array.from({ length: n }, (_, i) => short(i));
    const res = await get([...txns.map((x): [string, string] => ['txns', x]), ['api_key', key]]);
    expect(res.status).toBe(200);
    expect(res.body.categories).toHaveLength(n);
    expect(res.body.categories).toEqual(await viaPost(txns));
  });

  it.each([
    ['txns[]', (_i: number) => 'txns[]'],
    ['txns[i]', (i: number) => `txns[${i}]`],
  ])('reads the %s form at 10,000 keys', async (_form, keyOf) => {
    const txns = Array.from({ length: MAX_TRANSACTIONS_PER_REQUEST }, (_, i) => short(i));
    const res = await get([['api_key', key], ...txns.map((x, i): [string, string] => [keyOf(i), x])]);
    expect(res.status).toBe(200);
    expect(res.body.categories).toHaveLength(MAX_TRANSACTIONS_PER_REQUEST);
    expect(res.body.categories.slice(0, 50)).toEqual((await viaPost(txns.slice(0, 50))));
  });

  it('refuses 10,001 repeated keys with 413 and the limit, as the POST form does', async () => {
    const txns = Array.from({ length: MAX_TRANSACTIONS_PER_REQUEST + 1 }, (_, i) => `SPAR ${i}|-1|${i}`);
    const res = await get([['api_key', key], ...txns.map((x): [string, string] => ['txns', x])]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'PAYLOAD_TOO_LARGE' });
    expect(res.body.message).toMatch(/at most 10000/);
  });
});

describe('a request head over MAX_REQUEST_HEAD_KB', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ MAX_REQUEST_HEAD_KB: '32' });
  });
  afterAll(() => small.close());

  it('answers a URL over the limit with a JSON 414 naming the limit and the POST form', async () => {
    const txns = Array.from({ length: 2000 }, (_, i) => `SPAR ${i}|-1|${i}`);
    const res = await small.request('GET', '/api/v2/banktxn/', { query: { api_key: 'k', txns } });
    expect(res.status).toBe(414);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'URI_TOO_LONG', limit_bytes: 32 * 1024 });
    expect(res.body.message).toMatch(/32 KB/);
    expect(res.body.message).toMatch(/POST \/api\/v2\/banktxn\//);
  });

  it('answers headers over the limit with a JSON 431', async () => {
    const res = await small.request('GET', '/api/v2/banktxn/', { query: { api_key: 'k', txns: 'x' }, headers: { 'x-padding': 'p'.repeat(40_000) } });
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'HEADERS_TOO_LARGE' });
  });

  it('still serves requests under the limit', async () => {
    const res = await small.request('GET', '/healthz');
    expect(res.status).toBe(200);
  });
});

describe('POST /api/v2/banktxn/categories at the limit', () => {
  it('stores 10,000 examples sent as a multi-megabyte body and uses them at once', async () => {
    const examples = Array.from({ length: 10_000 }, (_, i) => ({
      txn: i % 2 ? longTxn(i) : `${'DEBIT ORDER DISCOVERY LIFE INSURANCE POLICY '.repeat(6)}${i}|-899|d${i}`,
      category: i % 2 ? 'Food at home' : 'Cover',
    }));
    expect(JSON.stringify({ examples }).length).toBeGreaterThan(2_000_000);
    const set = await t.request('POST', '/api/v2/banktxn/categories', { query: { api_key: key }, json: { examples } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ custom: true, examples: 10_000 });
    const res = await t.request('GET', '/api/v2/banktxn/', { query: { api_key: key, txns: ['WOOLWORTHS FOOD ROSEBANK|-120|x', 'DISCOVERY LIFE DEBIT ORDER|-899|y'] } });
    expect(res.body.categories).toEqual(['Food at home', 'Cover']);
  });

  it('refuses 10,001 examples with 400 and the limit named, keeping the stored set', async () => {
    const examples = Array.from({ length: 10_001 }, (_, i) => ({ txn: `SPAR ${i}|-1|${i}`, category: 'Food' }));
    const res = await t.request('POST', '/api/v2/banktxn/categories', { query: { api_key: key }, json: { examples } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/10,?000/);
    const kept = await t.request('GET', '/api/v2/banktxn/categories', { query: { api_key: key } });
    expect(kept.body).toMatchObject({ custom: true, examples: 10_000 });
  });
});
