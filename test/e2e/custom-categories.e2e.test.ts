import { DEMO_CREDENTIALS } from '../../src/domain/account/account.service';
import { CATEGORIES, PRIMARY_CATEGORIES } from '../../src/domain/banktxn/categories';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/** Custom bank-transaction categories over HTTP: set, read, use, reset; per account; every refusal. */
let t: TestServer;
let key: string;
let headers: Record<string, string>;
let otherKey: string;

beforeAll(async () => {
  t = await startTestServer();
  const reg = await registerVerified(t);
  key = reg.creds.api_key;
  headers = reg.headers;
  otherKey = (await registerVerified(t)).creds.api_key;
});
afterAll(() => t.close());

const PATH = '/api/v2/banktxn/categories';
const EXAMPLES = [
  { txn: 'UBER *TRIP 1234|-85.00|1', category: 'Travel costs' },
  { txn: 'BOLT.EU RIDE|-62.40|2', category: 'Travel costs' },
  { txn: 'WOOLWORTHS SANDTON|-431.20|3', category: 'Food at home' },
  { txn: 'CHECKERS HYPER|-1203.55|4', category: 'Food at home' },
  { txn: 'SALARY ACME PTY LTD|25000.00|5', category: 'Wages' },
  { txn: 'PAYROLL GLOBEX|31000.00|6', category: 'Wages' },
];
const DEFAULT_BODY = JSON.parse(JSON.stringify({ categories: CATEGORIES, primary_categories: PRIMARY_CATEGORIES }));
const TXNS = ['UBER TRIP 5678|-40.00|a', 'WOOLWORTHS FOOD MENLYN|-220.10|b', 'SALARY ACME PTY LTD NOV|25000.00|c', 'NETFLIX.COM|-199.00|d'];
const custom = ['Travel costs', 'Food at home', 'Wages'];

describe('POST/GET/DELETE /api/v2/banktxn/categories', () => {
  it('replaces, shows and uses the custom set, leaves other accounts alone, and resets to the default', async () => {
    expect((await t.request('GET', PATH, { query: { api_key: key } })).body).toEqual(DEFAULT_BODY);
    const defaults = await t.request('GET', '/api/v2/banktxn/', { query: { api_key: key, txns: TXNS } });

    const set = await t.request('POST', PATH, { query: { api_key: key }, json: { examples: EXAMPLES } });
    expect(set.status).toBe(200);
    const body = { categories: [{ name: 'Travel costs', examples: 2 }, { name: 'Food at home', examples: 2 }, { name: 'Wages', examples: 2 }], custom: true, examples: 6 };
    expect(set.body).toEqual(body);
    // Same credentials in every form the other banktxn routes take.
    for (const auth of [{ query: { api_key: key } }, { headers: { authorization: `Bearer ${key}` } }, { headers }]) {
      expect((await t.request('GET', PATH, auth)).body).toEqual(body);
    }

    const mine = await t.request('GET', '/api/v2/banktxn/', { query: { api_key: key, txns: TXNS } });
    expect(mine.status).toBe(200);
    expect(mine.body.categories.slice(0, 3)).toEqual(custom);
    for (const c of mine.body.categories) expect(custom).toContain(c);
    const posted = await t.request('POST', '/api/v2/banktxn/', { headers, json: { txns: TXNS } });
    expect(posted.body).toEqual(mine.body);

    expect((await t.request('GET', PATH, { query: { api_key: otherKey } })).body).toEqual(DEFAULT_BODY);
    expect((await t.request('GET', '/api/v2/banktxn/', { query: { api_key: otherKey, txns: TXNS } })).body).toEqual(defaults.body);

    // A second POST replaces the whole set, not adds to it.
    const replaced = await t.request('POST', PATH, { headers, json: { examples: [{ txn: 'ANYTHING|-1|1', category: 'Everything' }] } });
    expect(replaced.body).toEqual({ categories: [{ name: 'Everything', examples: 1 }], custom: true, examples: 1 });
    expect((await t.request('GET', '/api/v2/banktxn/', { query: { api_key: key, txns: TXNS } })).body.categories).toEqual(TXNS.map(() => 'Everything'));

    const reset = await t.request('DELETE', PATH, { query: { api_key: key } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual(DEFAULT_BODY);
    expect((await t.request('GET', PATH, { query: { api_key: key } })).body).toEqual(DEFAULT_BODY);
    expect((await t.request('GET', '/api/v2/banktxn/', { query: { api_key: key, txns: TXNS } })).body).toEqual(defaults.body);
  });

  describe('refuses bad input with 400 and a reason, storing nothing', () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({ txn: `T${i}`, category: 'C' }));
    const cases: [string, { json?: unknown; rawBody?: { type: string; bytes: string } }, RegExp][] = [
      ['a body that is not JSON', { rawBody: { type: 'application/json', bytes: '{"examples": [' } }, /not valid JSON/],
      ['a text body', { rawBody: { type: 'text/plain', bytes: 'UBER,Travel' } }, /"examples"/],
      ['no examples array', { json: { txns: [] } }, /"examples"/],
      ['zero examples', { json: { examples: [] } }, /at least one example/],
      ['an empty txn', { json: { examples: [{ txn: '', category: 'A' }] } }, /examples\[0\]\.txn must be a non-empty string/],
      ['a whitespace category', { json: { examples: [{ txn: 'A', category: 'B' }, { txn: 'B', category: '  ' }] } }, /examples\[1\]\.category must be a non-empty string/],
      ['a txn over 1000 characters', { json: { examples: [{ txn: 'x'.repeat(1001), category: 'A' }] } }, /longer than 1000/],
      ['a category over 100 characters', { json: { examples: [{ txn: 'A', category: 'c'.repeat(101) }] } }, /longer than 100/],
      ['more than 10,000 examples', { json: { examples: many } }, /at most 10000 examples/],
      ['conflicting labels', { json: { examples: [{ txn: 'Uber Trip|-5|1', category: 'Travel' }, { txn: 'UBER  TRIP|-5|1', category: 'Fun' }] } }, /Conflicting labels: examples\[0\] and examples\[1\].*"Travel" and "Fun"/],
    ];
    it.each(cases)('%s', async (_name, body, reason) => {
      await t.request('POST', PATH, { query: { api_key: key }, json: { examples: EXAMPLES } });
      const res = await t.request('POST', PATH, { query: { api_key: key }, ...body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'BAD_REQUEST' });
      expect(res.body.message).toMatch(reason);
      expect((await t.request('GET', PATH, { query: { api_key: key } })).body.examples).toBe(EXAMPLES.length);
    });
  });

  it('categorizes 10,000 transactions in one POST, and refuses 10,001 as too large (413)', async () => {
    const many = Array.from({ length: 10000 }, (_, i) => `POS PURCHASE STORE ${i} SANDTON|-${i}.50|t${i}`);
    const ok = await t.request('POST', '/api/v2/banktxn/', { query: { api_key: key }, json: { txns: many } });
    expect(ok.status).toBe(200);
    expect(ok.body.categories).toHaveLength(10000);
    const tooMany = await t.request('POST', '/api/v2/banktxn/', { query: { api_key: key }, json: { txns: [...many, 'ONE MORE|-1|x'] } });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toMatchObject({ status: 'unsuccessful', code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('at most 10000') });
  });

  it('answers 401 without or with wrong credentials, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const none = await t.request(method, PATH, { json: method === 'POST' ? { examples: EXAMPLES } : undefined });
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ status: 'unsuccessful', code: 'UNAUTHENTICATED' });
      expect((await t.request(method, PATH, { query: { api_key: 'wrong' } })).status).toBe(401);
    }
  });

  it('refuses (403) changes to the shared demo account', async () => {
    const demo = { query: { api_key: DEMO_CREDENTIALS.api_key } };
    const res = await t.request('POST', PATH, { ...demo, json: { examples: EXAMPLES } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await t.request('DELETE', PATH, demo)).status).toBe(403);
    expect((await t.request('GET', PATH, demo)).body).toEqual(DEFAULT_BODY);
  });
});
