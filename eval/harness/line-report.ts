import { layoutManifest } from '../corpus/registry';
import { addCounts, type LineCounts, prf } from './lines';
import { type DocResult, printTable } from './report';

/** Input kinds in report order: digital PDF, 150-dpi scan, clean screenshot, phone photo. */
const KINDS = ['pdf', 'scan', 'png', 'photo'];

export interface LineRow {
  label: string;
  pick: (r: DocResult) => boolean;
}

const is = (key: string, value: string) => (r: DocResult) => r.group[key] === value;
const both = (a: (r: DocResult) => boolean, b: (r: DocResult) => boolean) => (r: DocResult) => a(r) && b(r);

/** The rows of the line-item table: per data set (corpus split and each layout, real, ZUGFeRD), then invoices vs receipts. */
export function lineRows(results: DocResult[]): LineRow[] {
  const rows: LineRow[] = [];
  const corpus = is('dataset', 'corpus');
  if (results.some(corpus)) {
    rows.push({ label: 'corpus, all layouts', pick: corpus });
    rows.push({ label: 'corpus, dev layouts', pick: both(corpus, is('split', 'dev')) });
    rows.push({ label: 'corpus, HOLDOUT layouts', pick: both(corpus, is('split', 'holdout')) });
    // Every layout alone, with its split from eval/corpus/layouts.json (rows without documents are dropped when printed).
    for (const l of layoutManifest()) rows.push({ label: `  ${l.split} ${l.id}`, pick: both(corpus, is('layout', l.id)) });
    rows.push({ label: 'corpus invoices', pick: both(corpus, is('doctype', 'invoice')) });
    rows.push({ label: 'corpus receipts', pick: both(corpus, is('doctype', 'receipt')) });
  }
  if (results.some(is('dataset', 'real'))) rows.push({ label: 'real (invoice2data)', pick: is('dataset', 'real') });
  const zugferd = is('dataset', 'zugferd');
  if (results.some(zugferd)) {
    rows.push({ label: 'ZUGFeRD print-only', pick: zugferd });
    rows.push({ label: '  facturx_de', pick: both(zugferd, is('collection', 'facturx_de')) });
    rows.push({ label: '  zugferd_corpus', pick: both(zugferd, is('collection', 'zugferd')) });
  }
  rows.push({ label: 'all invoices', pick: (r) => r.group.doctype === 'invoice' });
  rows.push({ label: 'all receipts', pick: (r) => r.group.doctype === 'receipt' });
  return rows;
}

export function lineCell(results: DocResult[]): string {
  const scored = results.filter((r) => r.lines);
  if (!scored.length) return '–';
  const c = scored.reduce<LineCounts>((a, r) => addCounts(a, r.lines!), { right: 0, extracted: 0, truth: 0 });
  const x = prf(c);
  return `${x.p.toFixed(2)} / ${x.r.toFixed(2)} / ${x.f1.toFixed(2)} (${scored.length}: ${c.right}/${c.extracted}/${c.truth})`;
}

/**
 * Line-item precision / recall / F1 per data set and input kind, over every document with line-item truth
 * (rules: lines.ts). A cell: P / R / F1 (documents: right / extracted / printed items).
 */
export function printLineItems(results: DocResult[]): void {
  const withLines = results.filter((r) => r.lines);
  if (!withLines.length) return;
  const kinds = KINDS.filter((k) => withLines.some((r) => r.group.kind === k));
  const rows = lineRows(withLines)
    .map((row) => [row.label, ...kinds.map((k) => lineCell(withLines.filter((r) => r.group.kind === k && row.pick(r))))])
    .filter((cells) => cells.slice(1).some((c) => c !== '–'));
  printTable(
    '=== Line items: P / R / F1 (documents: right/extracted/printed items) per data set and input kind; pdf = digital PDF, scan = 150-dpi scan, png = screenshot, photo = phone photo ===',
    ['data set', ...kinds], rows,
  );
  console.log('  an item is right when its Amount matches (±0.005) and its Description (token overlap ≥ 0.5) or QTY does');
}
