import { LEXICON_KEYS } from './lexicon';
import { type LayoutCell, cellsByPage } from './cells';
import { HASH_BUCKETS, cellFacts, type CellFacts } from './cell-facts';

/**
 * Feature vector of one cell: where it sits on the page, what its text looks like, which labels it and its
 * neighbours carry (left, right, above, below, its whole line), and a hashed bag of its tokens. The model sees
 * each cell with its neighbourhood but needs no sequence model, so a page costs one matrix product.
 */
const LEX = LEXICON_KEYS.length;
const DENSE = 51;
export const FEATURE_COUNT = DENSE + LEX * 6 + 8 + HASH_BUCKETS;

const clip = (v: number, lo = 0, hi = 1) => (v < lo ? lo : v > hi ? hi : v);

interface Neighbours {
  left?: CellFacts;
  right?: CellFacts;
  above?: CellFacts;
  below?: CellFacts;
}

/** The cell of the neighbouring line that overlaps this one most horizontally (none when too far away). */
function verticalNeighbour(cells: LayoutCell[], lineStarts: number[], lineOf: number[], i: number, step: -1 | 1): number | undefined {
  const c = cells[i];
  const target = lineOf[i] + step;
  if (target < 0 || target >= lineStarts.length) return undefined;
  const from = lineStarts[target];
  const to = target + 1 < lineStarts.length ? lineStarts[target + 1] : cells.length;
  const h = Math.max(1, c.line.height);
  const gap = step < 0 ? c.box[1] - cells[from].line.box[3] : cells[from].line.box[1] - c.box[3];
  if (gap > 3 * h) return undefined;
  let best: number | undefined;
  let bestScore = -Infinity;
  for (let j = from; j < to; j++) {
    const o = Math.min(c.box[2], cells[j].box[2]) - Math.max(c.box[0], cells[j].box[0]);
    const score = o > 0 ? o : -Math.abs((c.box[0] + c.box[2]) / 2 - (cells[j].box[0] + cells[j].box[2]) / 2);
    if (score > bestScore) {
      bestScore = score;
      best = j;
    }
  }
  return best;
}

function pushLex(out: Float32Array, at: number, mask: number): number {
  for (let b = 0; b < LEX; b++) out[at + b] = (mask >>> b) & 1;
  return at + LEX;
}

/** Features for every cell of a document, row-major [cells × FEATURE_COUNT]. */
export function cellFeatures(allCells: LayoutCell[]): Float32Array {
  const out = new Float32Array(allCells.length * FEATURE_COUNT);
  for (const cells of cellsByPage(allCells)) pageFeatures(cells, out);
  return out;
}

function pageFeatures(cells: LayoutCell[], out: Float32Array): void {
  const facts = cells.map(cellFacts);
  const lineStarts: number[] = [];
  const lineOf: number[] = [];
  cells.forEach((c, i) => {
    if (i === 0 || c.line !== cells[i - 1].line) lineStarts.push(i);
    lineOf.push(lineStarts.length - 1);
  });
  const nLines = lineStarts.length;
  const W = Math.max(1, cells[0].line.pageWidth);
  const H = Math.max(1, cells[0].line.pageHeight);
  const top = Math.min(...cells.map((c) => c.box[1]));
  const bottom = Math.max(...cells.map((c) => c.box[3]));
  const left = Math.min(...cells.map((c) => c.box[0]));
  const right = Math.max(...cells.map((c) => c.box[2]));
  const heights = cells.map((c) => c.box[3] - c.box[1]).sort((a, b) => a - b);
  const medianH = Math.max(1e-6, heights[Math.floor(heights.length / 2)]);
  const maxH = heights[heights.length - 1];
  const amounts = facts.flatMap((f) => f.amounts);
  const distinct = [...new Set(amounts)].sort((a, b) => b - a);
  const firstAmountLine = facts.findIndex((f) => f.money);
  const lastAmountLine = firstAmountLine < 0 ? -1 : facts.length - 1 - [...facts].reverse().findIndex((f) => f.money);
  const firstDate = facts.findIndex((f) => f.date);
  const linesWithMoney = new Set(facts.flatMap((f, i) => (f.money ? [lineOf[i]] : [])));
  const lineMask = new Map<number, number>();
  cells.forEach((c, i) => lineMask.set(lineOf[i], (lineMask.get(lineOf[i]) ?? 0) | facts[i].lex));

  cells.forEach((c, i) => {
    const f = facts[i];
    const o = c.index * FEATURE_COUNT;
    const cx = (c.box[0] + c.box[2]) / 2;
    const cy = (c.box[1] + c.box[3]) / 2;
    const h = c.box[3] - c.box[1];
    const li = lineOf[i];
    const n: Neighbours = {
      left: i > 0 && lineOf[i - 1] === li ? facts[i - 1] : undefined,
      right: i + 1 < cells.length && lineOf[i + 1] === li ? facts[i + 1] : undefined,
    };
    const up = verticalNeighbour(cells, lineStarts, lineOf, i, -1);
    const down = verticalNeighbour(cells, lineStarts, lineOf, i, 1);
    if (up !== undefined) n.above = facts[up];
    if (down !== undefined) n.below = facts[down];
    const value = f.amounts.length ? f.amounts[f.amounts.length - 1] : undefined;
    let moneyAbove = 0;
    for (const l of linesWithMoney) if (l < li) moneyAbove++;
    const lineCells = (li + 1 < nLines ? lineStarts[li + 1] : cells.length) - lineStarts[li];
    const dense = [
      c.box[0] / W, c.box[2] / W, cx / W, c.box[1] / H, c.box[3] / H,
      (cy - top) / Math.max(1, bottom - top), (cx - left) / Math.max(1, right - left),
      li / Math.max(1, nLines - 1), clip(li / 30), clip((nLines - 1 - li) / 30),
      c.page > 1 ? 1 : 0, (c.box[2] - c.box[0]) / W, clip(Math.log(h / medianH) / 2, -1, 1),
      h >= 0.95 * maxH ? 1 : 0, clip(lineCells / 8), clip(c.col / 8), c.col === 0 ? 1 : 0,
      i + 1 === cells.length || lineOf[i + 1] !== li ? 1 : 0,
      Math.abs(cx - (left + right) / 2) < 0.06 * (right - left) ? 1 : 0,
      right - c.box[2] < 0.04 * (right - left) ? 1 : 0,
      clip(Math.log1p(f.length) / 5), clip(f.words / 10), f.digitFrac, f.letterFrac, f.upperFrac, f.punctFrac,
      f.startsDigit, f.endsColon, f.hasColon, f.money ? 1 : 0, clip(f.amounts.length / 4), f.currency, f.percent,
      f.date ? 1 : 0, f.time, f.email, f.url, f.phone, f.longDigits, f.postcode, f.alnumId, f.hashNo, f.parenNumber,
      value !== undefined && value === distinct[0] ? 1 : 0,
      value !== undefined ? clip(distinct.indexOf(value) / 10) : 1,
      value !== undefined ? clip(amounts.filter((a) => a === value).length / 5) : 0,
      value !== undefined ? clip(Math.log10(Math.abs(value) + 1) / 6) : 0,
      i === firstDate ? 1 : 0,
      firstAmountLine >= 0 && li < lineOf[firstAmountLine] ? 1 : 0,
      lastAmountLine >= 0 && li > lineOf[lastAmountLine] ? 1 : 0,
      clip(moneyAbove / 10),
    ];
    if (dense.length !== DENSE) throw new Error(`dense features: ${dense.length} ≠ ${DENSE}`);
    out.set(dense, o);
    let at = o + DENSE;
    at = pushLex(out, at, f.lex);
    at = pushLex(out, at, n.left?.lex ?? 0);
    at = pushLex(out, at, n.right?.lex ?? 0);
    at = pushLex(out, at, n.above?.lex ?? 0);
    at = pushLex(out, at, n.below?.lex ?? 0);
    at = pushLex(out, at, lineMask.get(li) ?? 0);
    for (const nb of [n.left, n.right, n.above, n.below]) {
      out[at++] = nb?.money ? 1 : 0;
      out[at++] = nb?.date ? 1 : 0;
    }
    for (const b of f.hashes) out[at + b] = 1;
  });
}

