import type { Decoded } from './ctc';

/** "2 x 89,50": a count, a times sign, an amount, as the English model reads them. */
const TIMES = /(\d[\d.,]*)( ?)([x×])( ?)(\d[\d.,]*)/g;

/**
 * The times sign of a quantity line ("2 x 89,50") is Latin x to the English model, but Tesseract's
 * script models read it as their own look-alike (Cyrillic "х", Greek "χ", Korean "×") or a symbol
 * (Hindi "»"): between the same two numbers a single such character becomes the English reading's
 * sign, with a space on each side where either reading has one (a model drops spaces, it does not
 * invent them).
 */
export function withTimes(text: string, englishText: string): string {
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [, a, sl, sign, sr, b] of englishText.matchAll(TIMES)) {
    const pattern = new RegExp(`(^|[^\\d])${esc(a)}( ?)([^\\p{N}\\p{Script=Latin}\\s]|[x×])( ?)${esc(b)}(?![\\d])`, 'u');
    text = text.replace(pattern, (_m, pre, l, _c, r) => `${pre}${a}${l || sl}${sign}${r || sr}${b}`);
  }
  // A count and its times sign ending the line, the amount in a cell of its own ("의자 2 x | 89.50"):
  // the script model's symbol or look-alike there ("2×", "1※") is the English reading's sign too.
  const end = englishText.match(TRAILING_TIMES);
  if (end) {
    const [, a, sl, sign] = end;
    const pattern = new RegExp(`(^|[^\\d])${esc(a)}( ?)(?:[^\\p{L}\\p{N}\\s]|[x×хχ])$`, 'u');
    text = text.replace(pattern, (_m, pre, l) => `${pre}${a}${l || sl}${sign}`);
  }
  return text;
}

/** "2 x" at the end of a line: a count and a times sign. */
const TRAILING_TIMES = /(?:^|[^\d.,])(\d+)( ?)([x×])$/;

/**
 * A line of an ONNX script model (Chinese, Japanese) with the English reading's times sign: the Chinese
 * model reads the Latin x of "办公椅 2 x 89.50" as "×" ("办公椅2×89.50" on the clean receipt render).
 */
export function withEnglishTimes(d: Decoded, english: Decoded): Decoded {
  const text = withTimes(d.text, english.text);
  if (text === d.text) return d;
  const words = text.split(' ');
  const spans = d.spans && words.length === d.spans.length ? d.spans.map((w, i) => ({ ...w, text: words[i] })) : undefined;
  return { ...d, text, spans };
}
