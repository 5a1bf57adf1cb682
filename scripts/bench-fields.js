#!/usr/bin/env node
'use strict';
/**
 * npm run bench:fields — field extraction from a document tree, per page, on this machine:
 *   layout model alone (features + ONNX run) and the whole step (model + rules + consistency + provenance).
 * Trees: generated invoices and receipts (src/training/synthetic) and, when ../shared/datasets is present,
 * the held-out SROIE receipts. Targets: model ≤ 30 ms, extraction ≤ 50 ms per page on 2 cores.
 */
require('./register-ts.js').registerTypeScript();
const path = require('node:path');
const { toDoc } = require('../src/extraction/fields/doc.ts');
const { extractFields } = require('../src/extraction/fields/index.ts');
const { layoutCells } = require('../src/extraction/layout/cells.ts');
const { LayoutModel } = require('../src/extraction/layout/layout-model.ts');
const { generateCorpus } = require('../src/training/synthetic/index.ts');
const { isValidation, loadSroie } = require('../src/training/sroie.ts');

const pct = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;

async function measure(model, name, trees) {
  const modelMs = [];
  const totalMs = [];
  let cells = 0;
  for (const tree of [...trees.slice(0, 5), ...trees]) {
    const t0 = process.hrtime.bigint();
    const doc = toDoc(tree);
    const c = layoutCells(doc);
    const roles = await model.predict(c);
    const t1 = ms(t0);
    extractFields(tree, { doc, roles, calibration: model.meta.calibration });
    const t2 = ms(t0);
    modelMs.push(t1 / tree.pages.length);
    totalMs.push(t2 / tree.pages.length);
    cells += c.length;
  }
  // The first five were warm-up.
  modelMs.splice(0, 5);
  totalMs.splice(0, 5);
  console.log(`${name}: ${trees.length} documents, ${Math.round(cells / (trees.length + 5))} cells/document`);
  console.log(`  layout model (features + ONNX)  median ${pct(modelMs, 0.5).toFixed(1)} ms/page, p95 ${pct(modelMs, 0.95).toFixed(1)}`);
  console.log(`  whole extraction from the tree  median ${pct(totalMs, 0.5).toFixed(1)} ms/page, p95 ${pct(totalMs, 0.95).toFixed(1)}`);
}

(async () => {
  const model = await LayoutModel.load();
  const synthetic = generateCorpus(200, 99);
  await measure(model, 'generated invoices', synthetic.filter((d) => d.truth.kind === 'invoice').map((d) => d.tree));
  await measure(model, 'generated receipts', synthetic.filter((d) => d.truth.kind === 'receipt').map((d) => d.tree));
  const sroie = loadSroie(path.resolve(__dirname, '..', '..', 'shared', 'datasets', 'sroie', 'train.jsonl')).filter((r) => isValidation(r.key));
  if (sroie.length) await measure(model, 'SROIE held-out receipts', sroie.map((r) => r.tree));
  else console.log('skip: ../shared/datasets/sroie not found');
  await model.close();
  console.log(`peak RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
})().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
