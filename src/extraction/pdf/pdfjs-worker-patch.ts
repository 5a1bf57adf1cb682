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
 *
 * Also (when the constants are there): pdfjs reports a space inside a word wherever the pen moves right by more than
 * 0.102 em between two glyphs. Some generators set bold text with a per-letter spacing and correct a glyph's width
 * with a kerning step of 0.11 em ("Liefer[-110]ant" in the ZUGFeRD stylesheet renderings), so pdfjs printed
 * "Liefer ant GmbH", "Zahlbetr ag". A word space is at least about 0.2 em in text fonts (Times 0.25, narrow sans
 * 0.22, TeX's shrunk space 0.22), so gaps up to 0.15 em count as the same word.
 */
const BROKEN = 'new RegExp("^(\\\\s)|(\\\\p{Mn})|(\\\\p{Cf})$", "u")';
const MENDED = 'new RegExp("^(?:(\\\\s)|(\\\\p{Mn})|(\\\\p{Cf}))$", "u")';
/** pdfjs's in-word gap limits (em): up to the first the pen just moves on; from the second a space is reported. */
const GAP_LIMITS = ['const TRACKING_SPACE_FACTOR = 0.102;', 'const SPACE_IN_FLOW_MIN_FACTOR = 0.102;'];
export const WORD_GAP_EM = 0.15;

export function mendWorkerSource(source: string): string | undefined {
  if (source.split(BROKEN).length !== 2) return undefined;
  let out = source.replace(BROKEN, MENDED);
  if (GAP_LIMITS.every((c) => out.split(c).length === 2)) {
    for (const c of GAP_LIMITS) out = out.replace(c, c.replace('0.102', String(WORD_GAP_EM)));
  }
  // The source map comment would point nowhere from a data: URL.
  return out.replace(/\/\/# sourceMappingURL=\S+\s*$/u, '');
}

/** A data: URL of the mended worker module, or undefined (see mendWorkerSource). */
export function mendedWorkerUrl(file: string): string | undefined {
  const mended = mendWorkerSource(fs.readFileSync(file, 'utf8'));
  return mended === undefined ? undefined : `data:text/javascript;base64,${Buffer.from(mended).toString('base64')}`;
}
