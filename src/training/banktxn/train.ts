import * as path from 'node:path';
import * as ort from 'onnxruntime-node';
import {
  BANKTXN_META_FILE, BANKTXN_MODEL_DIR, BANKTXN_MODEL_FILE, type BanktxnMeta,
} from '../../domain/banktxn/model/banktxn-model';
import { BUCKETS, FEATURE_VERSION, txnFeatures, type TxnFeatures } from '../../domain/banktxn/model/features';
import { classesOf, generateDataset } from './dataset';
import { type BagRow, bagForward, calibrateTemperature, trainEmbeddingBag } from './embedding-bag';
import { measureHeldOut } from './measure';
import { type EmbeddingBagWeights, writeEmbeddingBagOnnx } from './onnx-embedding-writer';
import { writeVerifiedModel } from '../model-output';

/**
 * `npm run train:banktxn`: rebuilds models/banktxn from scratch, from the rule tables and the general words only
 * (never from /work/shared/datasets/bank, which is for checking). Same bytes on every run for the same tables.
 */
const SEED = 20261123;
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};

async function verifyOnnx(file: string, m: EmbeddingBagWeights, rows: TxnFeatures[]): Promise<number> {
  const session = await ort.InferenceSession.create(file);
  const n = Math.min(rows.length, 500);
  const L = Math.max(...rows.slice(0, n).map((r) => r.indices.length));
  const indices = new BigInt64Array(n * L);
  const weights = new Float32Array(n * L);
  for (let r = 0; r < n; r++) {
    rows[r].indices.forEach((v, k) => (indices[r * L + k] = BigInt(v)));
    weights.set(rows[r].weights, r * L);
  }
  const out = await session.run({ indices: new ort.Tensor('int64', indices, [n, L]), weights: new ort.Tensor('float32', weights, [n, L]) });
  const probs = out.probs.data as Float32Array;
  let maxDiff = 0;
  for (let r = 0; r < n; r++) {
    const { p } = bagForward(m, rows[r]);
    for (let j = 0; j < m.classes; j++) maxDiff = Math.max(maxDiff, Math.abs(p[j] - probs[r * m.classes + j]));
  }
  await session.release();
  return maxDiff;
}

async function main(): Promise<void> {
  const outDir = path.resolve(arg('out', BANKTXN_MODEL_DIR));
  const epochs = Number(arg('epochs', '4'));
  const hidden = Number(arg('hidden', '64'));
  const t0 = Date.now();
  const data = generateDataset(SEED);
  const classes = classesOf(data.train);
  const classIndex = new Map(classes.map((c, i) => [c, i]));
  const trainRows: BagRow[] = data.train.map((r) => txnFeatures(r.description, r.amount));
  const labels = Int32Array.from(data.train, (r) => classIndex.get(r.category)!);
  const heldRows = data.heldOut.map((r) => txnFeatures(r.description, r.amount));
  const heldPatterns = new Set(data.heldOut.map((r) => r.pattern)).size;
  console.log(`patterns ${data.sources.length} (${heldPatterns} held out), classes ${classes.length}, training rows ${trainRows.length}, held-out rows ${heldRows.length}`);

  const batch = 32;
  const lr = 0.003;
  const dropout = Number(arg('dropout', '0.3'));
  const smoothing = 0.1;
  const m = trainEmbeddingBag(trainRows, labels, {
    buckets: BUCKETS, hidden, classes: classes.length, epochs, batch, lr, dropout, smoothing, seed: SEED,
    onEpoch: (e, loss) => console.log(`epoch ${e + 1}/${epochs}: loss ${loss.toFixed(4)} (${((Date.now() - t0) / 1000).toFixed(0)} s)`),
  });

  const heldLabels = Int32Array.from(data.heldOut, (r) => classIndex.get(r.category) ?? -1);
  const temperature = calibrateTemperature(m, heldRows, heldLabels);
  console.log(`temperature ${temperature} (fitted on the held-out rows, folded into the output layer)`);
  const probs = new Float32Array(heldRows.length * classes.length);
  heldRows.forEach((r, i) => probs.set(bagForward(m, r).p, i * classes.length));
  const base = { featureVersion: FEATURE_VERSION, buckets: BUCKETS, hidden, classes };
  const report = measureHeldOut(data.heldOut, probs, classes, base);
  console.log('\nheld-out patterns (never trained on):');
  console.log(`  model alone: accuracy ${report.modelAccuracy} ${JSON.stringify(report.modelAccuracyByKind)}`);
  console.log(`  threshold ${report.threshold}: on rows without a strong rule match, model precision ${report.modelPrecisionAtThreshold}, coverage ${report.modelCoverageAtThreshold}`);
  console.log(`  rule confidence per tier ${JSON.stringify(report.ruleConfidence)}`);
  console.log(`  rules only ${report.rulesAccuracy}, hybrid ${report.hybridAccuracy} (the rules hold these patterns; see npm run eval:banktxn-model)`);

  const meta: BanktxnMeta & Record<string, unknown> = {
    ...base,
    threshold: report.threshold,
    ruleConfidence: report.ruleConfidence,
    seed: SEED,
    epochs,
    batch,
    lr,
    dropout,
    smoothing,
    temperature,
    patterns: data.sources.length,
    heldOutPatterns: heldPatterns,
    trainingRows: trainRows.length,
    heldOutRows: heldRows.length,
    heldOut: report,
  };
  await writeVerifiedModel({
    outDir,
    modelFile: BANKTXN_MODEL_FILE,
    metaFile: BANKTXN_META_FILE,
    onnx: writeEmbeddingBagOnnx(m, { classes: classes.join('|'), featureVersion: String(FEATURE_VERSION), buckets: String(BUCKETS) }),
    meta,
    verify: (file) => verifyOnnx(file, m, heldRows),
    startedAt: t0,
  });
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
