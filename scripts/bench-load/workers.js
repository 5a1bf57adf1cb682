'use strict';
/* Sustained receipts/s with 1 and then 2 worker processes (CAPTURE_ROLE=worker, BullMQ on Redis, one MySQL/MariaDB
 * database) behind one API process (CAPTURE_ROLE=api). Each worker reads one document at a time with one ONNX
 * thread, so two workers can use the two cores; the figure is receipts finished per second of wall time, from the
 * first upload to the last /webhook answering processed. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFile } = require('node:child_process');
const lib = require('./lib');
const { redisAt } = require('./databases');

const RECEIPTS = Number(process.env.WORKER_RECEIPTS || 16);

// The floor of this section: the same number of plain CPU-bound node processes (no service, no I/O), timed just
// before the workers. Two of them finish their work in about the time of one only when two cores are free, which
// on a machine shared with the load generator and other users is not a given.
const SPIN = "const c=require('node:crypto');let b=Buffer.alloc(64);for(let i=0;i<1500000;i++)b=c.createHash('sha256').update(b).digest();";

/** Units of fixed CPU work per second done by `count` processes at once. */
async function cpuFloor(count) {
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve, reject) => {
      execFile(process.execPath, ['-e', SPIN], (err) => (err ? reject(err) : resolve()));
    })),
  );
  return count / ((Date.now() - t0) / 1000);
}

/** Polls /webhook for each key in turn until every one is processed or failed; returns how many failed. */
async function waitAll(api, headers, keys) {
  let failed = 0;
  for (const key of keys) {
    for (;;) {
      const r = await lib.request(api.url, 'POST', `/webhook?capture_key=${encodeURIComponent(key)}`, { headers });
      if (r.body?.status === 'failed') failed++;
      if (r.body?.data || r.body?.status === 'failed') break;
      await lib.sleep(100);
    }
  }
  return failed;
}

async function enqueue(api, headers, upload, n) {
  const keys = [];
  for (let i = 0; i < n; i++) {
    const r = await lib.request(api.url, 'POST', '/api/v4?type=async', { headers, body: upload.body, contentType: upload.contentType });
    if (r.status !== 200) throw new Error(`async capture answered ${r.status}: ${r.raw}`);
    keys.push(r.body.capture_key);
  }
  return keys;
}

async function workers({ freshDatabase, serviceEnv, cleanups }) {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const mysqlUrl = process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/';
  let redis;
  let db;
  let what = `Redis at ${redisUrl} (REDIS_URL)`;
  try {
    redis = await redisAt(redisUrl);
    what = `MySQL/MariaDB at ${mysqlUrl.replace(/\/\/[^@/]*@/, '//')} (DATABASE_URL)`;
    db = await freshDatabase(mysqlUrl);
  } catch (e) {
    redis?.close();
    console.log(`\n== workers: SKIPPED — it needs Redis and MySQL/MariaDB; ${what} did not answer: ${e.message}`);
    return [{ figure: 'receipts/s, 1 → 2 workers', service: NaN, floor: NaN, ratio: NaN, goal: '2 workers ≈ 2× one', ok: null, note: 'skipped: no Redis/MySQL' }];
  }
  const prefix = `bench-load-${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-bench-load-workers-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }), db.drop, async () => {
    await redis.clear(prefix);
    redis.close();
  });
  // BLOB_STORE=db so that workers need nothing but the database and Redis (they also share DATA_DIR here).
  const env = { ...serviceEnv, DATA_DIR: dataDir, DATABASE_URL: db.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, BLOB_STORE: process.env.BLOB_STORE || 'db', QUEUE_POLL_MS: '200' };
  const api = await lib.startService({ ...env, CAPTURE_ROLE: 'api' }, 'api');
  cleanups.push(api.stop);
  const headers = await lib.registerAccount(api.url, dataDir);
  const upload = lib.multipart('receipt.png', 'image/png', fs.readFileSync(path.join(lib.root, 'assets/samples/receipt.png')));
  console.log(`\n== workers: ${RECEIPTS} receipts (assets/samples/receipt.png, OCR) per run, API process + 1 or 2 worker processes (OCR_THREADS=1, QUEUE_CONCURRENCY=1; MariaDB/MySQL, Redis, BLOB_STORE=${env.BLOB_STORE})`);
  const perSecond = {};
  const floor = {};
  const cpuPerReceipt = {};
  for (const count of [1, 2]) {
    const floorBefore = await cpuFloor(count);
    const procs = [];
    for (let i = 0; i < count; i++) procs.push(await lib.startService({ ...env, CAPTURE_ROLE: 'worker', OCR_THREADS: '1', OCR_WORKERS: '1', QUEUE_CONCURRENCY: '1' }, `worker ${i + 1}`));
    try {
      // Each worker's first document loads its OCR engine; the timed batch should not include that.
      await waitAll(api, headers, await enqueue(api, headers, upload, 2 * count));
      const all = [api, ...procs];
      const cpu0 = all.map((p) => lib.cpuSeconds(p.pid));
      const t0 = Date.now();
      const keys = await enqueue(api, headers, upload, RECEIPTS);
      const failed = await waitAll(api, headers, keys);
      const seconds = (Date.now() - t0) / 1000;
      const cpu = all.map((p, i) => lib.cpuSeconds(p.pid) - cpu0[i]);
      const workerCpu = cpu.slice(1).reduce((a, b) => a + b, 0);
      cpuPerReceipt[count] = workerCpu / RECEIPTS;
      // Before and after the run: other users' load drifts, and the two readings bracket it.
      floor[count] = (floorBefore + (await cpuFloor(count))) / 2;
      perSecond[count] = RECEIPTS / seconds;
      console.log(`  ${count} worker${count > 1 ? 's' : ' '}: ${RECEIPTS} receipts in ${seconds.toFixed(1)} s → ${perSecond[count].toFixed(2)} receipts/s (${(seconds / RECEIPTS).toFixed(2)} s each${failed ? `, ${failed} FAILED` : ''})`);
      console.log(`             CPU s: api ${cpu[0].toFixed(1)}, worker${count > 1 ? 's' : ''} ${cpu.slice(1).map((c) => c.toFixed(1)).join(' + ')} → ${(workerCpu / RECEIPTS).toFixed(2)} CPU s per receipt, ${(workerCpu / seconds).toFixed(2)} cores used; floor: ${count} spinning process${count > 1 ? 'es' : ''} ${floor[count].toFixed(2)} units/s`);
    } finally {
      for (const p of procs) await p.stop();
    }
  }
  const scale = perSecond[2] / perSecond[1];
  const floorScale = floor[2] / floor[1];
  // With the cores free, two workers do 2× one's work times how much CPU a receipt costs each of them against one.
  const projected = (2 * cpuPerReceipt[1]) / cpuPerReceipt[2];
  console.log(`  2 workers / 1 worker: ${scale.toFixed(2)}× (floor: 2 spinning processes / 1: ${floorScale.toFixed(2)}×); CPU per receipt ${cpuPerReceipt[1].toFixed(2)} → ${cpuPerReceipt[2].toFixed(2)} s, so ${projected.toFixed(2)}× with two free cores`);
  return [
    { figure: 'receipts/s, 1 worker', service: perSecond[1], floor: floor[1], ratio: NaN, goal: '—', ok: null, note: 'floor: CPU-bound units/s' },
    { figure: 'receipts/s, 2 workers', service: perSecond[2], floor: floor[2], ratio: NaN, goal: '—', ok: null },
    // Judged on CPU per receipt: it does not move with other users' load, which the wall-clock ratio and its floor
    // (seconds apart) both do on a shared machine.
    { figure: 'scaling 2 workers / 1', service: scale, floor: floorScale, ratio: scale / floorScale, goal: '≈ 2× (≥ 1.7× at equal cores)', ok: projected >= 1.7, note: `${projected.toFixed(2)}× from CPU per receipt (${cpuPerReceipt[1].toFixed(2)} → ${cpuPerReceipt[2].toFixed(2)} s)` },
  ];
}

module.exports = { workers };
