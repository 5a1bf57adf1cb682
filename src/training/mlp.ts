/**
 * A small multi-layer perceptron (ReLU hidden layers, softmax output) trained with Adam on sparse rows.
 * Most features are 0/1 indicators (lexicon bits, hashed tokens), so the first layer works on the non-zero
 * entries only: about five times less arithmetic than a dense product, which keeps `npm run train` in minutes.
 * Everything is deterministic for a given seed: initialisation and shuffling use one seeded generator and the
 * arithmetic order never depends on timing.
 */
export interface Layer {
  /** Row-major [inputs × outputs], the layout ONNX MatMul expects. */
  w: Float32Array;
  b: Float32Array;
  inputs: number;
  outputs: number;
}

export interface SparseRow {
  idx: Int32Array;
  val: Float32Array;
}

export interface TrainOptions {
  hidden: number[];
  epochs: number;
  batch: number;
  lr: number;
  l2: number;
  seed: number;
  /** Loss weight per class (rare roles count more than the 'O' background). */
  classWeights: Float32Array;
  onEpoch?: (epoch: number, loss: number) => void;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates in place with the given generator, so a seeded run visits rows in the same order every time. */
export function shuffle(order: Int32Array, rand: () => number): void {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
}

export function toSparse(dense: Float32Array, rows: number, cols: number): SparseRow[] {
  const out: SparseRow[] = [];
  for (let r = 0; r < rows; r++) {
    const idx: number[] = [];
    const val: number[] = [];
    for (let c = 0; c < cols; c++) {
      const v = dense[r * cols + c];
      if (v !== 0) {
        idx.push(c);
        val.push(v);
      }
    }
    out.push({ idx: Int32Array.from(idx), val: Float32Array.from(val) });
  }
  return out;
}

function initLayer(inputs: number, outputs: number, rand: () => number): Layer {
  const w = new Float32Array(inputs * outputs);
  const scale = Math.sqrt(2 / inputs);
  for (let i = 0; i < w.length; i++) {
    // Box–Muller from the seeded generator (He initialisation for ReLU).
    const u = Math.max(1e-12, rand());
    w[i] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand()) * scale;
  }
  return { w, b: new Float32Array(outputs), inputs, outputs };
}

/** Activations of every layer for one row: the hidden layers (after ReLU), then the softmax output. */
export function forward(layers: Layer[], row: SparseRow): Float32Array[] {
  const acts: Float32Array[] = [];
  const first = layers[0];
  let prev: Float32Array = Float32Array.from(first.b);
  for (let k = 0; k < row.idx.length; k++) {
    const base = row.idx[k] * first.outputs;
    const v = row.val[k];
    for (let j = 0; j < first.outputs; j++) prev[j] += v * first.w[base + j];
  }
  for (let l = 1; l < layers.length; l++) {
    for (let j = 0; j < prev.length; j++) if (prev[j] < 0) prev[j] = 0;
    acts.push(prev);
    prev = dense(layers[l], prev);
  }
  acts.push(softmax(prev));
  return acts;
}

function dense(L: Layer, input: Float32Array): Float32Array {
  const out = Float32Array.from(L.b);
  for (let i = 0; i < L.inputs; i++) {
    const a = input[i];
    if (a === 0) continue;
    const base = i * L.outputs;
    for (let j = 0; j < L.outputs; j++) out[j] += a * L.w[base + j];
  }
  return out;
}

export function softmax(z: Float32Array): Float32Array {
  let max = -Infinity;
  for (const v of z) if (v > max) max = v;
  const out = new Float32Array(z.length);
  let sum = 0;
  for (let i = 0; i < z.length; i++) {
    out[i] = Math.exp(z[i] - max);
    sum += out[i];
  }
  for (let i = 0; i < z.length; i++) out[i] /= sum;
  return out;
}

interface Adam {
  m: Float32Array[];
  v: Float32Array[];
  t: number;
}

export function train(rows: SparseRow[], labels: Int32Array, inputs: number, classes: number, o: TrainOptions): Layer[] {
  const rand = mulberry32(o.seed);
  const sizes = [inputs, ...o.hidden, classes];
  const layers = sizes.slice(1).map((out, i) => initLayer(sizes[i], out, rand));
  const params = layers.flatMap((l) => [l.w, l.b]);
  const grads = params.map((p) => new Float32Array(p.length));
  const adam: Adam = { m: params.map((p) => new Float32Array(p.length)), v: params.map((p) => new Float32Array(p.length)), t: 0 };
  const order = Int32Array.from(rows.keys());
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    shuffle(order, rand);
    let loss = 0;
    for (let start = 0; start < order.length; start += o.batch) {
      const end = Math.min(order.length, start + o.batch);
      for (const g of grads) g.fill(0);
      for (let k = start; k < end; k++) loss += backprop(layers, grads, rows[order[k]], labels[order[k]], o.classWeights);
      step(params, grads, adam, o.lr, o.l2, end - start);
    }
    o.onEpoch?.(epoch, loss / order.length);
  }
  return layers;
}

/** Adds one row's gradients into `grads` (w, b per layer); returns its weighted loss. */
function backprop(layers: Layer[], grads: Float32Array[], row: SparseRow, label: number, weights: Float32Array): number {
  const acts = forward(layers, row);
  const probs = acts[acts.length - 1];
  const cw = weights[label];
  let delta = Float32Array.from(probs, (p, j) => cw * (p - (j === label ? 1 : 0)));
  for (let l = layers.length - 1; l >= 0; l--) {
    const L = layers[l];
    const gw = grads[2 * l];
    const gb = grads[2 * l + 1];
    for (let j = 0; j < L.outputs; j++) gb[j] += delta[j];
    if (l === 0) {
      for (let k = 0; k < row.idx.length; k++) {
        const base = row.idx[k] * L.outputs;
        const v = row.val[k];
        for (let j = 0; j < L.outputs; j++) gw[base + j] += v * delta[j];
      }
      break;
    }
    const input = acts[l - 1];
    const back = new Float32Array(L.inputs);
    for (let i = 0; i < L.inputs; i++) {
      const a = input[i];
      const base = i * L.outputs;
      let s = 0;
      for (let j = 0; j < L.outputs; j++) {
        if (a !== 0) gw[base + j] += a * delta[j];
        s += L.w[base + j] * delta[j];
      }
      back[i] = a > 0 ? s : 0;
    }
    delta = back;
  }
  return -cw * Math.log(Math.max(1e-9, probs[label]));
}

function step(params: Float32Array[], grads: Float32Array[], adam: Adam, lr: number, l2: number, n: number): void {
  adam.t++;
  const b1 = 0.9;
  const b2 = 0.999;
  const c1 = 1 - b1 ** adam.t;
  const c2 = 1 - b2 ** adam.t;
  params.forEach((p, pi) => {
    const g = grads[pi];
    const m = adam.m[pi];
    const v = adam.v[pi];
    for (let i = 0; i < p.length; i++) {
      const gi = g[i] / n + l2 * p[i];
      m[i] = b1 * m[i] + (1 - b1) * gi;
      v[i] = b2 * v[i] + (1 - b2) * gi * gi;
      p[i] -= (lr * (m[i] / c1)) / (Math.sqrt(v[i] / c2) + 1e-8);
    }
  });
}
