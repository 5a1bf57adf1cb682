import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '../../src/common/logger';
import { DEMO_CREDENTIALS } from '../../src/domain/account/account.service';
import { DocumentProcessor } from '../../src/domain/capture/document.processor';
import type { DocumentStatusEvent } from '../../src/domain/events/document-events';
import { CallbackDeliveryRepository } from '../../src/domain/notify/callback-delivery.repository';
import { CallbackDispatcher } from '../../src/domain/notify/callback-dispatcher';
import { CallbackService } from '../../src/domain/notify/callback.service';
import { DocumentNotifier } from '../../src/domain/notify/document-notifier';
import { dbLabel } from '../support/database';
import { codes, createAccount, seedDocument, startGraphqlHttp, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

// Callbacks against the real database (SQLite, or MariaDB with DATABASE_URL): settings through GraphQL, one durable
// row per outcome, claims that two dispatchers cannot both win, retries with backoff, and giving up.
let env: GraphqlTestServices;
let gql: Awaited<ReturnType<typeof startGraphqlHttp>>;
let repo: CallbackDeliveryRepository;
let a: TestAccount;
let receiver: http.Server;
let port: number;
const hits: { path: string; headers: http.IncomingHttpHeaders; body: string; at: number }[] = [];
/** Status codes the receiver answers with, per path, in order (then 200). */
const script = new Map<string, number[]>();

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      // A slow receiver, so that two dispatchers polling at once overlap.
      setTimeout(() => res.writeHead(script.get(req.url ?? '')?.shift() ?? 200).end(), 30);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  port = (receiver.address() as AddressInfo).port;
  env = await createGraphqlTestServices();
  gql = await startGraphqlHttp(env);
  repo = new CallbackDeliveryRepository(env.services.dataSource);
  a = await createAccount(env);
});
afterAll(async () => {
  await gql?.close();
  await env?.close();
  receiver.closeAllConnections();
  await new Promise<void>((r) => receiver.close(() => r()));
});
beforeEach(() => void (hits.length = 0));

const local = () => new CallbackService(repo, { allowlist: [`127.0.0.1:${port}`] });
const dispatcher = (over: Partial<ConstructorParameters<typeof CallbackDispatcher>[1]> = {}) =>
  new CallbackDispatcher(repo, { allowlist: [`127.0.0.1:${port}`], timeoutMs: 2000, maxAttempts: 3, backoffMs: 20, pollMs: 50, ...over }, silentLogger);
const SETTINGS = 'callbackUrl callbackSecret hasSecret';
const identity = (acc: TestAccount) => ({ accountId: acc.accountId, email: acc.email, isDemo: false });

async function until<T>(fn: () => Promise<T | undefined | false>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`callback settings over GraphQL (${dbLabel})`, () => {
  it('shows the secret once, on the first URL, and never in callbackSettings', async () => {
    const b = await createAccount(env);
    const set = await gql.gql(`mutation { setCallbackUrl(url: "https://93.184.215.14/hooks/capture") { ${SETTINGS} } }`, {}, b.bearer);
    expect(set.errors).toBeUndefined();
    const first = set.data!.setCallbackUrl;
    expect(first).toMatchObject({ callbackUrl: 'https://93.184.215.14/hooks/capture', hasSecret: true });
    expect(first.callbackSecret).toMatch(/^whsec_/);
    const again = await gql.gql(`mutation { setCallbackUrl(url: "https://93.184.215.14/other") { ${SETTINGS} } }`, {}, b.bearer);
    expect(again.data!.setCallbackUrl).toEqual({ callbackUrl: 'https://93.184.215.14/other', callbackSecret: null, hasSecret: true });
    const read = await gql.gql(`{ callbackSettings { ${SETTINGS} } }`, {}, b.bearer);
    expect(read.data!.callbackSettings).toEqual({ callbackUrl: 'https://93.184.215.14/other', callbackSecret: null, hasSecret: true });
    expect((await repo.accountCallback(b.accountId))!.callbackSecret).toBe(first.callbackSecret);

    const rotated = await gql.gql(`mutation { rotateCallbackSecret { ${SETTINGS} } }`, {}, b.bearer);
    expect(rotated.data!.rotateCallbackSecret.callbackSecret).toMatch(/^whsec_/);
    expect(rotated.data!.rotateCallbackSecret.callbackSecret).not.toBe(first.callbackSecret);

    const cleared = await gql.gql(`mutation { setCallbackUrl(url: null) { ${SETTINGS} } }`, {}, b.bearer);
    expect(cleared.data!.setCallbackUrl).toEqual({ callbackUrl: null, callbackSecret: null, hasSecret: true });
  });

  it.each([
    ['http://127.0.0.1/hook', 'URL_REFUSED'],
    ['http://10.0.0.7/hook', 'URL_REFUSED'],
    ['http://169.254.169.254/latest/meta-data', 'URL_REFUSED'],
    ['http://localhost/hook', 'URL_REFUSED'],
    ['https://example.com:8080/hook', 'URL_REFUSED'],
    ['https://user:pw@example.com/hook', 'URL_REFUSED'],
    ['ftp://example.com/hook', 'URL_REFUSED'],
    ['not a url', 'BAD_USER_INPUT'],
    ['https://hooks.invalid/capture', 'URL_FETCH_FAILED'],
  ])('refuses %s like URL capture does, and stores nothing', async (url, code) => {
    const c = await createAccount(env);
    const res = await gql.gql('mutation($url: String) { setCallbackUrl(url: $url) { callbackUrl } }', { url }, c.bearer);
    expect(codes(res)).toEqual([code]);
    expect(await repo.accountCallback(c.accountId)).toEqual({ callbackUrl: null, callbackSecret: null });
  });

  it('refuses the shared demo account and unauthenticated callers', async () => {
    const demo = await gql.gql(`mutation { setCallbackUrl(url: "https://example.com/h") { callbackUrl } }`, {}, { authorization: `Bearer ${DEMO_CREDENTIALS.api_key}` });
    expect(codes(demo)).toEqual(['FORBIDDEN']);
    const anon = await gql.gql(`mutation { rotateCallbackSecret { callbackUrl } }`);
    expect(codes(anon)).toEqual(['UNAUTHENTICATED']);
  });
});

describe(`callback delivery (${dbLabel})`, () => {
  it('the processor records one delivery per outcome and publishes the event, however often it runs', async () => {
    const secret = (await local().setCallbackUrl(identity(a), `http://127.0.0.1:${port}/processor`)).callbackSecret!;
    const doc = await seedDocument(env, a, { status: 'processing' });
    const seen: DocumentStatusEvent[] = [];
    const off = env.services.events.subscribe(a.accountId, doc.captureKey, (e) => seen.push(e));
    const notifier = new DocumentNotifier(env.services.events, local(), silentLogger);
    const processor = new DocumentProcessor({ docs: env.docRepo, blobs: null as never, reader: null as never, mailer: { send: async () => {}, close() {} }, logger: silentLogger, notifier });
    await processor.failed(doc.id, 'The file is corrupt');
    await processor.failed(doc.id, 'The file is corrupt');
    off();
    expect(seen).toEqual([expect.objectContaining({ status: 'failed', reason: 'The file is corrupt', captureKey: doc.captureKey })]);
    const rows = await repo.findByDocument(doc.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'document.failed', state: 'pending', attempts: 0, url: `http://127.0.0.1:${port}/processor` });
    expect(JSON.parse(rows[0].body)).toEqual({ event: 'document.failed', capture_key: doc.captureKey, status: 'failed', reason: 'The file is corrupt', at: expect.any(String) });

    expect(await dispatcher().runOnce()).toBe(1);
    const hit = hits.find((h) => h.path === '/processor')!;
    const ts = hit.headers['x-capture-timestamp'];
    expect(hit.headers['x-capture-signature']).toBe('sha256=' + createHmac('sha256', secret).update(`${ts}.${hit.body}`).digest('hex'));
    expect(hit.body).toBe(rows[0].body);
    expect((await repo.findByDocument(doc.id))[0]).toMatchObject({ state: 'delivered', attempts: 1, lastError: null });
  });

  it('nothing is recorded for an account without a callback URL', async () => {
    const quiet = await createAccount(env);
    const doc = await seedDocument(env, quiet);
    expect(await local().enqueue(doc, 'processed')).toBe(false);
    expect(await repo.findByDocument(doc.id)).toEqual([]);
  });

  it('two dispatchers polling at once send each row exactly once', async () => {
    await local().setCallbackUrl(identity(a), `http://127.0.0.1:${port}/race`);
    const docs = await Promise.all(Array.from({ length: 6 }, () => seedDocument(env, a)));
    for (const d of docs) await local().enqueue(d, 'processed');
    const [one, two] = [dispatcher(), dispatcher()];
    await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    expect(hits.filter((h) => h.path === '/race')).toHaveLength(6);
    for (const d of docs) expect((await repo.findByDocument(d.id))[0]).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('retries with backoff: 500, 500, then 200 is three attempts and delivered', async () => {
    await local().setCallbackUrl(identity(a), `http://127.0.0.1:${port}/flaky`);
    script.set('/flaky', [500, 500]);
    const doc = await seedDocument(env, a);
    await local().enqueue(doc, 'processed');
    const d = dispatcher({ backoffMs: 100 });
    d.start();
    const row = await until(async () => (await repo.findByDocument(doc.id)).find((r) => r.state === 'delivered'));
    await d.stop();
    expect(row.attempts).toBe(3);
    const attempts = hits.filter((h) => h.path === '/flaky');
    expect(attempts).toHaveLength(3);
    // Same bytes every time; each attempt signs its own timestamp.
    expect(new Set(attempts.map((h) => h.body)).size).toBe(1);
    // Backoff 100 ms, then 200 ms (measured from the end of the previous POST, which takes ~30 ms here).
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(100);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(200);
  });

  it('gives up after CALLBACK_MAX_ATTEMPTS and keeps the last error', async () => {
    await local().setCallbackUrl(identity(a), `http://127.0.0.1:${port}/down`);
    script.set('/down', [503, 503, 503, 503]);
    const doc = await seedDocument(env, a);
    await local().enqueue(doc, 'processed');
    const d = dispatcher({ maxAttempts: 2 });
    d.start();
    const row = await until(async () => (await repo.findByDocument(doc.id)).find((r) => r.state === 'failed'));
    await d.stop();
    expect(row).toMatchObject({ attempts: 2, lastError: 'HTTP 503' });
    expect(hits.filter((h) => h.path === '/down')).toHaveLength(2);
  });

  it('a delivery whose account lost its secret fails for good without a POST', async () => {
    const lonely = await createAccount(env);
    await local().setCallbackUrl(identity(lonely), `http://127.0.0.1:${port}/nosecret`);
    const doc = await seedDocument(env, lonely);
    await local().enqueue(doc, 'processed');
    await repo.setAccountCallback(lonely.accountId, { callbackSecret: null });
    await dispatcher({ maxAttempts: 1 }).runOnce();
    expect((await repo.findByDocument(doc.id))[0]).toMatchObject({ state: 'failed', lastError: 'the account has no callback secret' });
    expect(hits.filter((h) => h.path === '/nosecret')).toEqual([]);
  });

  it('a row whose node died mid-POST is taken over once its lease ends, and a stale owner writes nothing', async () => {
    await local().setCallbackUrl(identity(a), `http://127.0.0.1:${port}/lease`);
    const doc = await seedDocument(env, a);
    await local().enqueue(doc, 'processed');
    const [row] = await repo.findByDocument(doc.id);
    // The dead node's claim, with a lease that has already run out.
    expect(await repo.claim(row, new Date(Date.now() - 1000))).toBe(true);
    expect(await dispatcher().runOnce()).toBe(1);
    const after = (await repo.findByDocument(doc.id))[0];
    expect(after).toMatchObject({ state: 'delivered', attempts: 2 });
    // The dead node wakes up and reports its outcome for attempt 1: ignored.
    expect(await repo.retryAt({ ...row, attempts: 1 }, 'late', new Date())).toBe(false);
    expect((await repo.findByDocument(doc.id))[0].state).toBe('delivered');
  });
});
