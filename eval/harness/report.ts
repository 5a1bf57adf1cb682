import { HEADER_FIELDS, MAIN_FIELDS } from './compare';
import { addCounts, type LineCounts, prf } from './lines';

export interface FieldResult {
  want: unknown;
  got: unknown;
  ok: boolean;
}

/** One document read by the engine and judged; also what --json writes. */
export interface DocResult {
  id: string;
  /** Grouping keys: dataset, layout, language, kind, split, producer, … */
  group: Record<string, string>;
  fields: Record<string, FieldResult>;
  /** Scored fields the engine filled although the document does not print them. */
  extra: string[];
  lines?: LineCounts;
  /** Line items counted with gross-printed amounts accepted as well (e-invoice truth only; lines.ts `gross`). */
  linesGross?: LineCounts;
  ms: number;
  error?: string;
}

export interface Agg {
  docs: number;
  field: Map<string, { n: number; ok: number; extra: number }>;
  /** Per-document share of MAIN_FIELDS right, summed (for the mean over documents). */
  mainSum: number;
  mainDocs: number;
  lines: LineCounts;
}

export function aggregate(results: DocResult[], main: readonly string[] = MAIN_FIELDS): Agg {
  const a: Agg = { docs: 0, field: new Map(), mainSum: 0, mainDocs: 0, lines: { right: 0, extracted: 0, truth: 0 } };
  for (const r of results) {
    a.docs++;
    for (const [name, f] of Object.entries(r.fields)) {
      const s = a.field.get(name) ?? { n: 0, ok: 0, extra: 0 };
      s.n++;
      if (f.ok) s.ok++;
      a.field.set(name, s);
    }
    for (const name of r.extra) {
      const s = a.field.get(name) ?? { n: 0, ok: 0, extra: 0 };
      s.extra++;
      a.field.set(name, s);
    }
    const scored = main.filter((f) => r.fields[f]);
    if (scored.length) {
      a.mainSum += scored.filter((f) => r.fields[f].ok).length / scored.length;
      a.mainDocs++;
    }
    if (r.lines) a.lines = addCounts(a.lines, r.lines);
  }
  return a;
}

const f2 = (x: number) => x.toFixed(2);

export function acc(a: Agg, field: string): string {
  const s = a.field.get(field);
  return s && s.n ? f2(s.ok / s.n) : '–';
}

export function mainScore(a: Agg): string {
  return a.mainDocs ? f2(a.mainSum / a.mainDocs) : '–';
}

export function lineF1(a: Agg): string {
  return a.lines.truth || a.lines.extracted ? f2(prf(a.lines).f1) : '–';
}

export function groupBy(results: DocResult[], key: string): Map<string, DocResult[]> {
  const m = new Map<string, DocResult[]>();
  for (const r of results) {
    const k = r.group[key] ?? '';
    m.set(k, [...(m.get(k) ?? []), r]);
  }
  return m;
}

/** Prints an aligned table: the first column left-aligned, the rest right-aligned. */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(`  ${line(header)}`);
  for (const r of rows) console.log(`  ${line(r)}`);
}

/** Rows = header fields (+ the mean of the ten and line items), columns = groups. */
export function printFieldsByGroup(
  title: string,
  groups: [string, DocResult[]][],
  opts: { fields?: readonly string[]; main?: boolean; lines?: boolean } = {},
): void {
  const aggs = groups.map(([, rs]) => aggregate(rs));
  const names = opts.fields ?? HEADER_FIELDS.map((f) => f.name);
  const rows = names.map((name) => [name, ...aggs.map((a) => {
    const f = { name };
    const s = a.field.get(f.name);
    return s && s.n ? `${acc(a, f.name)} (${s.n})${s.extra ? ` +${s.extra}` : ''}` : s?.extra ? `– +${s.extra}` : '–';
  })]);
  if (opts.main !== false) rows.push(['mean of 10 fields / doc', ...aggs.map((a) => `${mainScore(a)} (${a.mainDocs})`)]);
  if (opts.lines !== false) rows.push(['line items P / R / F1', ...aggs.map((a) => {
    if (!a.lines.truth) return '–';
    const x = prf(a.lines);
    return `${f2(x.p)} / ${f2(x.r)} / ${f2(x.f1)}`;
  })]);
  printTable(title, ['field (right share, (scored), +extra)', ...groups.map(([g]) => g)], rows);
}

/** `n` items spread evenly over the list (every producer's files get a turn), in list order. */
export function spread<T>(list: T[], n: number): T[] {
  if (n >= list.length) return list;
  const step = list.length / n;
  return Array.from({ length: n }, (_, i) => list[Math.floor(i * step)]);
}
