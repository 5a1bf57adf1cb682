#!/usr/bin/env node
'use strict';
/* Bytes a browser transfers to open the GraphQL IDE of the built service (`npm run bench:ide` builds first, which
 * also precompresses the IDE's assets): a cold load in a fresh Chromium profile, then a warm one (a later visit,
 * same profile, the assets in its cache). Transfer = response headers + encoded (compressed) bodies, as Chromium's
 * network layer reports them, for every request of the page and its workers. Targets: cold < 1.5 MB, warm < 100 KB.
 * The service runs as a child process (dist/main.js, plain HTTP on loopback).
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const lib = require('./bench-load/lib');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const COLD_LIMIT = 1.5e6;
const WARM_LIMIT = 100e3;

async function load(context, url) {
  const page = await context.newPage();
  const rows = [];
  const pending = [];
  const onFinished = (req) =>
    pending.push(
      (async () => {
        const res = await req.response();
        const sizes = await req.sizes();
        rows.push({
          url: req.url(),
          status: res ? res.status() : 0,
          encoding: res ? (await res.allHeaders())['content-encoding'] || 'identity' : '',
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        });
      })(),
    );
  context.on('requestfinished', onFinished);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.graphiql-container', { timeout: 60_000 });
  // Monaco starts its workers once the editors exist; give them time to arrive.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  context.off('requestfinished', onFinished);
  await Promise.all(pending);
  await page.close();
  return rows;
}

function report(label, rows, limit, origin) {
  const total = rows.reduce((s, r) => s + Math.max(r.bytes, 0), 0);
  console.log(`${label}: ${(total / 1024).toFixed(1)} KB in ${rows.length} requests (target < ${(limit / 1024).toFixed(0)} KB) ${total < limit ? 'OK' : 'OVER'}`);
  for (const r of rows.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${(r.bytes / 1024).toFixed(1).padStart(8)} KB  ${String(r.status).padEnd(3)} ${r.encoding.padEnd(8)} ${r.url.replace(origin, '')}`);
  }
  return total < limit;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-bench-ide-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-bench-ide-profile-'));
  let service;
  let context;
  try {
    service = await lib.startService({ DATA_DIR: dataDir, DEMO: 'off', RATE_LIMIT_IP_PER_MIN: '0' });
    const url = `${service.url}/graphql`;
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const origin = new URL(service.url).origin;
    const cold = report('cold load', await load(context, url), COLD_LIMIT, origin);
    const warm = report('warm load', await load(context, url), WARM_LIMIT, origin);
    process.exitCode = cold && warm ? 0 : 1;
  } finally {
    await context?.close();
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
