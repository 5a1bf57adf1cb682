import zlib from 'node:zlib';
import { IDE_PAGE_POLICY } from '../../src/rest/security-headers';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const YEAR = 'public, max-age=31536000, immutable';

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  return raw;
}

describe('the IDE and JSON responses over the wire', () => {
  let t: TestServer;
  let page: string;
  beforeAll(async () => {
    t = await startTestServer({ OCR: 'off' });
    const res = await t.request('GET', '/graphql', { headers: { accept: BROWSER_ACCEPT } });
    page = res.text;
  });
  afterAll(async () => {
    await t?.close();
  });

  const assetPaths = () => [...page.matchAll(/\s(?:src|href)="(\/graphql\/assets\/[^"]+)"/g)].map((m) => m[1]);

  it('sends a small, revalidated page under the IDE policy that links hashed assets', async () => {
    const res = await t.request('GET', '/graphql', { headers: { accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(IDE_PAGE_POLICY);
    expect(res.raw.length).toBeLessThan(4096);
    const paths = assetPaths();
    expect(paths).toHaveLength(4);
    for (const p of paths) expect(p).toMatch(/^\/graphql\/assets\/[\w.-]+\.[0-9a-f]{16}\.(js|css|ico)$/);
  });

  it.each(['br', 'gzip'])('serves a hashed script %s-encoded with immutable caching, the same bytes as unencoded', async (encoding) => {
    const script = assetPaths().find((p) => /\/graphiql\.[0-9a-f]+\.js$/.test(p))!;
    const plain = await t.request('GET', script);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe(YEAR);

    const res = await t.request('GET', script, { headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.raw.length);
    expect(res.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(decode(res.raw, encoding).equals(plain.raw)).toBe(true);
  });

  it('serves the stylesheet and the fonts it names, compressed and immutable', async () => {
    const css = assetPaths().find((p) => p.endsWith('.css'))!;
    const res = await t.request('GET', css, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe(YEAR);
    const text = decode(res.raw, res.headers['content-encoding']).toString('utf8');
    const font = /url\((font\.[0-9a-f]{16}\.(?:woff2|ttf))\)/.exec(text)![1];
    const fontRes = await t.request('GET', `/graphql/assets/${font}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(fontRes.status).toBe(200);
    expect(fontRes.headers['content-type']).toMatch(/^font\//);
    expect(fontRes.headers['cache-control']).toBe(YEAR);
  });

  it('answers a revalidation of an asset with 304', async () => {
    const script = assetPaths()[2];
    const first = await t.request('GET', script, { headers: { 'accept-encoding': 'br' } });
    const again = await t.request('GET', script, { headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it.each([
    ['an unknown hash', '/graphql/assets/graphiql.0000000000000000.js'],
    ['a name that is not an asset', '/graphql/assets/..%2F..%2Fpackage.json'],
  ])('answers %s with a JSON 404 that is not cached', async (_label, path) => {
    const res = await t.request('GET', path, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decode(res.raw, res.headers['content-encoding']).toString('utf8'))).toEqual({
      message: expect.stringMatching(/^No IDE asset named/),
      status: 'unsuccessful',
      code: 'NOT_FOUND',
    });
  });

  describe('JSON responses', () => {
    const introspection = { query: '{ __schema { types { name fields { name } } } }' };

    it.each(['br', 'gzip'])('compresses a GraphQL result when the client accepts %s', async (encoding) => {
      const plain = await t.request('POST', '/graphql', { json: introspection });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.length).toBeGreaterThan(1024);

      const res = await t.request('POST', '/graphql', { json: introspection, headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.raw.length).toBeLessThan(plain.raw.length / 2);
      expect(JSON.parse(decode(res.raw, encoding).toString('utf8'))).toEqual(plain.body);
    });

    it('compresses REST JSON only when asked, and leaves small bodies alone', async () => {
      const { headers } = await registerVerified(t);
      const plain = await t.request('GET', '/api/v2/banktxn/categories', { headers });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.length).toBeGreaterThan(1024);

      const res = await t.request('GET', '/api/v2/banktxn/categories', { headers: { ...headers, 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decode(res.raw, 'gzip').toString('utf8'))).toEqual(plain.body);

      const refused = await t.request('GET', '/api/v2/banktxn/categories', { headers: { ...headers, 'accept-encoding': 'identity' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toEqual(plain.body);

      const small = await t.request('GET', '/healthz', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.status).toBe(200);
    });
  });
});
