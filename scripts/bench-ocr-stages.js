#!/usr/bin/env node
'use strict';
/**
 * CPU seconds per photo by stage of capture's OCR reader (process.cpuUsage: all threads, which other
 * load on a shared machine barely moves, unlike the wall clock), on the SROIE photos:
 *   prepare (decode, contrast, orientation, upscale), of which orientation, detection (with the
 *   re-detection of a tilted page), recognition (every reader, layout and normalisation).
 *
 *   node scripts/bench-ocr-stages.js [--sroie DIR] [--max N] [--capture '{"threads":1,"recBatchSize":1}'] [--dump file.json]
 *
 * Defaults to the CLI batch worker's setting (one ONNX thread, one crop per recogniser call).
 */
const fs = require('node:fs');
const path = require('node:path');
const { registerTypeScript } = require('./register-ts');

const ROOT = path.resolve(__dirname, '..');
const { argv, arg } = require('./args').cliArgs();
const SROIE = path.resolve(arg('sroie', process.env.CAPTURE_SROIE_DIR || path.join(ROOT, '..', 'shared', 'datasets', 'sroie')));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  registerTypeScript();
  const { OcrImageReader } = require('../src/extraction/ppocr/ocr-reader.ts');
  const proto = OcrImageReader.prototype;
  let cur;
  // Stage marks from the reader's own methods: prepare ends where detection starts.
  const wrap = (name, onEnter, onExit) => {
    const orig = proto[name];
    proto[name] = async function (...a) {
      if (cur) onEnter?.(cpuMs());
      const t = cpuMs();
      try {
        return await orig.apply(this, a);
      } finally {
        if (cur) onExit?.(cpuMs(), t);
      }
    };
  };
  wrap('readPage', (t) => (cur.start = t), (t) => (cur.end = t));
  wrap('detect', (t) => (cur.detStart ??= t), (t) => (cur.detEnd = t));
  wrap('straighten', undefined, (t, t0) => (cur.orientation = (cur.orientation ?? 0) + t - t0));
  const reader = await OcrImageReader.create({ threads: 1, recBatchSize: 1, ...JSON.parse(arg('capture', '{}')) });
  const dir = path.join(SROIE, 'images');
  const files = fs.readdirSync(dir).filter((f) => /\.jpe?g$/i.test(f)).sort().slice(0, Number(arg('max', 1000)));
  const rows = [];
  for (const f of files) {
    const bytes = fs.readFileSync(path.join(dir, f));
    cur = {};
    const t0 = cpuMs();
    // No language hint, as bench-ocr.js and the CLI read.
    const tree = await reader.read(bytes, 'jpeg');
    const total = cpuMs() - t0;
    const r = { file: f, total, prepare: cur.detStart - cur.start, orientation: cur.orientation ?? 0, detect: cur.detEnd - cur.detStart, recognise: cur.end - cur.detEnd, text: tree.pages.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n\n') };
    rows.push(r);
    cur = undefined;
  }
  await reader.close();
  const stages = ['total', 'prepare', 'orientation', 'detect', 'recognise'];
  console.log(`${rows.length} SROIE photos, CPU ms per photo (mean / median):`);
  for (const s of stages) console.log(`  ${s.padEnd(12)} ${(rows.reduce((a, r) => a + r[s], 0) / rows.length).toFixed(0).padStart(5)} / ${median(rows.map((r) => r[s])).toFixed(0).padStart(5)}`);
  if (arg('dump')) fs.writeFileSync(arg('dump'), JSON.stringify(rows, null, 1));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
