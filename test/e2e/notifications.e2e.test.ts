import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { registerVerified, startTestServer, type TestServer } from '../support/server';
import { subscriptionClient } from '../support/subscriptions';

// The notifications of one async capture, end to end over the real HTTPS server: the processing e-mail from
// NOTIFICATION_FROM, a signed callback POST (retried on 5xx), and the documentStatus subscription over wss.
const RECEIPT = fs.readFileSync(path.join(__dirname, '../../assets/samples/receipt.png'));
const INVOICE = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

let t: TestServer;
let receiver: http.Server;
let port: number;
const hits: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const answers = new Map<string, number[]>();

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answers.get(req.url ?? '')?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  port = (receiver.address() as AddressInfo).port;
  t = await startTestServer({
    CAPTURE_URL_ALLOWLIST: `127.0.0.1:${port}`,
    CALLBACK_BACKOFF_MS: '100',
    NOTIFICATION_FROM: 'Capture results <results@capture.test>',
    MAIL_FROM: 'Capture <accounts@capture.test>',
  });
});
afterAll(async () => {
  await t?.close();
  receiver.closeAllConnections();
  await new Promise<void>((r) => receiver.close(() => r()));
});

async function waitFor<T>(fn: () => T | undefined, ms = 60000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const graphql = (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
  t.request('POST', '/graphql', { headers, json: { query, variables } });

async function setCallback(headers: Record<string, string>, route: string): Promise<string> {
  const res = await graphql(headers, 'mutation($url: String) { setCallbackUrl(url: $url) { callbackUrl callbackSecret } }', { url: `http://127.0.0.1:${port}${route}` });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.setCallbackUrl.callbackSecret;
}

async function captureAsync(headers: Record<string, string>, bytes: Buffer, name: string, type: string): Promise<string> {
  const res = await t.request('POST', '/api/v4', { headers, query: { type: 'async' }, multipart: { files: [{ field: 'pdf', name, type, bytes }] } });
  expect(res.status).toBe(200);
  return res.body.capture_key;
}

describe('processing e-mail', () => {
  it('comes from NOTIFICATION_FROM while account mail stays with MAIL_FROM', async () => {
    const { creds, headers } = await registerVerified(t);
    const verification = t.mail.messages.find((m) => m.to.includes(creds.username))!;
    expect(verification.from).toBe('accounts@capture.test');
    const key = await captureAsync(headers, INVOICE, 'invoice.pdf', 'application/pdf');
    // Reading happens at a lower priority (ENGINE_NICE): on a busy machine it may take a while.
    const mail = await t.mail.waitFor((m) => m.to.includes(creds.username) && m.subject === 'Your document has been processed', 45_000);
    expect(mail.from).toBe('results@capture.test');
    expect(mail.raw).toMatch(/^From: Capture results <results@capture\.test>/m);
    expect(mail.text).toContain(key);
  });
});

describe('callbacks', () => {
  it('POSTs a correctly signed notification after an async capture', async () => {
    const { headers } = await registerVerified(t);
    const secret = await setCallback(headers, '/signed');
    const key = await captureAsync(headers, INVOICE, 'invoice.pdf', 'application/pdf');
    const hit = await waitFor(() => hits.find((h) => h.path === '/signed'));
    const body = JSON.parse(hit.body);
    expect(body).toEqual({ event: 'document.processed', capture_key: key, status: 'processed', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const ts = hit.headers['x-capture-timestamp'] as string;
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
    // What a receiver does: HMAC-SHA256 over "<timestamp>.<raw body>" with the secret, compared with the header.
    expect(hit.headers['x-capture-signature']).toBe(`sha256=${createHmac('sha256', secret).update(`${ts}.${hit.body}`).digest('hex')}`);
    expect(hit.headers['content-type']).toBe('application/json');
  });

  it('a receiver answering 500 twice and then 200 gets three attempts', async () => {
    const { headers } = await registerVerified(t);
    answers.set('/flaky', [500, 500]);
    await setCallback(headers, '/flaky');
    const key = await captureAsync(headers, INVOICE, 'invoice.pdf', 'application/pdf');
    await waitFor(() => (hits.filter((h) => h.path === '/flaky').length >= 3 ? true : undefined));
    // Give a wrongly scheduled fourth attempt the time to show up.
    await new Promise((r) => setTimeout(r, 600));
    const attempts = hits.filter((h) => h.path === '/flaky');
    expect(attempts).toHaveLength(3);
    for (const a of attempts) expect(JSON.parse(a.body).capture_key).toBe(key);
  });

  it('refuses a callback URL on an address the allowlist does not name', async () => {
    const { headers } = await registerVerified(t);
    const res = await graphql(headers, 'mutation { setCallbackUrl(url: "http://127.0.0.1:1/x") { callbackUrl } }');
    expect(res.body.errors[0].extensions.code).toBe('URL_REFUSED');
  });
});

describe('documentStatus subscription over wss', () => {
  const ca = () => fs.readFileSync(path.join(t.dataDir, 'tls', 'self-signed.crt'), 'utf8');
  const clients: Client[] = [];
  afterAll(async () => {
    for (const c of clients) await c.dispose();
  });

  function client(connectionParams: Record<string, string>): Client {
    const c = subscriptionClient(t, connectionParams);
    clients.push(c);
    return c;
  }

  type Result = { data?: { documentStatus: { captureKey: string; status: string; reason: string | null; at: string } } | null; errors?: { message: string; extensions?: { code?: string } }[] };

  function collect(c: Client, captureKey: string): Promise<Result[]> {
    const results: Result[] = [];
    return new Promise((resolve, reject) => {
      c.subscribe<Result['data']>(
        { query: 'subscription($k: String!) { documentStatus(captureKey: $k) { captureKey status reason at } }', variables: { k: captureKey } },
        { next: (r) => void results.push(r as Result), error: reject, complete: () => resolve(results) },
      );
    });
  }

  it('sends processing, then processed, then completes (credentials in connection_init, as headers)', async () => {
    const { headers } = await registerVerified(t);
    // A photographed receipt goes through OCR: seconds, so the subscription is open well before it ends.
    const key = await captureAsync(headers, RECEIPT, 'receipt.png', 'image/png');
    const results = await collect(client(headers), key);
    expect(results.map((r) => r.data?.documentStatus.status)).toEqual(['PROCESSING', 'PROCESSED']);
    expect(results[1].data!.documentStatus).toMatchObject({ captureKey: key, reason: null });
  });

  it('a client subscribing after completion gets the final state at once', async () => {
    const { creds, headers } = await registerVerified(t);
    const key = await captureAsync(headers, INVOICE, 'invoice.pdf', 'application/pdf');
    await t.mail.waitFor((m) => m.to.includes(creds.username) && /processed/.test(m.subject));
    const results = await collect(client({ Authorization: `Bearer ${creds.api_key}` }), key);
    expect(results.map((r) => r.data?.documentStatus.status)).toEqual(['PROCESSED']);
  });

  it("another account's capture key is NOT_FOUND, as for queries", async () => {
    const owner = await registerVerified(t);
    const key = await captureAsync(owner.headers, INVOICE, 'invoice.pdf', 'application/pdf');
    const stranger = await registerVerified(t);
    const results = await collect(client(stranger.headers), key);
    expect(results).toHaveLength(1);
    expect(results[0].data ?? null).toBeNull();
    expect(results[0].errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
  });

  it('serves WebSocket upgrades at /graphql only', async () => {
    const ws = new WebSocket(`${t.url.replace(/^https/, 'wss')}/api/v4`, 'graphql-transport-ws', { ca: ca() });
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', (e) => resolve(e.message));
    });
    expect(outcome).not.toBe('open');
  });

  it('without credentials the subscription is UNAUTHENTICATED', async () => {
    const results = await collect(client({}), 'data/x@example.com/2024-01-01_0000000000000000.json');
    expect(results[0].errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
