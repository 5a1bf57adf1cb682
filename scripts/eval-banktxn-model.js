#!/usr/bin/env node
'use strict';
/**
 * npm run eval:banktxn-model [-- --model DIR]: rules only vs the hybrid (rules + models/banktxn) on
 *  (a) the generated held-out split (patterns never trained on; the rule tables do hold them),
 *  (b) test/eval/fixtures/banktxn-handlabelled.tsv: detailed exact match and primary level (primaryOf),
 *  (c) /work/shared/datasets/bank/za_transactions_2023.csv at primary level, through ZA_TO_PRIMARY below (skipped
 *      when absent; checking only, never trained on),
 * then the throughput of feature extraction and of the hybrid on 10,000 varied transactions (median of 5 runs after
 * a warm-up; the speed pool is generated with another seed).
 */
require('./register-ts.js').registerTypeScript();
const fs = require('node:fs');
const path = require('node:path');
const { classify } = require('../src/domain/banktxn/rules.ts');
const { parseTransaction } = require('../src/domain/banktxn/transaction-parser.ts');
const { primaryOf } = require('../src/domain/banktxn/categories.ts');
const { HybridCategorizer } = require('../src/domain/banktxn/model/hybrid-categorizer.ts');
const { BANKTXN_MODEL_DIR } = require('../src/domain/banktxn/model/banktxn-model.ts');
const { txnFeatures } = require('../src/domain/banktxn/model/features.ts');
const { generateDataset } = require('../src/training/banktxn/dataset.ts');

const args = process.argv.slice(2);
const modelDir = args.includes('--model') ? path.resolve(args[args.indexOf('--model') + 1]) : BANKTXN_MODEL_DIR;
const ZA_FILE = '/work/shared/datasets/bank/za_transactions_2023.csv';
const TSV = path.join(__dirname, '..', 'test', 'eval', 'fixtures', 'banktxn-handlabelled.tsv');
const SEED = 20261123;

/** The ZA file's labels as our primary categories; labels that name no single primary ("Debit Order") are skipped. */
const ZA_TO_PRIMARY = {
  'Eating Out': 'food_drink', Groceries: 'food_drink', Coffee: 'food_drink', Alcohol: 'food_drink', 'Tobacco & Smoking': 'food_drink',
  'General Purchases': 'shopping', Clothing: 'shopping', 'Electronics and Appliances': 'shopping', 'Online Purchase': 'shopping',
  'Bank Charges and Fees': 'banking_credit', 'Insufficient Funds Fee': 'banking_credit', 'Interest Repayment': 'banking_credit',
  'General Loan Repayment': 'banking_credit', 'Cellular Data Purchase': 'utilities_telecom', Subscriptions: 'entertainment_leisure',
  Entertainment: 'entertainment_leisure', Gambling: 'entertainment_leisure', Fuel: 'transport', Parking: 'transport',
  Transport: 'transport', 'Home and Garden': 'housing', 'Bank Transfer': 'transfers_cash', 'ATM and Cash Withdrawal': 'transfers_cash',
  Investments: 'saving_investing', 'Savings Transfer': 'saving_investing', 'Personal Care': 'health_personal_care',
  'Health and Medical': 'health_personal_care', Sport: 'health_personal_care', 'General Insurance': 'insurance',
  'Auto Insurance': 'insurance', 'Life Insurance': 'insurance', 'Health Insurance': 'insurance', 'Interest Received': 'income',
  'Holidays and Travel': 'travel', Refund: 'other',
};

const rulesOnly = (txns) => txns.map((t) => {
  const p = parseTransaction(t);
  return classify(p.description, p.amount).category;
});
const pct = (right, n) => `${((100 * right) / Math.max(1, n)).toFixed(1)} %`;
const primary = (name) => primaryOf(name)?.id;

function compare(title, txns, expected, level) {
  return async (hybrid) => {
    const rules = rulesOnly(txns);
    const detailed = await hybrid.categorizeDetailed(txns);
    const same = (got, i) => (level === 'primary' ? primary(got) === expected[i] : got === expected[i]);
    const r = rules.filter(same).length;
    const h = detailed.filter((d, i) => same(d.category, i)).length;
    const fromModel = detailed.filter((d) => d.source === 'model');
    const modelRight = detailed.filter((d, i) => d.source === 'model' && same(d.category, i)).length;
    console.log(`${title} (${txns.length}): rules ${pct(r, txns.length)}, hybrid ${pct(h, txns.length)}; model answered ${fromModel.length}, right ${modelRight}`);
  };
}

function heldOut() {
  const rows = generateDataset(SEED).heldOut;
  const txns = rows.map((r) => `${r.description}|${r.amount === null ? '' : r.amount.toFixed(2)}|x`);
  return compare('(a) generated held-out split, detailed', txns, rows.map((r) => r.category), 'detailed');
}

function handLabelled(level) {
  const rows = fs.readFileSync(TSV, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.split('\t'));
  const expected = rows.map((r) => (level === 'primary' ? primary(r[1].trim()) : r[1].trim()));
  return compare(`(b) hand-labelled TSV, ${level}`, rows.map((r) => r[0]), expected, level);
}

function za() {
  if (!fs.existsSync(ZA_FILE)) return null;
  const rows = fs.readFileSync(ZA_FILE, 'utf8').split('\n').slice(1).filter((l) => l.trim()).map((l) => {
    const parts = l.split(',');
    // No quoting in this file: the last four fields are amount, label, balance, date; the rest is the description.
    return { description: parts.slice(0, -4).join(','), amount: parts.at(-4), label: parts.at(-3) };
  }).filter((r) => ZA_TO_PRIMARY[r.label]);
  return compare('(c) ZA 2023 file, primary', rows.map((r) => `${r.description}|${r.amount}|z`), rows.map((r) => ZA_TO_PRIMARY[r.label]), 'primary');
}

async function speed(hybrid) {
  const pool = generateDataset(SEED + 1).train;
  const txns = Array.from({ length: 10000 }, (_, i) => {
    const r = pool[(i * 7919) % pool.length];
    return `${r.description}|${r.amount === null ? '' : r.amount.toFixed(2)}|${i}`;
  });
  await hybrid.categorize(txns);
  const times = [];
  for (let run = 0; run < 5; run++) {
    const t = process.hrtime.bigint();
    await hybrid.categorize(txns);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const median = times.sort((a, b) => a - b)[2];
  const parsed = txns.map((t) => parseTransaction(t));
  const featureTimes = [];
  for (let run = 0; run < 5; run++) {
    const t = process.hrtime.bigint();
    for (const p of parsed) txnFeatures(p.description, p.amount);
    featureTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const featureMedian = featureTimes.sort((a, b) => a - b)[2];
  console.log(`speed: features alone ${Math.round(10000 / (featureMedian / 1000)).toLocaleString('en')} txns/s`);
  console.log(`speed: 10,000 varied transactions through HybridCategorizer: median ${median.toFixed(0)} ms = ${Math.round(10000 / (median / 1000)).toLocaleString('en')} txns/s`);
}

async function main() {
  const hybrid = await HybridCategorizer.load(modelDir);
  for (const run of [heldOut(), handLabelled('detailed'), handLabelled('primary'), za()]) {
    if (run) await run(hybrid);
    else console.log(`(c) ${ZA_FILE} not found: skipped`);
  }
  await speed(hybrid);
}

main().catch((e) => {
  console.error(e.message);
  process.exitCode = 1;
});
