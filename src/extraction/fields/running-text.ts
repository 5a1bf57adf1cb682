/**
 * Running text: a cell or line long enough to be a sentence with clauses of its own, where a word's meaning reaches
 * only as far as its clause or sentence ("Total: $1,205.00 (no sales tax in Oregon)." is a total; "Payment is due on
 * 30 April. Invoice date 2 April 2026" dates the invoice). One threshold and one set of breaks for every stage that
 * reads labels or dates inside prose, so they agree on where a clause ends.
 */

/** A text of this many words or more is running text. */
export const SENTENCE_WORDS = 8;

export const isRunningText = (text: string): boolean => text.trim().split(/\s+/).length >= SENTENCE_WORDS;

/** Clause breaks: a semicolon, an opening bracket, a comma or full stop before a space, a final full stop. */
const CLAUSE_BREAK = /[;(（]|[.,]\s|\.$/;

/** Sentence breaks: a full stop, semicolon, question or exclamation mark before a space or the end. Commas are not: dates hold them ("March 14, 2026"). */
const SENTENCE_BREAK = /[.;!?。](?:\s|$)/u;

/** The text from its start to the end of the clause that holds `from` (the whole text when it is no running text). */
export function upToClauseEnd(text: string, from: number): string {
  if (!isRunningText(text)) return text;
  const cut = text.slice(from).search(CLAUSE_BREAK);
  return cut < 0 ? text : text.slice(0, from + cut);
}

/** The sentence that holds `start`–`end` (the whole text when it is no running text). */
export function sentenceAround(text: string, start: number, end: number): string {
  if (!isRunningText(text)) return text;
  const before = [...text.slice(0, start).matchAll(/[.;!?。]\s/gu)];
  const from = before.length ? before[before.length - 1].index! + 1 : 0;
  const after = SENTENCE_BREAK.exec(text.slice(end));
  return text.slice(from, after ? end + after.index : text.length);
}
