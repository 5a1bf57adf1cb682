/**
 * How much of an English-model reading looks like Latin print. Greek, Cyrillic, Arabic and Hebrew
 * print read by the English model comes back as confident Latin letters ("ALyaio Eu ouAsutikn O.E.",
 * "Lnnapa8o0nkav", "TnAeqwvo"): the confidence does not tell it from real Latin print, but the words do.
 * Latin print is written in lower case, Capitalised or in CAPITALS, and puts digits before or after
 * letters (a code "V-08", "F202509", a unit "5m"), not inside them.
 */
const CASED = /^(?:\p{Lu}?\p{Ll}+|\p{Lu}+s?)$/u;
/** Codes and counts: letters then digits ("SA57", "INV-2024-001", "F202509-025"), or digits then a short unit ("5m", "2kg", "24h"). */
const CODE = /^(?:\p{L}{1,6}[-/.#]?\d[\d./-]*(?:\p{L}{1,2}[\d./-]*)?|\d[\d.,/-]*\p{L}{1,3})$/u;

/** Whether one word (its edge punctuation stripped) is written as Latin print is. */
export function plausibleWord(word: string): boolean {
  const w = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (!/\p{L}/u.test(w)) return true;
  // Inner punctuation joins parts ("co.kr", "Ι.Κ.Ε", "e-mail"): each part is judged.
  const parts = w.split(/[.\-/'@&_]+/).filter(Boolean);
  if (parts.length > 1 && !/\d/.test(w)) return parts.every(plausibleWord);
  return CASED.test(w) || CODE.test(w);
}

/**
 * Share of the reading's lettered words, by characters, written as Latin print is; 1 for a reading
 * without letters (an amount says nothing of the script).
 */
export function latinPlausibility(text: string): number {
  let all = 0;
  let good = 0;
  for (const word of text.split(/\s+/)) {
    if (!/\p{L}/u.test(word)) continue;
    const n = [...word].length;
    all += n;
    if (plausibleWord(word)) good += n;
  }
  return all ? good / all : 1;
}
