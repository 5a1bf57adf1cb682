import { toDoc } from '../../extraction/fields/doc';
import { documentRows } from '../../extraction/items';
import { ROW_CLASSES, ROW_CLASS_INDEX, type RowClass } from '../../extraction/items/row-classes';
import { ROW_FEATURE_COUNT, rowContext, rowFeatures } from '../../extraction/items/row-features';
import type { RowModelFile } from '../../extraction/items/row-model';
import type { DocumentTree } from '../../extraction/types';
import { type Layer, type SparseRow, forward, train } from '../mlp';
import { type LabelTruth, labelRows } from './label';

/**
 * Training and scoring of the row classifier. Documents come from the caller (scripts/train-rows.js: generated DEV
 * layouts and the non-held-out ZUGFeRD producers for training; holdout layouts and held-out producers for the report).
 * Labels are derived from the true line items (label.ts); a document whose items are not found in its rows (less
 * than `minMatched` of them) is left out, since its labels would teach the wrong rows.
 */
export interface RowDoc {
  id: string;
  /** For the report: a corpus layout or a ZUGFeRD producer. */
  group: string;
  tree: DocumentTree;
  truth: LabelTruth;
}

export interface RowExamples {
  rows: SparseRow[];
  labels: Int32Array;
  /** Documents kept, and those left out because their items were not found in the print. */
  docs: number;
  skipped: string[];
}

export function rowExamples(docs: RowDoc[], minMatched = 0.8): RowExamples {
  const rows: SparseRow[] = [];
  const labels: number[] = [];
  const skipped: string[] = [];
  let kept = 0;
  for (const d of docs) {
    const docRows = documentRows(toDoc(d.tree));
    const labelled = labelRows(docRows, d.truth);
    if (labelled.matched < minMatched) {
      skipped.push(d.id);
      continue;
    }
    kept++;
    const ctx = rowContext(docRows);
    docRows.forEach((_, i) => {
      rows.push(sparse(rowFeatures(ctx, i)));
      labels.push(ROW_CLASS_INDEX.get(labelled.labels[i])!);
    });
  }
  return { rows, labels: Int32Array.from(labels), docs: kept, skipped };
}

function sparse(x: number[]): SparseRow {
  const idx: number[] = [];
  const val: number[] = [];
  x.forEach((v, i) => {
    if (v !== 0) {
      idx.push(i);
      val.push(v);
    }
  });
  return { idx: Int32Array.from(idx), val: Float32Array.from(val) };
}

export interface RowTrainOptions {
  hidden: number[];
  epochs: number;
  seed: number;
  onEpoch?: (epoch: number, loss: number) => void;
}

export function trainRowLayers(ex: RowExamples, o: RowTrainOptions): Layer[] {
  const counts = new Float32Array(ROW_CLASSES.length);
  for (const l of ex.labels) counts[l]++;
  const most = Math.max(...counts);
  // Rare classes weigh more, by the square root of their rarity (as the layout model's trainer does).
  const classWeights = Float32Array.from(counts, (c) => Math.min(6, Math.sqrt(most / Math.max(1, c))));
  return train(ex.rows, ex.labels, ROW_FEATURE_COUNT, ROW_CLASSES.length, {
    hidden: o.hidden, epochs: o.epochs, batch: 32, lr: 0.003, l2: 1e-5, seed: o.seed, classWeights, onEpoch: o.onEpoch,
  });
}

export function toModelFile(layers: Layer[], meta: Record<string, unknown>): RowModelFile & Record<string, unknown> {
  // Six decimals are far below what changes a decision, and keep the file small.
  const round = (a: Float32Array) => Array.from(a, (v) => Number(v.toFixed(6)));
  return {
    ...meta,
    classes: [...ROW_CLASSES],
    featureCount: ROW_FEATURE_COUNT,
    layers: layers.map((L) => ({ inputs: L.inputs, outputs: L.outputs, w: round(L.w), b: round(L.b) })),
  };
}

/** Per-class precision and recall, and the share of rows right, on labelled rows the model did not train on. */
export function classReport(layers: Layer[], ex: RowExamples): { text: string; accuracy: number; perClass: Record<RowClass, { n: number; precision: number; recall: number }> } {
  const k = ROW_CLASSES.length;
  const confusion = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  ex.rows.forEach((r, i) => {
    const p = forward(layers, r).at(-1)!;
    confusion[ex.labels[i]][p.indexOf(Math.max(...p))]++;
  });
  const perClass = {} as Record<RowClass, { n: number; precision: number; recall: number }>;
  const lines = ROW_CLASSES.map((c, i) => {
    const n = confusion[i].reduce((a, b) => a + b, 0);
    const predicted = confusion.reduce((a, row) => a + row[i], 0);
    const precision = predicted ? confusion[i][i] / predicted : 0;
    const recall = n ? confusion[i][i] / n : 0;
    perClass[c] = { n, precision, recall };
    return `  ${c.padEnd(13)} n ${String(n).padStart(6)}  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}`;
  });
  const right = confusion.reduce((a, row, i) => a + row[i], 0);
  const accuracy = ex.rows.length ? right / ex.rows.length : 0;
  return { text: `${lines.join('\n')}\n  all rows ${ex.rows.length}: accuracy ${accuracy.toFixed(3)}`, accuracy, perClass };
}
