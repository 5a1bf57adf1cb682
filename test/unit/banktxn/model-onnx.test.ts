import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as ort from 'onnxruntime-node';
import { primaryOf } from '../../../src/domain/banktxn/categories';
import { BANKTXN_META_FILE, BANKTXN_MODEL_DIR, BANKTXN_MODEL_FILE, BanktxnModel } from '../../../src/domain/banktxn/model/banktxn-model';
import { txnFeatures } from '../../../src/domain/banktxn/model/features';
import { bagForward } from '../../../src/training/banktxn/embedding-bag';
import { writeEmbeddingBagOnnx } from '../../../src/training/banktxn/onnx-embedding-writer';
import { mulberry32 } from '../../../src/training/mlp';

const argmaxClass = (model: BanktxnModel, probs: Float32Array, row: number): string => {
  const C = model.meta.classes.length;
  let best = 0;
  for (let j = 1; j < C; j++) if (probs[row * C + j] > probs[row * C + best]) best = j;
  return model.meta.classes[best];
};

describe('bank-transaction ONNX model', () => {
  let model: BanktxnModel;
  const dirs: string[] = [];
  beforeAll(async () => {
    model = await BanktxnModel.load();
  });
  afterAll(async () => {
    await model.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** A copy of the shipped model whose card is edited by `edit` (or whose ONNX bytes are replaced). */
  const brokenCopy = (edit: (meta: Record<string, unknown>) => void, onnx?: Buffer): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'banktxn-model-'));
    dirs.push(dir);
    const meta = JSON.parse(readFileSync(path.join(BANKTXN_MODEL_DIR, BANKTXN_META_FILE), 'utf8'));
    edit(meta);
    writeFileSync(path.join(dir, BANKTXN_META_FILE), JSON.stringify(meta));
    if (onnx) writeFileSync(path.join(dir, BANKTXN_MODEL_FILE), onnx);
    else copyFileSync(path.join(BANKTXN_MODEL_DIR, BANKTXN_MODEL_FILE), path.join(dir, BANKTXN_MODEL_FILE));
    return dir;
  };

  it('answers known merchants', async () => {
    const probs = await model.predict([txnFeatures('POS PURCHASE WOOLWORTHS SANDTON', -250), txnFeatures('MONTHLY ACCOUNT FEE', -65)]);
    expect(primaryOf(argmaxClass(model, probs, 0))?.id).toBe('food_drink');
    expect(primaryOf(argmaxClass(model, probs, 1))?.id).toBe('banking_credit');
  });

  it('reads generic words around merchants it never saw', async () => {
    const probs = await model.predict([txnFeatures('JOES PIZZERIA', -12.5), txnFeatures('APOTHEKE AM MARKT', -17.45)]);
    expect(primaryOf(argmaxClass(model, probs, 0))?.id).toBe('food_drink');
    expect(primaryOf(argmaxClass(model, probs, 1))?.id).toBe('health_personal_care');
  });

  it('gives one probability row per transaction in a large batch', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => txnFeatures(`CARD ${i} SHOP NUMBER ${i % 37}`, -i));
    const probs = await model.predict(rows);
    expect(probs.length).toBe(5000 * model.meta.classes.length);
    const sum = probs.subarray(0, model.meta.classes.length).reduce((s, p) => s + p, 0);
    expect(sum).toBeCloseTo(1, 4);
  });

  it('refuses a missing model directory', async () => {
    await expect(BanktxnModel.load(path.join(tmpdir(), 'no-such-banktxn-model'))).rejects.toThrow(/is missing: run npm run train:banktxn/);
  });

  it('refuses classes outside the taxonomy', async () => {
    const dir = brokenCopy((m) => ((m.classes as string[])[0] = 'Space Travel'));
    await expect(BanktxnModel.load(dir)).rejects.toThrow(/not the taxonomy's names \(Space Travel\)/);
  });

  it('refuses a model trained for another feature version', async () => {
    const dir = brokenCopy((m) => (m.featureVersion = 999));
    await expect(BanktxnModel.load(dir)).rejects.toThrow(/feature version 999/);
  });

  it('refuses a card without threshold', async () => {
    const dir = brokenCopy((m) => delete m.threshold);
    await expect(BanktxnModel.load(dir)).rejects.toThrow(/no threshold/);
  });

  it('refuses an unreadable card', async () => {
    const dir = brokenCopy(() => undefined);
    writeFileSync(path.join(dir, BANKTXN_META_FILE), '{ not json');
    await expect(BanktxnModel.load(dir)).rejects.toThrow(/unreadable banktxn.json/);
  });

  it('refuses bytes that are not an ONNX model', async () => {
    const dir = brokenCopy(() => undefined, Buffer.from('not a model at all'));
    await expect(BanktxnModel.load(dir)).rejects.toThrow(/not a readable ONNX model/);
  });

  it('refuses a graph that does not take indices and weights', async () => {
    const layout = readFileSync(path.join(BANKTXN_MODEL_DIR, '..', 'layout', 'layout.onnx'));
    const dir = brokenCopy(() => undefined, layout);
    await expect(BanktxnModel.load(dir)).rejects.toThrow(/does not take indices\/weights inputs/);
  });

  it('does not remember a failed shared load', async () => {
    const missing = path.join(tmpdir(), 'no-such-banktxn-model-shared');
    await expect(BanktxnModel.shared(missing)).rejects.toThrow(/is missing/);
    await expect(BanktxnModel.shared(missing)).rejects.toThrow(/is missing/);
  });

  it('refuses a card whose class list does not match the graph', async () => {
    const dir = brokenCopy((m) => (m.classes as string[]).pop());
    await expect(BanktxnModel.load(dir)).rejects.toThrow(/outputs \d+ classes but its card lists \d+/);
  });

  it('writes a graph that reproduces the trainer forward pass', async () => {
    const rand = mulberry32(7);
    const [buckets, hidden, classes] = [64, 8, 5];
    const fill = (n: number) => Float32Array.from({ length: n }, () => rand() - 0.5);
    const m = { buckets, hidden, classes, E: fill(buckets * hidden), b1: fill(hidden), W2: fill(hidden * classes), b2: fill(classes) };
    const rows = [
      { indices: Int32Array.of(1, 5, 63), weights: Float32Array.of(0.5, 0.5, 0.7) },
      { indices: Int32Array.of(2, 2, 0), weights: Float32Array.of(1, 0.3, 0) },
    ];
    const session = await ort.InferenceSession.create(writeEmbeddingBagOnnx(m, {}));
    const out = await session.run({
      indices: new ort.Tensor('int64', BigInt64Array.from(rows.flatMap((r) => Array.from(r.indices, BigInt))), [2, 3]),
      weights: new ort.Tensor('float32', Float32Array.from(rows.flatMap((r) => Array.from(r.weights))), [2, 3]),
    });
    const probs = out.probs.data as Float32Array;
    rows.forEach((r, i) => {
      const { p } = bagForward(m, r);
      p.forEach((v, j) => expect(Math.abs(v - probs[i * classes + j])).toBeLessThan(1e-6));
    });
    await session.release();
  });
});
