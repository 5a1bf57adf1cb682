import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express, { type Request } from 'express';
import { chooseEncoding, compressJson } from '../../../src/rest/compression';

const req = (acceptEncoding?: string) => ({ get: (h: string) => (h.toLowerCase() === 'accept-encoding' ? acceptEncoding : undefined) }) as unknown as Request;

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['deflate', undefined],
    ['BR', 'br'],
  ])('%p → %p', (header, expected) => {
    expect(chooseEncoding(req(header))).toBe(expected);
  });
});

describe('compressJson', () => {
  let server: http.Server;
  let port: number;
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  beforeAll(async () => {
    const app = express();
    app.use(compressJson());
    app.get('/json', (_q, res) => res.json(big));
    app.get('/send-object', (_q, res) => res.send(big));
    app.get('/small', (_q, res) => res.json({ ok: true }));
    app.get('/pdf', (_q, res) => res.type('application/pdf').send(Buffer.alloc(4096, 1)));
    app.get('/no-transform', (_q, res) => res.set('Cache-Control', 'no-transform').json(big));
    app.get('/already', (_q, res) => res.set('Content-Encoding', 'gzip').type('json').send(zlib.gzipSync(JSON.stringify(big))));
    app.get('/events', (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      setTimeout(() => res.end('data: last\n\n'), 300);
    });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  function get(path: string, acceptEncoding?: string, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer; firstChunkMs: number }>((resolve, reject) => {
      const started = Date.now();
      let firstChunkMs = -1;
      http
        .request({ port, path, method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => {
            if (firstChunkMs < 0) firstChunkMs = Date.now() - started;
            chunks.push(c);
          });
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks), firstChunkMs }));
        })
        .on('error', reject)
        .end();
    });
  }

  it.each([
    ['/json', 'br'],
    ['/json', 'gzip'],
    ['/send-object', 'br'],
  ])('compresses %s with %s and the body decodes to the same JSON', async (path, encoding) => {
    const res = await get(path, encoding);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(res.headers['content-length'])).toBe(res.raw.length);
    const decoded = encoding === 'br' ? zlib.brotliDecompressSync(res.raw) : zlib.gunzipSync(res.raw);
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(big);
  });

  it('leaves the body alone without Accept-Encoding, but still says it varies on it', async () => {
    const res = await get('/json');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(res.raw.toString('utf8'))).toEqual(big);
  });

  it.each(['/small', '/pdf', '/no-transform'])('does not compress %s', async (path) => {
    const res = await get(path, 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not encode an already-encoded body twice', async () => {
    const res = await get('/already', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.raw).toString('utf8'))).toEqual(big);
  });

  it('answers HEAD without a body and without compressing', async () => {
    const res = await get('/json', 'br', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.raw.length).toBe(0);
  });

  it('passes server-sent events through as they are written, not buffered', async () => {
    const res = await get('/events', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.firstChunkMs).toBeLessThan(250);
    expect(res.raw.toString('utf8')).toBe('data: first\n\ndata: last\n\n');
  });
});
