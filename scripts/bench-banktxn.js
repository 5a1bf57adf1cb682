#!/usr/bin/env node
'use strict';
/**
 * npm run bench:banktxn — bank-transaction categorization throughput inside the service (no HTTP): 10,000
 * transaction strings of varied shape (card purchases, debit orders, transfers, fees, salaries, in several
 * countries' formats, some merchants no table lists) through the served categorizer (rules + ONNX model) and the
 * rules alone, 5 timed runs after a warm-up; prints transactions/s.
 * Then the same 10,000 in one HTTP call (POST /api/v2/banktxn/ with a JSON body, demo key) to the service started
 * in this process on SQLite in a temp directory, plain HTTP on 127.0.0.1: median of 5 calls after a warm-up.
 * Goals (issue 5): ≥ 50,000 transactions/s inside the service, ≤ 300 ms for the whole HTTP call.
 */
require('./register-ts.js').registerTypeScript();
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { RuleCategorizer } = require('../src/domain/banktxn/categorizer.ts');
const { HybridCategorizer } = require('../src/domain/banktxn/model/hybrid-categorizer.ts');

const SHAPES = [
  // Merchants no table lists: these go through the model.
  (i) => `POS PURCHASE MARBLE PANTRY ${i % 300}  * ${(i % 28) + 1} Oct|-${(i % 300) + 40}.00|${i}`,
  (i) => `CARD ${1000 + (i % 9000)} JOES PIZZERIA ${i % 77} SPRINGFIELD|-${(i % 30) + 9}.50|${i}`,
  (i) => `BEA BETAALPAS DIERENKLINIEK ${i % 50} UTRECHT|-${(i % 90) + 20},00|${i}`,
  (i) => `POS PURCHASE WOOLWORTHS ${1000 + (i % 900)} CAPE TOWN|-${(i % 500) + 12}.45|${i}`,
  (i) => `CARD 4432 UBER *TRIP HELP.UBER.COM ${i % 97}|-${(i % 40) + 3}.10|${i}`,
  (i) => `DEBIT ORDER DISCOVERY LIFE ${i}|-899.00|${i}`,
  (i) => `SALARY ACME PTY LTD ${i % 12}|25000.00|${i}`,
  (i) => `ATM WITHDRAWAL ${i % 50} STREET|-${(i % 10) * 100 + 100}.00|${i}`,
  (i) => `MONTHLY ACCOUNT FEE|-${(i % 30) + 50}.00|${i}`,
  (i) => `Kartenzahlung REWE Markt GmbH ${i % 300} Berlin|-${(i % 80) + 2},99|${i}`,
  (i) => `PRLV SEPA EDF CLIENTS PARTICULIERS ${i}|-${(i % 120) + 30},00|${i}`,
  (i) => `AMAZON MKTPLACE PMTS AMZN.COM/BILL ${i}|-${(i % 200) + 5}.99|${i}`,
  (i) => `NETFLIX.COM ${i % 9}|-15.99|${i}`,
  (i) => `SHELL ${i % 700} FUEL|-${(i % 60) + 20}.00|${i}`,
  (i) => `TRANSFER TO SAVINGS ${i}|-500.00|${i}`,
  (i) => `STARBUCKS STORE ${i % 5000}|-${(i % 8) + 3}.75|${i}`,
  (i) => `VODACOM AIRTIME ${i % 1000}|-${(i % 5) * 10 + 29}.00|${i}`,
  (i) => `INTEREST RECEIVED|${(i % 90) / 10 + 0.2}|${i}`,
];
const txns = Array.from({ length: 10000 }, (_, i) => SHAPES[i % SHAPES.length](i));

function post(url, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function overHttp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-bench-banktxn-'));
  const { loadConfig } = require('../src/config/config.ts');
  const { startServer } = require('../src/main.ts');
  const { DEMO_CREDENTIALS } = require('../src/domain/account/account.service.ts');
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, TLS: 'off', LOG_LEVEL: 'silent', OCR: 'off' });
  const running = await startServer(config);
  try {
    await running.ready;
    const url = `${running.url}/api/v2/banktxn/?api_key=${DEMO_CREDENTIALS.api_key}`;
    const body = Buffer.from(JSON.stringify({ txns }));
    const times = [];
    for (let r = 0; r < 6; r++) {
      const t0 = process.hrtime.bigint();
      const res = await post(url, body);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (res.status !== 200 || res.body.categories.length !== txns.length) throw new Error(`HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
      if (r > 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    console.log(`one HTTP call with 10,000 transactions (${(body.length / 1e6).toFixed(2)} MB JSON): median ${times[2].toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times[4].toFixed(1)}) (goal ≤ 300 ms)`);
  } finally {
    await running.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function inProcess(name, categorizer) {
  await categorizer.categorize(txns.slice(0, 500));
  const times = [];
  for (let r = 0; r < 5; r++) {
    const t0 = process.hrtime.bigint();
    const out = await categorizer.categorize(txns);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (out.length !== txns.length) throw new Error('lost transactions');
  }
  times.sort((a, b) => a - b);
  const median = times[2];
  console.log(`${name}, 10,000 transactions: median ${median.toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times[4].toFixed(1)}) → ${Math.round(10000 / (median / 1000)).toLocaleString('en')} transactions/s`);
}

(async () => {
  // The served categorizer first (the goal: ≥ 50,000/s), then the rules alone for comparison.
  await inProcess('served (rules + ONNX model)', await HybridCategorizer.load());
  await inProcess('rules alone', new RuleCategorizer());
  await overHttp();
  console.log(`peak RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
})().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
