#!/usr/bin/env node
/* Measures what the contract promises: async capture answers with a key in under a second.
 * Starts the built service (npm run build first; `npm run bench:async` does) on a temp data dir with SQLite,
 * registers and verifies an account through the .eml file the service writes, then times
 *   - N async captures (acceptance latency: p50/p95/max), and how long until all are processed;
 *   - M sync captures of the same invoice (end-to-end latency).
 * Usage: node scripts/bench-async.js [N=50] [M=10]
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const https = require('node:https');

const N = Number(process.argv[2] ?? 50);
const M = Number(process.argv[3] ?? 10);
const root = path.resolve(__dirname, '..');

function request(base, ca, method, p, { headers = {}, json, file } = {}) {
  return new Promise((resolve, reject) => {
    let body;
    const h = { ...headers };
    if (json) {
      body = Buffer.from(JSON.stringify(json));
      h['content-type'] = 'application/json';
    } else if (file) {
      const b = 'bench' + Math.random().toString(16).slice(2);
      body = Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="pdf"; filename="i.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), file, Buffer.from(`\r\n--${b}--\r\n`)]);
      h['content-type'] = `multipart/form-data; boundary=${b}`;
    }
    if (body) h['content-length'] = body.length;
    const req = https.request(new URL(p, base), { method, headers: h, ca }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/main.js'))) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-bench-'));
  Object.assign(process.env, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', QUEUE_POLL_MS: '50' });
  const { startServer } = require(path.join(root, 'dist/main.js'));
  const { loadConfig } = require(path.join(root, 'dist/config/config.js'));
  const t0 = Date.now();
  const running = await startServer(loadConfig());
  await running.ready;
  console.log(`cold start to ready: ${Date.now() - t0} ms`);
  const base = running.url.replace('127.0.0.1', 'localhost');
  const ca = fs.readFileSync(path.join(dataDir, 'tls/self-signed.crt'));

  const email = 'bench@example.com';
  const reg = await request(base, ca, 'POST', '/api/v4/register', { json: { email, password: 'Bench-pass-1!' } });
  const eml = fs.readdirSync(path.join(dataDir, 'mail')).map((f) => fs.readFileSync(path.join(dataDir, 'mail', f), 'utf8')).join('\n');
  const token = /token=([\w%-]+)/.exec(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='))[1];
  await request(base, ca, 'GET', `/api/v4/verify?token=${token}`);
  const headers = { 'CLIENT-ID': reg.body.client_id, AUTHORIZATION: `apikey ${email}:${reg.body.api_key}`, PASSWORD: 'Bench-pass-1!', 'SECRET-KEY': reg.body.secret_key };
  const pdf = fs.readFileSync(path.join(root, 'assets/samples/invoice.pdf'));

  const accept = [];
  const keys = [];
  const tAsync = Date.now();
  for (let i = 0; i < N; i++) {
    const s = process.hrtime.bigint();
    const res = await request(base, ca, 'POST', '/api/v4?type=async', { headers, file: pdf });
    accept.push(Number(process.hrtime.bigint() - s) / 1e6);
    if (res.status !== 200) throw new Error(`async capture failed: ${res.status} ${JSON.stringify(res.body)}`);
    keys.push(res.body.capture_key);
  }
  for (const key of keys) {
    for (;;) {
      const r = await request(base, ca, 'POST', `/webhook?capture_key=${encodeURIComponent(key)}`, { headers });
      if (r.body.data || r.body.status === 'failed') break;
      await new Promise((r2) => setTimeout(r2, 50));
    }
  }
  const allDone = Date.now() - tAsync;
  console.log(`async acceptance (${N} sequential): p50 ${pct(accept, 50).toFixed(1)} ms, p95 ${pct(accept, 95).toFixed(1)} ms, max ${Math.max(...accept).toFixed(1)} ms`);
  console.log(`all ${N} async documents processed after ${allDone} ms (${(allDone / N).toFixed(1)} ms/document incl. acceptance)`);

  const sync = [];
  for (let i = 0; i < M; i++) {
    const s = process.hrtime.bigint();
    const res = await request(base, ca, 'POST', '/api/v4', { headers, file: pdf });
    sync.push(Number(process.hrtime.bigint() - s) / 1e6);
    if (res.status !== 200) throw new Error(`sync capture failed: ${res.status}`);
  }
  console.log(`sync capture of the sample invoice (${M}): p50 ${pct(sync, 50).toFixed(1)} ms, max ${Math.max(...sync).toFixed(1)} ms`);
  console.log(`rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
  await running.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().then(() => process.exit(0), (e) => {
  console.error(e);
  process.exit(1);
});
