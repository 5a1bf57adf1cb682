import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { IDE_PAGE_POLICY, securityHeaders } from '../../../src/rest/security-headers';

async function headersWith(tls: boolean) {
  const app = express();
  app.use(securityHeaders({ tls: { enabled: tls } }));
  app.get('/', (_req, res) => res.json({}));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).headers;
  } finally {
    await new Promise((r) => server.close(r));
  }
}

describe('securityHeaders', () => {
  it('sends HSTS only when the process serves TLS itself', async () => {
    expect((await headersWith(true)).get('strict-transport-security')).toMatch(/^max-age=31536000/);
    const plain = await headersWith(false);
    expect(plain.get('strict-transport-security')).toBeNull();
    expect(plain.get('content-security-policy')).toBe("default-src 'none';style-src 'unsafe-inline';img-src 'self' data:;base-uri 'none';form-action 'none';frame-ancestors 'none'");
    expect(plain.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('IDE_PAGE_POLICY', () => {
  it('runs only the service\'s own script and worker files, never inline or eval\'d code', () => {
    expect(IDE_PAGE_POLICY).toContain("script-src 'self';");
    expect(IDE_PAGE_POLICY).toContain("worker-src 'self';");
    expect(IDE_PAGE_POLICY).not.toMatch(/script-src[^;]*(unsafe|data:|blob:)/);
    expect(IDE_PAGE_POLICY).toMatch(/^default-src 'none'/);
  });
});
