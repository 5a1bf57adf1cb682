import { DEMO_CREDENTIALS } from '../../src/domain/account/account.service';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('registration and verification over HTTPS', () => {
  it('registers, refuses use until verified, then activates through the e-mailed link', async () => {
    const email = 'new.user@example.com';
    const reg = await t.request('POST', '/api/v4/register', { json: { email, password: 'Sup3r-secret!' }, headers: { accept: 'application/json' } });
    expect(reg.status).toBe(200);
    expect(Object.keys(reg.body).sort()).toEqual(['api_key', 'client_id', 'password', 'secret_key', 'username']);
    expect(reg.body).toMatchObject({ username: email, password: 'Sup3r-secret!' });
    const headers = {
      'CLIENT-ID': reg.body.client_id,
      AUTHORIZATION: `apikey ${email}:${reg.body.api_key}`,
      PASSWORD: 'Sup3r-secret!',
      'SECRET-KEY': reg.body.secret_key,
    };

    const early = await t.request('POST', '/webhook', { headers, query: { capture_key: 'x' } });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ status: 'unsuccessful', message: expect.stringMatching(/verification/) });

    const mail = await t.mail.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toMatch(/verify/i);
    const link = new URL(/https:\/\/localhost:8443\/api\/v4\/verify\?token=[\w%-]+/.exec(mail.text)![0]);
    const page = await t.request('GET', link.pathname + link.search, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Account verified');

    const again = await t.request('GET', link.pathname + link.search, { headers: { accept: 'application/json' } });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ status: 'unsuccessful' });

    const after = await t.request('POST', '/webhook', { headers, query: { capture_key: 'data/none.json' } });
    expect(after.status).toBe(404);
  });

  it('refuses a taken username with the documented 403 body', async () => {
    await t.request('POST', '/api/v4/register', { json: { email: 'twice@example.com', password: 'Sup3r-secret!' } });
    const res = await t.request('POST', '/api/v4/register', { json: { email: 'Twice@Example.com', password: 'Sup3r-secret!' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ registration: 'failed', reason: 'username already exists' });
  });

  it.each([
    [{ email: 'a@example.com', password: 'short1!' }, /at least 10/],
    [{ email: 'a@example.com', password: 'nodigits-here!' }, /digit/],
    [{ email: 'a@example.com', password: 'nospecial123' }, /special/],
    [{ email: 'not-an-email', password: 'Sup3r-secret!' }, /e-mail/],
    [{ password: 'Sup3r-secret!' }, /email is required/],
    [{ email: 'a@example.com' }, /password is required/],
  ])('refuses %j with 400 and a reason', async (json, reason) => {
    const res = await t.request('POST', '/api/v4/register', { json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'unsuccessful', message: expect.stringMatching(reason) });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.request('POST', '/api/v4/register', { rawBody: { type: 'application/json', bytes: '{"email":' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The body is not valid JSON', status: 'unsuccessful', code: 'BAD_REQUEST' });
  });

  it('shows an HTML error page for an unknown verification token', async () => {
    const res = await t.request('GET', '/api/v4/verify?token=nope', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.text).toContain('Verification failed');
  });
});

describe('authentication', () => {
  let headers: Record<string, string>;
  let apiKey: string;
  beforeAll(async () => {
    const u = await registerVerified(t);
    headers = u.headers;
    apiKey = u.creds.api_key;
  });

  const probe = (h: Record<string, string>, query: Record<string, string> = {}) =>
    t.request('POST', '/webhook', { headers: h, query: { capture_key: 'data/x/none.json', ...query } });

  it('accepts the four headers, a Bearer key and ?api_key', async () => {
    expect((await probe(headers)).status).toBe(404);
    expect((await probe({ Authorization: `Bearer ${apiKey}` })).status).toBe(404);
    expect((await probe({}, { api_key: apiKey })).status).toBe(404);
  });

  it.each([
    ['no credentials', {}],
    ['a wrong CLIENT-ID', { 'CLIENT-ID': 'cl_wrong' }],
    ['a wrong password', { PASSWORD: 'Wrong-pass-1!' }],
    ['a wrong secret', { 'SECRET-KEY': 'nope' }],
    ['a wrong api key', { AUTHORIZATION: 'apikey someone@example.com:nope' }],
    ['a missing SECRET-KEY', { 'SECRET-KEY': '' }],
  ])('answers 401 for %s', async (_label, change) => {
    const h = Object.keys(change).length ? { ...headers, ...change } : {};
    const res = await probe(h);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'unsuccessful', message: expect.any(String) });
  });

  it('has working demo credentials', async () => {
    const d = DEMO_CREDENTIALS;
    const res = await probe({ 'CLIENT-ID': d.client_id, AUTHORIZATION: `apikey ${d.username}:${d.api_key}`, PASSWORD: d.password, 'SECRET-KEY': d.secret_key });
    expect(res.status).toBe(404);
  });
});

describe('service endpoints', () => {
  it('reports health once ready', async () => {
    const res = await t.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await t.request('GET', '/api/v4/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'unsuccessful' });
  });
});
