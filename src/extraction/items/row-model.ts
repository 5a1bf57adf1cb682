import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROW_CLASSES, type RowClass } from './row-classes';
import { ROW_FEATURE_COUNT, rowContext, rowFeatures } from './row-features';
import type { Row } from './rows';

/**
 * The learned row classifier (`npm run train:rows`): a small perceptron whose weights are shipped as JSON in
 * models/rows, run here in plain arithmetic because the item rules are synchronous and the model is tiny (about
 * 95 × 32 + 32 × 6 weights: microseconds per row, no ONNX session needed). Loaded once per process.
 */
export const ROW_MODEL_FILE = path.join(__dirname, '..', '..', '..', 'models', 'rows', 'rows.json');

export interface RowModelLayer {
  inputs: number;
  outputs: number;
  /** Row-major [inputs × outputs], as the trainer (src/training/mlp.ts) keeps them. */
  w: number[];
  b: number[];
}

export interface RowModelFile {
  classes: string[];
  featureCount: number;
  layers: RowModelLayer[];
}

export class RowModel {
  private constructor(private readonly layers: RowModelLayer[]) {}

  /** Checks that the file was trained on the features and classes this code computes. */
  static fromJson(json: RowModelFile): RowModel {
    if (json.featureCount !== ROW_FEATURE_COUNT) throw new Error(`row model: trained on ${json.featureCount} features, the code computes ${ROW_FEATURE_COUNT}: run npm run train:rows`);
    if (json.classes.join(',') !== ROW_CLASSES.join(',')) throw new Error(`row model: classes ${json.classes.join(',')} differ from ${ROW_CLASSES.join(',')}`);
    const last = json.layers[json.layers.length - 1];
    if (json.layers[0]?.inputs !== ROW_FEATURE_COUNT || last?.outputs !== ROW_CLASSES.length) throw new Error('row model: layer sizes do not match');
    return new RowModel(json.layers);
  }

  /** Class probabilities for one feature vector. */
  probabilities(x: number[]): number[] {
    let a = x;
    this.layers.forEach((L, l) => {
      const out = L.b.slice();
      for (let i = 0; i < L.inputs; i++) {
        const v = a[i];
        if (v === 0) continue;
        const base = i * L.outputs;
        for (let j = 0; j < L.outputs; j++) out[j] += v * L.w[base + j];
      }
      a = l < this.layers.length - 1 ? out.map((z) => Math.max(0, z)) : out;
    });
    const max = Math.max(...a);
    const e = a.map((z) => Math.exp(z - max));
    const sum = e.reduce((s, v) => s + v, 0);
    return e.map((v) => v / sum);
  }

  /** Every row of a document classified: its class probabilities and the most likely class. */
  classify(rows: Row[]): RowPrediction[] {
    const ctx = rowContext(rows);
    return rows.map((_, i) => {
      const p = this.probabilities(rowFeatures(ctx, i));
      const best = p.indexOf(Math.max(...p));
      return { cls: ROW_CLASSES[best], p };
    });
  }
}

export interface RowPrediction {
  cls: RowClass;
  /** Probabilities in ROW_CLASSES order. */
  p: number[];
}

let shared: RowModel | null | undefined;

/** The shipped model, or null when models/rows holds none (the item rules then run alone). */
export function rowModel(): RowModel | null {
  if (shared === undefined) shared = existsSync(ROW_MODEL_FILE) ? RowModel.fromJson(JSON.parse(readFileSync(ROW_MODEL_FILE, 'utf8')) as RowModelFile) : null;
  return shared;
}
