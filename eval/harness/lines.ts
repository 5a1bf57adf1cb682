import { normText, toNumber } from './compare';

/**
 * Line items: an extracted item is right when its Amount equals a truth item's (±0.005) and either its description
 * matches (normalised text equal, or one contains the other and the shorter has at least 80 % of the longer's
 * characters) or its quantity matches (±0.005). Each truth item is matched at most once, greedily in print order.
 * Precision = right / extracted, recall = right / truth; F1 from the summed counts of a group (micro average).
 */
export interface LineCounts {
  right: number;
  extracted: number;
  truth: number;
}

export interface LineLike {
  Description?: unknown;
  QTY?: unknown;
  Amount?: unknown;
}

export function descriptionMatches(want: unknown, got: unknown): boolean {
  const w = normText(want), g = normText(got);
  if (!w || !g) return false;
  if (w === g) return true;
  const [short, long] = w.length <= g.length ? [w, g] : [g, w];
  return long.includes(short) && short.length >= 0.8 * long.length;
}

const close = (a: unknown, b: unknown) => {
  const x = toNumber(a), y = toNumber(b);
  return x !== undefined && y !== undefined && Math.abs(x - y) < 0.005;
};

export function matchLines(truth: LineLike[], got: LineLike[]): LineCounts & { unmatched: LineLike[]; wrong: LineLike[] } {
  const used = new Set<number>();
  const wrong: LineLike[] = [];
  let right = 0;
  for (const g of got) {
    const i = truth.findIndex((w, k) => !used.has(k) && close(w.Amount, g.Amount) && (descriptionMatches(w.Description, g.Description) || close(w.QTY, g.QTY)));
    if (i >= 0) {
      used.add(i);
      right++;
    } else wrong.push(g);
  }
  return { right, extracted: got.length, truth: truth.length, unmatched: truth.filter((_, k) => !used.has(k)), wrong };
}

export function addCounts(a: LineCounts, b: LineCounts): LineCounts {
  return { right: a.right + b.right, extracted: a.extracted + b.extracted, truth: a.truth + b.truth };
}

export function prf(c: LineCounts): { p: number; r: number; f1: number } {
  const p = c.extracted ? c.right / c.extracted : c.truth ? 0 : 1;
  const r = c.truth ? c.right / c.truth : 1;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}
