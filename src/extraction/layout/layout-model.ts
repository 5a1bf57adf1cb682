import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { InferenceSession } from 'onnxruntime-node';
import { loadSession, runSingle } from '../ppocr/session';
import type { LayoutCell } from './cells';
import { FEATURE_COUNT, cellFeatures } from './features';
import { ROLES } from './roles';

/** Where `npm run train` writes the model and its card data; shipped in the repository. */
export const LAYOUT_MODEL_DIR = path.join(__dirname, '..', '..', '..', 'models', 'layout');
export const LAYOUT_MODEL_FILE = 'layout.onnx';
export const LAYOUT_META_FILE = 'layout.json';

/** Reliability of the model's probability for one field: confidence = accuracy seen at that probability. */
export interface Calibration {
  /** Upper edges of the probability bins, ascending; the last is 1. */
  edges: number[];
  /** Accuracy of the chosen value in each bin on the validation split. */
  accuracy: number[];
}

export interface LayoutMeta {
  featureCount: number;
  roles: string[];
  calibration: Record<string, Calibration>;
}

/** Role probabilities per cell: row-major [cells × ROLES.length]. */
export interface CellRoles {
  cells: LayoutCell[];
  probs: Float32Array;
}

/**
 * The layout model (cell role classifier) behind one InferenceSession, created once per process.
 * A model whose input width or role list does not match this code is refused at load: a silently
 * misaligned feature vector would give confident nonsense.
 */
export class LayoutModel {
  private constructor(
    private readonly session: InferenceSession,
    readonly meta: LayoutMeta,
  ) {}

  static async load(dir = LAYOUT_MODEL_DIR, threads = 1): Promise<LayoutModel> {
    const file = path.join(dir, LAYOUT_MODEL_FILE);
    const metaFile = path.join(dir, LAYOUT_META_FILE);
    if (!existsSync(file) || !existsSync(metaFile)) throw new Error(`layout model missing in ${dir}: run npm run train`);
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as LayoutMeta;
    if (meta.featureCount !== FEATURE_COUNT || meta.roles.join() !== ROLES.join()) {
      throw new Error(`layout model in ${dir} was trained for other features or roles: run npm run train`);
    }
    return new LayoutModel(await loadSession(file, { threads }), meta);
  }

  /** Role probabilities for the cells of a document (all pages in one run: the graph is per-row). */
  async predict(cells: LayoutCell[]): Promise<CellRoles> {
    if (!cells.length) return { cells, probs: new Float32Array(0) };
    const features = cellFeatures(cells);
    const out = await runSingle(this.session, features, [cells.length, FEATURE_COUNT]);
    return { cells, probs: out.data };
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}

/** Confidence for a field from its raw score, through the calibration table (the score itself when none). */
export function calibrate(table: Calibration | undefined, score: number): number {
  if (!table) return score;
  const i = table.edges.findIndex((e) => score <= e);
  return table.accuracy[i < 0 ? table.accuracy.length - 1 : i];
}
