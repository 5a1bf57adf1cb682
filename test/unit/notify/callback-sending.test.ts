import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../src/config/config';
import { sendCallback } from '../../../src/domain/notify/callback-sender';
import { backoffMs, callbackHeaders, newCallbackSecret, signCallback } from '../../../src/domain/notify/callback-signature';

describe('callback signature', () => {
  it('is sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>', () => {
    const body = '{"event":"document.processed","capture_key":"data/a@b.c/2024-01-01_0123456789abcdef.json"}';
    const expected = createHmac('sha256', 'whsec_test').update(`1700000000.${body}`).digest('hex');
    expect(signCallback('whsec_test', 1700000000, body)).toBe(`sha256=${expected}`);
  });

  it('signs the attempt time in Unix seconds, so another time gives another signature', () => {
    const h = callbackHeaders('s', '{}', new Date('2024-05-01T12:00:00.900Z'));
    expect(h['X-Capture-Timestamp']).toBe(String(Date.UTC(2024, 4, 1, 12) / 1000));
    expect(h['X-Capture-Signature']).toBe(signCallback('s', Date.UTC(2024, 4, 1, 12) / 1000, '{}'));
    expect(callbackHeaders('s', '{}', new Date('2024-05-01T12:00:01Z'))['X-Capture-Signature']).not.toBe(h['X-Capture-Signature']);
  });

  it('makes a new random secret each time', () => {
    const a = newCallbackSecret();
    expect(a).toMatch(/^whsec_[\w-]{43}$/);
    expect(newCallbackSecret()).not.toBe(a);
  });
});

describe('callback backoff', () => {
  it('doubles from the base after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 10000))).toEqual([10000, 20000, 40000, 80000, 160000]);
  });
  it('never waits more than an hour', () => {
    expect(backoffMs(30, 10000)).toBe(3_600_000);
  });
});

describe('callback configuration', () => {
  it('defaults: 6 attempts, 10 s per POST, 10 s first backoff', () => {
    expect(loadConfig({}).callbacks).toEqual({ maxAttempts: 6, timeoutMs: 10000, backoffMs: 10000 });
  });
  it('reads CALLBACK_BACKOFF_MS and refuses nonsense', () => {
    expect(loadConfig({ CALLBACK_BACKOFF_MS: '50' }).callbacks.backoffMs).toBe(50);
    expect(() => loadConfig({ CALLBACK_BACKOFF_MS: 'soon' })).toThrow(/CALLBACK_BACKOFF_MS/);
  });
  it('NOTIFICATION_FROM defaults to MAIL_FROM and must be an address', () => {
    expect(loadConfig({ MAIL_FROM: 'ops <ops@example.com>' }).notificationFrom).toBe('ops <ops@example.com>');
    expect(loadConfig({ MAIL_FROM: 'ops@example.com', NOTIFICATION_FROM: 'done@example.com' })).toMatchObject({
      mailFrom: 'ops@example.com',
      notificationFrom: 'done@example.com',
    });
    expect(() => loadConfig({ NOTIFICATION_FROM: 'nobody' })).toThrow(/NOTIFICATION_FROM/);
  });
});

describe('sendCallback', () => {
  let server: http.Server;
  let port: number;
  const received: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (req.url === '/ok') return void res.writeHead(204).end();
        if (req.url === '/redirect') return void res.writeHead(307, { location: '/ok' }).end();
        if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000).unref();
        res.writeHead(500).end('broken');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  beforeEach(() => void (received.length = 0));

  const opts = () => ({ allowlist: [`127.0.0.1:${port}`], timeoutMs: 500 });

  it('POSTs the body with a signature the receiver can check', async () => {
    const body = JSON.stringify({ event: 'document.processed', capture_key: 'k', status: 'processed', at: '2024-01-01T00:00:00.000Z' });
    expect(await sendCallback(`http://127.0.0.1:${port}/ok`, body, 'whsec_x', opts())).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const got = received[0];
    expect(got.body).toBe(body);
    expect(got.headers['content-type']).toBe('application/json');
    const ts = Number(got.headers['x-capture-timestamp']);
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(5);
    const expected = 'sha256=' + createHmac('sha256', 'whsec_x').update(`${ts}.${got.body}`).digest('hex');
    expect(got.headers['x-capture-signature']).toBe(expected);
  });

  it('counts a non-2xx answer as failed', async () => {
    expect(await sendCallback(`http://127.0.0.1:${port}/boom`, '{}', 's', opts())).toEqual({ ok: false, error: 'HTTP 500' });
  });

  it('does not follow redirects', async () => {
    const res = await sendCallback(`http://127.0.0.1:${port}/redirect`, '{}', 's', opts());
    expect(res.ok).toBe(false);
    expect(res.error).toMatch(/HTTP 307.*not followed/);
    expect(received.map((r) => r.url)).toEqual(['/redirect']);
  });

  it('gives up after CALLBACK_TIMEOUT_MS', async () => {
    const started = Date.now();
    const res = await sendCallback(`http://127.0.0.1:${port}/slow`, '{}', 's', opts());
    expect(res.ok).toBe(false);
    expect(res.error).toMatch(/500 ms/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it.each([
    ['http://127.0.0.1/hook', /loopback, private/],
    ['http://10.1.2.3/hook', /loopback, private/],
    ['http://169.254.169.254/latest/meta-data', /loopback, private/],
    ['http://localhost/hook', /loopback, private/],
    ['http://[::1]/hook', /loopback, private/],
    ['ftp://example.com/hook', /only http and https/],
    ['http://user:pw@example.com/hook', /credentials/],
  ])('refuses %s without sending anything', async (url, reason) => {
    const res = await sendCallback(url, '{}', 's', { allowlist: [], timeoutMs: 500 });
    expect(res.ok).toBe(false);
    expect(res.error).toMatch(reason);
    expect(received).toHaveLength(0);
  });

  it('refuses a non-default port unless CAPTURE_URL_ALLOWLIST names it', async () => {
    const res = await sendCallback(`http://127.0.0.1:${port}/ok`, '{}', 's', { allowlist: [], timeoutMs: 500 });
    expect(res.error).toMatch(/port/);
    expect(received).toHaveLength(0);
  });
});
