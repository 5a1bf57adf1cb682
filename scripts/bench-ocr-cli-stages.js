#!/usr/bin/env node
'use strict';
/**
 * CPU of one CLI batch worker by stage (process.cpuUsage: all threads, which other load on a shared
 * machine inflates far less than the wall clock), on the SROIE photos, in this process: the compiled
 * CLI's pipeline (dist/, built if stale) with one ONNX thread, as `capture extract --jobs 2` gives
 * each of its workers.
 *   once per worker: requiring the pipeline's modules, creating the OCR reader (model sessions), and
 *     what the first photo costs more than the rest (first model runs, the field rules' tables);
 *   per photo: the image check (inspect), decode and preparation, orientation, detection,
 *     recognition (every reader), and field extraction (what extract costs beyond reading).
 *
 *   node scripts/bench-ocr-cli-stages.js [--sroie DIR] [--max N] [--threads 1]
 *
 * A batch of N photos on J workers costs about J × once + N × per photo.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const { arg } = require('./args').cliArgs();
const SROIE = path.resolve(arg('sroie', process.env.CAPTURE_SROIE_DIR || path.join(ROOT, '..', 'shared', 'datasets', 'sroie')));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Adds the CPU ms of every call of obj[name] to `into.current[key]`. */
function meter(obj, name, key, into) {
  const orig = obj[name];
  obj[name] = async function (...a) {
    const t = cpuMs();
    try {
      return await orig.apply(this, a);
    } finally {
      into.current[key] = (into.current[key] ?? 0) + cpuMs() - t;
    }
  };
}

async function main() {
  require('./build-if-needed.js').ensureBuilt('cli/main.js', 'bench');
  const dist = (p) => path.join(ROOT, 'dist', p);
  let t = cpuMs();
  const { extractFile, openPipeline } = require(dist('cli/extract-file.js'));
  const modules = cpuMs() - t;
  // The OCR modules a worker loads with its first image, required here so their stages can be metered.
  t = cpuMs();
  const { OcrImageReader } = require(dist('extraction/ppocr/ocr-reader.js'));
  const prepare = require(dist('extraction/ppocr/prepare.js'));
  const ocrModules = cpuMs() - t;
  const m = { current: {} };
  meter(OcrImageReader, 'create', 'models', m);
  meter(OcrImageReader.prototype, 'read', 'read', m);
  meter(OcrImageReader.prototype, 'detect', 'detect', m);
  meter(OcrImageReader.prototype, 'straighten', 'orientation', m);
  meter(prepare, 'preparePhoto', 'prepare', m);
  meter(prepare, 'checkImage', 'check', m);
  const threads = Number(arg('threads', 1));
  const pipeline = await openPipeline(true, threads);
  const dir = path.join(SROIE, 'images');
  const files = fs.readdirSync(dir).filter((f) => /\.jpe?g$/i.test(f)).sort().slice(0, Number(arg('max', 1000)));
  const rows = [];
  for (const f of files) {
    m.current = {};
    const t0 = cpuMs();
    const record = await extractFile(pipeline, path.join(dir, f));
    if (record.error?.code) throw new Error(`${f}: ${record.error.message}`);
    const c = m.current;
    const total = cpuMs() - t0 - (c.models ?? 0);
    rows.push({
      total,
      check: c.check ?? 0,
      decode: (c.prepare ?? 0) - (c.orientation ?? 0),
      orientation: c.orientation ?? 0,
      detect: c.detect ?? 0,
      recognise: (c.read ?? 0) - (c.prepare ?? 0) - (c.detect ?? 0),
      fields: total - (c.read ?? 0) - (c.check ?? 0),
      models: c.models ?? 0,
    });
  }
  await pipeline.close();
  const steady = rows.length > 1 ? rows.slice(1) : rows;
  const mean = (k) => steady.reduce((a, r) => a + r[k], 0) / steady.length;
  console.log(`${rows.length} SROIE photos, one CLI worker (${threads} ONNX thread${threads > 1 ? 's' : ''}), CPU ms`);
  console.log(`once per worker: modules ${modules.toFixed(0)} (+ OCR modules ${ocrModules.toFixed(0)}), models ${rows[0].models.toFixed(0)}, first photo's extra ${(rows[0].total - mean('total')).toFixed(0)}`);
  console.log('per photo (photos 2..N), mean / median:');
  for (const k of ['total', 'check', 'decode', 'orientation', 'detect', 'recognise', 'fields']) {
    console.log(`  ${k.padEnd(12)} ${mean(k).toFixed(0).padStart(5)} / ${median(steady.map((r) => r[k])).toFixed(0).padStart(5)}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
