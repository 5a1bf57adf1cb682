'use strict';
/**
 * The float model against a rewrite of it (int8, folded) on line crops, one crop per call on one thread
 * (the CLI worker's setting): CPU ms per crop of each model, the share of crops read identically (greedy
 * CTC), the character error of the rewrite's reading against the float one (edit distance / float
 * length) and the largest difference of an output probability.
 */
const ort = require('onnxruntime-node');
const { toTensorData } = require('./collect-crops');

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function greedy(data, steps, classes) {
  const seq = [];
  let prev = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let bv = -Infinity;
    for (let k = 0; k < classes; k++) {
      const v = data[t * classes + k];
      if (v > bv) {
        bv = v;
        best = k;
      }
    }
    if (best !== 0 && best !== prev) seq.push(best);
    prev = best;
  }
  return seq;
}

function editDistance(a, b) {
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = dp[0];
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j];
      dp[j] = Math.min(dp[j] + 1, dp[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return dp[b.length];
}

async function readAll(file, crops) {
  const s = await ort.InferenceSession.create(file, {
    executionProviders: ['cpu'], intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all',
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  });
  const seqs = [];
  const outs = [];
  const t0 = cpuMs();
  for (const c of crops) {
    const x = new ort.Tensor('float32', toTensorData(c), [1, 3, 48, c.width]);
    const out = (await s.run({ [s.inputNames[0]]: x }))[s.outputNames[0]];
    seqs.push(greedy(out.data, out.dims[1], out.dims[2]));
    outs.push(out.data);
  }
  const ms = (cpuMs() - t0) / crops.length;
  await s.release();
  return { seqs, ms, outs };
}

async function compare(floatFile, int8File, crops) {
  const f = await readAll(floatFile, crops);
  const q = await readAll(int8File, crops);
  let same = 0;
  let errs = 0;
  let chars = 0;
  // Largest difference of an output probability: an exact rewrite differs only by float rounding.
  let maxDiff = 0;
  for (let i = 0; i < crops.length; i++) {
    const a = f.outs[i];
    const b = q.outs[i];
    for (let k = 0; k < a.length; k++) maxDiff = Math.max(maxDiff, Math.abs(a[k] - b[k]));
    const d = editDistance(f.seqs[i], q.seqs[i]);
    if (d === 0) same++;
    errs += d;
    chars += f.seqs[i].length;
  }
  return { crops: crops.length, floatMs: f.ms, int8Ms: q.ms, identical: same / crops.length, cer: errs / Math.max(1, chars), maxDiff };
}

module.exports = { compare, greedy };
