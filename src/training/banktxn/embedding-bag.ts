import { mulberry32, shuffle, softmax } from '../mlp';
import type { EmbeddingBagWeights } from './onnx-embedding-writer';

/**
 * Trainer for the embedding-bag classifier. The shared sparse MLP (../mlp.ts) steps Adam over every weight of its
 * first layer after each batch; with 2^15 × 64 embedding rows that is 2 M updates per batch, so this one updates
 * only the rows a batch touched ("lazy" Adam, as PyTorch's SparseAdam). Deterministic for a seed: one seeded
 * generator for initialisation and shuffling, and a fixed arithmetic order.
 */
export interface BagRow {
  indices: Int32Array;
  weights: Float32Array;
}

export interface BagTrainOptions {
  buckets: number;
  hidden: number;
  classes: number;
  epochs: number;
  batch: number;
  lr: number;
  seed: number;
  /** Share of a row's features dropped at random each time it is seen, so no single word carries a class. */
  dropout: number;
  /** Label smoothing: the target keeps this much mass spread over all classes, against over-confidence. */
  smoothing: number;
  onEpoch?: (epoch: number, loss: number) => void;
}

/** The row with some features dropped; weights re-normalised as txnFeatures would for the shorter row. */
function dropFeatures(row: BagRow, p: number, rand: () => number): BagRow {
  if (p <= 0 || row.indices.length < 3) return row;
  const kept: number[] = [];
  for (let k = 0; k < row.indices.length; k++) if (rand() >= p) kept.push(row.indices[k]);
  if (kept.length === 0) return row;
  return { indices: Int32Array.from(kept), weights: new Float32Array(kept.length).fill(1 / Math.sqrt(kept.length)) };
}

function gaussian(rand: () => number): number {
  const u = Math.max(1e-12, rand());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** Hidden activations (after ReLU), logits and class probabilities of one row. */
export function bagForward(m: EmbeddingBagWeights, row: BagRow): { h: Float32Array; z: Float32Array; p: Float32Array } {
  const H = m.hidden;
  const h = Float32Array.from(m.b1);
  for (let k = 0; k < row.indices.length; k++) {
    const base = row.indices[k] * H;
    const w = row.weights[k];
    for (let j = 0; j < H; j++) h[j] += w * m.E[base + j];
  }
  for (let j = 0; j < H; j++) if (h[j] < 0) h[j] = 0;
  const z = Float32Array.from(m.b2);
  for (let i = 0; i < H; i++) {
    const a = h[i];
    if (a === 0) continue;
    const base = i * m.classes;
    for (let c = 0; c < m.classes; c++) z[c] += a * m.W2[base + c];
  }
  return { h, z, p: softmax(z) };
}

class Adam {
  readonly m: Float32Array;
  readonly v: Float32Array;
  constructor(size: number) {
    this.m = new Float32Array(size);
    this.v = new Float32Array(size);
  }

  /** Updates p[from..to) with g (already averaged); t is the global step, for bias correction. */
  update(p: Float32Array, g: Float32Array, from: number, to: number, t: number, lr: number, gOffset = from): void {
    const c1 = 1 - 0.9 ** t;
    const c2 = 1 - 0.999 ** t;
    for (let i = from; i < to; i++) {
      const gi = g[i - from + gOffset];
      this.m[i] = 0.9 * this.m[i] + 0.1 * gi;
      this.v[i] = 0.999 * this.v[i] + 0.001 * gi * gi;
      p[i] -= (lr * (this.m[i] / c1)) / (Math.sqrt(this.v[i] / c2) + 1e-8);
    }
  }
}

export function trainEmbeddingBag(rows: BagRow[], labels: Int32Array, o: BagTrainOptions): EmbeddingBagWeights {
  const rand = mulberry32(o.seed);
  const { buckets: B, hidden: H, classes: C } = o;
  const E = new Float32Array(B * H);
  for (let i = 0; i < E.length; i++) E[i] = gaussian(rand) * 0.1;
  const W2 = new Float32Array(H * C);
  const scale = Math.sqrt(2 / H);
  for (let i = 0; i < W2.length; i++) W2[i] = gaussian(rand) * scale;
  const m: EmbeddingBagWeights = { buckets: B, hidden: H, classes: C, E, b1: new Float32Array(H), W2, b2: new Float32Array(C) };
  const adamE = new Adam(E.length);
  const adamB1 = new Adam(H);
  const adamW2 = new Adam(W2.length);
  const adamB2 = new Adam(C);
  const gE = new Float32Array(B * H);
  const touched = new Uint8Array(B);
  const touchedList: number[] = [];
  const gB1 = new Float32Array(H);
  const gW2 = new Float32Array(H * C);
  const gB2 = new Float32Array(C);
  const dh = new Float32Array(H);
  const order = Int32Array.from(rows.keys());
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    shuffle(order, rand);
    let loss = 0;
    for (let start = 0; start < order.length; start += o.batch) {
      const end = Math.min(order.length, start + o.batch);
      gB1.fill(0);
      gW2.fill(0);
      gB2.fill(0);
      for (let k = start; k < end; k++) {
        const row = dropFeatures(rows[order[k]], o.dropout, rand);
        const label = labels[order[k]];
        const { h, p } = bagForward(m, row);
        loss -= Math.log(Math.max(1e-9, p[label]));
        for (let c = 0; c < C; c++) p[c] -= o.smoothing / C;
        p[label] -= 1 - o.smoothing;
        for (let c = 0; c < C; c++) gB2[c] += p[c];
        for (let i = 0; i < H; i++) {
          const base = i * C;
          let s = 0;
          for (let c = 0; c < C; c++) {
            gW2[base + c] += h[i] * p[c];
            s += W2[base + c] * p[c];
          }
          dh[i] = h[i] > 0 ? s : 0;
          gB1[i] += dh[i];
        }
        for (let f = 0; f < row.indices.length; f++) {
          const r = row.indices[f];
          if (!touched[r]) {
            touched[r] = 1;
            touchedList.push(r);
          }
          const base = r * H;
          const w = row.weights[f];
          for (let j = 0; j < H; j++) gE[base + j] += w * dh[j];
        }
      }
      const n = end - start;
      t++;
      for (const g of [gB1, gW2, gB2]) for (let i = 0; i < g.length; i++) g[i] /= n;
      adamB1.update(m.b1, gB1, 0, H, t, o.lr);
      adamW2.update(W2, gW2, 0, W2.length, t, o.lr);
      adamB2.update(m.b2, gB2, 0, C, t, o.lr);
      // Rows in ascending order, so the result never depends on which row of the batch touched a bucket first.
      touchedList.sort((a, b) => a - b);
      for (const r of touchedList) {
        const base = r * H;
        for (let j = 0; j < H; j++) gE[base + j] /= n;
        adamE.update(E, gE, base, base + H, t, o.lr);
        gE.fill(0, base, base + H);
        touched[r] = 0;
      }
      touchedList.length = 0;
    }
    o.onEpoch?.(epoch, loss / order.length);
  }
  return m;
}

/**
 * Temperature scaling (Guo et al. 2017): the T that minimises the held-out log-loss of softmax(z / T), folded into
 * W2 and b2 so the ONNX graph's own Softmax gives the calibrated probabilities.
 */
export function calibrateTemperature(m: EmbeddingBagWeights, rows: readonly BagRow[], labels: Int32Array): number {
  const logits = rows.map((r) => bagForward(m, r).z);
  const nll = (T: number) => {
    let sum = 0;
    logits.forEach((z, i) => {
      if (labels[i] < 0) return;
      let max = -Infinity;
      for (const v of z) max = Math.max(max, v / T);
      let total = 0;
      for (const v of z) total += Math.exp(v / T - max);
      sum -= z[labels[i]] / T - max - Math.log(total);
    });
    return sum;
  };
  let best = 1;
  for (let T = 0.5; T <= 6.001; T += 0.1) if (nll(T) < nll(best)) best = Math.round(T * 10) / 10;
  for (let i = 0; i < m.W2.length; i++) m.W2[i] /= best;
  for (let i = 0; i < m.b2.length; i++) m.b2[i] /= best;
  return best;
}
