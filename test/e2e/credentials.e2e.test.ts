import { execSql } from '../support/leftovers';
import { type TestServer, registerVerified, startTestServer } from '../support/server';

// Credentials and passwords over HTTPS, REST and GraphQL, with a real SMTP receiver: each change takes effect on the
// next request, is in the account's audit trail and reaches the account's mailbox.

type Server = TestServer & { databaseUrl?: string };
type User = Awaited<ReturnType<typeof registerVerified>>;

let t: Server;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
/** 404 for an unknown key means the credentials were accepted; 401 that they were not. */
const probe = async (headers: Record<string, string>) => (await t.request('POST', '/webhook', { headers, query: { capture_key: 'data/x/none.json' } })).status;
const gql = (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) => t.request('POST', '/graphql', { headers, json: { query, variables } });
const mailFor = (u: User, subject: RegExp) => t.mail.waitFor((m) => m.to.includes(u.creds.username) && subject.test(m.subject));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('REST: listing and rotating keys', () => {
  it('GET /api/v4/credentials lists both keys, never the keys themselves, with when they were last used', async () => {
    const u = await registerVerified(t);
    expect(await probe(u.headers)).toBe(404);
    await sleep(100);
    const res = await t.request('GET', '/api/v4/credentials', { headers: bearer(u.creds.api_key) });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(u.creds.api_key);
    expect(res.text).not.toContain(u.creds.secret_key);
    expect(res.body.credentials.map((c: { kind: string; state: string; hint: string }) => [c.kind, c.state, c.hint]).sort()).toEqual([
      ['api_key', 'active', u.creds.api_key.slice(-4)],
      ['secret_key', 'active', u.creds.secret_key.slice(-4)],
    ]);
    expect(res.body.credentials.every((c: { last_used_at: string }) => Date.parse(c.last_used_at) > Date.now() - 60_000)).toBe(true);
  });

  it('rotating the API key with a grace period: both work until it ends, then only the new one; recorded and mailed', async () => {
    const u = await registerVerified(t);
    const res = await t.request('POST', '/api/v4/credentials/api-key/rotate', { headers: u.headers, json: { grace_period_seconds: 2 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ api_key: expect.any(String), credential: { kind: 'api_key', state: 'active' }, previous: { state: 'grace' }, status: 'success' });
    const fresh = res.body.api_key as string;
    expect(await probe(bearer(u.creds.api_key))).toBe(404);
    expect(await probe(bearer(fresh))).toBe(404);
    expect(await probe({ ...u.headers, AUTHORIZATION: `apikey ${u.creds.username}:${fresh}` })).toBe(404);
    const mail = await mailFor(u, /API key was replaced/);
    expect(mail.text).toMatch(/keeps working until/);
    expect(mail.raw).not.toContain(fresh);
    await sleep(2200);
    expect(await probe(bearer(u.creds.api_key))).toBe(401);
    expect(await probe(bearer(fresh))).toBe(404);
    const trail = await t.request('GET', '/api/v4/account/audit-trail', { headers: bearer(fresh) });
    expect(trail.body.events[0]).toMatchObject({ action: 'api_key.rotated', via: 'rest', ip: expect.any(String), detail: { replacedWorksUntil: expect.any(String) } });
  });

  it('rotating the secret key without a grace period: the old secret is refused at once', async () => {
    const u = await registerVerified(t);
    const res = await t.request('POST', '/api/v4/credentials/secret-key/rotate', { headers: bearer(u.creds.api_key), json: { password: u.creds.password } });
    expect(res.status).toBe(200);
    expect(res.body.previous.state).toBe('expired');
    expect(await probe(u.headers)).toBe(401);
    expect(await probe({ ...u.headers, 'SECRET-KEY': res.body.secret_key })).toBe(404);
    await mailFor(u, /secret key was replaced/);
  });

  it('revoking a key in its grace period stops it; the current key cannot be revoked; unknown ids are 404', async () => {
    const [u, other] = [await registerVerified(t), await registerVerified(t)];
    const rotated = await t.request('POST', '/api/v4/credentials/api-key/rotate', { headers: u.headers, json: { grace_period_seconds: 3600 } });
    const fresh = rotated.body.api_key as string;
    const headers = { ...u.headers, AUTHORIZATION: `apikey ${u.creds.username}:${fresh}` };
    expect(await probe(bearer(u.creds.api_key))).toBe(404);
    const revoked = await t.request('POST', `/api/v4/credentials/${rotated.body.previous.id}/revoke`, { headers });
    expect(revoked.status).toBe(200);
    expect(revoked.body.credential).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });
    expect(await probe(bearer(u.creds.api_key))).toBe(401);
    await mailFor(u, /was revoked/);

    const current = await t.request('POST', `/api/v4/credentials/${rotated.body.credential.id}/revoke`, { headers });
    expect(current.status).toBe(409);
    expect(current.body).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/rotate it instead/) });
    const theirs = (await t.request('GET', '/api/v4/credentials', { headers: other.headers })).body.credentials[0].id;
    const foreign = await t.request('POST', `/api/v4/credentials/${theirs}/revoke`, { headers });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: `No credential "${theirs}"`, status: 'unsuccessful', code: 'NOT_FOUND' });
    expect(await probe(other.headers)).toBe(404);
  });

  it('refuses a change without the password (Bearer alone), with a wrong one, and with a bad grace period', async () => {
    const u = await registerVerified(t);
    const none = await t.request('POST', '/api/v4/credentials/api-key/rotate', { headers: bearer(u.creds.api_key) });
    expect(none.status).toBe(400);
    const wrong = await t.request('POST', '/api/v4/credentials/api-key/rotate', { headers: bearer(u.creds.api_key), json: { password: 'Wrong-pass-1!' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('PASSWORD_INCORRECT');
    const grace = await t.request('POST', '/api/v4/credentials/api-key/rotate', { headers: u.headers, json: { grace_period_seconds: 31 * 86400 } });
    expect(grace.status).toBe(400);
    expect(await probe(bearer(u.creds.api_key))).toBe(404);
    const trail = await t.request('GET', '/api/v4/account/audit-trail', { headers: u.headers });
    expect(trail.body.events.map((e: { action: string }) => e.action)).toEqual(['password.confirmation_failed']);
  });
});

describe('REST: passwords', () => {
  it('changing the password: a wrong current one is 403, a weak new one 400; then the old PASSWORD header stops working', async () => {
    const u = await registerVerified(t);
    const change = (json: Record<string, unknown>) => t.request('POST', '/api/v4/password/change', { headers: bearer(u.creds.api_key), json });
    expect((await change({ current_password: 'Wrong-pass-1!', new_password: 'Brand-new-pw-9' })).status).toBe(403);
    expect((await change({ current_password: u.creds.password, new_password: 'weak' })).status).toBe(400);
    const ok = await change({ current_password: u.creds.password, new_password: 'Brand-new-pw-9' });
    expect(ok.body).toEqual({ message: 'Password changed', status: 'success' });
    expect(await probe(u.headers)).toBe(401);
    expect(await probe({ ...u.headers, PASSWORD: 'Brand-new-pw-9' })).toBe(404);
    await mailFor(u, /password was changed/);
  });

  it('a forgotten password: the same answer for any address, a link only to a real account, usable once from a browser', async () => {
    const u = await registerVerified(t);
    const known = await t.request('POST', '/api/v4/password/forgot', { json: { email: u.creds.username } });
    const unknown = await t.request('POST', '/api/v4/password/forgot', { json: { email: 'no-such-user@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await mailFor(u, /Reset your capture password/);
    const link = new URL(/https:\/\/localhost:8443\/api\/v4\/password\/reset\?token=[\w%-]+/.exec(mail.text)![0]);
    await sleep(300);
    expect(t.mail.messages.filter((m) => m.to.includes('no-such-user@example.com'))).toEqual([]);

    // Opening the link shows a form and uses nothing up; JSON clients see that it is valid.
    const page = await t.request('GET', link.pathname + link.search, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post" action="/api/v4/password/reset">');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    const state = await t.request('GET', link.pathname + link.search, { headers: { accept: 'application/json' } });
    expect(state.body).toMatchObject({ status: 'success', expires_at: expect.any(String) });

    // The form post, as a browser sends it.
    const token = link.searchParams.get('token')!;
    const weak = await t.request('POST', '/api/v4/password/reset', { headers: { accept: 'text/html' }, form: { token, password: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain('at least 10 characters');
    expect(weak.text).toContain(`<a href="/api/v4/password/reset?token=${encodeURIComponent(token)}">Try again</a>`);
    const done = await t.request('POST', '/api/v4/password/reset', { headers: { accept: 'text/html' }, form: { token, password: 'Reset-via-link-1' } });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Password changed');
    expect(await probe({ ...u.headers, PASSWORD: 'Reset-via-link-1' })).toBe(404);
    expect(await probe(u.headers)).toBe(401);
    await mailFor(u, /password was changed/);

    const reused = await t.request('POST', '/api/v4/password/reset', { json: { token, password: 'Another-pass-2' } });
    expect(reused.status).toBe(404);
    expect(reused.body).toEqual({ message: 'This password-reset link is unknown or was already used', status: 'unsuccessful', code: 'NOT_FOUND' });
    const usedPage = await t.request('GET', link.pathname + link.search, { headers: { accept: 'text/html' } });
    expect(usedPage.status).toBe(404);
    expect(usedPage.text).toContain('Password reset failed');
  });

  it('an expired link is refused', async () => {
    const u = await registerVerified(t);
    await t.request('POST', '/api/v4/password/forgot', { json: { email: u.creds.username } });
    const mail = await mailFor(u, /Reset your capture password/);
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]);
    const past = new Date(Date.now() - 1000).toISOString().replace('T', ' ').replace('Z', '');
    await execSql({ dataDir: t.dataDir, databaseUrl: t.databaseUrl }, 'UPDATE accounts SET reset_expires_at = ? WHERE email = ?', [past, u.creds.username]);
    const res = await t.request('POST', '/api/v4/password/reset', { json: { token, password: 'Reset-via-link-1' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
    expect(await probe(u.headers)).toBe(404);
  });

  it('malformed requests are 400 and say why', async () => {
    expect((await t.request('POST', '/api/v4/password/forgot', { json: {} })).body.message).toBe('email is required');
    expect((await t.request('POST', '/api/v4/password/forgot', { json: { email: 'nope' } })).status).toBe(400);
    expect((await t.request('POST', '/api/v4/password/reset', { json: { password: 'Reset-via-link-1' } })).status).toBe(400);
  });
});

describe('GraphQL', () => {
  it('credentials, rotateApiKey, revokeCredential and me.auditTrail', async () => {
    const u = await registerVerified(t);
    const h = bearer(u.creds.api_key);
    const list = await gql(h, '{ credentials { id kind state hint } }');
    expect(list.body.data.credentials).toHaveLength(2);
    const rotated = await gql(h, 'mutation($p: String) { rotateApiKey(password: $p, gracePeriodSeconds: 600) { value credential { id state } previous { id state expiresAt } } }', { p: u.creds.password });
    const r = rotated.body.data.rotateApiKey;
    expect(r).toMatchObject({ credential: { state: 'ACTIVE' }, previous: { state: 'GRACE' } });
    expect(await probe(h)).toBe(404);
    const revoke = await gql(bearer(r.value), 'mutation($id: ID!, $p: String) { revokeCredential(id: $id, password: $p) { state } }', { id: r.previous.id, p: u.creds.password });
    expect(revoke.body.data.revokeCredential.state).toBe('REVOKED');
    expect(await probe(h)).toBe(401);
    const trail = await gql(bearer(r.value), '{ me { auditTrail { action via detail } } }');
    expect(trail.body.data.me.auditTrail.map((e: { action: string }) => e.action)).toEqual(['credential.revoked', 'api_key.rotated']);
    expect(trail.body.data.me.auditTrail.every((e: { via: string }) => e.via === 'graphql')).toBe(true);
    const wrong = await gql(bearer(r.value), 'mutation { rotateSecretKey(password: "Wrong-pass-1!") { value } }');
    expect(wrong.body.errors[0].extensions.code).toBe('PASSWORD_INCORRECT');
  });

  it('changePassword, and requestPasswordReset + resetPassword without credentials', async () => {
    const u = await registerVerified(t);
    const changed = await gql(bearer(u.creds.api_key), 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }', { c: u.creds.password, n: 'Graph-changed-7' });
    expect(changed.body).toEqual({ data: { changePassword: true } });
    const asked = await gql({}, 'mutation($e: String!) { requestPasswordReset(email: $e) }', { e: u.creds.username });
    const other = await gql({}, 'mutation($e: String!) { requestPasswordReset(email: $e) }', { e: 'ghost@example.com' });
    expect(asked.body).toEqual(other.body);
    const mail = await mailFor(u, /Reset your capture password/);
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]);
    const reset = await gql({}, 'mutation($t: String!, $n: String!) { resetPassword(token: $t, newPassword: $n) }', { t: token, n: 'Graph-reset-8!' });
    expect(reset.body).toEqual({ data: { resetPassword: true } });
    expect(await probe({ ...u.headers, PASSWORD: 'Graph-reset-8!' })).toBe(404);
    const again = await gql({}, 'mutation($t: String!, $n: String!) { resetPassword(token: $t, newPassword: $n) }', { t: token, n: 'Graph-reset-9!' });
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('reset requests per client address (PASSWORD_RESET_PER_IP_PER_HOUR)', () => {
  let limited: Server;
  beforeAll(async () => {
    limited = await startTestServer({ PASSWORD_RESET_PER_IP_PER_HOUR: '2' });
  });
  afterAll(() => limited?.close());

  it('answers 429 with Retry-After past the limit, whichever address is asked for', async () => {
    const ask = (email: string) => limited.request('POST', '/api/v4/password/forgot', { json: { email } });
    expect((await ask('a@example.com')).status).toBe(200);
    expect((await ask('b@example.com')).status).toBe(200);
    const third = await ask('c@example.com');
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const graphql = await limited.request('POST', '/graphql', { json: { query: 'mutation { requestPasswordReset(email: "d@example.com") }' } });
    expect(graphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
