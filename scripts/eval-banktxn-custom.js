#!/usr/bin/env node
'use strict';
/**
 * Issue 5's "Custom categories" number: 5-fold cross-validation of the example classifier (the one an account's
 * custom set uses) on ../shared/datasets/bank/za_transactions_2023.csv. Row i goes to fold i % 5 after a fixed
 * seeded shuffle, so every run uses the same folds. Train on four folds, predict the fifth; prints accuracy per
 * fold and overall. Goal ≥ 0.85. Skips with a message when the dataset is absent.
 */
require('./register-ts.js').registerTypeScript();
const fs = require('node:fs');
const path = require('node:path');
const { ExampleClassifier } = require('../src/domain/banktxn/example-classifier.ts');

const FILE = path.join(__dirname, '..', '..', 'shared', 'datasets', 'bank', 'za_transactions_2023.csv');
const FOLDS = 5;

/** RFC-4180 lines: quoted fields may hold commas and doubled quotes. */
function parseCsvLine(line) {
  const out = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { out.push(cur); cur = ''; }
    else cur += c;
  }
  out.push(cur);
  return out;
}

/** Mulberry32: a tiny seeded generator, so the fold assignment is the same on every machine. */
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function main() {
  if (!fs.existsSync(FILE)) {
    console.log(`skipped: ${FILE} not found (see ../shared/datasets/README.md)`);
    return;
  }
  const lines = fs.readFileSync(FILE, 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = parseCsvLine(lines[0]);
  const col = (name) => header.indexOf(name);
  const rows = lines.slice(1).map((l, i) => {
    const f = parseCsvLine(l);
    return { txn: `${f[col('description')]}|${f[col('amount')]}|${i + 1}`, category: f[col('label')].trim() };
  });
  const order = rows.map((_, i) => i);
  const random = rng(20231);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const fold = new Array(rows.length);
  order.forEach((row, pos) => { fold[row] = pos % FOLDS; });

  let right = 0;
  console.log(`${rows.length} rows, ${new Set(rows.map((r) => r.category)).size} labels, ${FOLDS} folds`);
  for (let k = 0; k < FOLDS; k++) {
    const train = rows.filter((_, i) => fold[i] !== k);
    const test = rows.filter((_, i) => fold[i] === k);
    const started = process.hrtime.bigint();
    const classifier = new ExampleClassifier(train);
    const built = Number(process.hrtime.bigint() - started) / 1e6;
    const predicted = classifier.predictAll(test.map((r) => r.txn));
    const ok = predicted.filter((p, i) => p === test[i].category).length;
    right += ok;
    console.log(`fold ${k + 1}: ${ok}/${test.length} = ${(ok / test.length).toFixed(3)} (index built in ${built.toFixed(1)} ms)`);
  }
  console.log(`overall: ${right}/${rows.length} = ${(right / rows.length).toFixed(3)} (goal ≥ 0.85)`);
}

main();
