import { existsSync } from 'node:fs';
import { LANGUAGES } from '../corpus/data';
import { LAYOUTS } from '../corpus/registry';
import type { InputKind } from '../corpus/render';
import { type Reader, runCorpus, writeJson } from './corpus-eval';
import { runRealInvoices } from './real-invoices';
import type { DocResult } from './report';
import { runSroieBox } from './sroie-box';

export interface EvalOptions {
  root: string;
  datasets: string;
  sections: Set<string>;
  kinds: InputKind[];
  langs?: string[];
  layouts?: string[];
  docsPerLayout: number;
  imageDocsPerLang: number;
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

/** The sections of `npm run eval` beyond the original ones: generated corpus, SROIE box files, real PDFs print-only. */
export async function runEvaluations(o: EvalOptions, Pipeline: PipelineFactory, base: Reader, imageReader: () => Promise<unknown>): Promise<DocResult[]> {
  const all: DocResult[] = [];
  if (o.sections.has('corpus')) {
    const t0 = Date.now();
    const ocr = o.kinds.some((k) => k !== 'pdf');
    const reader = ocr ? await Pipeline.create({ imageReader: await imageReader() }) : undefined;
    try {
      all.push(...(await runCorpus(o, reader ?? base)));
    } finally {
      await reader?.close();
    }
    console.log(`corpus section: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(o.datasets)) {
    if (o.sections.has('sroie-box') || o.sections.has('real')) console.log(`\nskip: datasets folder ${o.datasets} not found`);
  } else {
    if (o.sections.has('sroie-box')) all.push(...(await runSroieBox(o.datasets, base, o.verbose)));
    if (o.sections.has('real')) {
      const printOnly = await Pipeline.create({ embeddedXml: false });
      try {
        all.push(...(await runRealInvoices(o.datasets, printOnly, o.verbose)));
      } finally {
        await printOnly.close();
      }
    }
  }
  if (o.json) writeJson(o.json, all);
  return all;
}

const KINDS: InputKind[] = ['pdf', 'png', 'photo'];
const SECTIONS = ['legacy', 'corpus', 'sroie-box', 'real'];

/** Command-line options of scripts/eval-extraction.js. */
export function parseArgs(argv: string[], root: string, datasets: string): EvalOptions {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
    return v;
  };
  const list = (name: string) => value(name)?.split(',').map((s) => s.trim()).filter(Boolean);
  const all = argv.includes('--all');
  const kinds = (list('--kinds') ?? (all ? KINDS : ['pdf', 'png'])) as InputKind[];
  for (const k of kinds) if (!KINDS.includes(k)) throw new Error(`--kinds: unknown kind "${k}" (pdf, png, photo)`);
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
    docsPerLayout: int('--docs-per-layout', 1), imageDocsPerLang: int('--image-docs', 1),
    verbose: argv.includes('--verbose'), json: value('--json'), seed: value('--seed'),
  };
}
