import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { generate } from 'selfsigned';
import { ConfigError, loadConfig } from '../../src/config/config';
import { startServer } from '../../src/main';
import { loadTls } from '../../src/server/tls';
import { httpClient } from '../support/http';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'capture-start-'));

function servedCertificate(port: number): Promise<X509Certificate> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      resolve(new X509Certificate(socket.getPeerCertificate(true).raw));
      socket.end();
    });
    socket.on('error', reject);
  });
}

describe('start-up', () => {
  it('serves plain HTTP with TLS=off', async () => {
    const dir = tmp();
    const running = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, TLS: 'off', OCR: 'off', LOG_LEVEL: 'silent' }));
    try {
      await running.ready;
      expect(running.url.startsWith('http://')).toBe(true);
      const res = await httpClient(running.url)('GET', '/healthz');
      expect(res.body).toMatchObject({ status: 'ok' });
    } finally {
      await running.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('removes an abandoned upload older than ORPHAN_UPLOAD_GRACE_MINUTES at start, and keeps a younger one', async () => {
    const dir = tmp();
    const shard = path.join(dir, 'blobs', 'ab');
    fs.mkdirSync(shard, { recursive: true });
    const old = path.join(shard, 'abandoned-upload-old');
    const young = path.join(shard, 'abandoned-upload-young');
    fs.writeFileSync(old, 'part of an upload');
    fs.writeFileSync(young, 'part of an upload still arriving');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    const running = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, TLS: 'off', OCR: 'off', LOG_LEVEL: 'silent' }));
    try {
      await running.ready;
      for (let i = 0; i < 200 && fs.existsSync(old); i++) await new Promise((r) => setTimeout(r, 25));
      expect(fs.existsSync(old)).toBe(false);
      expect(fs.existsSync(young)).toBe(true);
    } finally {
      await running.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finishes making the blob shard directories before close() resolves, so the data dir can be removed at once', async () => {
    const dir = tmp();
    const running = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, TLS: 'off', OCR: 'off', LOG_LEVEL: 'silent' }));
    await running.close();
    expect(fs.readdirSync(path.join(dir, 'blobs')).length).toBe(256);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('keeps its self-signed certificate across restarts', async () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    const first = await loadTls(config);
    const second = await loadTls(config);
    expect(second.cert).toBe(first.cert);
    const cert = new X509Certificate(first.cert);
    expect(cert.subjectAltName).toContain('DNS:localhost');
    expect(cert.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(fs.statSync(path.join(dir, 'tls', 'self-signed.key')).mode & 0o077).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the certificate given by TLS_CERT_FILE and TLS_KEY_FILE', async () => {
    const dir = tmp();
    const pems = await generate([{ name: 'commonName', value: 'capture.test' }], { keyType: 'ec', curve: 'P-256' });
    fs.writeFileSync(path.join(dir, 'c.pem'), pems.cert);
    fs.writeFileSync(path.join(dir, 'k.pem'), pems.private);
    const running = await startServer(
      loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, TLS_CERT_FILE: path.join(dir, 'c.pem'), TLS_KEY_FILE: path.join(dir, 'k.pem'), OCR: 'off', LOG_LEVEL: 'silent' }),
    );
    try {
      const port = (running.server.address() as { port: number }).port;
      expect((await servedCertificate(port)).fingerprint256).toBe(new X509Certificate(pems.cert).fingerprint256);
      expect(fs.existsSync(path.join(dir, 'tls'))).toBe(false);
    } finally {
      await running.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the variable when a certificate file cannot be read', async () => {
    const config = loadConfig({ DATA_DIR: tmp(), TLS_CERT_FILE: '/nonexistent/c.pem', TLS_KEY_FILE: '/nonexistent/k.pem' });
    await expect(loadTls(config)).rejects.toThrow(ConfigError);
    await expect(loadTls(config)).rejects.toThrow(/TLS_CERT_FILE/);
  });
});
