import { round2 } from '../fields/amounts';
import { findDates } from '../fields/dates';
import { headerKind } from './header-row';
import { rowRole } from './non-item';
import type { Row, RowKind } from './rows';
import { tokenize } from './tokens';

/**
 * Features of one row for the row classifier (row-model.ts), from what the item rules already read: the row's own
 * geometry, token shapes, reading and lexicon hits; its place relative to the item header and the totals; and a
 * summary of the rows above and below. Every group is a small function returning numbers of about unit scale.
 */
export interface RowContext {
  rows: Row[];
  medianHeight: number;
  /** The right edge (page share) most amounts end on: the amount column. */
  amountEdge?: number;
  /** Index of the first item-table header row, or -1. */
  header: number;
  /** Index of the first totals row after the first row with an amount, or rows.length. */
  firstEnd: number;
  /** Per row: the sum of the amounts of the item-like rows above it since the last totals row, and their count. */
  above: Array<{ sum: number; n: number }>;
}

const KINDS: RowKind[] = ['item', 'figures', 'qty', 'text', 'blank', 'end', 'skip', 'meta'];
const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const bit = (b: boolean) => (b ? 1 : 0);
const hasLetters = (s: string) => /\p{L}/u.test(s);

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

/** The most common right edge of the amounts, to 1 % of the page width. */
function modalEdge(rows: Row[]): number | undefined {
  const counts = new Map<number, number>();
  for (const r of rows) if (r.edge && r.reading.amount !== undefined) {
    const k = Math.round((100 * r.edge[1]) / r.line.pageWidth);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0];
  return best ? best[0] / 100 : undefined;
}

export function rowContext(rows: Row[]): RowContext {
  const header = rows.findIndex((r, i) => headerKind(r.line, rows[i + 1]?.line) === 'items');
  const firstMoney = rows.findIndex((r) => r.kind === 'item' || r.kind === 'figures');
  let firstEnd = rows.findIndex((r, i) => i > firstMoney && firstMoney >= 0 && r.kind === 'end');
  if (firstEnd < 0) firstEnd = rows.length;
  const above: RowContext['above'] = [];
  let acc = { sum: 0, n: 0 };
  for (const r of rows) {
    above.push(acc);
    if (r.kind === 'end') acc = { sum: 0, n: 0 };
    else if ((r.kind === 'item' || r.kind === 'figures') && r.reading.amount !== undefined) acc = { sum: round2(acc.sum + r.reading.amount), n: acc.n + 1 };
  }
  return { rows, medianHeight: median(rows.map((r) => r.line.height)) || 1, amountEdge: modalEdge(rows), header, firstEnd, above };
}

export function kindBits(row: Row | undefined): number[] {
  return KINDS.map((k) => bit(row?.kind === k));
}

export function geometry(row: Row, prev: Row | undefined, next: Row | undefined, ctx: RowContext): number[] {
  const { box, height, pageWidth, pageHeight } = row.line;
  const gap = (a: Row | undefined, b: Row | undefined) => (a && b && a.line.page === b.line.page ? clip((b.line.box[1] - a.line.box[3]) / Math.max(1, height), -1, 6) / 6 : 1);
  return [box[0] / pageWidth, box[2] / pageWidth, (box[2] - box[0]) / pageWidth, clip(height / ctx.medianHeight, 0, 3) / 3,
    gap(prev, row), gap(row, next), box[1] / pageHeight, bit(row.line.page > 1), Math.min(row.line.cells.length, 8) / 8];
}

/** Whether the row's amount ends on the amount column, and how far from it. */
export function alignment(row: Row, ctx: RowContext): number[] {
  if (!row.edge || ctx.amountEdge === undefined) return [0, 0, 0];
  const d = Math.abs(row.edge[1] / row.line.pageWidth - ctx.amountEdge);
  return [1, bit(d <= 0.02), clip(d * 5, 0, 1)];
}

/** Counts of token shapes: money, whole numbers, other numbers, percentages, units, operators, codes, dates. */
export function tokenShapes(text: string): number[] {
  const tokens = tokenize(text);
  const count = (f: (t: (typeof tokens)[number]) => boolean) => Math.min(tokens.filter(f).length, 6) / 6;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const visible = text.replace(/\s/g, '').length || 1;
  return [
    count((t) => t.kind === 'number' && (t.decimals === 2 || Boolean(t.grouped))),
    count((t) => t.kind === 'number' && t.decimals === 0 && !t.grouped),
    count((t) => t.kind === 'number' && t.decimals !== 0 && t.decimals !== 2),
    count((t) => t.kind === 'percent'),
    count((t) => t.kind === 'unit'),
    count((t) => t.kind === 'op'),
    count((t) => t.kind === 'class' || t.kind === 'tax'),
    count((t) => t.kind === 'currency'),
    count((t) => t.kind === 'text' && /\d/.test(t.text) && /\p{L}/u.test(t.text)),
    count((t) => t.kind === 'text' && !/\d/.test(t.text)),
    bit(findDates(text).length > 0),
    bit(/\d{1,2}:\d{2}/.test(text)),
    letters / visible,
    Math.min(Math.log1p(text.length) / 5, 1),
    bit(/:\s*$/.test(text)),
  ];
}

/** What the item rules read from the row: quantity × price = amount, and which figures it has. */
export function readingBits(row: Row): number[] {
  const r = row.reading;
  return [bit(r.checked), bit(r.qty !== undefined), bit(r.price !== undefined), bit(r.amount !== undefined), bit((r.amount ?? 0) < 0),
    bit(r.discount !== undefined), bit(r.taxRate !== undefined), bit(Boolean(r.listed)), bit(hasLetters(r.description)), bit(row.qty !== undefined)];
}

/** Label words of the lexicons: totals/subtotal/tax (end), tender and the like (skip), header labels (meta), column headers. */
export function lexiconBits(row: Row, next: Row | undefined): number[] {
  const role = rowRole(row.reading.amount !== undefined ? row.reading.description : row.line.text);
  const header = headerKind(row.line, next?.line);
  return [bit(role === 'end'), bit(role === 'skip'), bit(role === 'meta'), bit(header === 'items'), bit(header === 'other')];
}

/** Where the row stands: before or after the item header, before or after the first totals line; sums of the rows above. */
export function position(i: number, ctx: RowContext): number[] {
  const { header, firstEnd } = ctx;
  const a = ctx.rows[i].reading.amount;
  const { sum, n } = ctx.above[i];
  const sums = a !== undefined && n >= 2 && a !== 0 && Math.abs(sum - a) <= 0.011;
  return [bit(header >= 0 && i > header), bit(header >= 0 && i < header), bit(i === header), bit(i >= firstEnd), bit(i < firstEnd),
    header >= 0 ? clip((i - header) / 20, -1, 1) : 0, clip((firstEnd - i) / 20, -1, 1), bit(sums), Math.min(n, 10) / 10];
}

/** A neighbour row in brief: its kind, whether it has an amount and letters. */
function neighbour(row: Row | undefined): number[] {
  if (!row) return [1, ...kindBits(undefined), 0, 0, 0];
  return [0, ...kindBits(row), bit(row.reading.amount !== undefined), bit(hasLetters(row.line.text)), bit(row.reading.checked)];
}

export function rowFeatures(ctx: RowContext, i: number): number[] {
  const rows = ctx.rows;
  const [prev, row, next] = [rows[i - 1], rows[i], rows[i + 1]];
  return [...kindBits(row), ...geometry(row, prev, next, ctx), ...alignment(row, ctx), ...tokenShapes(row.line.text), ...readingBits(row),
    ...lexiconBits(row, next), ...position(i, ctx), ...neighbour(prev), ...neighbour(next), ...neighbour(rows[i - 2])];
}

export const ROW_FEATURE_COUNT = 8 + 9 + 3 + 15 + 10 + 5 + 9 + 3 * 12;
