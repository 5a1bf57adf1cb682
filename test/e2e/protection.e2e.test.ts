import { openDatabase } from '../../src/db/data-source';
import { chromiumAvailable, openInChromium } from '../support/browser';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

const METRICS_TOKEN = 'metrics-token-for-tests';
const ACCOUNT_LIMIT = 5;

/** Every word the service writes to stderr while the suite runs (the logger's destination). */
const logged: string[] = [];
let stderrSpy: jest.SpyInstance | undefined;

describe('protection: headers, rate limits, logs, metrics, error bodies', () => {
  let t: TestServer;

  beforeAll(async () => {
    stderrSpy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    t = await startTestServer({
      OCR: 'off',
      LOG_LEVEL: 'debug',
      METRICS_TOKEN,
      RATE_LIMIT_ACCOUNT_PER_MIN: String(ACCOUNT_LIMIT),
      RATE_LIMIT_IP_PER_MIN: '0',
    });
  });

  afterAll(async () => {
    await t?.close();
    stderrSpy?.mockRestore();
  });

  it('sends the security headers, HSTS (TLS is on) and no X-Powered-By', async () => {
    const res = await t.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives the IDE page a policy that runs only the service\'s own script files, no inline script', async () => {
    const res = await t.request('GET', '/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/worker-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // Every <script> that carries code is a file of the service; the only inline one is a JSON data block.
    for (const [, attrs, body] of res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (body.trim()) expect(attrs).toMatch(/type="application\/json"/);
      else expect(attrs).toMatch(/src="\/graphql\/assets\//);
    }
    expect(csp).toMatch(/connect-src 'self'/);
    // API clients on the same path keep the strict API policy.
    const api = await t.request('GET', '/graphql', { headers: { accept: 'application/json' }, query: { query: '{__typename}' } });
    expect(api.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  (chromiumAvailable() ? it : it.skip)('the IDE runs under that policy in Chromium without a CSP violation', async () => {
    const session = await openInChromium(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { ignoreHttpsErrors: true });
    try {
      const { page } = session;
      await page.waitForSelector('.graphiql-container', { timeout: 30_000 });
      await page.locator('.graphiql-execute-button').click();
      await page.locator('.graphiql-response .view-lines').filter({ hasText: '"Query"' }).waitFor({ timeout: 15_000 });
      expect(session.consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('limits an account on REST and GraphQL with 429 and Retry-After, leaving other accounts alone', async () => {
    const a = await registerVerified(t);
    const b = await registerVerified(t);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      expect((await t.request('GET', '/api/v2/banktxn/categories', { query: { api_key: a.creds.api_key } })).status).toBe(200);
    }
    const rest = await t.request('GET', '/api/v2/banktxn/categories', { headers: a.headers });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(rest.body).toEqual({ message: expect.stringMatching(/^Too many requests/), status: 'unsuccessful', code: 'RATE_LIMITED' });
    const gql = await t.request('POST', '/graphql', { headers: { authorization: `Bearer ${a.creds.api_key}` }, json: { query: '{ accountTransactionCategories { custom } }' } });
    expect(gql.status).toBe(429);
    expect(gql.headers['retry-after']).toMatch(/^\d+$/);
    expect(gql.body.errors[0].extensions).toEqual({ code: 'RATE_LIMITED' });
    expect((await t.request('GET', '/api/v2/banktxn/categories', { headers: b.headers })).status).toBe(200);
    // Health checks are never limited.
    expect((await t.request('GET', '/healthz', { query: { api_key: a.creds.api_key } })).status).toBe(200);
  });

  it('logs one access line per request with the account id, and never a credential', async () => {
    const { creds, headers } = await registerVerified(t);
    const from = logged.length;
    await t.request('GET', '/api/v2/banktxn/categories', { headers });
    await t.request('GET', '/api/v2/banktxn/categories', { query: { api_key: creds.api_key } });
    await t.request('POST', '/graphql', { headers: { authorization: `Bearer ${creds.api_key}` }, json: { query: '{ accountTransactionCategories { custom } }' } });
    await t.request('GET', '/api/v2/banktxn/categories', { headers: { ...headers, PASSWORD: 'Wrong-password-1' } });
    await new Promise((r) => setTimeout(r, 50));
    const lines = logged
      .slice(from)
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = lines.filter((l) => l.message === 'request');
    expect(access.map((l) => [l.method, l.path, l.status])).toEqual([
      ['GET', '/api/v2/banktxn/categories', 200],
      ['GET', '/api/v2/banktxn/categories', 200],
      ['POST', '/graphql', 200],
      ['GET', '/api/v2/banktxn/categories', 401],
    ]);
    expect(access.slice(0, 3).every((l) => typeof l.accountId === 'string' && typeof l.ms === 'number' && l.level === 'info')).toBe(true);
    expect(access[3].accountId).toBeUndefined();
    // The whole log so far: registration bodies, verification, mail, requests.
    const all = logged.join('');
    for (const secret of [creds.api_key, creds.secret_key, creds.password, 'Wrong-password-1']) expect(all).not.toContain(secret);
  });

  it('serves /metrics only with the token, with latency by route pattern', async () => {
    expect((await t.request('GET', '/metrics')).status).toBe(401);
    const wrong = await t.request('GET', '/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ status: 'unsuccessful', code: 'UNAUTHENTICATED' });
    const res = await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/v4\/register",status="200"\} \d+/);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/banktxn\/categories",status="200"\} \d+/);
    // Refused before routing, so no route pattern is known yet.
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status="429"\} \d+/);
    expect(res.text).toContain('capture_job_duration_seconds');
    expect(res.text).toContain('capture_ocr_page_seconds');
    expect(res.text).toContain('capture_queue_depth');
    expect(res.text).toContain('process_resident_memory_bytes');
  });

  it('answers unexpected failures without stack traces or internals, on REST and GraphQL', async () => {
    const { creds } = await registerVerified(t);
    // A table vanishing under the running service: the database error names it, the client must not see that.
    const db = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
    try {
      await db.query('DROP TABLE custom_transaction_categories');
    } finally {
      await db.destroy();
    }
    const leaks = /custom_transaction|SQLITE|\bER_|no such table|doesn't exist|\.ts:|\.js:|\bat \w|stack|node_modules/i;

    const rest = await t.request('GET', '/api/v2/banktxn/categories', { query: { api_key: creds.api_key } });
    expect(rest.status).toBe(500);
    expect(rest.body).toEqual({ message: 'Internal server error', status: 'unsuccessful', code: 'INTERNAL' });
    expect(rest.text).not.toMatch(leaks);

    const gql = await t.request('POST', '/graphql', { headers: { authorization: `Bearer ${creds.api_key}` }, json: { query: '{ accountTransactionCategories { custom } }' } });
    expect(gql.body.errors).toEqual([{ message: 'Internal server error', locations: expect.any(Array), path: ['accountTransactionCategories'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(gql.text).not.toMatch(leaks);

    // Framework errors too: a malformed JSON body is a JSON 400, not Express's HTML page with a stack.
    const bad = await t.request('POST', '/api/v4/register', { rawBody: { type: 'application/json', bytes: '{"email":' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The body is not valid JSON', status: 'unsuccessful', code: 'BAD_REQUEST' });
    expect(bad.text).not.toMatch(leaks);

    // The operator still gets the cause, in the log.
    expect(logged.join('')).toMatch(/custom_transaction_categories/);
  });
});
