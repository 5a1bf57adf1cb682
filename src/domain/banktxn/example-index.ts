import type { SparseVector } from './example-features';

/** An indexed vector and its cosine similarity to a query. */
export interface Neighbour {
  readonly id: number;
  sim: number;
}

// Query cost bounds (see nearest): postings walked before long lists stop choosing candidates, and how many
// candidates then get exact similarities. A set of a few hundred distinct transactions rarely reaches the budget.
const POSTING_BUDGET = 512;
const CANDIDATES = 8;

/**
 * An inverted index over L2-normalised sparse vectors, answering "which indexed vectors are most similar". Posting
 * lists and vectors live in flat typed arrays (compressed sparse columns and rows): a 10,000-example set takes about
 * 9 MB, where two small typed arrays per feature took 20.
 */
export class ExampleIndex {
  /** Feature → slot; a slot's postings are ids/weights[offsets[slot] … offsets[slot + 1]). */
  private readonly slots = new Map<number, number>();
  private readonly offsets: Int32Array;
  private readonly ids: Int32Array;
  private readonly weights: Float32Array;
  /** The vectors themselves, for exact similarities: vector v is slots/values[starts[v] … starts[v + 1]). */
  private readonly starts: Int32Array;
  private readonly vectorSlots: Int32Array;
  private readonly vectorValues: Float32Array;
  /** Scratch accumulator, one slot per vector; always all zero between queries. */
  private readonly scores: Float64Array;
  /** Scratch copy of the query, one place per feature slot; always all zero between queries. */
  private readonly query: Float64Array;
  /** Scratch list of the ids a query touched, so a query allocates no growing array. */
  private readonly touched: Int32Array;

  constructor(vectors: readonly SparseVector[]) {
    const lengths: number[] = [];
    for (const v of vectors) {
      for (const k of v.keys()) {
        const slot = this.slots.get(k);
        if (slot === undefined) {
          this.slots.set(k, lengths.length);
          lengths.push(1);
        } else {
          lengths[slot]++;
        }
      }
    }
    this.offsets = new Int32Array(lengths.length + 1);
    lengths.forEach((n, slot) => (this.offsets[slot + 1] = this.offsets[slot] + n));
    this.ids = new Int32Array(this.offsets[lengths.length]);
    this.weights = new Float32Array(this.ids.length);
    const next = this.offsets.slice(0, lengths.length);
    this.starts = new Int32Array(vectors.length + 1);
    this.vectorSlots = new Int32Array(this.ids.length);
    this.vectorValues = new Float32Array(this.ids.length);
    let stored = 0;
    // Ids go in ascending order along each posting list.
    vectors.forEach((v, id) => {
      for (const [k, w] of v) {
        const slot = this.slots.get(k)!;
        const at = next[slot]++;
        this.ids[at] = id;
        this.weights[at] = w;
        this.vectorSlots[stored] = slot;
        this.vectorValues[stored++] = w;
      }
      this.starts[id + 1] = stored;
    });
    this.scores = new Float64Array(vectors.length);
    this.query = new Float64Array(lengths.length);
    this.touched = new Int32Array(vectors.length);
  }

  /** How many distinct features the indexed vectors have. */
  get features(): number {
    return this.offsets.length - 1;
  }

  /** The slot of a feature, or -1 when no indexed vector has it. */
  slotOf(feature: number): number {
    return this.slots.get(feature) ?? -1;
  }

  /**
   * The k vectors most similar to a query given as slots and weights (similarity > 0), most similar first. Only
   * vectors sharing a feature are touched, so a query costs the length of its features' posting lists rather than
   * one dot product per vector. Features most vectors have ("s:out", "POS") have long lists but little weight, so
   * they do not choose candidates: lists are walked rarest first until POSTING_BUDGET postings are spent, and the
   * best CANDIDATES then get their exact similarity from the stored vectors.
   */
  nearest(slots: readonly number[], weights: readonly number[], k: number): Neighbour[] {
    const { offsets, ids } = this;
    const length = (q: number): number => offsets[slots[q] + 1] - offsets[slots[q]];
    // Rarest first. Packing (length, position) into one number lets the typed array sort natively, without a
    // comparator call per comparison; positions stay below 2^20 (a description is at most a few thousand grams).
    const packed = new Float64Array(slots.length);
    for (let q = 0; q < slots.length; q++) packed[q] = length(q) * 1048576 + q;
    packed.sort();
    const { touched, scores } = this;
    let hits = 0;
    let spent = 0;
    let walked = 0;
    for (; walked < packed.length; walked++) {
      const q = packed[walked] % 1048576;
      if (walked > 0 && spent + length(q) > POSTING_BUDGET) break;
      spent += length(q);
      const w = weights[q];
      for (let j = offsets[slots[q]], end = offsets[slots[q] + 1]; j < end; j++) {
        const id = ids[j];
        if (scores[id] === 0) touched[hits++] = id;
        scores[id] += w * this.weights[j];
      }
    }
    const complete = walked === packed.length;
    const candidates = best(touched, hits, scores, complete ? k : Math.max(k, CANDIDATES));
    for (let t = 0; t < hits; t++) scores[touched[t]] = 0;
    if (complete) return candidates;
    // The best candidates get their exact similarity, the query against each stored vector.
    for (let q = 0; q < slots.length; q++) this.query[slots[q]] = weights[q];
    for (const c of candidates) {
      let sim = 0;
      for (let j = this.starts[c.id]; j < this.starts[c.id + 1]; j++) sim += this.query[this.vectorSlots[j]] * this.vectorValues[j];
      c.sim = sim;
    }
    for (const slot of slots) this.query[slot] = 0;
    candidates.sort(order);
    return candidates.slice(0, k);
  }
}

/** The n ids among touched[0 … hits) with the highest positive scores, highest first. */
function best(touched: Int32Array, hits: number, scores: Float64Array, n: number): Neighbour[] {
  const out: Neighbour[] = [];
  for (let t = 0; t < hits; t++) {
    const id = touched[t];
    const sim = scores[id];
    if (sim <= 0) continue;
    // Most touched ids lose to the current n-th best: compare before allocating.
    if (out.length === n && (sim < out[n - 1].sim || (sim === out[n - 1].sim && id > out[n - 1].id))) continue;
    const e = { id, sim };
    if (out.length === n) out.pop();
    let at = out.length;
    while (at > 0 && order(e, out[at - 1]) < 0) at--;
    out.splice(at, 0, e);
  }
  return out;
}

/** Higher similarity first; equal similarities by id, so answers never depend on the order lists were walked. */
function order(a: Neighbour, b: Neighbour): number {
  return b.sim - a.sim || a.id - b.id;
}
