#!/usr/bin/env node
'use strict';
/**
 * OCR figures per language: median latency, peak RSS and character accuracy on the rendered corpus
 * (scripts/make-ocr-corpus.js: clean page and four degradations), then the SROIE real-photo check.
 *
 *   npm run bench:ocr -- [--runs N] [--langs eng,ara,...] [--enable eng,...] [--sroie DIR] [--no-sroie] [--no-corpus]
 *
 * --langs picks the corpus languages to measure; --enable restricts the reader's languages (e.g.
 * `--enable eng` for the English-only baseline of the SROIE check).
 *
 * Every read goes through TesseractImageReader WITHOUT a language hint, so detection cost is included.
 * Loads the TypeScript sources directly (no build needed): a require hook compiles each .ts file with
 * @swc/core's transformSync, the same compiler the jest setup uses.
 *
 * SROIE: for each images/<id>.jpg with keys/<id>.json, how often each key value (company, date,
 * address, total) appears verbatim in the OCR text, both upper-cased with whitespace collapsed. The
 * folder defaults to ../shared/datasets/sroie next to the project; absent → skipped with a message.
 */
const fs = require('fs');
const path = require('path');
require('./register-ts').registerTypeScript();

const { TesseractImageReader } = require('../src/extraction/image/tesseract-reader.ts');
const corpus = require('./make-ocr-corpus.js');

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const runs = Math.max(1, Number(opt('runs', 3)));
const workers = Math.max(1, Number(opt('workers', 1)));
const langs = opt('langs', Object.keys(corpus.SAMPLES).join(',')).split(',');
const sroieDir = opt('sroie', path.join(__dirname, '..', '..', 'shared', 'datasets', 'sroie'));
const KINDS = ['clean', ...corpus.VARIANTS];

const now = () => Number(process.hrtime.bigint()) / 1e6;
// maxRSS is the process's peak so far (KB): per row it shows how far memory has grown by then.
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const pad = (s, n) => String(s).padEnd(n);
/** The model set each page was read with, as "deu+eng", pages separated by commas. */
const modelsOf = (tree) => tree.pages.map((p) => (p.languages ?? []).join('+')).join(',');
const textOf = (tree) => tree.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');

/** Reads one image `runs` times; the first read's text is scored (later ones only time the path). */
async function measure(reader, bytes, type) {
  const times = [];
  let text = '';
  let chosen = '';
  for (let i = 0; i < runs; i++) {
    const t = now();
    const tree = await reader.read(bytes, type);
    times.push(now() - t);
    if (i === 0) {
      text = textOf(tree);
      chosen = modelsOf(tree);
    }
  }
  return { ms: median(times), text, chosen };
}

async function benchCorpus(reader) {
  console.log(`\nRendered corpus (${runs} reads each, median; no language hint)`);
  console.log(`${pad('lang', 8)}${pad('kind', 8)}${pad('models', 14)}${pad('median', 9)}${pad('peak RSS', 10)}accuracy`);
  const summary = [];
  for (const lang of langs) {
    const clean = await corpus.renderClean(lang);
    const acc = {};
    for (const kind of KINDS) {
      const { bytes, type } = kind === 'clean' ? { bytes: clean, type: 'png' } : await corpus.degrade(clean, kind);
      const r = await measure(reader, bytes, type);
      acc[kind] = { accuracy: corpus.charAccuracy(r.text, lang), ms: r.ms };
      console.log(`${pad(lang, 8)}${pad(kind, 8)}${pad(r.chosen, 14)}${pad(`${r.ms.toFixed(0)} ms`, 9)}${pad(`${peakMb()} MB`, 10)}${pct(acc[kind].accuracy)}`);
    }
    summary.push([lang, acc]);
  }
  console.log(`\nSummary: ${pad('lang', 8)}${pad('clean', 8)}${pad('degraded (mean of 4)', 22)}clean latency`);
  for (const [lang, acc] of summary) {
    const deg = corpus.VARIANTS.reduce((s, v) => s + acc[v].accuracy, 0) / corpus.VARIANTS.length;
    console.log(`         ${pad(lang, 8)}${pad(pct(acc.clean.accuracy), 8)}${pad(pct(deg), 22)}${acc.clean.ms.toFixed(0)} ms`);
  }
}

const norm = (s) => String(s).toUpperCase().replace(/\s+/g, ' ').trim();

async function benchSroie(reader) {
  const images = path.join(sroieDir, 'images');
  const keys = path.join(sroieDir, 'keys');
  if (!fs.existsSync(images) || !fs.existsSync(keys)) {
    console.log(`\nSROIE: skipped (no images/ and keys/ under ${sroieDir})`);
    return;
  }
  const ids = fs
    .readdirSync(images)
    .filter((f) => f.toLowerCase().endsWith('.jpg'))
    .map((f) => path.basename(f, path.extname(f)))
    .filter((id) => fs.existsSync(path.join(keys, `${id}.json`)))
    .sort();
  const fields = ['company', 'date', 'address', 'total'];
  const hits = Object.fromEntries(fields.map((f) => [f, [0, 0]]));
  const models = new Map();
  const times = [];
  for (const id of ids) {
    const truth = JSON.parse(fs.readFileSync(path.join(keys, `${id}.json`), 'utf8'));
    const t = now();
    const tree = await reader.read(fs.readFileSync(path.join(images, `${id}.jpg`)), 'jpeg');
    times.push(now() - t);
    const set = modelsOf(tree);
    models.set(set, (models.get(set) ?? 0) + 1);
    const text = norm(textOf(tree));
    for (const f of fields) {
      if (truth[f] === undefined || truth[f] === '') continue;
      hits[f][1]++;
      if (text.includes(norm(truth[f]))) hits[f][0]++;
    }
  }
  console.log(`\nSROIE real photos: ${ids.length} receipts, median ${median(times).toFixed(0)} ms, peak RSS ${peakMb()} MB`);
  console.log(`models chosen: ${[...models].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  for (const f of fields) console.log(`  ${pad(f, 9)} verbatim ${hits[f][0]}/${hits[f][1]} (${pct(hits[f][0] / Math.max(1, hits[f][1]))})`);
}

async function main() {
  let t = now();
  const enable = opt('enable');
  const reader = await TesseractImageReader.create({ workers, languages: enable ? enable.split(',') : undefined, orientation: !argv.includes('--no-orientation') });
  console.log(`create reader: ${(now() - t).toFixed(0)} ms, peak RSS ${peakMb()} MB, workers per set: ${workers}`);
  try {
    if (!argv.includes('--no-corpus')) await benchCorpus(reader);
    if (!argv.includes('--no-sroie')) await benchSroie(reader);
  } finally {
    t = now();
    await reader.close();
    console.log(`\nclose: ${(now() - t).toFixed(0)} ms`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
