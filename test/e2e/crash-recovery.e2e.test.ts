import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../src/db/data-source';
import { type ChildServer, startChildServer } from '../support/child-server';
import { dropDatabase, freshDatabaseUrl } from '../support/database';
import { httpClient } from '../support/http';
import { registerVerified, type TestServer } from '../support/server';
import { startSmtpReceiver } from '../support/smtp';

/**
 * kill -9 in the middle of 200 asynchronous jobs, then a restart: every document ends `processed`, its record
 * written once. Run with the in-process database queue (the API process itself is killed) and, when REDIS_URL is
 * set, with BullMQ (a worker-only process is killed while an API process keeps accepting).
 */
const PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));
const JOBS = 200;

jest.setTimeout(300_000);

interface Setup {
  dataDir: string;
  databaseUrl?: string;
  mail: Awaited<ReturnType<typeof startSmtpReceiver>>;
  db: DataSource;
  children: ChildServer[];
}

async function setUp(): Promise<Setup> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-crash-'));
  const databaseUrl = await freshDatabaseUrl();
  const mail = await startSmtpReceiver();
  // Migrated here once, so the processes started next find the schema ready.
  const db = await openDatabase({ databaseUrl, dataDir });
  return { dataDir, databaseUrl, mail, db, children: [] };
}

async function tearDown(s: Setup): Promise<void> {
  await Promise.all(s.children.map((c) => (c.proc.exitCode === null && c.proc.signalCode === null ? c.kill9() : undefined)));
  await s.db.destroy();
  await s.mail.close();
  await dropDatabase(s.databaseUrl);
  fs.rmSync(s.dataDir, { recursive: true, force: true });
}

function env(s: Setup, extra: Record<string, string>): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    TLS: 'off',
    DATA_DIR: s.dataDir,
    SMTP_URL: s.mail.url,
    LOG_LEVEL: 'error',
    OCR: 'off',
    QUEUE_POLL_MS: '100',
    // A killed process's jobs are taken up again once their 2 s lease lapses (30 s by default).
    QUEUE_LOCK_MS: '2000',
    // An e-mail claimed by the killed process is sent by another once its claim lapses (this + 30 s).
    CALLBACK_TIMEOUT_MS: '1000',
    RATE_LIMIT_ACCOUNT_PER_MIN: '0',
    RATE_LIMIT_IP_PER_MIN: '0',
    PUBLIC_URL: 'http://localhost:8443',
    ...(s.databaseUrl ? { DATABASE_URL: s.databaseUrl } : {}),
    ...extra,
  };
}

async function account(s: Setup, api: ChildServer) {
  const t = { request: httpClient(api.url), mail: s.mail } as unknown as TestServer;
  const { headers } = await registerVerified(t);
  return { request: t.request, headers };
}

async function submitAll(request: TestServer['request'], headers: Record<string, string>): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < JOBS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, () =>
        request('POST', '/api/v4', { headers, query: { type: 'async' }, multipart: { files: [{ field: 'pdf', name: 'a.pdf', type: 'application/pdf', bytes: PDF }] } }),
      ),
    );
    for (const r of batch) {
      expect(r.status).toBe(200);
      keys.push(r.body.capture_key);
    }
  }
  return keys;
}

async function statusCounts(db: DataSource): Promise<Record<string, number>> {
  const rows: { status: string; n: number | string }[] = await db.query('SELECT status, COUNT(*) AS n FROM documents GROUP BY status');
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

async function jobsDone(db: DataSource): Promise<boolean> {
  const rows: { n: number | string }[] = await db.query("SELECT COUNT(*) AS n FROM jobs WHERE state = 'done'");
  return Number(rows[0].n) === JOBS;
}

async function waitUntil(what: string, done: () => Promise<boolean>, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const processedMails = (s: Setup) => s.mail.messages.filter((m) => /has been processed/.test(m.subject));

function mailsPerKey(s: Setup): Map<string, number> {
  const mailed = new Map<string, number>();
  for (const m of processedMails(s)) {
    const key = /capture_key: (\S+)/.exec(m.text)?.[1] ?? '';
    mailed.set(key, (mailed.get(key) ?? 0) + 1);
  }
  return mailed;
}

/** Every document processed, each record's line items written once, every capture key e-mailed. */
async function expectExactlyOnce(s: Setup, keys: string[]): Promise<void> {
  expect(await statusCounts(s.db)).toEqual({ processed: JOBS });
  const items: { document_id: string; n: number | string }[] = await s.db.query('SELECT document_id, COUNT(*) AS n FROM line_items GROUP BY document_id');
  const perDocument = new Set(items.map((r) => Number(r.n)));
  // The same PDF 200 times: one line-item count for all, never a doubled one.
  expect(perDocument.size).toBe(1);
  const jobs: { state: string; n: number | string }[] = await s.db.query('SELECT state, COUNT(*) AS n FROM jobs GROUP BY state');
  expect(Object.fromEntries(jobs.map((r) => [r.state, Number(r.n)]))).toEqual({ done: JOBS });
  const mailed = mailsPerKey(s);
  // The e-mail is a delivery row committed with the record: every document gets its e-mail. Sending is at least
  // once: a process killed between the SMTP answer and marking the row sent may have that one e-mail sent again,
  // which can only concern the rows it had claimed (one dispatcher batch, 10).
  expect(keys.filter((k) => !mailed.has(k))).toEqual([]);
  expect([...mailed.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(10);
  expect([...mailed.keys()].every((k) => keys.includes(k))).toBe(true);
}

describe('kill -9 with the in-process database queue', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(async () => tearDown(s));

  it('the API process (with its worker) killed mid-run: after a restart all 200 documents are processed once', async () => {
    const first = await startChildServer(env(s, { CAPTURE_ROLE: 'all' }));
    s.children.push(first);
    const { request, headers } = await account(s, first);
    const keys = await submitAll(request, headers);
    await waitUntil('some documents processed', async () => ((await statusCounts(s.db)).processed ?? 0) >= 20);
    await first.kill9();
    const atKill = await statusCounts(s.db);
    expect(atKill.processing).toBeGreaterThan(0);

    const second = await startChildServer(env(s, { CAPTURE_ROLE: 'all' }));
    s.children.push(second);
    await waitUntil('every document processed', async () => (await statusCounts(s.db)).processed === JOBS && (await jobsDone(s.db)));
    await waitUntil('every e-mail', async () => mailsPerKey(s).size === JOBS, 90_000);
    await expectExactlyOnce(s, keys);
    expect(await second.terminate()).toBe(0);
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('kill -9 of a BullMQ worker (REDIS_URL)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(async () => tearDown(s));

  it('a worker killed mid-run and restarted: all 200 documents accepted by the API are processed once', async () => {
    const redis = { REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: `capture-crash-${path.basename(s.dataDir)}` };
    const api = await startChildServer(env(s, { CAPTURE_ROLE: 'api', ...redis }));
    s.children.push(api);
    const worker = await startChildServer(env(s, { CAPTURE_ROLE: 'worker', QUEUE_CONCURRENCY: '2', ...redis }));
    s.children.push(worker);
    const { request, headers } = await account(s, api);
    const keys = await submitAll(request, headers);
    await waitUntil('some documents processed', async () => ((await statusCounts(s.db)).processed ?? 0) >= 20);
    await worker.kill9();
    expect((await statusCounts(s.db)).processing).toBeGreaterThan(0);

    const again = await startChildServer(env(s, { CAPTURE_ROLE: 'worker', QUEUE_CONCURRENCY: '2', ...redis }));
    s.children.push(again);
    await waitUntil('every document processed', async () => (await statusCounts(s.db)).processed === JOBS && (await jobsDone(s.db)));
    await waitUntil('every e-mail', async () => mailsPerKey(s).size === JOBS, 90_000);
    await expectExactlyOnce(s, keys);
    // Graceful shutdown: both exit cleanly.
    expect(await again.terminate()).toBe(0);
    expect(await api.terminate()).toBe(0);
  });
});
