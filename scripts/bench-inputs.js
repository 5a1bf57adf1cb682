#!/usr/bin/env node
'use strict';
/**
 * Latency, peak RSS and accuracy per input kind, capture side by side with plain tesseract.js and plain
 * PP-OCR on the same images (the OCR issue's targets on 2 cores; bench-ocr.js covers the per-language
 * corpus and the SROIE key values of the capture reader alone).
 *
 *   npm run bench:inputs -- [--runs 3] [--max 10] [--engines capture,tesseract.js,ppocr]
 *                           [--kinds digital-pdf,receipt-photo,a4-scan-200dpi,scanned-pdf,clean-render,degraded-render]
 *                           [--sroie DIR]
 *
 * Kinds, all built in memory (written to a temp folder for the children):
 *   digital-pdf      assets/samples/invoice.pdf (text layer): capture only, accuracy = known values found
 *   receipt-photo    first --max SROIE photos (../shared/datasets/sroie), accuracy = key values found
 *                    verbatim (upper case, whitespace collapsed, as bench-ocr.js); without the dataset
 *                    assets/samples/receipt.png tilted, blurred and saved as JPEG
 *   a4-scan-200dpi   the English corpus page on a 1654×2339 white page, noise + JPEG q40; accuracy = 1 − CER
 *   scanned-pdf      that JPEG as the only content of an A4 PDF: capture rasterises and OCRs it; the plain
 *                    engines read the embedded JPEG itself (the a4-scan-200dpi image, measured again)
 *   clean-render / degraded-render  corpus pages eng, deu, fra, spa (degraded: mean over corpus.VARIANTS)
 *
 * Engines: capture = createDocumentReader({ ocr: true }).extract() without a language hint (detection
 * cost included); tesseract.js = createWorker('eng') with the package defaults (PSM 6, no preprocessing);
 * ppocr = PpOcrReader.create() defaults. Each (engine, kind) pair runs in its own child process, so the
 * peak RSS (maxRSS) is that engine's on that kind alone and engines never compete for the 2 cores
 * (capture's and ppocr's include @swc/core, loaded to compile the .ts sources; tesseract.js needs none).
 * Before timing, one untimed read per group (a language, or the kind as a whole) starts whatever that
 * group needs (capture's per-language Tesseract workers), so figures are the steady state. Every image
 * is read --runs times; median and p95 are over all reads of the kind; the first read is scored.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { registerTypeScript } = require('./register-ts');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const KINDS = ['digital-pdf', 'receipt-photo', 'a4-scan-200dpi', 'scanned-pdf', 'clean-render', 'degraded-render'];
const ENGINES = ['capture', 'tesseract.js', 'ppocr'];
const LATIN = ['eng', 'deu', 'fra', 'spa'];
const MARK = '@@bench-inputs ';
/** Values printed on the demo invoice (scripts/make-sample-invoice.js); its text layer must yield all. */
const INVOICE_KEYS = { number: 'RE-2024-1047', date: '14.03.2024', vendor: 'Nordlicht Büromöbel GmbH', order: 'PO-55810', iban: 'DE34 2005 0550 1234 5678 90', net: '1.262,50 €' };
/** Values on assets/samples/receipt.png (scripts/make-sample-receipt.js), for the no-SROIE fallback. */
const RECEIPT_KEYS = { company: 'CORNER GROCERY & CAFE', date: '03/14/2024', subtotal: '20.09', total: '21.70' };

const norm = (s) => String(s).toUpperCase().replace(/\s+/g, ' ').trim();


/** Writes every input of the chosen kinds to `dir`; returns the manifest the children read. */
async function buildInputs(dir, kinds) {
  const sharp = require('sharp');
  const corpus = require('./make-ocr-corpus.js');
  const put = (name, bytes) => (fs.writeFileSync(path.join(dir, name), bytes), path.join(dir, name));
  const list = [];
  const invoice = path.join(ROOT, 'assets', 'samples', 'invoice.pdf');
  if (kinds.includes('digital-pdf')) list.push({ kind: 'digital-pdf', name: 'invoice.pdf', file: invoice, plain: null, group: 'pdf', keys: INVOICE_KEYS });
  if (kinds.includes('receipt-photo')) {
    const sroie = arg('sroie', path.join(ROOT, '..', 'shared', 'datasets', 'sroie'));
    const images = path.join(sroie, 'images');
    const ids = fs.existsSync(images)
      ? fs.readdirSync(images).filter((f) => /\.jpe?g$/i.test(f)).sort().map((f) => [f, path.join(sroie, 'keys', f.replace(/\.jpe?g$/i, '.json'))]).filter(([, k]) => fs.existsSync(k))
      : [];
    for (const [f, k] of ids.slice(0, Number(arg('max', 10)))) {
      list.push({ kind: 'receipt-photo', name: f, file: path.join(images, f), plain: path.join(images, f), group: 'sroie', keys: JSON.parse(fs.readFileSync(k, 'utf8')) });
    }
    if (ids.length === 0) {
      console.log(`(no SROIE images under ${sroie}: receipt-photo uses assets/samples/receipt.png as a JPEG photo)`);
      const png = fs.readFileSync(path.join(ROOT, 'assets', 'samples', 'receipt.png'));
      const jpg = put('receipt.jpg', await sharp(png).rotate(1.5, { background: '#fff' }).blur(0.7).jpeg({ quality: 60 }).toBuffer());
      list.push({ kind: 'receipt-photo', name: 'receipt.jpg', file: jpg, plain: jpg, group: 'sample', keys: RECEIPT_KEYS });
    }
  }
  if (kinds.includes('a4-scan-200dpi') || kinds.includes('scanned-pdf')) {
    // A4 at 200 dpi. The corpus page (900 px wide, 32 px em) scaled to 1500 px: em ≈ 53 px ≈ 19 pt at
    // 200 dpi, large print; the rest of the page stays blank, so truth('eng') covers all the text on it.
    const block = await sharp(await corpus.renderClean('eng')).resize({ width: 1500 }).png().toBuffer();
    const page = await sharp({ create: { width: 1654, height: 2339, channels: 3, background: '#fff' } })
      .composite([{ input: block, left: 77, top: 120 }]).png().toBuffer();
    const noisy = await corpus.degrade(page, 'noise');
    const scan = put('a4-scan.jpg', (await corpus.degrade(noisy.bytes, 'jpeg')).bytes);
    if (kinds.includes('a4-scan-200dpi')) list.push({ kind: 'a4-scan-200dpi', name: 'a4-scan.jpg', file: scan, plain: scan, group: 'a4', lang: 'eng' });
    if (kinds.includes('scanned-pdf')) {
      const { PDFDocument } = require('pdf-lib');
      const doc = await PDFDocument.create();
      const pdfPage = doc.addPage([595.28, 841.89]);
      pdfPage.drawImage(await doc.embedJpg(fs.readFileSync(scan)), { x: 0, y: 0, width: 595.28, height: 841.89 });
      list.push({ kind: 'scanned-pdf', name: 'a4-scan.pdf', file: put('a4-scan.pdf', Buffer.from(await doc.save())), plain: scan, group: 'a4', lang: 'eng' });
    }
  }
  for (const lang of kinds.includes('clean-render') || kinds.includes('degraded-render') ? LATIN : []) {
    const clean = await corpus.renderClean(lang);
    if (kinds.includes('clean-render')) {
      const f = put(`${lang}.clean.png`, clean);
      list.push({ kind: 'clean-render', name: `${lang}.clean`, file: f, plain: f, group: lang, lang });
    }
    for (const v of kinds.includes('degraded-render') ? corpus.VARIANTS : []) {
      const { bytes, type } = await corpus.degrade(clean, v);
      const f = put(`${lang}.${v}.${type === 'jpeg' ? 'jpg' : 'png'}`, bytes);
      list.push({ kind: 'degraded-render', name: `${lang}.${v}`, file: f, plain: f, group: lang, lang });
    }
  }
  return list;
}

/** One engine as { read(bytes) → text, close() }. */
async function makeEngine(name) {
  if (name === 'capture') {
    registerTypeScript();
    const { createDocumentReader } = require('../src/extraction/reader.ts');
    const { sniffType } = require('../src/extraction/sniff.ts');
    const pipeline = await createDocumentReader({ ocr: true });
    return { read: async (b) => (await pipeline.extract({ bytes: b, type: sniffType(b) })).rawText, close: () => pipeline.close() };
  }
  if (name === 'tesseract.js') {
    const { createWorker } = require('tesseract.js');
    const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
    // A missing local file would make tesseract.js fall back to fetching: refuse instead (offline only).
    if (!fs.existsSync(path.join(langPath, 'eng.traineddata.gz'))) throw new Error(`no eng.traineddata.gz in ${langPath}`);
    const worker = await createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none', logger: () => {} });
    return { read: async (b) => (await worker.recognize(b)).data.text, close: () => worker.terminate() };
  }
  if (name === 'ppocr') {
    registerTypeScript();
    const { PpOcrReader } = require('../src/extraction/ppocr/ppocr-reader.ts');
    const reader = await PpOcrReader.create();
    const text = (tree) => tree.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
    return { read: async (b) => text(await reader.read(b)), close: () => reader.close() };
  }
  throw new Error(`unknown engine ${name}`);
}

/** Accuracy of one text: 1 − CER against the corpus truth, or key values found verbatim. */
function score(input, text) {
  if (input.lang) return { chars: require('./make-ocr-corpus.js').charAccuracy(text, input.lang) };
  const values = Object.values(input.keys).filter((v) => v !== undefined && v !== '');
  return { found: values.filter((v) => norm(text).includes(norm(v))).length, of: values.length };
}

/** Child: one engine over the inputs of one kind; one JSON line on stdout. */
async function child(engineName, kind) {
  const inputs = JSON.parse(fs.readFileSync(path.join(arg('inputs'), 'manifest.json'), 'utf8')).filter((i) => i.kind === kind);
  const runs = Math.max(1, Number(arg('runs', 3)));
  let t = performance.now();
  const engine = await makeEngine(engineName);
  const [initMs, warmed, ms, per] = [performance.now() - t, new Set(), [], []];
  for (const input of inputs) {
    const bytes = fs.readFileSync(engineName === 'capture' ? input.file : input.plain);
    if (!warmed.has(input.group)) (warmed.add(input.group), await engine.read(bytes));
    let text = '';
    for (let i = 0; i < runs; i++) {
      t = performance.now();
      const out = await engine.read(bytes);
      ms.push(performance.now() - t);
      if (i === 0) text = out;
    }
    per.push({ name: input.name, ...score(input, text) });
  }
  await engine.close();
  const result = { engine: engineName, kind, images: inputs.length, initMs, ms, per, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  process.stdout.write(`\n${MARK}${JSON.stringify(result)}\n`);
}

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * xs.length) - 1)];
const fmtMs = (x) => (x < 100 ? x.toFixed(1) : x.toFixed(0));
const pct = (x) => `${(x * 100).toFixed(1)}%`;

/** Mean 1 − CER, or pooled share of key values found. */
function accuracy(r) {
  if (r.per[0] && 'chars' in r.per[0]) return { value: r.per.reduce((s, p) => s + p.chars, 0) / r.per.length, label: 'chars' };
  const [found, of] = r.per.reduce(([f, o], p) => [f + p.found, o + p.of], [0, 0]);
  return { value: found / Math.max(1, of), label: `keys ${found}/${of}` };
}

async function main() {
  if (arg('engine')) return child(arg('engine'), arg('kind'));
  const kinds = arg('kinds', KINDS.join(',')).split(',');
  const engines = arg('engines', ENGINES.join(',')).split(',');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inputs-'));
  const results = {};
  try {
    const inputs = await buildInputs(dir, kinds);
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(inputs));
    console.log(`node ${process.version}, ${os.cpus().length} CPUs, --runs ${arg('runs', 3)}, inputs in ${dir}`);
    for (const kind of kinds) {
      for (const engine of engines) {
        const key = `${kind}|${engine}`;
        // The plain engines read images only: a PDF without an extracted image is not theirs to read.
        if (!inputs.some((i) => i.kind === kind && (engine === 'capture' || i.plain))) continue;
        // Tesseract's own chatter ("Image too small to scale!!") is kept out of the report unless the child fails.
        const run = spawnSync(process.execPath, [__filename, '--engine', engine, '--kind', kind, '--inputs', dir, '--runs', arg('runs', '3')], {
          cwd: ROOT, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8',
        });
        const line = run.stdout.split('\n').find((l) => l.startsWith(MARK));
        if (line && run.status === 0) results[key] = JSON.parse(line.slice(MARK.length));
        else {
          console.error(`${kind} / ${engine} failed (exit ${run.status}):\n${run.stderr.slice(-2000)}`);
          results[key] = { error: `exit ${run.status}` };
        }
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const header = ['kind', 'engine', 'images', 'init ms', 'median ms', 'p95 ms', 'peak RSS MB', 'accuracy'];
  const rows = [header];
  for (const kind of kinds) {
    for (const engine of engines) {
      const r = results[`${kind}|${engine}`];
      if (!r) rows.push([kind, engine, 'n/a', '', '', '', '', '']);
      else if (r.error) rows.push([kind, engine, 'error', r.error.slice(0, 60), '', '', '', '']);
      else {
        const a = accuracy(r);
        rows.push([kind, engine, r.images, fmtMs(r.initMs), fmtMs(quantile(r.ms, 0.5)), fmtMs(quantile(r.ms, 0.95)), r.maxRssMb.toFixed(0), `${pct(a.value)} ${a.label}`]);
      }
    }
  }
  const widths = header.map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  console.log('');
  for (const r of rows) console.log(r.map((v, c) => (c < 2 || c === 7 ? String(v).padEnd(widths[c]) : String(v).padStart(widths[c]))).join('  ').trimEnd());

  const ok = (k, e) => results[`${k}|${e}`] && !results[`${k}|${e}`].error && results[`${k}|${e}`];
  const med = (k, e) => quantile(ok(k, e).ms, 0.5);
  console.log('\nRatios (capture median latency ÷ other engine\'s; accuracy: capture minus other, in points)');
  for (const kind of kinds) {
    const parts = engines.filter((e) => e !== 'capture').map((e) => {
      if (!ok(kind, 'capture') || !ok(kind, e)) return `vs ${e}: n/a`;
      const diff = (accuracy(ok(kind, 'capture')).value - accuracy(ok(kind, e)).value) * 100;
      return `vs ${e}: ${(med(kind, 'capture') / med(kind, e)).toFixed(2)}× time, ${diff >= 0 ? '+' : ''}${diff.toFixed(1)} pts`;
    });
    console.log(`  ${kind.padEnd(16)}${parts.join('   ')}`);
  }
  const details = kinds.filter((k) => ok(k, 'capture') && accuracy(ok(k, 'capture')).label === 'chars' && ok(k, 'capture').per.length > 1);
  if (details.length) console.log('\nPer image accuracy (1 − CER), ' + engines.join(' / '));
  for (const kind of details) {
    for (const [i, p] of ok(kind, 'capture').per.entries()) {
      console.log(`  ${kind.padEnd(16)}${p.name.padEnd(12)}${engines.map((e) => (ok(kind, e) ? pct(ok(kind, e).per[i].chars) : 'n/a').padStart(7)).join(' /')}`);
    }
  }

  console.log('\nTargets (capture, 2 cores)');
  const target = (label, kind, pass, figure) => {
    const r = ok(kind, 'capture');
    console.log(`  ${r ? (pass(r) ? 'PASS' : 'MISS') : 'n/a '}  ${label.padEnd(50)}${r ? figure(r) : ''}`.trimEnd());
  };
  const latency = (label, kind, limit) =>
    target(label, kind, (r) => quantile(r.ms, 0.5) <= limit, (r) => `median ${fmtMs(quantile(r.ms, 0.5))} ms, p95 ${fmtMs(quantile(r.ms, 0.95))} ms`);
  latency('digital 1-page PDF text layer ≤ 50 ms', 'digital-pdf', 50);
  latency('SROIE-size receipt photo ≤ 1.0 s', 'receipt-photo', 1000);
  latency('A4 scan at 200 dpi (image) ≤ 1.5 s', 'a4-scan-200dpi', 1500);
  latency('A4 scan at 200 dpi (scanned PDF) ≤ 1.5 s', 'scanned-pdf', 1500);
  target('character accuracy, clean Latin renders ≥ 98%', 'clean-render', (r) => accuracy(r).value >= 0.98, (r) => pct(accuracy(r).value));
  target('character accuracy, degraded Latin renders ≥ 95%', 'degraded-render', (r) => accuracy(r).value >= 0.95, (r) => pct(accuracy(r).value));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
