/**
 * Arabic writes "and", "so" and "with/by" as one letter joined to the next word: "والإجمالي" (and the total),
 * "والضريبة" (and the tax), "بالسداد" (by payment) in a letter's sentences. Before a word with the article "ال" such a
 * letter (و، ف، ب) is read as a space, so the label files' words are found; one character for one, so offsets hold.
 */
const PROCLITIC = /(?<![\p{L}\p{M}])[وفب](?=ال[\p{L}])/gu;

export function withoutProclitics(text: string): string {
  return /[\u0600-\u06ff]/u.test(text) ? text.replace(PROCLITIC, ' ') : text;
}
