#!/usr/bin/env node
'use strict';
/* Bytes a browser transfers to open the GraphQL IDE of the built service (`npm run bench:ide` builds first, which
 * also precompresses the IDE's assets): a cold load in a fresh Chromium profile, then a warm one (a later visit,
 * same profile, the assets in its cache). Over HTTPS, as a browser only offers brotli on secure origins.
 * Transfer = every byte the service sends to the browser (TLS included), counted by a TCP relay between them;
 * the table lists what the page fetched, with headers, as Chromium reports it. Targets: cold < 1,500,000 bytes, warm < 100,000 bytes.
 * The service runs as a child process (dist/main.js, its self-signed certificate, on loopback).
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const lib = require('./bench-load/lib');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const COLD_LIMIT = 1.5e6;
const WARM_LIMIT = 100e3;

/** A TCP relay that counts the bytes going from the service to the browser. */
function relay(target) {
  const counter = { bytes: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.hostname);
    upstream.on('data', (d) => (counter.bytes += d.length));
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, counter, port: server.address().port })));
}

/** Loads the IDE in a new tab; rows are what went over the network (Chromium's DevTools view, workers included). */
async function load(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const seen = new Map();
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    seen.set(e.requestId, { url: e.response.url, status: e.response.status, encoding: h['content-encoding'] || 'identity', cached: e.response.fromDiskCache || e.response.fromPrefetchCache, bytes: 0 });
  });
  cdp.on('Network.requestServedFromCache', (e) => seen.set(e.requestId, { ...(seen.get(e.requestId) ?? {}), cached: true }));
  cdp.on('Network.loadingFinished', (e) => {
    const row = seen.get(e.requestId);
    if (row) row.bytes = e.encodedDataLength;
  });
  const methods = new Map();
  cdp.on('Network.requestWillBeSent', (e) => methods.set(e.requestId, e.request.method));
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.graphiql-container', { timeout: 60_000 });
  // Monaco starts its workers once the editors exist; give them time to arrive.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.close();
  return [...seen.entries()].filter(([, r]) => r.url).map(([id, r]) => ({ ...r, method: methods.get(id) ?? 'GET' }));
}

function spkiHash(certFile) {
  const key = new crypto.X509Certificate(fs.readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(key).digest('base64');
}

function report(label, wire, rows, limit, origin) {
  console.log(`${label}: ${wire.toLocaleString('en')} bytes on the wire (${(wire / 1e6).toFixed(3)} MB; target < ${limit.toLocaleString('en')}) ${wire < limit ? 'OK' : 'OVER'}`);
  for (const r of rows.sort((a, b) => b.bytes - a.bytes)) {
    const size = r.cached ? 'cache'.padStart(10) : `${r.bytes.toLocaleString('en').padStart(10)}`;
    console.log(`  ${size}  ${String(r.status).padEnd(3)} ${(r.cached ? '' : r.encoding).padEnd(8)} ${r.method.padEnd(4)} ${r.url.replace(origin, '')}`);
  }
  // The page's DevTools view does not see its workers' own fetches (Monaco's workers file, cold only).
  const listed = rows.reduce((sum, r) => sum + (r.cached ? 0 : r.bytes), 0);
  console.log(`  ${Math.max(wire - listed, 0).toLocaleString('en').padStart(10)}  the rest: the workers file (fetched by the workers themselves) and TLS`);
  return wire < limit;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-bench-ide-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-bench-ide-profile-'));
  let service;
  let context;
  const closers = [];
  try {
    service = await lib.startService({ DATA_DIR: dataDir, DEMO: 'off', RATE_LIMIT_IP_PER_MIN: '0', TLS: 'on' });
    const proxy = await relay(new URL(service.url));
    closers.push(() => proxy.server.close());
    const origin = `https://localhost:${proxy.port}`;
    const url = `${origin}/graphql`;
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      // Chromium caches nothing from a site whose certificate it rejects, so the service's self-signed one is
      // trusted by its key instead of ignoring certificate errors.
      args: [`--ignore-certificate-errors-spki-list=${spkiHash(path.join(dataDir, 'tls', 'self-signed.crt'))}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const measure = async () => {
      proxy.counter.bytes = 0;
      const rows = await load(context, url);
      return { rows, wire: proxy.counter.bytes };
    };
    const c = await measure();
    const cold = report('cold load', c.wire, c.rows, COLD_LIMIT, origin);
    const w = await measure();
    const warm = report('warm load', w.wire, w.rows, WARM_LIMIT, origin);
    process.exitCode = cold && warm ? 0 : 1;
  } finally {
    await context?.close();
    for (const close of closers) close();
    await service?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  lib.killChildren?.();
  process.exit(1);
});
