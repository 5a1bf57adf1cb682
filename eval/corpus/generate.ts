import { generateModel } from './content';
import { LANGUAGES, type Lang } from './data';
import { LAYOUTS, layoutById } from './registry';
import { buildMeta, buildTruth, type DocMeta, type Truth } from './truth';

export const DEFAULT_SEED = 'capture-corpus-1';

export interface GeneratedDoc {
  meta: DocMeta;
  truth: Truth;
  html: string;
}

/** One document: content from the seeded generator, HTML from its layout, truth from the same content. */
export function generateDocument(layoutId: string, lang: Lang, index = 0, seed = DEFAULT_SEED): GeneratedDoc {
  const layout = layoutById(layoutId);
  const model = generateModel(layout, lang, index, seed);
  return { meta: buildMeta(model, index), truth: buildTruth(model, layout), html: layout.render(model) };
}

export interface PlanEntry {
  layout: string;
  lang: Lang;
  index: number;
}

/** Every (layout, language, index) of a corpus selection, in a stable order. */
export function corpusPlan(opts: { layouts?: string[]; langs?: string[]; docsPerLayout?: number } = {}): PlanEntry[] {
  const layouts = opts.layouts?.length ? opts.layouts.map((l) => layoutById(l).id) : LAYOUTS.map((l) => l.id);
  const langs = (opts.langs?.length ? opts.langs : LANGUAGES) as Lang[];
  for (const l of langs) if (!(LANGUAGES as readonly string[]).includes(l)) throw new Error(`unknown language "${l}" (known: ${LANGUAGES.join(', ')})`);
  const n = Math.max(1, opts.docsPerLayout ?? 1);
  const out: PlanEntry[] = [];
  for (const layout of layouts) for (const lang of langs) for (let index = 0; index < n; index++) out.push({ layout, lang, index });
  return out;
}
