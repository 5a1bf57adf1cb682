import subLines from '../lexicon/item-sublines.json';

/**
 * A sub-line under an item of an invoice table that belongs to the item but not to its description: its codes
 * ("GTIN: 4012345001235"), its price build-up ("Bruttopreis: 1,5000 €  Artikelgesamtrabatt: -0,10 €") or an order
 * reference ("Bestell-Nr: B6100615"). Labels come from lexicon/item-sublines.json.
 */
export type SubLineKind = 'codes' | 'prices' | 'references';

const KINDS: readonly SubLineKind[] = ['codes', 'prices', 'references'];

/** Accents and case folded; hyphens, dots and slashes between the words of a label read as one space. */
export function foldLabel(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\s.\-–/]+/g, ' ').trim();
}

type Table = Record<SubLineKind, Record<string, string[]>>;

/** Every label once, longest first, so "Artikelgesamtrabatt" wins over "Artikelrabatt" and "EAN-VKE" over "EAN". */
export function subLineLabels(data: unknown = subLines): { label: string; kind: SubLineKind }[] {
  const table = data as Partial<Table>;
  const out = new Map<string, SubLineKind>();
  for (const kind of KINDS) {
    const langs = table[kind];
    if (!langs || typeof langs !== 'object') throw new Error(`item-sublines.json: "${kind}" must map languages to labels`);
    for (const [lang, words] of Object.entries(langs)) {
      if (!Array.isArray(words) || !words.length) throw new Error(`item-sublines.json: "${kind}.${lang}" must be a non-empty list`);
      for (const w of words) {
        const f = typeof w === 'string' ? foldLabel(w) : '';
        if (!f) throw new Error(`item-sublines.json: "${kind}.${lang}" holds an empty entry`);
        if (!out.has(f)) out.set(f, kind);
      }
    }
  }
  return [...out].map(([label, kind]) => ({ label, kind })).sort((a, b) => b.label.length - a.label.length);
}

const LABELS = subLineLabels();

/**
 * The kind of sub-line `text` is, when it opens with a sub-line label followed by a colon or a figure. A label word
 * inside a description ("Rabatt" as a product, "Basis-Set 3") is not followed by one and stays description.
 */
export function subLineKind(text: string): SubLineKind | undefined {
  const raw = text.replace(/^[\s\-–—*•·]+/u, '');
  const folded = foldLabel(raw);
  for (const { label, kind } of LABELS) {
    if (!folded.startsWith(label)) continue;
    const rest = folded.slice(label.length);
    if (rest && !/^[\s:]/.test(rest) && !/^\d/.test(rest)) continue;
    // What follows the label in the printed text: a colon ("GTIN:", "Basisartikel:") or a figure ("GTIN 4012…", "Artikelrabatt 1: …").
    if (afterLabel(raw, (label.match(/[\p{L}\p{N}]/gu) ?? []).length)) return kind;
  }
  return undefined;
}

/** Whether the printed text, past the label's `letters` letters and digits, goes on with a colon or a figure. */
function afterLabel(raw: string, letters: number): boolean {
  let seen = 0;
  let i = 0;
  for (const ch of raw) {
    if (seen >= letters) break;
    if (/[\p{L}\p{N}]/u.test(ch)) seen++;
    i += ch.length;
  }
  const rest = raw.slice(i).replace(/^[.\s]*/, '');
  return /^[:：]/.test(rest) || /^[-–]?\d/.test(rest) || /^[€$£]\s*\d/.test(rest);
}

export function isSubLine(text: string): boolean {
  return subLineKind(text) !== undefined;
}
