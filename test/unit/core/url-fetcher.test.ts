import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchDocumentUrl, isBlockedAddress } from '../../../src/domain/capture/url-fetcher';

describe('isBlockedAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:8.8.8.8'])(
    'refuses %s',
    (ip) => expect(isBlockedAddress(ip)).toBe(true),
  );
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('allows %s', (ip) => expect(isBlockedAddress(ip)).toBe(false));
});

describe('fetchDocumentUrl', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/doc.pdf') return void res.end('%PDF-1.4 tiny');
      if (req.url === '/big') return void res.end(Buffer.alloc(5000));
      if (req.url === '/to-internal') {
        res.writeHead(302, { location: 'http://10.0.0.1/x.pdf' });
        return void res.end();
      }
      if (req.url === '/to-doc') {
        res.writeHead(302, { location: '/doc.pdf' });
        return void res.end();
      }
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000).unref();
      res.statusCode = 404;
      res.end('nope');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  const allowed = () => ({ allowlist: [`127.0.0.1:${port}`], maxBytes: 1000, timeoutMs: 1000 });

  it('refuses loopback and non-default ports unless the host is allow-listed', async () => {
    await expect(fetchDocumentUrl(`http://127.0.0.1:${port}/doc.pdf`, { allowlist: [], maxBytes: 1000, timeoutMs: 1000 })).rejects.toMatchObject({ code: 'URL_REFUSED' });
    await expect(fetchDocumentUrl('http://localhost/doc.pdf', { allowlist: [], maxBytes: 1000, timeoutMs: 1000 })).rejects.toMatchObject({ code: 'URL_REFUSED' });
    const ok = await fetchDocumentUrl(`http://127.0.0.1:${port}/doc.pdf`, allowed());
    expect(ok.bytes.toString()).toBe('%PDF-1.4 tiny');
    expect(ok.fileName).toBe('doc.pdf');
  });

  it('refuses other schemes, credentials in the URL and malformed URLs', async () => {
    await expect(fetchDocumentUrl('file:///etc/passwd', allowed())).rejects.toMatchObject({ code: 'URL_REFUSED' });
    await expect(fetchDocumentUrl('ftp://example.com/x.pdf', allowed())).rejects.toMatchObject({ code: 'URL_REFUSED' });
    await expect(fetchDocumentUrl(`http://u:p@127.0.0.1:${port}/doc.pdf`, allowed())).rejects.toMatchObject({ code: 'URL_REFUSED' });
    await expect(fetchDocumentUrl('not a url', allowed())).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('follows redirects but re-checks every hop', async () => {
    await expect(fetchDocumentUrl(`http://127.0.0.1:${port}/to-internal`, allowed())).rejects.toMatchObject({ code: 'URL_REFUSED' });
    expect((await fetchDocumentUrl(`http://127.0.0.1:${port}/to-doc`, allowed())).bytes.toString()).toContain('%PDF');
  });

  it('caps size and time and reports HTTP errors', async () => {
    await expect(fetchDocumentUrl(`http://127.0.0.1:${port}/big`, allowed())).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await expect(fetchDocumentUrl(`http://127.0.0.1:${port}/slow`, { ...allowed(), timeoutMs: 200 })).rejects.toMatchObject({ code: 'URL_FETCH_FAILED' });
    await expect(fetchDocumentUrl(`http://127.0.0.1:${port}/missing`, allowed())).rejects.toMatchObject({ code: 'URL_FETCH_FAILED', message: expect.stringContaining('404') });
  });

  it('reports a host that does not resolve', async () => {
    await expect(fetchDocumentUrl('http://no-such-host.invalid/x.pdf', allowed())).rejects.toMatchObject({ code: 'URL_FETCH_FAILED' });
  });
});
