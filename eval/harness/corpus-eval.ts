import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusPlan, DEFAULT_SEED, generateDocument, type PlanEntry } from '../corpus/generate';
import { LANGUAGES } from '../corpus/data';
import { LAYOUTS, layoutManifest } from '../corpus/registry';
import { cacheDir, chromiumAvailable, CorpusRenderer, type InputKind } from '../corpus/render';
import { type DocResult, groupBy, aggregate, lineF1, mainScore, printFieldsByGroup, printTable, acc, spread } from './report';
import { type Extracted, misses, scoreDocument } from './score';
import { HEADER_FIELDS } from './compare';
import { cachedScan } from './scan';

/** The corpus's renders plus `scan`: the PDF rasterised at 150 dpi with scanner noise, read by OCR (scan.ts). */
export type EvalKind = InputKind | 'scan';

export interface CorpusOptions {
  root: string;
  kinds: EvalKind[];
  /** At most this many documents per kind (spread over the plan). */
  limit?: number;
  langs?: string[];
  layouts?: string[];
  docsPerLayout: number;
  /** Documents per language rendered as PNG/photo (the OCR inputs); all documents when `all`. */
  imageDocsPerLang: number;
  all: boolean;
  verbose: boolean;
  seed?: string;
}

export interface Reader {
  inspect(bytes: Buffer): Promise<string>;
  extract(input: { bytes: Buffer; type: string }): Promise<Extracted>;
}

/**
 * The OCR sample: per language, `n` layouts spread so that each document is of another layout, and every layout is
 * read in some language once there are as many documents as layouts (19 layouts, 18 languages: `--image-docs 2`).
 */
export function imageSample(plan: PlanEntry[], n: number): Set<string> {
  const layouts = [...new Set(plan.map((p) => p.layout))];
  const langs = [...new Set(plan.map((p) => p.lang))];
  const keep = new Set<string>();
  langs.forEach((lang, i) => {
    for (let j = 0; j < n; j++) keep.add(`${layouts[(i + j * 3) % layouts.length]}-${lang}-0`);
  });
  return keep;
}

const KIND_ORDER: EvalKind[] = ['pdf', 'scan', 'png', 'photo'];

export async function runCorpus(o: CorpusOptions, reader: Reader): Promise<DocResult[]> {
  if (!chromiumAvailable()) {
    console.log('\nskip: generated corpus — Chromium not found at /usr/bin/chromium (set CHROMIUM_PATH)');
    return [];
  }
  const seed = o.seed ?? DEFAULT_SEED;
  const plan = corpusPlan({ layouts: o.layouts, langs: o.langs, docsPerLayout: o.docsPerLayout });
  const sample = imageSample(plan, o.imageDocsPerLang);
  const dir = cacheDir(o.root, seed);
  const t0 = Date.now();
  let jobs: { id: string; kind: EvalKind; file: string; truth: Record<string, unknown>; group: Record<string, string> }[] = [];
  const renderer = await CorpusRenderer.launch();
  try {
    for (const p of plan) {
      const doc = generateDocument(p.layout, p.lang, p.index, seed);
      const kinds = o.kinds.filter((k) => k === 'pdf' || o.all || sample.has(doc.meta.id));
      if (!kinds.length) continue;
      const renders = new Set<InputKind>(kinds.map((k) => (k === 'scan' ? 'pdf' : k)));
      const files = await renderer.render(doc, dir, renders);
      for (const k of kinds) {
        const group = { dataset: 'corpus', layout: doc.meta.layout, language: doc.meta.language, kind: k, split: doc.meta.split, family: doc.meta.family, doctype: doc.meta.kind };
        // A scan is made from the PDF when it is read (after --limit), and cached.
        jobs.push({ id: doc.meta.id, kind: k, file: k === 'scan' ? files.pdf! : files[k]!, truth: doc.truth, group });
      }
    }
  } finally {
    await renderer.close();
  }
  if (o.limit) jobs = KIND_ORDER.flatMap((k) => spread(jobs.filter((j) => j.kind === k), o.limit!));
  const renderMs = Date.now() - t0;
  const results: DocResult[] = [];
  for (const j of jobs) {
    const bytes = readFileSync(j.kind === 'scan' ? await cachedScan(j.file, join(dir, 'scan')) : j.file);
    const t = Date.now();
    let r: DocResult;
    try {
      const got = await reader.extract({ bytes, type: await reader.inspect(bytes) });
      r = scoreDocument(j.id, j.group, j.truth, got, Date.now() - t);
    } catch (e) {
      r = scoreDocument(j.id, j.group, j.truth, { fields: {}, lineItems: [] }, Date.now() - t);
      r.error = (e as Error).message;
    }
    results.push(r);
    if (o.verbose) {
      const m = misses(r);
      if (m.length) console.log(`  ${j.id} [${j.kind}]\n    ${m.join('\n    ')}`);
    }
  }
  report(results, { renderMs, extractMs: Date.now() - t0 - renderMs, dir });
  return results;
}

function report(results: DocResult[], t: { renderMs: number; extractMs: number; dir: string }): void {
  const kinds = KIND_ORDER.filter((k) => results.some((r) => r.group.kind === k));
  const byKind = groupBy(results, 'kind');
  const counts = kinds.map((k) => `${byKind.get(k)!.length} ${k}`).join(', ');
  console.log(`\n=== Generated corpus (${LAYOUTS.length} layouts, ${LANGUAGES.length} languages; renders in ${t.dir}) ===`);
  console.log(`${counts}; render ${(t.renderMs / 1000).toFixed(1)} s (cached renders are reused), extraction ${(t.extractMs / 1000).toFixed(1)} s`);
  printFieldsByGroup('Header fields by input kind (all layouts):', kinds.map((k) => [k, byKind.get(k)!]));
  const holdout = results.filter((r) => r.group.split === 'holdout');
  printFieldsByGroup('Header fields by input kind, HOLDOUT layouts only:', kinds.map((k) => [k, holdout.filter((r) => r.group.kind === k)]));
  const cols = kinds.flatMap((k) => [`${k} hdr`, `${k} LI-F1`, `${k} n`]);
  const cells = (rs: DocResult[]) => kinds.flatMap((k) => {
    const a = aggregate(rs.filter((r) => r.group.kind === k));
    return [mainScore(a), lineF1(a), String(a.docs)];
  });
  const langs = [...groupBy(results, 'language').entries()];
  printTable('By language (hdr = mean share of the 10 main header fields right per document; LI-F1 = line items):', ['language', ...cols],
    langs.map(([l, rs]) => [l, ...cells(rs)]));
  const manifest = layoutManifest();
  const layoutRows = LAYOUTS.filter((l) => results.some((r) => r.group.layout === l.id)).map((l) => {
    const split = manifest.find((e) => e.id === l.id)?.split ?? 'dev';
    return [`${l.id} [${split}]`, ...cells(results.filter((r) => r.group.layout === l.id))];
  });
  layoutRows.push(['dev layouts', ...cells(results.filter((r) => r.group.split === 'dev'))]);
  layoutRows.push(['HOLDOUT layouts', ...cells(holdout)]);
  printTable('Leave-one-layout-out: each layout as the held-out fold (its figures alone); dev and holdout totals:', ['layout', ...cols], layoutRows);
  for (const k of kinds) {
    const rs = byKind.get(k)!;
    const short = HEADER_FIELDS.map((f) => f.short);
    const rows = LAYOUTS.filter((l) => rs.some((r) => r.group.layout === l.id)).map((l) => {
      const a = aggregate(rs.filter((r) => r.group.layout === l.id));
      return [l.id, ...HEADER_FIELDS.map((f) => acc(a, f.name))];
    });
    printTable(`Fields by layout, ${k}:`, ['layout', ...short], rows);
  }
}

export function writeJson(file: string, results: DocResult[]): void {
  writeFileSync(file, JSON.stringify(results, null, 1));
  console.log(`\nper-document results: ${file} (${results.length} documents)`);
}
