'use strict';
/* Shared plumbing of scripts/bench-load.js: child processes (service, floor), plain-HTTP requests, the account,
 * autocannon runs with the floor comparison, and RSS readings. */
const fs = require('node:fs');
const http = require('node:http');
const https = require('node:https');
const path = require('node:path');
const { fork } = require('node:child_process');
const autocannon = require('autocannon');

const root = path.resolve(__dirname, '../..');
/** BENCH_TLS=on: service and floor both serve HTTPS (the service's self-signed certificate, on both). */
const TLS = process.env.BENCH_TLS === 'on';

/** A keep-alive agent for `base`'s scheme (the bench trusts the self-signed certificate it made the service make). */
function agent(base, opts) {
  return base.startsWith('https:') ? new https.Agent({ ...opts, rejectUnauthorized: false }) : new http.Agent(opts);
}

/** One request over HTTP or HTTPS (by `base`); the body comes back as a Buffer, parsed as JSON when it is JSON. */
function request(base, method, p, { headers = {}, json, body, contentType, agent } = {}) {
  return new Promise((resolve, reject) => {
    const h = { ...headers };
    let payload = body;
    if (json !== undefined) {
      payload = Buffer.from(JSON.stringify(json));
      h['content-type'] = 'application/json';
    } else if (contentType) h['content-type'] = contentType;
    if (payload) h['content-length'] = payload.length;
    const tls = base.startsWith('https:');
    const req = (tls ? https : http).request(new URL(p, base), { method, headers: h, agent, ...(tls ? { rejectUnauthorized: false } : {}) }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        let parsed = null;
        try {
          parsed = JSON.parse(raw.toString('utf8') || 'null');
        } catch {
          parsed = null;
        }
        resolve({ status: res.statusCode, headers: res.headers, raw, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A multipart/form-data body with one file part named `pdf` (the service's part name for every format). */
function multipart(filename, type, file) {
  const boundary = 'benchload' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const children = new Set();

/**
 * The flags `npm start` gives node (package.json), so the service under test runs as it does in production: its
 * young generation is one of them (README, **Load (measured)**).
 */
function startFlags() {
  const start = require(path.join(root, 'package.json')).scripts.start;
  const m = /^node((?:\s+--\S+)*)\s+dist\/main\.js\b/.exec(start);
  if (!m) throw new Error(`package.json scripts.start is not "node [--flags] dist/main.js": ${start}`);
  return m[1].trim().split(/\s+/).filter(Boolean);
}

/** Forks a child speaking the bench's IPC messages and resolves with its first `ready` message. */
function forkChild(script, env, label) {
  // BENCH_PROFILE=<dir>: each service process writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = script === 'service.js' && process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const flags = script === 'service.js' ? startFlags() : [];
  const child = fork(path.join(__dirname, script), [], { env, execArgv: [...process.execArgv, ...flags, ...profile], stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr = (stderr + c).slice(-4000);
  });
  child.on('exit', () => children.delete(child));
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${label} exited (${code}) before it was ready:\n${stderr}`)));
    child.on('message', (m) => {
      if (m.type === 'ready') resolve(m.url);
    });
  });
  return { child, ready };
}

/** Starts dist/main.js (through service.js) with `env` added to this process's environment. */
async function startService(env, label = 'service') {
  const { child, ready } = forkChild('service.js', { ...process.env, LOG_LEVEL: 'error', TLS: TLS ? 'on' : 'off', PORT: '0', HOST: '127.0.0.1', ...env }, label);
  const url = await ready;
  // The certificate the service made on its first start (src/server/tls.ts), for the floor to present too.
  const tlsDir = env.DATA_DIR && path.join(env.DATA_DIR, 'tls');
  const tls = TLS && tlsDir ? { cert: fs.readFileSync(path.join(tlsDir, 'self-signed.crt'), 'utf8'), key: fs.readFileSync(path.join(tlsDir, 'self-signed.key'), 'utf8') } : undefined;
  return {
    url,
    tls,
    pid: child.pid,
    /** SQL statements the process has sent so far. */
    queries: () =>
      new Promise((resolve) => {
        const on = (m) => {
          if (m.type !== 'queries') return;
          child.off('message', on);
          resolve(m.count);
        };
        child.on('message', on);
        child.send({ type: 'queries' });
      }),
    /** CPU seconds of the process and, with API_PROCESSES > 1, of its API processes (not their engines). */
    cpuSeconds: () =>
      new Promise((resolve) => {
        const on = (m) => {
          if (m.type !== 'pids') return;
          child.off('message', on);
          resolve(m.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0));
        };
        child.on('message', on);
        child.send({ type: 'pids' });
      }),
    stop: () => stopChild(child),
  };
}

/** Starts the floor answering `response` (from request()) to every request; over HTTPS with `tls` ({cert, key}). */
async function startFloor(response, tls) {
  const { child, ready } = forkChild('floor.js', process.env, 'floor');
  const headers = { ...response.headers };
  for (const h of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']) delete headers[h];
  child.send({ type: 'serve', status: response.status, headers, body: response.raw.toString('base64'), tls });
  const url = await ready;
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

function stopChild(child, graceMs = 20000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send({ type: 'stop' });
    else child.kill('SIGKILL');
  });
}

/** Last resort on error or Ctrl-C: only the processes this bench forked. */
function killChildren() {
  for (const c of children) c.kill('SIGKILL');
}

/** Registers an account and follows the link of the verification mail the service wrote to DATA_DIR/mail. */
async function registerAccount(base, dataDir, email = 'bench@example.com') {
  const password = 'Bench-pass-1!';
  const reg = await request(base, 'POST', '/api/v4/register', { json: { email, password } });
  if (reg.status !== 200) throw new Error(`register answered ${reg.status}: ${reg.raw}`);
  const dir = path.join(dataDir, 'mail');
  const eml = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
  const m = /token=([\w%-]+)/.exec(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  if (!m) throw new Error(`no verification link in ${dir}`);
  const v = await request(base, 'GET', `/api/v4/verify?token=${m[1]}`);
  if (v.status >= 400) throw new Error(`verify answered ${v.status}`);
  return { 'CLIENT-ID': reg.body.client_id, AUTHORIZATION: `apikey ${email}:${reg.body.api_key}`, PASSWORD: password, 'SECRET-KEY': reg.body.secret_key };
}

/** autocannon as a promise; `opts` are autocannon's own. */
function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 30, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The figures the table prints from one autocannon result. */
function summary(r) {
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    rps: r.requests.average,
    total: r.requests.total,
    /** Includes those still in flight when the run stopped (the server finishes them). */
    sent: r.requests.sent,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** Resident set size of a process in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/**
 * The peak RSS of `pid` while `work` runs, in MB: the kernel's high-water mark (VmHWM), reset first through
 * /proc/<pid>/clear_refs; where that is not allowed, the highest of samples taken every 10 ms.
 */
async function peakRssMb(pid, work) {
  let reset = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false;
  }
  let sampled = rssMb(pid);
  const timer = setInterval(() => {
    sampled = Math.max(sampled, rssMb(pid));
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return reset && m ? Math.max(sampled, Number(m[1]) / 1024) : Math.max(sampled, rssMb(pid));
}

/** CPU time (user + system) a process has used so far, in seconds (/proc/<pid>/stat; ticks are 1/100 s on Linux). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Least-squares slope of y over x. */
function slope(xs, ys) {
  const n = xs.length;
  if (n < 2) return NaN;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return num / den;
}

function percentiles(times) {
  const sorted = times.slice().sort((a, b) => a - b);
  const pct = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: pct(0.5), p99: pct(0.99), max: sorted[sorted.length - 1] };
}

/** Rounds of one side as one run: percentiles over every upload of every round. */
function pooled(rounds) {
  const times = rounds.flatMap((r) => r.times);
  const sum = (k) => rounds.reduce((a, r) => a + r[k], 0);
  return { ...percentiles(times), rps: NaN, total: times.length, non2xx: sum('non2xx'), errors: sum('errors'), timeouts: 0 };
}

function median(xs) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Removes every key under `prefix:` (a bench run's queue, limits and events). */
async function dropRedisPrefix(url, prefix) {
  const IORedis = require(require.resolve('ioredis', { paths: [root] }));
  const redis = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

module.exports = { root, dropRedisPrefix, TLS, startFlags, agent, request, multipart, startService, startFloor, killChildren, registerAccount, cannon, summary, rssMb, peakRssMb, cpuSeconds, slope, sleep, percentiles, pooled, median };
