import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import * as ort from 'onnxruntime-node';
import { type CategoryName, isCategoryName } from '../categories';
import { BUCKETS, FEATURE_VERSION, type TxnFeatures } from './features';

/** Where `npm run train:banktxn` writes the model and its card data; shipped in the repository. */
export const BANKTXN_MODEL_DIR = path.join(__dirname, '..', '..', '..', '..', 'models', 'banktxn');
export const BANKTXN_MODEL_FILE = 'banktxn.onnx';
export const BANKTXN_META_FILE = 'banktxn.json';
/** Rows per run(): a 10,000-transaction request is three runs, and the [rows, L, hidden] gather stays ~50 MB. */
const ROWS_PER_RUN = 4096;

/** Rule answers the model may overrule, by how the rule matched; see HybridCategorizer. */
export type RuleTier = 'strong' | 'weak' | 'sign';

export interface BanktxnMeta {
  featureVersion: number;
  buckets: number;
  hidden: number;
  classes: CategoryName[];
  /** The model's answer is used when its probability is at least this (chosen on the held-out split). */
  threshold: number;
  /** Share of rule answers right on the held-out split, per tier: the confidence reported for a rule answer. */
  ruleConfidence: Record<RuleTier, number>;
}

function fail(dir: string, why: string): never {
  throw new Error(`bank-transaction model in ${dir} ${why}: run npm run train:banktxn`);
}

function readMeta(dir: string): BanktxnMeta {
  const file = path.join(dir, BANKTXN_META_FILE);
  let meta: BanktxnMeta;
  try {
    meta = JSON.parse(readFileSync(file, 'utf8')) as BanktxnMeta;
  } catch (e) {
    fail(dir, `has an unreadable ${BANKTXN_META_FILE} (${(e as Error).message})`);
  }
  if (meta.featureVersion !== FEATURE_VERSION || meta.buckets !== BUCKETS) {
    fail(dir, `was trained for feature version ${meta.featureVersion}/${meta.buckets} buckets, this code computes ${FEATURE_VERSION}/${BUCKETS}`);
  }
  const classes = Array.isArray(meta.classes) ? meta.classes : [];
  const unknown = classes.filter((c) => !isCategoryName(c));
  if (!classes.length || unknown.length || new Set(classes).size !== classes.length) {
    fail(dir, `has classes that are not the taxonomy's names (${unknown.join(', ') || 'empty or repeated'})`);
  }
  if (!(meta.threshold > 0 && meta.threshold <= 1) || !meta.ruleConfidence) fail(dir, 'has no threshold or rule confidence');
  return meta;
}

/** The output width of the graph for one probe row, or the error of a graph that does not take our inputs. */
async function outputWidth(session: ort.InferenceSession): Promise<number | Error | undefined> {
  const probe = {
    indices: new ort.Tensor('int64', BigInt64Array.of(0n), [1, 1]),
    weights: new ort.Tensor('float32', Float32Array.of(1), [1, 1]),
  };
  return session.run(probe).then((out) => out.probs?.dims[1], (e: Error) => e);
}

const SHARED = new Map<string, Promise<BanktxnModel>>();

/**
 * The transaction classifier behind one InferenceSession, created once per process and reused. A model trained for
 * other features or with names outside the taxonomy is refused at load: its answers would be silently wrong.
 */
export class BanktxnModel {
  private constructor(
    private readonly session: ort.InferenceSession,
    readonly meta: BanktxnMeta,
  ) {}

  /** The process-wide instance for `dir`: every caller shares one session (a failed load is not remembered). */
  static shared(dir = BANKTXN_MODEL_DIR): Promise<BanktxnModel> {
    let model = SHARED.get(dir);
    if (!model) {
      model = BanktxnModel.load(dir);
      SHARED.set(dir, model);
      model.catch(() => SHARED.delete(dir));
    }
    return model;
  }

  /** A new session of its own; most callers want `shared`. */
  static async load(dir = BANKTXN_MODEL_DIR, threads = 1): Promise<BanktxnModel> {
    const file = path.join(dir, BANKTXN_MODEL_FILE);
    if (!existsSync(file) || !existsSync(path.join(dir, BANKTXN_META_FILE))) fail(dir, 'is missing');
    const meta = readMeta(dir);
    let session: ort.InferenceSession;
    try {
      session = await ort.InferenceSession.create(file, {
        executionProviders: ['cpu'],
        intraOpNumThreads: Math.max(1, threads),
        interOpNumThreads: 1,
        graphOptimizationLevel: 'all',
      });
    } catch (e) {
      fail(dir, `is not a readable ONNX model (${(e as Error).message.split('\n')[0]})`);
    }
    // A graph whose output width is not the class list would misname every answer.
    const width = await outputWidth(session);
    if (width !== meta.classes.length) {
      await session.release();
      if (width instanceof Error) fail(dir, `does not take indices/weights inputs (${width.message.split('\n')[0]})`);
      fail(dir, `outputs ${width ?? 'no'} classes but its card lists ${meta.classes.length}`);
    }
    return new BanktxnModel(session, meta);
  }

  /** Class probabilities, row-major [rows × classes], in a few run() calls. */
  async predict(rows: readonly TxnFeatures[]): Promise<Float32Array> {
    const C = this.meta.classes.length;
    const out = new Float32Array(rows.length * C);
    // Rows of similar length share a run, so padding to the longest row of the run wastes little.
    const order = Array.from(rows.keys()).sort((a, b) => rows[a].indices.length - rows[b].indices.length || a - b);
    for (let start = 0; start < order.length; start += ROWS_PER_RUN) {
      const chunk = order.slice(start, start + ROWS_PER_RUN);
      const L = Math.max(1, rows[chunk[chunk.length - 1]].indices.length);
      const indices = new BigInt64Array(chunk.length * L);
      // Buckets are small non-negative numbers: writing the low 32 bits is the int64 value, without BigInt boxing.
      const low = new Int32Array(indices.buffer);
      const weights = new Float32Array(chunk.length * L);
      chunk.forEach((row, i) => {
        const r = rows[row];
        for (let k = 0; k < r.indices.length; k++) low[2 * (i * L + k)] = r.indices[k];
        weights.set(r.weights, i * L);
      });
      const result = await this.session.run({
        indices: new ort.Tensor('int64', indices, [chunk.length, L]),
        weights: new ort.Tensor('float32', weights, [chunk.length, L]),
      });
      const probs = result.probs.data as Float32Array;
      chunk.forEach((row, i) => out.set(probs.subarray(i * C, (i + 1) * C), row * C));
    }
    return out;
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
