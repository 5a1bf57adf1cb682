import { GLOBAL } from './postal-data';
import { fold, words } from './text';

const WORDS = new Set(GLOBAL.streetWords.map(fold));
const NOT_FIRST = new Set(GLOBAL.streetWordsNotFirst.map(fold));
const SUFFIXES = GLOBAL.streetSuffixes.map(fold);
const PREFIXES = GLOBAL.streetPrefixes.map(fold);
const CHARS = new RegExp(`[${GLOBAL.streetChars}]`, 'u');

/** "P.O. Box 1234", "Postfach 10 12 34", "ص.ب 1234": kept in Address_Line, and their numbers are never a postcode. */
export const PO_BOX = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${GLOBAL.poBox.join('|')})\\s*(?:no\\.?|nr\\.?)?\\s*[.:#№]?\\s*\\d(?:[\\d -]*\\d)?`,
  'giu',
);

/** "c/o …", "Attn …", "z. Hd. …": part of the address, never its city. */
export const CARE_OF = new RegExp(`^(?:${GLOBAL.careOf.join('|')})(?![\\p{L}])`, 'iu');

/** A word that belongs to the street part: it holds a digit, is a street word or ends like a street name. */
export function isStreetWord(raw: string, index: number): boolean {
  if (/\d/.test(raw)) return true;
  const t = fold(raw).replace(/[()]/g, '');
  if (!t) return false;
  if (WORDS.has(t) || (index > 0 && NOT_FIRST.has(t))) return true;
  for (const s of SUFFIXES) if (t.length > s.length + 1 && t.endsWith(s)) return true;
  for (const p of PREFIXES) if (t.length > p.length && t.startsWith(p)) return true;
  return CHARS.test(raw);
}

/** A piece that reads as street, number, building, box or care-of. */
export function streety(norm: string): boolean {
  if (CARE_OF.test(norm)) return true;
  return words(norm).some((w, i) => isStreetWord(w.text, i));
}

/** A piece that can name a place: no street word; a number only as a trailing district ("Dublin 2", "Praha 1"). */
export function plain(norm: string): boolean {
  if (CARE_OF.test(norm)) return false;
  const ws = words(norm);
  return ws.every((w, i) => !isStreetWord(w.text, i) || (i === ws.length - 1 && i > 0 && /^\d{1,2}$/.test(w.text)));
}
