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
  /** What the page's own model reads in their place (lower case). */
  misread: Set<string>;
}

const DONORS = lexicon as unknown as Record<string, { model: string; letters: string; misread: string[] }>;

/** The model lending letters to a page in `lang`, when one is listed and loaded. */
export function donorFor(lang: string, loaded: readonly string[]): Donor | undefined {
  const d = DONORS[lang];
  return d && typeof d === 'object' && loaded.includes(d.model) ? { model: d.model, letters: new Set(d.letters), misread: new Set(d.misread) } : undefined;
}

const base = (c: string) => c.normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * `own` with the donor's listed letters put in where the donor's reading, aligned by edit distance,
 * has one of them between two characters both readings share, in place of what the own model makes of it:
 * the Filipino model reads ñ as n, f or fi ("Osmena", "Osmefa", "Sefiora"; the Spanish "Osmeña").
 */
export function withBorrowed(own: Decoded, donor: Decoded, { letters, misread }: Pick<Donor, 'letters' | 'misread'>): Decoded {
  const [a, b] = [[...own.text], [...donor.text]];
  if (!b.some((c) => letters.has(c))) return own;
  const dist: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) dist[i][j] = Math.min(dist[i - 1][j] + 1, dist[i][j - 1] + 1, dist[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  }
  // The characters both readings share, as [i, j] pairs, from the path back through the table.
  const shared: Array<[number, number]> = [[a.length, b.length]];
  for (let i = a.length, j = b.length; i > 0 && j > 0; ) {
    const diagonal = dist[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
    if (dist[i][j] === diagonal) {
      if (a[i - 1] === b[j - 1]) shared.push([i - 1, j - 1]);
      i--, j--;
    } else if (dist[i][j] === dist[i - 1][j] + 1) i--;
    else j--;
  }
  shared.push([-1, -1]);
  shared.reverse();
  const out = [...a];
  let changed = false;
  for (let k = 1; k < shared.length; k++) {
    const [[i0, j0], [i1, j1]] = [shared[k - 1], shared[k]];
    const [mine, lent] = [a.slice(i0 + 1, i1), b.slice(j0 + 1, j1)];
    if (i0 < 0 || i1 >= a.length || lent.length !== 1 || !letters.has(lent[0]) || !misread.has(mine.join('').toLowerCase())) continue;
    out.splice(i0 + 1, mine.length, lent[0], ...new Array<string>(mine.length - 1).fill(''));
    changed = true;
  }
  if (!changed) return own;
  const text = out.join('');
  // No space is added or taken: the words stay where they were, with their new letters.
  const words = text.split(' ');
  const spans = own.spans && own.spans.length === words.length ? own.spans.map((s, i) => ({ ...s, text: words[i] })) : own.spans;
  return { ...own, text, spans };
}
