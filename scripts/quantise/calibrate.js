'use strict';
/**
 * Activation ranges for the int8 model: runs the augmented float model (every tensor the quantiser
 * needs exposed as an output, qdq.py prepare) on the calibration crops, one crop at a time as the CLI
 * reads, and keeps each tensor's min/max and a strided sample of its values for percentile ranges.
 */
const fs = require('node:fs');
const ort = require('onnxruntime-node');
const { toTensorData } = require('./collect-crops');

const PERCENTILES = ['99.9', '99.99', '99.999'];
const SAMPLE_PER_CROP = 256;

function quantile(sorted, q) {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))));
  return sorted[i];
}

/** Mean squared error of uint8 quantisation of the sample with the range [lo, hi] (0 always inside). */
function quantError(sample, lo, hi) {
  lo = Math.min(0, lo);
  hi = Math.max(0, hi);
  const scale = (hi - lo) / 255 || 1e-8;
  const zp = Math.round(-lo / scale);
  let err = 0;
  for (let i = 0; i < sample.length; i++) {
    const q = Math.min(255, Math.max(0, Math.round(sample[i] / scale) + zp));
    const d = (q - zp) * scale - sample[i];
    err += d * d;
  }
  return err / Math.max(1, sample.length);
}

/** The clipping range with the least quantisation error on the sample: min/max or a tail share cut off each side. */
function mseRange(sorted, min, max) {
  let best = { lo: min, hi: max, err: quantError(sorted, min, max) };
  for (const tail of [1e-6, 1e-5, 3e-5, 1e-4, 3e-4, 1e-3, 3e-3, 1e-2]) {
    const lo = quantile(sorted, tail);
    const hi = quantile(sorted, 1 - tail);
    const err = quantError(sorted, lo, hi);
    if (err < best.err) best = { lo, hi, err };
  }
  return best;
}

async function calibrate(augmented, tensorsJson, crops, outJson) {
  const names = JSON.parse(fs.readFileSync(tensorsJson, 'utf8'));
  const session = await ort.InferenceSession.create(augmented, { executionProviders: ['cpu'], intraOpNumThreads: 2, graphOptimizationLevel: 'basic' });
  // The training code's fixed-seed generator, so the same crops give the same model bytes.
  require('../register-ts').registerTypeScript();
  const { mulberry32 } = require('../../src/training/mlp.ts');
  const random = mulberry32(20261126);
  const stats = Object.fromEntries(names.map((n) => [n, { min: Infinity, max: -Infinity, sample: new Float32Array(crops.length * SAMPLE_PER_CROP), used: 0 }]));
  for (const crop of crops) {
    const x = new ort.Tensor('float32', toTensorData(crop), [1, 3, 48, crop.width]);
    const out = await session.run({ [session.inputNames[0]]: x }, names);
    for (const n of names) {
      const d = out[n].data;
      const s = stats[n];
      let lo = s.min;
      let hi = s.max;
      for (let i = 0; i < d.length; i++) {
        const v = d[i];
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      s.min = lo;
      s.max = hi;
      const step = Math.max(1, Math.floor(d.length / SAMPLE_PER_CROP));
      for (let i = Math.floor(random() * step), k = 0; i < d.length && k < SAMPLE_PER_CROP; i += step, k++) s.sample[s.used++] = d[i];
    }
  }
  await session.release();
  const ranges = {};
  for (const n of names) {
    const s = stats[n];
    const sorted = s.sample.subarray(0, s.used).sort();
    ranges[n] = {
      min: s.min,
      max: s.max,
      lo: Object.fromEntries(PERCENTILES.map((p) => [p, Math.max(s.min, quantile(sorted, 1 - Number(p) / 100))])),
      hi: Object.fromEntries(PERCENTILES.map((p) => [p, Math.min(s.max, quantile(sorted, Number(p) / 100))])),
    };
    const mse = mseRange(sorted, s.min, s.max);
    ranges[n].lo.mse = mse.lo;
    ranges[n].hi.mse = mse.hi;
  }
  fs.writeFileSync(outJson, JSON.stringify(ranges, null, 1));
  return ranges;
}

module.exports = { calibrate };
