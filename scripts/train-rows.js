#!/usr/bin/env node
'use strict';
/**
 * npm run train:rows [-- --datasets DIR --docs-per-layout N --epochs N --hidden 32 --out FILE]: rebuilds
 * models/rows/rows.json, the row classifier of the item stages (src/extraction/items/row-model.ts).
 * Training documents: generated DEV layouts (eval/corpus, indexes 1..N: not the index-0 documents `npm run eval`
 * scores) and the real PDFs of facturx_de and of the zugferd_corpus producers not held out, read from the print
 * (the XML they carry gives the true lines). Held out and only reported in aggregate: the corpus HOLDOUT layouts
 * (eval/corpus/layouts.json) and the producers scripts/eval-extraction.js reports as held out (Mustangproject v1/v2,
 * 4s4u). Seeded: the same data gives the same weights.
 */
require('./register-ts.js').registerTypeScript();
const fs = require('node:fs');
const path = require('node:path');
const { generateDocument, DEFAULT_SEED } = require('../eval/corpus/generate.ts');
const { LANGUAGES } = require('../eval/corpus/data.ts');
const { LAYOUTS, splitOf } = require('../eval/corpus/registry.ts');
const { cacheDir, chromiumAvailable, CorpusRenderer } = require('../eval/corpus/render.ts');
const { ciiTruth } = require('../eval/harness/real-invoices.ts');
const { PdfReader } = require('../src/extraction/pdf/pdf-reader.ts');
const { rowExamples, trainRowLayers, toModelFile, classReport } = require('../src/training/rows/train-rows.ts');
const { ROW_MODEL_FILE } = require('../src/extraction/items/row-model.ts');

const SEED = 20261126;
const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const datasets = path.resolve(arg('datasets', path.join(root, '..', 'shared', 'datasets')));
/** Producers scored as held out by the ZUGFeRD section: never trained on. */
const HELD_OUT_PRODUCERS = [/Mustangproject/i, /4s4u/i];

const sumsOf = (t) => ['Subtotal', 'Total', 'Tax', 'Balance_Due'].map((k) => t[k]).filter((v) => typeof v === 'number');
const truthOf = (t) => ({ items: (t.Line_Items || []).filter((i) => typeof i.Amount === 'number'), sums: sumsOf(t) });

async function corpusDocs(reader, perLayout) {
  if (!chromiumAvailable()) {
    console.log('skip: generated corpus (Chromium not found)');
    return { train: [], heldOut: [] };
  }
  const dir = cacheDir(root, DEFAULT_SEED);
  const renderer = await CorpusRenderer.launch();
  const train = [];
  const heldOut = [];
  try {
    for (const layout of LAYOUTS) {
      // DEV layouts train on indexes 1..N; HOLDOUT layouts give the report from the index-0 documents the eval reads.
      const dev = splitOf(layout.id) === 'dev';
      const indexes = dev ? Array.from({ length: perLayout }, (_, i) => i + 1) : [0];
      for (const lang of LANGUAGES) for (const index of indexes) {
        const doc = generateDocument(layout.id, lang, index, DEFAULT_SEED);
        const files = await renderer.render(doc, dir, ['pdf']);
        const tree = await reader.read(fs.readFileSync(files.pdf));
        (dev ? train : heldOut).push({ id: doc.meta.id, group: `corpus ${layout.id}`, tree, truth: truthOf(doc.truth) });
      }
    }
  } finally {
    await renderer.close();
  }
  return { train, heldOut };
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

async function realDocs(reader) {
  const list = [];
  const fx = path.join(datasets, 'facturx_de');
  if (fs.existsSync(fx)) for (const f of fs.readdirSync(fx).filter((n) => n.endsWith('.pdf')).sort()) {
    const xml = path.join(fx, f.replace(/\.pdf$/, '.cii.xml'));
    if (fs.existsSync(xml)) list.push({ id: `facturx_de/${f}`, pdf: path.join(fx, f), xml, group: 'zugferd facturx_de' });
  }
  const zc = path.join(datasets, 'zugferd_corpus');
  if (fs.existsSync(zc)) for (const pdf of walk(zc).filter((n) => n.endsWith('.pdf')).sort()) {
    const xml = pdf.replace(/\.pdf$/, '.xml');
    const producer = path.relative(zc, path.dirname(pdf)).split(/[\\/]/).slice(0, 2).join('/');
    if (fs.existsSync(xml)) list.push({ id: `zugferd/${path.relative(zc, pdf)}`, pdf, xml, group: `zugferd ${producer}` });
  }
  const train = [];
  const heldOut = [];
  for (const c of list) {
    let tree;
    try {
      tree = await reader.read(fs.readFileSync(c.pdf));
    } catch (e) {
      console.log(`skip ${c.id}: ${e.message}`);
      continue;
    }
    const doc = { id: c.id, group: c.group, tree, truth: truthOf(ciiTruth(fs.readFileSync(c.xml, 'utf8'))) };
    (HELD_OUT_PRODUCERS.some((p) => p.test(c.group)) ? heldOut : train).push(doc);
  }
  return { train, heldOut };
}

function report(title, layers, docs) {
  const ex = rowExamples(docs);
  const r = classReport(layers, ex);
  console.log(`\n${title}: ${ex.docs} documents (${ex.skipped.length} left out, items not found in the print), per class:\n${r.text}`);
  return { documents: ex.docs, rows: ex.rows.length, accuracy: Number(r.accuracy.toFixed(4)), perClass: r.perClass };
}

(async () => {
  const t0 = Date.now();
  const reader = await PdfReader.create();
  const corpus = await corpusDocs(reader, Number(arg('docs-per-layout', '2')));
  const real = await realDocs(reader);
  console.log(`read ${corpus.train.length + corpus.heldOut.length + real.train.length + real.heldOut.length} documents in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const trainSet = rowExamples([...corpus.train, ...real.train]);
  console.log(`training rows: ${trainSet.rows.length} from ${trainSet.docs} documents (corpus DEV ${corpus.train.length}, real ${real.train.length}; ${trainSet.skipped.length} left out)`);
  const epochs = Number(arg('epochs', '30'));
  const hidden = arg('hidden', '32').split(',').map(Number);
  const layers = trainRowLayers(trainSet, {
    hidden, epochs, seed: SEED,
    onEpoch: (e, loss) => { if ((e + 1) % 5 === 0) console.log(`epoch ${e + 1}/${epochs}: loss ${loss.toFixed(4)}`); },
  });
  const heldOut = {
    corpusHoldoutLayouts: report('held out: corpus HOLDOUT layouts (index 0)', layers, corpus.heldOut),
    zugferdHeldOutProducers: report('held out: ZUGFeRD producers Mustangproject v1/v2, 4s4u', layers, real.heldOut),
  };
  report('training documents (not a measure: trained on)', layers, [...corpus.train, ...real.train]);
  const out = path.resolve(arg('out', ROW_MODEL_FILE));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const meta = {
    seed: SEED, hidden, epochs, trainingRows: trainSet.rows.length, trainingDocuments: trainSet.docs,
    corpusDevDocuments: corpus.train.length, realTrainingDocuments: real.train.length, heldOut,
  };
  fs.writeFileSync(out, `${JSON.stringify(toModelFile(layers, meta))}\n`);
  console.log(`\nwrote ${out} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
})().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
