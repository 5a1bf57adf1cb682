#!/usr/bin/env node
'use strict';
/**
 * PP-OCR (src/extraction/ppocr) vs the Tesseract reader (src/extraction/image), side by side on the same
 * images: latency per image (median/p95), peak RSS, and on SROIE the share of key values (company,
 * date, address, total) found verbatim in the OCR text.
 *
 *   node scripts/bench-ppocr.js [--engines ppocr,tesseract,hybrid] [--max N] [--det-limit 960]
 *                               [--batch 1] [--min-width 320] [--space-gap 0] [--threads 2] [--dir DIR]
 *
 * Each engine runs in its own child process, so its peak RSS (maxRSS) is its own and engines do not
 * compete for the 2 cores. "hybrid" = PP-OCR detection boxes, each line crop read by Tesseract (PSM 7).
 * Without ../shared/datasets/sroie only assets/samples/receipt.png is measured.
 */
const fs = require('node:fs');
const path = require('node:path');
const { registerTypeScript } = require('./register-ts');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const SROIE = path.resolve(ROOT, '..', 'shared', 'datasets', 'sroie');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}


/** Upper case, whitespace collapsed: how both the key values and the OCR text are compared. */
const norm = (s) => String(s).toUpperCase().replace(/\s+/g, ' ').trim();

/** Which keys of one SROIE receipt appear verbatim in `text`; the total also as a plain number (7.60 for "$7.60"). */
function keyHits(text, keys) {
  const t = norm(text);
  const hits = {};
  for (const k of ['company', 'date', 'address', 'total']) {
    if (!keys[k]) continue;
    const v = norm(keys[k]);
    let hit = t.includes(v);
    if (!hit && k === 'total') {
      const n = Number(v.replace(/[^0-9.]/g, ''));
      if (Number.isFinite(n) && n > 0) hit = t.includes(n.toFixed(2));
    }
    hits[k] = hit;
  }
  return hits;
}

function images() {
  const list = [{ file: path.join(ROOT, 'assets', 'samples', 'receipt.png'), keys: null }];
  const dir = arg('dir', path.join(SROIE, 'images'));
  if (!fs.existsSync(dir)) {
    console.log(`(no SROIE images at ${dir}: key-value rates skipped, receipt.png only)`);
    return list;
  }
  const max = Number(arg('max', 1000));
  for (const f of fs.readdirSync(dir).filter((f) => /\.jpe?g$/i.test(f)).sort().slice(0, max)) {
    const keyFile = path.join(dir, '..', 'keys', f.replace(/\.jpe?g$/i, '.json'));
    list.push({ file: path.join(dir, f), keys: fs.existsSync(keyFile) ? JSON.parse(fs.readFileSync(keyFile, 'utf8')) : null });
  }
  return list;
}

const treeText = (tree) => tree.pages.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n\n');

/** An engine: { read(bytes) → text, close() }. */
async function makeEngine(name) {
  registerTypeScript();
  const ppOpts = {
    threads: Number(arg('threads', 2)),
    detLimit: Number(arg('det-limit', 960)),
    recBatchSize: Number(arg('batch', 1)),
    recMinWidth: Number(arg('min-width', 320)),
    recSpaceGap: Number(arg('space-gap', 0)),
    recognizer: arg('rec', 'ch'),
  };
  if (name === 'ppocr') {
    const { PpOcrReader } = require('../src/extraction/ppocr/ppocr-reader.ts');
    const r = await PpOcrReader.create(ppOpts);
    return { read: async (b) => treeText(await r.read(b)), close: () => r.close() };
  }
  if (name === 'tesseract') {
    const { TesseractImageReader } = require('../src/extraction/image/tesseract-reader.ts');
    const r = await TesseractImageReader.create();
    return { read: async (b) => treeText(await r.read(b, 'jpeg')), close: () => r.close() };
  }
  if (name === 'hybrid') {
    const { PpOcrReader } = require('../src/extraction/ppocr/ppocr-reader.ts');
    const { TesseractLineReader } = require('../src/extraction/ppocr/hybrid.ts');
    const r = await PpOcrReader.create(ppOpts);
    const reader = await TesseractLineReader.create();
    return {
      read: async (b) => treeText(await reader.read(b, (await r.detectBoxes(b)).boxes)),
      close: async () => (await r.close(), await reader.close()),
    };
  }
  throw new Error(`unknown engine ${name}`);
}

/** Child process: one engine over every image, JSON on stdout. */
async function child(name) {
  const engine = await makeEngine(name);
  const rows = [];
  for (const { file, keys } of images()) {
    const bytes = fs.readFileSync(file);
    const t = performance.now();
    const text = await engine.read(bytes);
    rows.push({ file: path.basename(file), ms: performance.now() - t, hits: keys ? keyHits(text, keys) : null, text });
  }
  await engine.close();
  process.stdout.write(JSON.stringify({ rows, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

function summary(name, { rows, maxRssMb }) {
  // receipt.png is the first image and also pays each engine's first-call warm-up, so it is left out.
  const timed = rows.slice(1);
  const ms = (timed.length ? timed : rows).map((r) => r.ms);
  const keyed = rows.filter((r) => r.hits);
  const rate = (k) => {
    const xs = keyed.filter((r) => k in r.hits);
    return xs.length ? (xs.filter((r) => r.hits[k]).length / xs.length).toFixed(2) : '-';
  };
  const all = keyed.flatMap((r) => Object.values(r.hits));
  const overall = all.length ? (all.filter(Boolean).length / all.length).toFixed(2) : '-';
  const sample = rows[0].text;
  const sampleOk = ['21.70', '20.09', '03/14/2024'].every((s) => sample.includes(s)) ? 'yes' : 'no';
  return [name, quantile(ms, 0.5).toFixed(0), quantile(ms, 0.95).toFixed(0), maxRssMb.toFixed(0),
    rate('company'), rate('date'), rate('address'), rate('total'), overall, sampleOk];
}

async function main() {
  const engine = arg('engine');
  if (engine) return child(engine);
  const engines = arg('engines', 'ppocr,tesseract,hybrid').split(',');
  const passThrough = process.argv.slice(2).filter((a, i, all) => !['--engines'].includes(a) && all[i - 1] !== '--engines');
  const header = ['engine', 'median ms', 'p95 ms', 'peak RSS MB', 'company', 'date', 'address', 'total', 'all keys', 'sample ok'];
  const table = [header];
  const out = {};
  for (const name of engines) {
    const json = execFileSync(process.execPath, [__filename, '--engine', name, ...passThrough], {
      cwd: ROOT, maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'],
    }).toString();
    out[name] = JSON.parse(json);
    table.push(summary(name, out[name]));
  }
  if (arg('dump')) fs.writeFileSync(arg('dump'), JSON.stringify(out, null, 1));
  const widths = header.map((_, c) => Math.max(...table.map((r) => String(r[c]).length)));
  for (const r of table) console.log(r.map((v, c) => String(v).padStart(widths[c])).join('  '));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
