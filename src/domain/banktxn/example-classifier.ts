import { CategoryPrior } from './category-prior';
import { exampleFeatures, normalise, orderOfMagnitude, type SparseVector } from './example-features';
import { ExampleIndex, type Neighbour } from './example-index';
import { parseTransaction } from './transaction-parser';

export { descriptionKey } from './example-features';

/** One labelled transaction of an account's custom set. */
export interface LabelledExample {
  readonly txn: string;
  readonly category: string;
}

/** A prediction with the share (0–1) of the blended evidence that went to the chosen category. */
export interface ExamplePrediction {
  readonly category: string;
  readonly confidence: number;
}

// K was chosen by 5-fold cross-validation on the South-African sample (K 1/3/5/7) when the classifier was kNN alone.
const K = 3;
// Statements repeat descriptions (debit orders, regular shops), and everything but the final vote depends only on
// the description and the amount's sign and order of magnitude, so that part is memoised; the bound keeps a
// classifier's memory flat.
const MAX_MEMOISED = 4096;

/** The part of a prediction that depends on the amount only through its order of magnitude, memoised by it. */
interface Evidence {
  readonly priorKeys: readonly string[];
  readonly nearest: readonly Neighbour[];
}

/**
 * Categorizes by an account's own labelled examples, with no training step: the index is built in one pass.
 * Two estimates are blended. The K nearest examples (cosine over TF-IDF of hashed words and character n-grams)
 * vote by similarity; the account's P(category | default category) prior carries what the examples teach about
 * the default taxonomy. The nearest example's squared similarity is the weight of the vote: a near-identical
 * example (same merchant) decides, while a merchant the examples never named falls back on its default category.
 */
export class ExampleClassifier {
  /** IDF by index slot. */
  private readonly idf: Float64Array;
  /** Features no example has are rare, so informative, though they match nothing in the index. */
  private readonly unseenIdf: number;
  private readonly index: ExampleIndex;
  /**
   * Examples with identical features share one prototype (one indexed vector): prototype p's examples are
   * members[starts[p] … starts[p + 1]), with their categories and log |amount| (NaN when there is none).
   */
  private readonly starts: Int32Array;
  private readonly memberLabels: Int32Array;
  private readonly memberMagnitudes: Float64Array;
  /** 1 for a prototype whose examples carry more than one category. */
  private readonly mixed: Uint8Array;
  private readonly prior: CategoryPrior;
  private readonly memo = new Map<string, Evidence>();
  /** Categories in first-seen order. */
  readonly categories: readonly string[];

  constructor(examples: readonly LabelledExample[]) {
    if (examples.length === 0) throw new Error('ExampleClassifier needs at least one example');
    const features = examples.map((e) => exampleFeatures(e.txn));
    const n = examples.length;
    const df = new Map<number, number>();
    for (const f of features) for (const k of f.counts.keys()) df.set(k, (df.get(k) ?? 0) + 1);
    const idf = (k: number): number => Math.log((1 + n) / (1 + df.get(k)!)) + 1;
    this.unseenIdf = Math.log(1 + n) + 1;
    this.categories = [...new Set(examples.map((e) => e.category))];
    const categoryIndex = new Map(this.categories.map((c, i) => [c, i]));
    const labels = examples.map((e) => categoryIndex.get(e.category)!);

    const byIdentity = new Map<string, number[]>();
    const vectors: SparseVector[] = [];
    const groups: number[][] = [];
    features.forEach((f, i) => {
      let group = byIdentity.get(f.identity);
      if (!group) {
        group = [];
        byIdentity.set(f.identity, group);
        groups.push(group);
        const v: SparseVector = new Map();
        for (const [k, tf] of f.counts) v.set(k, (1 + Math.log(tf)) * idf(k));
        vectors.push(normalise(v));
      }
      group.push(i);
    });
    this.index = new ExampleIndex(vectors);
    this.idf = new Float64Array(this.index.features);
    for (const k of df.keys()) this.idf[this.index.slotOf(k)] = idf(k);
    this.starts = new Int32Array(groups.length + 1);
    this.memberLabels = new Int32Array(n);
    this.memberMagnitudes = new Float64Array(n);
    this.mixed = new Uint8Array(groups.length);
    let at = 0;
    groups.forEach((group, p) => {
      for (const i of group) {
        if (labels[i] !== labels[group[0]]) this.mixed[p] = 1;
        this.memberLabels[at] = labels[i];
        this.memberMagnitudes[at++] = features[i].magnitude ?? Number.NaN;
      }
      this.starts[p + 1] = at;
    });
    this.prior = new CategoryPrior(labels, features.map((f) => f.priorKeys), this.categories.length);
  }

  /** The number of examples the classifier was built from. */
  get size(): number {
    return this.memberLabels.length;
  }

  predict(txn: string): string {
    return this.predictDetailed(txn).category;
  }

  predictAll(txns: readonly string[]): string[] {
    return txns.map((t) => this.predict(t));
  }

  predictDetailed(txn: string): ExamplePrediction {
    const { description, amount } = parseTransaction(txn);
    const key = `${orderOfMagnitude(amount)}|${description}`;
    let evidence = this.memo.get(key);
    if (!evidence) {
      const f = exampleFeatures(txn);
      evidence = { priorKeys: f.priorKeys, nearest: this.nearest(f.counts) };
      if (this.memo.size >= MAX_MEMOISED) this.memo.clear();
      this.memo.set(key, evidence);
    }
    const scores = this.prior.distribution(evidence.priorKeys, new Float64Array(this.categories.length));
    const { nearest } = evidence;
    if (nearest.length) {
      const vote = this.vote(nearest, amount === null || amount === 0 ? Number.NaN : Math.log(Math.abs(amount)));
      // Squared: merchants that share only the channel words and the sign are still somewhat alike by cosine, which
      // must not outweigh the prior; a near-identical example (0.9) keeps most of its weight (0.81).
      const trust = Math.min(1, nearest[0].sim) ** 2;
      for (let c = 0; c < scores.length; c++) scores[c] = (1 - trust) * scores[c] + trust * vote[c];
    }
    // Ties go to the category named first, so answers never depend on floating-point noise in the order of votes.
    let pick = 0;
    for (let c = 1; c < scores.length; c++) if (scores[c] > scores[pick] + 1e-12) pick = c;
    return { category: this.categories[pick], confidence: scores[pick] };
  }

  /** TF-IDF weighs the counts; the index then finds the nearest prototypes by cosine. */
  private nearest(counts: SparseVector): Neighbour[] {
    const slots: number[] = [];
    const weights: number[] = [];
    let norm = 0;
    for (const [k, tf] of counts) {
      const slot = this.index.slotOf(k);
      const w = (1 + Math.log(tf)) * (slot >= 0 ? this.idf[slot] : this.unseenIdf);
      norm += w * w;
      if (slot >= 0) {
        slots.push(slot);
        weights.push(w);
      }
    }
    if (norm === 0) return [];
    const scale = 1 / Math.sqrt(norm);
    return this.index.nearest(slots, weights.map((w) => w * scale), K);
  }

  /**
   * The K nearest examples' similarity-weighted vote, as shares summing to 1. When a prototype has more examples
   * than places left, the text cannot tell them apart, so the ones with the closest amounts are nearest (a R5 and
   * a R30 "BYC DEBIT" can be savings and investments); without amounts, the first examples count.
   */
  private vote(nearest: readonly Neighbour[], magnitude: number): Float64Array {
    const vote = new Float64Array(this.categories.length);
    let total = 0;
    let places = K;
    for (const { id, sim } of nearest) {
      if (places === 0) break;
      const first = this.starts[id];
      const end = this.starts[id + 1];
      const taken = Math.min(places, end - first);
      places -= taken;
      total += sim * taken;
      if (!this.mixed[id] || taken === end - first) {
        // One category, or every member counts: which members fill the places does not matter.
        for (let m = first; m < first + taken; m++) vote[this.memberLabels[m]] += sim;
        continue;
      }
      // Only the closest amounts; a linear scan per place, as places are at most K, however many members.
      const chosen: number[] = [];
      const distance = (m: number): number => Math.abs(this.memberMagnitudes[m] - magnitude) || 0;
      while (chosen.length < taken) {
        let pick = -1;
        for (let m = first; m < end; m++) {
          if (!chosen.includes(m) && (pick < 0 || distance(m) < distance(pick))) pick = m;
        }
        chosen.push(pick);
        vote[this.memberLabels[pick]] += sim;
      }
    }
    for (let c = 0; c < vote.length; c++) vote[c] /= total;
    return vote;
  }
}
