#!/usr/bin/env node
'use strict';
/* GraphQL cost limits of the built service (issue 15 part 8), measured over plain HTTP on loopback:
 *   - how fast the issue's attack (2,000 aliases of a full page with rawText, lineItems and auditTrail) is refused,
 *     and the same with 500 aliases (under GRAPHQL_MAX_TOKENS, so refused for its measured cost);
 *   - /healthz latency while the heaviest accepted query (9 documents, every line item with its provenance;
 *     cost just under GRAPHQL_MAX_COST) runs back to back, against /healthz on the idle service.
 * The account holds DOCS documents of LINES line items each (UBL invoices captured synchronously): real pages,
 * larger than the 10 items per list the cost assumes.
 *
 * Usage: npm run bench:graphql-cost   (builds first)
 * Environment: BENCH_SECONDS (10) length of the loaded run; DOCS (100); LINES (50); CONCURRENCY (1) heavy queries
 * in flight at once; UNLIMITED=1 also runs the attack on a service with the limits lifted, as before the fix.
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const lib = require('./bench-load/lib');
const { ublInvoice } = require('./bench-load/fixtures');

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const DOCS = Number(process.env.DOCS || 100);
const LINES = Number(process.env.LINES || 50);
const CONCURRENCY = Number(process.env.CONCURRENCY || 1);
const cleanups = [];

// The same queries as test/support/graphql-attack.ts (the tests check the attack is refused, the heavy one accepted).
function attackQuery(aliases = 2000, prefix = 'a') {
  const page = 'documents(first: 100) { nodes { captureKey rawText lineItems { description qty price amount } auditTrail { field oldValue newValue createdAt } } }';
  return `{ ${Array.from({ length: aliases }, (_, i) => `${prefix}${i}: ${page}`).join(' ')} }`;
}
const HEAVIEST_ACCEPTED_QUERY = `{ documents(first: 9) { totalCount pageInfo { hasNextPage endCursor } nodes {
  captureKey status fileName createdAt total subtotal tax date vendorName invoiceNumber currencyCode rawText
  lineItems { lineItemId line sku description qty unit price amount taxRate tax fields { name value confidence } }
  auditTrail { field oldValue newValue createdAt }
} } }`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const pct = (xs, q) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '—');
const stats = (xs) => `p50 ${fmt(pct(xs, 0.5))} ms  p99 ${fmt(pct(xs, 0.99))} ms  max ${fmt(Math.max(...xs))} ms  (${xs.length})`;

async function startApi(label, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `capture-bench-cost-${label}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const svc = await lib.startService({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO: 'off', RATE_LIMIT_ACCOUNT_PER_MIN: '0', RATE_LIMIT_IP_PER_MIN: '0', GRAPHQL_COST_PER_MIN: '0', ...env }, label);
  cleanups.push(svc.stop);
  const headers = await lib.registerAccount(svc.url, dataDir);
  return { svc, headers };
}

async function seed(svc, headers, docs, lines) {
  const { body, contentType } = lib.multipart(`invoice-${lines}.xml`, 'application/xml', ublInvoice(lines));
  for (let i = 0; i < docs; i++) {
    const r = await lib.request(svc.url, 'POST', '/api/v4', { headers, body, contentType, agent });
    if (r.status !== 200) throw new Error(`sync capture answered ${r.status}: ${r.raw.slice(0, 300)}`);
  }
}

const gql = (svc, headers, query) => lib.request(svc.url, 'POST', '/graphql', { headers, json: { query }, agent });

/** `n` attacks, each with alias names of its own: no cache of parsed or validated documents can help. */
async function timeAttack(svc, headers, n, aliases = 2000) {
  const times = [];
  let last;
  for (let i = 0; i < n; i++) {
    const query = attackQuery(aliases, `r${i}x${Date.now().toString(36)}a`);
    const t0 = process.hrtime.bigint();
    last = await gql(svc, headers, query);
    times.push(ms(t0));
  }
  return { times, last };
}

/** /healthz, one request after another, for `seconds` or until `stop()` says so; resolves with the latencies. */
async function probeHealth(svc, seconds, stop = () => false, failures = []) {
  const times = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end && !stop()) {
    const t0 = process.hrtime.bigint();
    // A fresh connection each time: a keep-alive socket the stalled server times out would fail the probe itself.
    const r = await lib.request(svc.url, 'GET', '/healthz').catch((e) => ({ status: e.code || e.message }));
    if (r.status !== 200) {
      // Without the limits the attack can stall the server until it drops the probe's connection: that is a figure too.
      failures.push(`${r.status} after ${fmt(ms(t0))} ms`);
      continue;
    }
    times.push(ms(t0));
    await lib.sleep(10);
  }
  return times;
}

async function main() {
  const { svc, headers } = await startApi('limited', { CAPTURE_ROLE: 'all' });
  console.log(`seeding ${DOCS} documents of ${LINES} line items…`);
  await seed(svc, headers, DOCS, LINES);

  // The issue's attack (2,000 aliases: stopped by GRAPHQL_MAX_TOKENS while parsing) and one small enough to be parsed
  // (500 aliases: measured and refused for its cost).
  for (const aliases of [2000, 500]) {
    const body = Buffer.byteLength(JSON.stringify({ query: attackQuery(aliases) }));
    await timeAttack(svc, headers, 3, aliases); // warm-up
    const attack = await timeAttack(svc, headers, 20, aliases);
    const code = attack.last.body?.errors?.[0]?.extensions?.code;
    if (attack.last.status !== 400 || code !== 'QUERY_TOO_COSTLY') throw new Error(`the attack was not refused: ${attack.last.status} ${attack.last.raw.slice(0, 300)}`);
    console.log(`\n== attack: ${aliases} aliases of documents(first: 100) with rawText, lineItems, auditTrail (${(body / 1024).toFixed(0)} KB body)`);
    console.log(`  refused ${attack.last.status} ${code} in ${stats(attack.times)}   goal: < 50 ms`);
    console.log(`  ${attack.last.body.errors[0].message.slice(0, 160)}`);
  }

  const probe = await gql(svc, headers, HEAVIEST_ACCEPTED_QUERY);
  const nodes = probe.body?.data?.documents?.nodes;
  if (probe.status !== 200 || !nodes) throw new Error(`the heaviest accepted query answered ${probe.status}: ${probe.raw.slice(0, 300)}`);
  const items = nodes.reduce((n, d) => n + d.lineItems.length, 0);
  console.log(`\n== heaviest accepted query: ${nodes.length} documents, ${items} line items with provenance, ${(probe.raw.length / 1e6).toFixed(1)} MB answer`);

  const probeFailures = [];
  const idle = await probeHealth(svc, Math.min(3, SECONDS), undefined, probeFailures);
  console.log(`  /healthz idle          ${stats(idle)}`);
  let running = true;
  const heavy = [];
  const loops = Array.from({ length: CONCURRENCY }, async () => {
    while (running) {
      const t0 = process.hrtime.bigint();
      const r = await gql(svc, headers, HEAVIEST_ACCEPTED_QUERY);
      if (r.status !== 200) throw new Error(`heavy query answered ${r.status}`);
      heavy.push(ms(t0));
    }
  });
  await lib.sleep(200);
  const loaded = await probeHealth(svc, SECONDS, undefined, probeFailures);
  if (probeFailures.length) throw new Error(`/healthz failed: ${probeFailures.join(', ')}`);
  running = false;
  await Promise.all(loops);
  console.log(`  heavy query (${CONCURRENCY} in flight) ${stats(heavy)}`);
  console.log(`  /healthz under it      ${stats(loaded)}   goal: < 100 ms`);

  if (process.env.UNLIMITED === '1') {
    const open = await startApi('unlimited', { CAPTURE_ROLE: 'all', GRAPHQL_MAX_COST: '100000000', GRAPHQL_MAX_ALIASES: '100000', GRAPHQL_MAX_TOKENS: '10000000' });
    await seed(open.svc, open.headers, 4, 5);
    let done = false;
    const t0 = process.hrtime.bigint();
    const failed = [];
    const healthDuring = probeHealth(open.svc, 600, () => done, failed);
    const r = await gql(open.svc, open.headers, attackQuery());
    const took = ms(t0);
    done = true;
    const h = await healthDuring;
    console.log(`\n== the same attack with the limits lifted (4 documents of 5 line items, as in the issue)`);
    console.log(`  answered ${r.status} in ${fmt(took)} ms, ${(r.raw.length / 1e6).toFixed(1)} MB; /healthz meanwhile ${stats(h)}${failed.length ? `, failed: ${failed.join(', ')}` : ''}`);
  }
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(async () => {
    agent.destroy();
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
    lib.killChildren();
  });
