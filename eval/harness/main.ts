import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../corpus/data';
import { LAYOUTS } from '../corpus/registry';
import { type EvalKind, type Reader, runCorpus, writeJson } from './corpus-eval';
import { printLineItems } from './line-report';
import { runRealInvoices } from './real-invoices';
import type { DocResult } from './report';
import { runSroieBox } from './sroie-box';

export interface EvalOptions {
  root: string;
  datasets: string;
  sections: Set<string>;
  kinds: EvalKind[];
  langs?: string[];
  layouts?: string[];
  docsPerLayout: number;
  imageDocsPerLang: number;
  /** Real PDFs (invoice2data, ZUGFeRD) read as 150-dpi scans, spread over the set, unless --all. */
  scanDocs: number;
  /** At most this many documents per section and kind. */
  limit?: number;
  all: boolean;
  verbose: boolean;
  json?: string;
  seed?: string;
}

interface PipelineLike extends Reader {
  close(): Promise<void>;
}

export interface PipelineFactory {
  create(opts?: { imageReader?: unknown; embeddedXml?: boolean }): Promise<PipelineLike>;
}

/**
 * The sections of `npm run eval` beyond the original ones: generated corpus, SROIE box files, real PDFs (invoice2data)
 * and ZUGFeRD/Factur-X PDFs print-only; then the line-item table over all of them.
 */
export async function runEvaluations(o: EvalOptions, Pipeline: PipelineFactory, base: Reader, imageReader: () => Promise<unknown>): Promise<DocResult[]> {
  const all: DocResult[] = [];
  const timing: string[] = [];
  if (o.sections.has('corpus')) {
    const t0 = Date.now();
    const ocr = o.kinds.some((k) => k !== 'pdf');
    const reader = ocr ? await Pipeline.create({ imageReader: await imageReader() }) : undefined;
    try {
      all.push(...(await runCorpus(o, reader ?? base)));
    } finally {
      await reader?.close();
    }
    timing.push(`corpus ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`corpus section: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const real = (['real', 'zugferd'] as const).filter((s) => o.sections.has(s));
  if (!existsSync(o.datasets)) {
    if (o.sections.has('sroie-box') || real.length) console.log(`\nskip: datasets folder ${o.datasets} not found`);
  } else {
    if (o.sections.has('sroie-box')) all.push(...(await runSroieBox(o.datasets, base, o.verbose)));
    const kinds = o.kinds.filter((k) => k === 'pdf' || k === 'scan');
    if (real.length && kinds.length) {
      // embeddedXml: false — the attached e-invoice XML is the truth, so only the print may be read.
      // With OCR for digital PDFs too, as the service and the CLI read them: text inside a letterhead picture counts.
      const printOnly = await Pipeline.create({ embeddedXml: false, imageReader: await imageReader() });
      try {
        for (const section of real) {
          const t0 = Date.now();
          all.push(...(await runRealInvoices(o.datasets, printOnly, {
            section, kinds, limit: o.limit, scanDocs: o.scanDocs, all: o.all, cache: join(o.root, '.cache', 'scan'), verbose: o.verbose,
          })));
          timing.push(`${section} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        }
      } finally {
        await printOnly.close();
      }
    }
  }
  printLineItems(all);
  if (timing.length) console.log(`section times: ${timing.join(', ')}`);
  if (o.json) writeJson(o.json, all);
  return all;
}

const KINDS: EvalKind[] = ['pdf', 'scan', 'png', 'photo'];
const SECTIONS = ['legacy', 'corpus', 'sroie-box', 'real', 'zugferd'];

/** Command-line options of scripts/eval-extraction.js. */
const VALUE_FLAGS = ['--datasets', '--sections', '--kinds', '--langs', '--layouts', '--docs-per-layout', '--image-docs', '--scan-docs', '--limit', '--seed', '--json', '--ocr-reader'];
const SWITCHES = ['--all', '--verbose'];

/** A mistyped flag would otherwise run every section and kind (tens of minutes) instead of failing at once. */
function refuseUnknownFlags(argv: string[]): void {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (VALUE_FLAGS.includes(a)) i++;
    else if (!SWITCHES.includes(a)) throw new Error(`unknown argument "${a}" (flags: ${[...VALUE_FLAGS, ...SWITCHES].join(' ')}; usage: the header of scripts/eval-extraction.js)`);
  }
}

export function parseArgs(argv: string[], root: string, datasets: string): EvalOptions {
  refuseUnknownFlags(argv);
  const value = (name: string) => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
    return v;
  };
  const list = (name: string) => value(name)?.split(',').map((s) => s.trim()).filter(Boolean);
  const all = argv.includes('--all');
  const kinds = (list('--kinds') ?? (all ? KINDS : ['pdf', 'scan', 'png'])) as EvalKind[];
  for (const k of kinds) if (!KINDS.includes(k)) throw new Error(`--kinds: unknown kind "${k}" (${KINDS.join(', ')})`);
  const sections = new Set(list('--sections') ?? SECTIONS);
  for (const s of sections) if (!SECTIONS.includes(s)) throw new Error(`--sections: unknown section "${s}" (${SECTIONS.join(', ')})`);
  const int = (name: string, d: number) => {
    const v = value(name);
    if (v === undefined) return d;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
    return n;
  };
  const langs = list('--langs');
  for (const l of langs ?? []) if (!(LANGUAGES as readonly string[]).includes(l)) throw new Error(`--langs: unknown language "${l}" (${LANGUAGES.join(', ')})`);
  const layouts = list('--layouts');
  for (const l of layouts ?? []) if (!LAYOUTS.some((x) => x.id === l)) throw new Error(`--layouts: unknown layout "${l}" (${LAYOUTS.map((x) => x.id).join(', ')})`);
  return {
    root, datasets, sections, kinds, all, langs, layouts,
    docsPerLayout: int('--docs-per-layout', 1), imageDocsPerLang: int('--image-docs', 1), scanDocs: int('--scan-docs', 8),
    limit: value('--limit') === undefined ? undefined : int('--limit', 1),
    verbose: argv.includes('--verbose'), json: value('--json'), seed: value('--seed'),
  };
}
