import type { AppError } from '../../src/common/app-error';
import { parseCredentials } from '../../src/common/credentials';
import { CredentialEntity } from '../../src/domain/account/credential.entity';
import { AccountEntity } from '../../src/domain/account/account.entity';
import { AccountEventEntity } from '../../src/domain/account/account-event.entity';
import type { Actor } from '../../src/domain/document/document.service';
import { dbLabel } from '../support/database';
import { createAccount, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

// Credentials and passwords against the real database (SQLite, or MariaDB with DATABASE_URL): what each change does
// to authentication, the list, the audit trail and the mail.

const PASSWORD = 'Graph-QL-secret-1';
let env: GraphqlTestServices;
beforeAll(async () => {
  env = await createGraphqlTestServices();
});
afterAll(() => env?.close());

const actor = (a: TestAccount, over: Partial<Actor> = {}): Actor => ({ accountId: a.accountId, email: a.email, isDemo: false, via: 'graphql', ip: '10.0.0.7', ...over });
const errorOf = (p: Promise<unknown>) => p.then(() => null, (e: AppError) => ({ code: e.code, message: e.message }));
const bearer = (key: string) => env.services.accounts.authenticate({ kind: 'apiKey', apiKey: key });
const full = (a: TestAccount, over: Partial<Record<'apiKey' | 'secretKey' | 'password', string>> = {}) =>
  env.services.accounts.authenticate(
    parseCredentials({
      'client-id': a.creds.client_id,
      authorization: `apikey ${a.email}:${over.apiKey ?? a.creds.api_key}`,
      password: over.password ?? PASSWORD,
      'secret-key': over.secretKey ?? a.creds.secret_key,
    }),
  );
const mailsTo = async (a: TestAccount) => {
  await env.services.background.drain();
  return env.mail.filter((m) => m.to === a.email);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`listing credentials (${dbLabel})`, () => {
  it('lists the API key and secret key of a new account, active, with their last four characters and when last used', async () => {
    const a = await createAccount(env);
    const list = await env.services.credentials.list(actor(a));
    expect(list.map((c) => [c.kind, c.state, c.hint]).sort()).toEqual([
      ['api_key', 'active', a.creds.api_key.slice(-4)],
      ['secret_key', 'active', a.creds.secret_key.slice(-4)],
    ]);
    expect(list.every((c) => c.lastUsedAt === null && c.createdAt instanceof Date)).toBe(true);
    await full(a);
    await env.services.background.drain();
    const used = await env.services.credentials.list(actor(a));
    expect(used.every((c) => c.lastUsedAt instanceof Date)).toBe(true);
  });
});

describe(`rotating keys (${dbLabel})`, () => {
  it('without a grace period: the old API key stops at once, the new one works; recorded and mailed', async () => {
    const a = await createAccount(env);
    const r = await env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD });
    expect(r.value).not.toBe(a.creds.api_key);
    expect(r.credential).toMatchObject({ kind: 'api_key', state: 'active', hint: r.value.slice(-4) });
    expect(r.previous).toMatchObject({ kind: 'api_key', state: 'expired' });
    expect(await errorOf(bearer(a.creds.api_key))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await bearer(r.value)).toMatchObject({ accountId: a.accountId });
    expect(await full(a, { apiKey: r.value })).toMatchObject({ accountId: a.accountId, passwordVerified: true });
    const [event] = await env.services.credentials.auditTrail(actor(a));
    expect(event).toMatchObject({ action: 'api_key.rotated', via: 'graphql', ip: '10.0.0.7', detail: { credentialId: r.credential.id, replacedId: r.previous!.id, replacedWorksUntil: null } });
    const mails = await mailsTo(a);
    expect(mails.map((m) => m.subject)).toContain('Your capture API key was replaced');
    const mail = mails.find((m) => m.subject === 'Your capture API key was replaced')!;
    expect(mail.text).toMatch(/stopped working at once/);
    expect(mail.text).not.toContain(r.value);
  });

  it('with a grace period: the old API key works until it ends, then stops', async () => {
    const a = await createAccount(env);
    const r = await env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD, graceSeconds: 1 });
    expect(r.previous).toMatchObject({ state: 'grace', expiresAt: expect.any(Date) });
    expect(await bearer(a.creds.api_key)).toMatchObject({ accountId: a.accountId });
    expect(await full(a)).toMatchObject({ accountId: a.accountId });
    expect(await bearer(r.value)).toMatchObject({ accountId: a.accountId });
    await sleep(1200);
    expect(await errorOf(bearer(a.creds.api_key))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await env.services.credentials.list(actor(a))).find((c) => c.id === r.previous!.id)?.state).toBe('expired');
  });

  it('the secret key likewise: the old secret works in its grace period, the new one at once', async () => {
    const a = await createAccount(env);
    const r = await env.services.credentials.rotate(actor(a), 'secret_key', { password: PASSWORD, graceSeconds: 600 });
    expect(await full(a)).toMatchObject({ accountId: a.accountId });
    expect(await full(a, { secretKey: r.value })).toMatchObject({ accountId: a.accountId });
    // Revoking the replaced secret ends its grace period now.
    const revoked = await env.services.credentials.revoke(actor(a), r.previous!.id, PASSWORD);
    expect(revoked).toMatchObject({ state: 'revoked', revokedAt: expect.any(Date) });
    expect(await errorOf(full(a))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await full(a, { secretKey: r.value })).toMatchObject({ accountId: a.accountId });
    expect((await mailsTo(a)).map((m) => m.subject)).toEqual(expect.arrayContaining(['Your capture secret key was replaced', 'A capture secret key was revoked']));
  });

  it('keeps at most two replaced keys in grace: a third rotation ends the oldest grace period', async () => {
    const a = await createAccount(env);
    const first = await env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD, graceSeconds: 600 });
    await env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD, graceSeconds: 600 });
    const third = await env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD, graceSeconds: 600 });
    const states = (await env.services.credentials.list(actor(a))).filter((c) => c.kind === 'api_key').map((c) => c.state);
    expect(states).toEqual(['active', 'grace', 'grace', 'revoked']);
    expect(await errorOf(bearer(a.creds.api_key))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await bearer(first.value)).toMatchObject({ accountId: a.accountId });
    expect(await bearer(third.value)).toMatchObject({ accountId: a.accountId });
  });

  it.each([
    [{ graceSeconds: -1 }, /grace period/],
    [{ graceSeconds: 2_592_001 }, /grace period/],
    [{ graceSeconds: 1.5 }, /grace period/],
    [{ graceSeconds: 'soon' }, /grace period/],
  ])('refuses %j with a 400, changing nothing', async (input, message) => {
    const a = await createAccount(env);
    expect(await errorOf(env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD, ...input }))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(message) });
    expect(await bearer(a.creds.api_key)).toMatchObject({ accountId: a.accountId });
  });
});

describe(`confirming changes with the password (${dbLabel})`, () => {
  it('refuses a wrong password (recorded), a missing one with a bare key, and the demo account; the four headers confirm by themselves', async () => {
    const a = await createAccount(env);
    expect(await errorOf(env.services.credentials.rotate(actor(a), 'api_key', { password: 'Wrong-pass-1!' }))).toEqual({ code: 'PASSWORD_INCORRECT', message: 'The password is wrong' });
    expect(await errorOf(env.services.credentials.rotate(actor(a), 'api_key', {}))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/password is required/) });
    expect(await errorOf(env.services.credentials.rotate(actor(a, { isDemo: true }), 'api_key', { password: PASSWORD }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await bearer(a.creds.api_key)).toMatchObject({ accountId: a.accountId });
    const r = await env.services.credentials.rotate(actor(a, { passwordVerified: true }), 'api_key', {});
    expect(r.value).toBeTruthy();
    expect((await env.services.credentials.auditTrail(actor(a))).map((e) => e.action)).toEqual(['api_key.rotated', 'password.confirmation_failed']);
  });

  it('after five wrong passwords in 15 minutes, refuses even the right one (429)', async () => {
    const a = await createAccount(env);
    for (let i = 0; i < 5; i++) expect(await errorOf(env.services.credentials.rotate(actor(a), 'api_key', { password: `Wrong-pass-${i}!` }))).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    expect(await errorOf(env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD }))).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('allows ten changes an hour, then 429: a fresh key must not be a way around the per-key request limit', async () => {
    const a = await createAccount(env);
    const when = new Date();
    await env.services.dataSource.manager.insert(
      AccountEventEntity,
      Array.from({ length: 10 }, () => ({ accountId: a.accountId, action: 'api_key.rotated' as const, via: 'rest', ip: null, detail: null, createdAt: when })),
    );
    expect(await errorOf(env.services.credentials.rotate(actor(a), 'secret_key', { password: PASSWORD }))).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe(`revoking (${dbLabel})`, () => {
  it('refuses the current key (rotate it instead), unknown ids and other accounts\' ids; an ended key is returned as it is', async () => {
    const [a, b] = [await createAccount(env), await createAccount(env)];
    const current = (await env.services.credentials.list(actor(a))).find((c) => c.kind === 'api_key')!;
    expect(await errorOf(env.services.credentials.revoke(actor(a), current.id, PASSWORD))).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/rotate it instead/) });
    expect(await errorOf(env.services.credentials.revoke(actor(a), '99999999', PASSWORD))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(env.services.credentials.revoke(actor(a), 'abc', PASSWORD))).toMatchObject({ code: 'BAD_REQUEST' });
    const theirs = (await env.services.credentials.list(actor(b)))[0];
    expect(await errorOf(env.services.credentials.revoke(actor(a), theirs.id, PASSWORD))).toEqual({ code: 'NOT_FOUND', message: `No credential "${theirs.id}"` });
    const r = await env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD });
    expect(await env.services.credentials.revoke(actor(a), r.previous!.id, PASSWORD)).toMatchObject({ state: 'expired', revokedAt: null });
  });
});

describe(`accounts from before credentials were listed (${dbLabel})`, () => {
  it('an account without credential rows (registered by a node of the previous version) authenticates, and its first rotation records its key', async () => {
    const a = await createAccount(env);
    await env.services.dataSource.manager.delete(CredentialEntity, { accountId: a.accountId });
    expect(await full(a)).toMatchObject({ accountId: a.accountId });
    const r = await env.services.credentials.rotate(actor(a), 'api_key', { password: PASSWORD, graceSeconds: 60 });
    expect(r.previous).toMatchObject({ state: 'grace', hint: null });
    expect(await bearer(a.creds.api_key)).toMatchObject({ accountId: a.accountId });
    // Listing records the current secret key too.
    const list = await env.services.credentials.list(actor(a));
    expect(list.map((c) => [c.kind, c.state, c.hint])).toEqual([
      ['secret_key', 'active', null],
      ['api_key', 'active', r.value.slice(-4)],
      ['api_key', 'grace', null],
    ]);
  });
});

describe(`changing the password (${dbLabel})`, () => {
  it('needs the current password and a new one that passes the rules; the old one stops at once', async () => {
    const a = await createAccount(env);
    const change = (current: unknown, next: unknown) => errorOf(env.services.passwords.change(actor(a), current, next));
    expect(await change('Wrong-pass-1!', 'New-secret-22')).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    expect(await change(undefined, 'New-secret-22')).toMatchObject({ code: 'BAD_REQUEST', message: 'current_password is required' });
    expect(await change(PASSWORD, 'short')).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/at least 10/) });
    expect(await change(PASSWORD, PASSWORD)).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/current one/) });
    expect(await full(a)).toMatchObject({ accountId: a.accountId });
    expect(await change(PASSWORD, 'New-secret-22')).toBeNull();
    expect(await errorOf(full(a))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await full(a, { password: 'New-secret-22' })).toMatchObject({ accountId: a.accountId });
    expect((await mailsTo(a)).map((m) => m.subject)).toContain('Your capture password was changed');
    expect((await env.services.credentials.auditTrail(actor(a)))[0]).toMatchObject({ action: 'password.changed', via: 'graphql' });
  });
});

describe(`resetting a forgotten password (${dbLabel})`, () => {
  const origin = { via: 'rest', ip: '192.0.2.1' };
  const linkIn = (text: string) => /https?:\/\/\S+\/api\/v4\/password\/reset\?token=([\w%-]+)/.exec(text);

  it('answers the same for any address; only an existing account gets a link, which works once', async () => {
    const a = await createAccount(env);
    const known = await env.services.passwords.requestReset(a.email.toUpperCase(), origin);
    const unknown = await env.services.passwords.requestReset('nobody-here@example.com', origin);
    expect(known).toBe(unknown);
    await env.services.background.drain();
    expect(env.mail.filter((m) => m.to === 'nobody-here@example.com')).toEqual([]);
    const mail = (await mailsTo(a)).find((m) => m.subject === 'Reset your capture password')!;
    const token = decodeURIComponent(linkIn(mail.text)![1]);
    // The stored form is a hash: the token itself is nowhere in the database.
    const account = await env.services.dataSource.manager.findOneByOrFail(AccountEntity, { id: a.accountId });
    expect(account.resetTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(account)).not.toContain(token);

    expect(await env.services.passwords.checkResetToken(token)).toEqual({ expiresAt: expect.any(Date) });
    expect(await errorOf(env.services.passwords.reset(token, 'weak', origin))).toMatchObject({ code: 'BAD_REQUEST' });
    await env.services.passwords.reset(token, 'Reset-secret-33', origin);
    expect(await full(a, { password: 'Reset-secret-33' })).toMatchObject({ accountId: a.accountId });
    expect(await errorOf(full(a))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await errorOf(env.services.passwords.reset(token, 'Again-secret-44', origin))).toEqual({ code: 'NOT_FOUND', message: 'This password-reset link is unknown or was already used' });
    const trail = (await env.services.credentials.auditTrail(actor(a))).map((e) => [e.action, e.via]);
    expect(trail).toEqual([['password.reset', 'email'], ['password.reset_requested', 'rest']]);
    expect((await mailsTo(a)).map((m) => m.subject)).toContain('Your capture password was changed');
  });

  it('refuses an expired link, and a changed password invalidates an earlier link', async () => {
    const a = await createAccount(env);
    await env.services.passwords.requestReset(a.email, origin);
    const token = decodeURIComponent(linkIn((await mailsTo(a)).find((m) => m.subject === 'Reset your capture password')!.text)![1]);
    await env.services.dataSource.manager.update(AccountEntity, { id: a.accountId }, { resetExpiresAt: new Date(Date.now() - 1000) });
    expect(await errorOf(env.services.passwords.reset(token, 'Reset-secret-33', origin))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/expired/) });
    await env.services.dataSource.manager.update(AccountEntity, { id: a.accountId }, { resetExpiresAt: new Date(Date.now() + 60_000) });
    await env.services.passwords.change(actor(a), PASSWORD, 'Changed-secret-55');
    expect(await errorOf(env.services.passwords.reset(token, 'Reset-secret-33', origin))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends at most one link a minute per account, whatever the requests', async () => {
    const a = await createAccount(env);
    for (let i = 0; i < 3; i++) await env.services.passwords.requestReset(a.email, origin);
    expect((await mailsTo(a)).filter((m) => m.subject === 'Reset your capture password')).toHaveLength(1);
  });

  it('refuses malformed addresses with 400 (whether or not they could have an account)', async () => {
    expect(await errorOf(env.services.passwords.requestReset('not-an-address', origin))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await errorOf(env.services.passwords.requestReset(undefined, origin))).toMatchObject({ code: 'BAD_REQUEST', message: 'email is required' });
  });
});
