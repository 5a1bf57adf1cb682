import type { ImageReader, SniffedType } from '../../../src/extraction/types';

/** The corpus generator is a plain script (also run by `npm run bench:ocr`); typed here for the tests. */
interface Corpus {
  SAMPLES: Record<string, string[]>;
  VARIANTS: string[];
  renderClean(lang: string): Promise<Buffer>;
  degrade(png: Buffer, variant: string): Promise<{ bytes: Buffer; type: SniffedType }>;
  charAccuracy(ocr: string, lang: string): number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const corpus = require('../../../scripts/make-ocr-corpus.js') as Corpus;

export interface Outcome {
  accuracy: number;
  /** Model set the reader chose for the (single) page. */
  languages: string[];
  text: string;
}

/**
 * Renders one language's invoice (clean, or one degradation) and reads it WITHOUT a language hint, so
 * that the script probe and the Latin language guess are exercised as in production.
 */
export async function readSample(reader: ImageReader, lang: string, variant = 'clean'): Promise<Outcome> {
  const clean = await corpus.renderClean(lang);
  const { bytes, type } = variant === 'clean' ? { bytes: clean, type: 'png' as const } : await corpus.degrade(clean, variant);
  const tree = await reader.read(bytes, type);
  const text = tree.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
  return { accuracy: corpus.charAccuracy(text, lang), languages: tree.pages[0]?.languages ?? [], text };
}

/** One degradation per language, rotating through the kinds, so every kind is covered in one run. */
export function variantFor(lang: string): string {
  const langs = Object.keys(corpus.SAMPLES);
  return corpus.VARIANTS[langs.indexOf(lang) % corpus.VARIANTS.length];
}
