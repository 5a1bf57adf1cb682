import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { startServer, type RunningServer } from '../../src/main';
import { dropDatabase, freshDatabaseUrl } from './database';
import { httpClient, type RequestFn } from './http';
import { startSmtpReceiver } from './smtp';

export interface TestServer {
  config: AppConfig;
  url: string;
  request: RequestFn;
  mail: Awaited<ReturnType<typeof startSmtpReceiver>>;
  dataDir: string;
  running: RunningServer;
  /** Stops the server but keeps the data directory and database (to test a restart). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real service over HTTPS on an ephemeral port, with a fresh data directory, a fresh database
 * (SQLite, or a new MariaDB database when DATABASE_URL is set) and a real SMTP receiver.
 */
export async function startTestServer(env: Record<string, string> = {}, reuse?: { dataDir: string; databaseUrl?: string }): Promise<TestServer & { databaseUrl?: string }> {
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'capture-test-'));
  const databaseUrl = reuse ? reuse.databaseUrl : await freshDatabaseUrl();
  const mail = await startSmtpReceiver();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: 'silent',
    QUEUE_POLL_MS: '100',
    PUBLIC_URL: 'https://localhost:8443',
    // Suites send many requests from one address; a test of the limits passes its own values.
    RATE_LIMIT_ACCOUNT_PER_MIN: '0',
    RATE_LIMIT_IP_PER_MIN: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // With REDIS_URL set (CI) every server queues on BullMQ, under a prefix of its own that survives a restart.
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `capture-test-${path.basename(dataDir)}` } : {}),
    ...env,
  });
  const running = await startServer(config);
  await running.ready;
  const ca = config.tls.enabled ? fs.readFileSync(path.join(dataDir, 'tls', 'self-signed.crt'), 'utf8') : undefined;
  // The certificate names localhost, so the client connects by that name to check it for real.
  const url = running.url.replace('127.0.0.1', 'localhost');
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await running.close();
    await mail.close();
  };
  return {
    config,
    url,
    request: httpClient(url, ca),
    mail,
    dataDir,
    databaseUrl,
    running,
    stop,
    async close() {
      await stop();
      if (!reuse) {
        await dropDatabase(databaseUrl);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Registers an account, follows the link in the verification mail, and returns ready-to-use headers. */
export async function registerVerified(t: TestServer, email = `user${Math.random().toString(36).slice(2, 8)}@example.com`) {
  const password = 'Sup3r-secret!';
  const reg = await t.request('POST', '/api/v4/register', { json: { email, password } });
  if (reg.status !== 200) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const mail = await t.mail.waitFor((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/api\/v4\/verify\?token=[\w%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no verification link in mail');
  const verified = await t.request('GET', new URL(link).pathname + new URL(link).search, { headers: { accept: 'text/html' } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  const creds = reg.body as { client_id: string; api_key: string; secret_key: string; username: string; password: string };
  return {
    creds,
    headers: {
      'CLIENT-ID': creds.client_id,
      AUTHORIZATION: `apikey ${creds.username}:${creds.api_key}`,
      PASSWORD: creds.password,
      'SECRET-KEY': creds.secret_key,
    } as Record<string, string>,
  };
}

/**
 * A sync capture's record (`POST /api/v4` with a PDF); when the background worker took the job first (a loaded
 * machine), it is polled through `/webhook` for up to 30 s.
 */
export async function captureRecord(t: TestServer, pdf: Buffer, headers: Record<string, string>) {
  const res = await t.request('POST', '/api/v4', { headers, multipart: { files: [{ field: 'pdf', name: 'invoice.pdf', type: 'application/pdf', bytes: pdf }] } });
  if (res.status !== 200) throw new Error(`capture failed: ${res.status} ${res.text}`);
  let body = res.body;
  for (const deadline = Date.now() + 30_000; !body.data && Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 200));
    body = (await t.request('POST', '/webhook', { headers, query: { capture_key: res.body.capture_key } })).body;
  }
  if (!body.data) throw new Error(`no record for ${res.body.capture_key} after 30 s`);
  return body.data;
}

/** `PUT /api/v4/update` of one document's fields. */
export function updateRecord(t: TestServer, headers: Record<string, string>, key: string, json: unknown) {
  return t.request('PUT', '/api/v4/update', { headers, query: { capture_key: key }, json });
}
