import type { Decoded } from './ctc';
import lexicon from './letter-donors.json';

/**
 * Letters a page's Latin model does not know, taken from another language's model (letter-donors.json):
 * Tesseract's Filipino model reads the ñ of Spanish names and loanwords ("Osmeña", "Piña") as n or f,
 * its Spanish model as ñ. Only a letter of the list where the two readings line up character for
 * character on the same base letter is taken; the rest of the line stays the page model's.
 */

export interface Donor {
  /** The Tesseract language whose model reads the letters. */
  model: string;
  letters: Set<string>;
}

const DONORS = lexicon as unknown as Record<string, { model: string; letters: string }>;

/** The model lending letters to a page in `lang`, when one is listed and loaded. */
export function donorFor(lang: string, loaded: readonly string[]): Donor | undefined {
  const d = DONORS[lang];
  return d && typeof d === 'object' && loaded.includes(d.model) ? { model: d.model, letters: new Set(d.letters) } : undefined;
}

const base = (c: string) => c.normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * `own` with the donor's listed letters put in where the donor's reading, aligned by edit distance,
 * has one of them in place of the same base letter of `own` ("Osmena" + "Osmeña" → "Osmeña").
 */
export function withBorrowed(own: Decoded, donor: Decoded, letters: Set<string>): Decoded {
  const [a, b] = [[...own.text], [...donor.text]];
  if (!b.some((c) => letters.has(c))) return own;
  // Edit distance table, then the path back: substitutions of a base letter by its listed form.
  const dist: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) dist[i][j] = Math.min(dist[i - 1][j] + 1, dist[i][j - 1] + 1, dist[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  }
  const out = [...a];
  let changed = false;
  for (let i = a.length, j = b.length; i > 0 && j > 0; ) {
    if (dist[i][j] === dist[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      if (letters.has(b[j - 1]) && base(b[j - 1]) === a[i - 1]) (out[i - 1] = b[j - 1]), (changed = true);
      i--, j--;
    } else if (dist[i][j] === dist[i - 1][j] + 1) i--;
    else j--;
  }
  if (!changed) return own;
  const text = out.join('');
  // Letters are swapped one for one, so the words keep their lengths.
  let at = 0;
  const spans = own.spans?.map((s) => {
    const n = [...s.text].length;
    const t = out.slice(at, at + n).join('');
    at += n + 1;
    return { ...s, text: t };
  });
  return { ...own, text, spans: spans && spans.map((s) => s.text).join(' ') === text ? spans : own.spans };
}
