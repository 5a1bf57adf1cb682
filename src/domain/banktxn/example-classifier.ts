import { normaliseDescription, tokenize } from './normalise';
import { classify } from './rules';
import { parseTransaction } from './transaction-parser';

/** One labelled transaction of an account's custom set. */
export interface LabelledExample {
  readonly txn: string;
  readonly category: string;
}

/** A sparse vector: hashed feature index → weight, L2-normalised. */
type SparseVector = Map<number, number>;

// 2^18 buckets keep collisions rare for a few thousand examples while the maps stay small (only used keys exist).
const BUCKETS = 1 << 18;
const K = 3;
// Character n-grams carry truncated and misspelt merchant names; words carry the exact tokens. Words weigh more
// because one shared word is stronger evidence than one shared trigram.
const WORD_WEIGHT = 2;
const SIGN_WEIGHT = 1.5;
// K and the two weights below were chosen by 5-fold cross-validation (scripts/eval-banktxn-custom.js) on the
// South-African sample: K 1/3/5/7, default-category weight 5/8/12, raw-word weight 0.5–8; K=3, 8 and 3 scored best.
const DEFAULT_CATEGORY_WEIGHT = 8;
const RAW_WORD_WEIGHT = 3;

/** The description part as the default categorizer sees it: processor prefixes, dates, references removed. */
export function descriptionKey(txn: string): string {
  const { description } = parseTransaction(txn);
  return normaliseDescription(description).tokens.join(' ');
}

function hash(feature: string): number {
  // FNV-1a: fast, stable across processes, good enough spread for feature hashing.
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % BUCKETS;
}

/** Raw term counts of a transaction: word tokens, character 3–5-grams of the normalised text, the amount sign. */
function features(txn: string): Map<number, number> {
  const { description, amount } = parseTransaction(txn);
  const key = normaliseDescription(description).tokens.join(' ');
  const out = new Map<number, number>();
  const add = (f: string, w: number): void => {
    const h = hash(f);
    out.set(h, (out.get(h) ?? 0) + w);
  };
  for (const token of key.split(' ')) {
    // Digits left after normalisation are references and trip numbers, not merchants.
    if (token !== '' && !/^\d+$/.test(token)) add(`w:${token}`, WORD_WEIGHT);
  }
  // The channel words normalisation strips ("POS PURCHASE", "FUEL PURCHASE", "DEBIT ORDER", "MAGTAPE") say how
  // the money moved, which some accounts' categories follow: the raw words count too, more lightly.
  const kept = new Set(key.split(' '));
  for (const token of tokenize(description)) {
    if (!kept.has(token) && !/\d/.test(token)) add(`r:${token}`, RAW_WORD_WEIGHT);
  }
  const letters = ` ${key.replace(/\b\d+\b/g, ' ').replace(/\s+/g, ' ').trim()} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= letters.length; i++) add(`c:${letters.slice(i, i + n)}`, 1);
  }
  if (amount !== null && amount !== 0) add(amount < 0 ? 's:out' : 's:in', SIGN_WEIGHT);
  // The default taxonomy's answer is one more feature: examples teach how the account's categories map onto it,
  // so a merchant the examples never named still lands near examples of the same kind.
  const rule = classify(description, amount);
  if (rule.category !== 'Uncategorized') add(`d:${rule.category}`, DEFAULT_CATEGORY_WEIGHT);
  return out;
}

function normalise(v: SparseVector): SparseVector {
  let norm = 0;
  for (const w of v.values()) norm += w * w;
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [k, w] of v) v.set(k, w / norm);
  return v;
}

function dot(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [k, w] of small) {
    const o = large.get(k);
    if (o !== undefined) sum += w * o;
  }
  return sum;
}

/**
 * Categorizes by similarity to an account's own labelled examples: TF-IDF over hashed words and character
 * n-grams, cosine similarity, a similarity-weighted vote of the K nearest examples, and the category centroid as
 * tie-breaker. Adding examples needs no training step: the index is built from the set in one pass.
 */
export class ExampleClassifier {
  private readonly idf = new Map<number, number>();
  /** Features no example has are rare, so informative, though they match nothing in the index. */
  private readonly unseenIdf: number;
  private readonly postings = new Map<number, { ids: Int32Array; weights: Float64Array }>();
  /** Scratch accumulator for predict, one slot per example; always all zero between calls. */
  private readonly scores: Float64Array;
  private readonly labels: string[];
  private readonly centroids = new Map<string, SparseVector>();
  /** Categories in first-seen order; the answer when nothing is similar at all. */
  readonly categories: readonly string[];

  constructor(examples: readonly LabelledExample[]) {
    if (examples.length === 0) throw new Error('ExampleClassifier needs at least one example');
    const counts = examples.map((e) => features(e.txn));
    const df = new Map<number, number>();
    for (const c of counts) for (const k of c.keys()) df.set(k, (df.get(k) ?? 0) + 1);
    const n = examples.length;
    this.unseenIdf = Math.log(1 + n) + 1;
    for (const [k, d] of df) this.idf.set(k, Math.log((1 + n) / (1 + d)) + 1);
    const vectors = counts.map((c) => this.weigh(c));
    this.labels = examples.map((e) => e.category);
    this.categories = [...new Set(this.labels)];
    this.scores = new Float64Array(n);
    const lists = new Map<number, { ids: number[]; weights: number[] }>();
    vectors.forEach((v, i) => {
      const sum = this.centroids.get(this.labels[i]) ?? new Map<number, number>();
      for (const [k, w] of v) {
        sum.set(k, (sum.get(k) ?? 0) + w);
        const list = lists.get(k) ?? { ids: [], weights: [] };
        list.ids.push(i);
        list.weights.push(w);
        lists.set(k, list);
      }
      this.centroids.set(this.labels[i], sum);
    });
    for (const c of this.centroids.values()) normalise(c);
    for (const [k, l] of lists) this.postings.set(k, { ids: Int32Array.from(l.ids), weights: Float64Array.from(l.weights) });
  }

  get size(): number {
    return this.labels.length;
  }

  private weigh(counts: Map<number, number>): SparseVector {
    const v: SparseVector = new Map();
    for (const [k, tf] of counts) v.set(k, (1 + Math.log(tf)) * (this.idf.get(k) ?? this.unseenIdf));
    return normalise(v);
  }

  predict(txn: string): string {
    const v = this.weigh(features(txn));
    // Cosine similarity through the inverted index: only examples sharing a feature are touched, so a query
    // costs the length of its features' posting lists rather than one dot product per example.
    const touched: number[] = [];
    for (const [k, w] of v) {
      const list = this.postings.get(k);
      if (!list) continue;
      for (let j = 0; j < list.ids.length; j++) {
        const i = list.ids[j];
        if (this.scores[i] === 0) touched.push(i);
        this.scores[i] += w * list.weights[j];
      }
    }
    const nearest: { sim: number; label: string }[] = [];
    for (const i of touched) {
      const sim = this.scores[i];
      this.scores[i] = 0;
      if (sim <= 0) continue;
      if (nearest.length < K) {
        nearest.push({ sim, label: this.labels[i] });
        nearest.sort((a, b) => b.sim - a.sim);
      } else if (sim > nearest[K - 1].sim) {
        nearest[K - 1] = { sim, label: this.labels[i] };
        nearest.sort((a, b) => b.sim - a.sim);
      }
    }
    const votes = new Map<string, number>();
    for (const { sim, label } of nearest) votes.set(label, (votes.get(label) ?? 0) + sim);
    let best: string[] = [];
    let bestScore = 0;
    for (const [label, score] of votes) {
      if (score > bestScore + 1e-9) {
        best = [label];
        bestScore = score;
      } else if (Math.abs(score - bestScore) <= 1e-9) {
        best.push(label);
      }
    }
    if (best.length === 1) return best[0];
    // A tie (or no similar example at all): the closest category centroid decides among the tied ones.
    const candidates = best.length ? best : this.categories;
    let pick = candidates[0];
    let pickSim = -1;
    for (const label of candidates) {
      const sim = dot(v, this.centroids.get(label)!);
      if (sim > pickSim) {
        pick = label;
        pickSim = sim;
      }
    }
    return pick;
  }

  predictAll(txns: readonly string[]): string[] {
    return txns.map((t) => this.predict(t));
  }
}
