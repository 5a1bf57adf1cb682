import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import IORedis from 'ioredis';

// API_PROCESSES=2 as an operator runs it: `node dist/main.js` (the built service: a cluster's processes are forked
// from dist/server/api-worker.js, so `npm run build` first), on SQLite and the Redis at REDIS_URL.
const REDIS_URL = process.env.REDIS_URL;
const root = path.resolve(__dirname, '../..');
const maybe = REDIS_URL ? describe : describe.skip;

/** One request on a connection of its own: the cluster hands each new connection to the next process in turn. */
function get(port: number, p: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
}

const children = (pid: number): number[] => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

maybe(REDIS_URL ? 'API_PROCESSES=2 (cluster on one port)' : 'API_PROCESSES=2 (skipped: REDIS_URL is not set)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-cluster-'));
  const prefix = `capture-test-cluster-${randomBytes(4).toString('hex')}`;
  let primary: ChildProcess | undefined;

  afterAll(async () => {
    if (primary && primary.exitCode === null) primary.kill('SIGKILL');
    const redis = new IORedis(REDIS_URL!, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from both processes, holds a per-account limit across them, restarts a crashed one and stops cleanly', async () => {
    expect(fs.existsSync(path.join(root, 'dist/server/api-worker.js'))).toBe(true);
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      API_PROCESSES: '2',
      REDIS_URL: REDIS_URL!,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      TLS: 'off',
      LOG_LEVEL: 'error',
      RATE_LIMIT_ACCOUNT_PER_MIN: '10',
      RATE_LIMIT_IP_PER_MIN: '0',
      SHUTDOWN_GRACE_MS: '5000',
    };
    const proc = spawn(process.execPath, [path.join(root, 'dist/main.js')], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    primary = proc;
    let stderr = '';
    proc.stderr!.on('data', (c) => (stderr += c));
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));

    const port = await until('capture ready', () => {
      if (proc.exitCode !== null) throw new Error(`the service exited: ${stderr}`);
      const m = /bound to 127\.0\.0\.1:(\d+)\)\ncapture ready/.exec(stderr);
      return m ? Number(m[1]) : undefined;
    });
    expect(stderr).toMatch(/capture \(role all, 2 API processes\) listening/);
    const apiPids = children(proc.pid!);
    expect(apiPids).toHaveLength(2);

    // Both processes answer on the one port: each reports its own start time in its metrics.
    const started = new Set<string>();
    for (let i = 0; i < 20 && started.size < 2; i++) {
      const m = /^process_start_time_seconds (\d+)/m.exec((await get(port, '/metrics')).text);
      if (m) started.add(m[1]);
    }
    expect(started.size).toBe(2);

    // 10 requests a minute for the account, whichever process counts them: 20 requests alternating between the
    // two are 10 served and 10 refused (without a shared count each process would serve 10).
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await get(port, '/api/v4/categories', { authorization: 'Bearer demo-api-key' })).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);

    // A crashed process is replaced; the other one serves meanwhile.
    process.kill(apiPids[1], 'SIGKILL');
    await until('the crashed process to be gone', () => (alive(apiPids[1]) ? undefined : true), 10_000);
    for (let i = 0; i < 5; i++) expect((await get(port, '/healthz')).status).toBe(200);
    const replaced = await until('a new API process', () => {
      const now = children(proc.pid!);
      return now.length === 2 && !now.includes(apiPids[1]) ? now : undefined;
    });
    expect(replaced).toContain(apiPids[0]);
    // It takes connections once it can serve (a third start time in the metrics), and counts against the same allowance.
    await until('the new process to serve', async () => {
      const m = /^process_start_time_seconds (\d+)/m.exec((await get(port, '/metrics')).text);
      return m && !started.has(m[1]) ? true : undefined;
    });
    for (let i = 0; i < 2; i++) expect((await get(port, '/api/v4/categories', { authorization: 'Bearer demo-api-key' })).status).toBe(429);

    // SIGTERM to the primary: every API process and its extraction engine stop, and the primary exits 0.
    const all = replaced.flatMap((pid) => [pid, ...children(pid)]);
    expect(all.length).toBeGreaterThanOrEqual(2);
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('every process of the cluster to end', () => (all.some(alive) ? undefined : true), 10_000);
    expect(stderr).not.toMatch(/EPIPE|Unhandled|failed/);
  }, 300_000);
});
