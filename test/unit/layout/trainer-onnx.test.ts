import * as ort from 'onnxruntime-node';
import { type SparseRow, forward, mulberry32, toSparse, train } from '../../../src/training/mlp';
import { writeOnnx } from '../../../src/training/onnx-writer';

/** Toy data: 3 classes decided by which of three feature blocks is lit, plus noise features. */
function toy(n: number, seed: number) {
  const rand = mulberry32(seed);
  const cols = 12;
  const dense = new Float32Array(n * cols);
  const labels = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    const k = Math.floor(rand() * 3);
    labels[r] = k;
    dense[r * cols + k * 3] = 1;
    dense[r * cols + k * 3 + 1] = rand();
    dense[r * cols + 9 + Math.floor(rand() * 3)] = 1;
  }
  return { rows: toSparse(dense, n, cols), labels, dense, cols };
}

const opts = { hidden: [8, 6], epochs: 8, batch: 16, lr: 0.01, l2: 0, seed: 7, classWeights: new Float32Array([1, 1, 1]) };

describe('the layout trainer', () => {
  it('learns a separable problem', () => {
    const { rows, labels, cols } = toy(600, 1);
    const layers = train(rows, labels, cols, 3, opts);
    const test = toy(200, 2);
    const right = test.rows.filter((r: SparseRow, i) => {
      const p = forward(layers, r).at(-1)!;
      return p.indexOf(Math.max(...p)) === test.labels[i];
    }).length;
    expect(right / 200).toBeGreaterThan(0.95);
  });

  it('is reproducible: the same seed gives the same weights', () => {
    const { rows, labels, cols } = toy(200, 3);
    const a = train(rows, labels, cols, 3, opts);
    const b = train(rows, labels, cols, 3, opts);
    expect(Buffer.from(a[0].w.buffer).equals(Buffer.from(b[0].w.buffer))).toBe(true);
  });

  it('exports an ONNX graph that onnxruntime runs to the trainer\'s outputs', async () => {
    const { rows, labels, cols, dense } = toy(300, 4);
    const layers = train(rows, labels, cols, 3, opts);
    const session = await ort.InferenceSession.create(writeOnnx(layers, { roles: 'a,b,c' }));
    const out = await session.run({ features: new ort.Tensor('float32', dense, [300, cols]) });
    const probs = out.probs.data as Float32Array;
    let maxDiff = 0;
    rows.forEach((r, i) => forward(layers, r).at(-1)!.forEach((p, j) => (maxDiff = Math.max(maxDiff, Math.abs(p - probs[i * 3 + j])))));
    expect(maxDiff).toBeLessThan(1e-5);
    expect(session.inputNames).toEqual(['features']);
    await session.release();
  });
});
