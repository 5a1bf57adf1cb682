import * as fs from 'node:fs';

/**
 * pdfjs's worker, with its test for zero-width glyphs mended, as source to import.
 *
 * Why: pdfjs counts a glyph as a zero-width mark when its text matches `^(\s)|(\p{Mn})|(\p{Cf})$`; the alternation
 * is unanchored in the middle, so any glyph whose text merely contains a nonspacing mark matches. A shaped Indic
 * cluster drawn as one glyph ("दु", "प्र", "स्ट्रक्शन") then gets no width, the text after it seems to start after a
 * gap that pdfjs reports as a space, and the glyph is appended to whatever item is being built, even on the next
 * line. Anchoring the whole alternation keeps the intended meaning (the glyph is only white space, only a mark, or
 * only a format mark), so clusters get the advance their font gives them.
 * Undefined when the source does not hold the expected test (another pdfjs version): the worker is used as shipped
 * and the reader's own repairs (indic-words.ts) still apply.
 */
const BROKEN = 'new RegExp("^(\\\\s)|(\\\\p{Mn})|(\\\\p{Cf})$", "u")';
const MENDED = 'new RegExp("^(?:(\\\\s)|(\\\\p{Mn})|(\\\\p{Cf}))$", "u")';

export function mendWorkerSource(source: string): string | undefined {
  if (source.split(BROKEN).length !== 2) return undefined;
  // The source map comment would point nowhere from a data: URL.
  return source.replace(BROKEN, MENDED).replace(/\/\/# sourceMappingURL=\S+\s*$/u, '');
}

/** A data: URL of the mended worker module, or undefined (see mendWorkerSource). */
export function mendedWorkerUrl(file: string): string | undefined {
  const mended = mendWorkerSource(fs.readFileSync(file, 'utf8'));
  return mended === undefined ? undefined : `data:text/javascript;base64,${Buffer.from(mended).toString('base64')}`;
}
