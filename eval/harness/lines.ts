import { normText, toNumber } from './compare';

/**
 * Line items: an extracted item is right when its Amount equals a truth item's (±0.005) and either its description
 * matches or its quantity matches (±0.005). Descriptions match when, after normalising (NFKC, upper case, white space
 * collapsed), they are equal or their tokens overlap by at least half: |shared tokens| / max(|want|, |got|) ≥ 0.5.
 * Tokens are runs of letters and digits; in scripts written without spaces (Chinese, Japanese, Thai) each character
 * is a token. So "Toner cartridge TN-2420" = "Toner cartridge" (2 of 4 tokens), but a description that swallowed a
 * neighbouring row or lost most of its words does not match. Each truth item is matched at most once, greedily in
 * extraction order. Precision = right / extracted, recall = right / truth; a group's P/R/F1 from its summed counts
 * (micro average).
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
  /** The line's amount with its tax added (e-invoice truth: the XML's net line total × (1 + the line's rate)). */
  Gross?: unknown;
}

/** Scripts without spaces between words: one character, one token. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

export function descriptionTokens(s: unknown): string[] {
  return (normText(s).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).flatMap((t) => (UNSPACED.test(t) ? [...t.replace(/[^\p{L}\p{M}\p{N}]/gu, '')] : [t]));
}

/** Shared tokens over the longer side's token count (a multiset: a token counts as often as both sides hold it). */
export function tokenOverlap(want: unknown, got: unknown): number {
  const w = descriptionTokens(want), g = descriptionTokens(got);
  if (!w.length || !g.length) return 0;
  const left = new Map<string, number>();
  for (const t of w) left.set(t, (left.get(t) ?? 0) + 1);
  let shared = 0;
  for (const t of g) {
    const n = left.get(t) ?? 0;
    if (n > 0) {
      shared++;
      left.set(t, n - 1);
    }
  }
  return shared / Math.max(w.length, g.length);
}

export const DESCRIPTION_OVERLAP = 0.5;

export function descriptionMatches(want: unknown, got: unknown): boolean {
  const w = normText(want), g = normText(got);
  if (!w || !g) return false;
  return w === g || tokenOverlap(want, got) >= DESCRIPTION_OVERLAP;
}

const close = (a: unknown, b: unknown) => {
  const x = toNumber(a), y = toNumber(b);
  return x !== undefined && y !== undefined && Math.abs(x - y) < 0.005;
};

/**
 * `gross`: a truth item's gross amount (`Gross`) counts as its amount too. An e-invoice's XML states every line net
 * (EN 16931 BT-131), while a print for consumers may show the lines with tax included; the strict count stays the
 * headline figure and this one is reported beside it.
 */
export function matchLines(truth: LineLike[], got: LineLike[], o: { gross?: boolean } = {}): LineCounts & { unmatched: LineLike[]; wrong: LineLike[] } {
  const used = new Set<number>();
  const wrong: LineLike[] = [];
  let right = 0;
  const amountOk = (w: LineLike, g: LineLike) => close(w.Amount, g.Amount) || (o.gross === true && close(w.Gross, g.Amount));
  for (const g of got) {
    const i = truth.findIndex((w, k) => !used.has(k) && amountOk(w, g) && (descriptionMatches(w.Description, g.Description) || close(w.QTY, g.QTY)));
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
