/**
 * P(custom category | default category) learnt from an account's examples by counting, so a merchant the examples
 * never named still maps through the default taxonomy: default "Restaurants & Dining" → the account's "Eating Out".
 * Each transaction has keys from fine to coarse (e.g. detailed category with channel, detailed, primary); a sparse
 * key backs off to the next coarser one, ending at all examples, with one pseudo-count per level, the usual add-one
 * rule: a key seen once is trusted about half, a key seen often almost fully.
 */
const PSEUDO_COUNTS = 1;

export class CategoryPrior {
  /** One table per key level, finest first: key → counts per category, plus the total in the last slot. */
  private readonly levels: Map<string, Float64Array>[];
  private readonly overall: Float64Array;

  /** `labels[i]` indexes the category list (of length `categories`); `keys[i]` are example i's keys, finest first. */
  constructor(
    labels: readonly number[],
    keys: readonly (readonly string[])[],
    private readonly categories: number,
  ) {
    this.overall = new Float64Array(categories);
    this.levels = (keys[0] ?? []).map(() => new Map<string, Float64Array>());
    labels.forEach((label, i) => {
      this.overall[label]++;
      this.levels.forEach((table, level) => count(table, keys[i][level], label, categories));
    });
    for (let c = 0; c < categories; c++) this.overall[c] /= labels.length;
  }

  /** Writes the smoothed distribution over categories for one transaction's keys (finest first) into `out`. */
  distribution(keys: readonly string[], out: Float64Array): Float64Array {
    out.set(this.overall);
    for (let level = this.levels.length - 1; level >= 0; level--) {
      const row = this.levels[level].get(keys[level]);
      if (!row) continue;
      const total = row[this.categories] + PSEUDO_COUNTS;
      for (let c = 0; c < this.categories; c++) out[c] = (row[c] + PSEUDO_COUNTS * out[c]) / total;
    }
    return out;
  }
}

function count(table: Map<string, Float64Array>, key: string, label: number, categories: number): void {
  let row = table.get(key);
  if (!row) {
    row = new Float64Array(categories + 1);
    table.set(key, row);
  }
  row[label]++;
  row[categories]++;
}
