import type { Page } from '../types';

/**
 * Fewer visible characters than this and a page is treated as having no text layer: scanned pages
 * often carry a stray page number or a scanner's stamp, which is not the document.
 */
const MIN_CHARS = 25;
/**
 * Share of characters that are not text a person wrote: U+FFFD (pdfjs's "no Unicode for this glyph"),
 * private-use code points (fonts without a ToUnicode map) and control characters. Above this the text
 * layer is garbage, as in PDFs whose fonts were subset without Unicode mappings.
 */
const MAX_GARBAGE_SHARE = 0.25;

function isGarbage(cp: number): boolean {
  return cp === 0xfffd || (cp >= 0xe000 && cp <= 0xf8ff) || cp < 0x20 || (cp >= 0x7f && cp < 0xa0);
}

export interface TextLayerVerdict {
  usable: boolean;
  chars: number;
  garbageShare: number;
}

/** Whether a page's text layer can be trusted, or the page must be rasterized and OCR'd instead. */
export function judgeTextLayer(page: Page): TextLayerVerdict {
  let chars = 0;
  let garbage = 0;
  for (const line of page.lines) {
    for (const ch of line.text) {
      if (/\s/u.test(ch)) continue;
      chars++;
      if (isGarbage(ch.codePointAt(0) ?? 0)) garbage++;
    }
  }
  const garbageShare = chars ? garbage / chars : 0;
  return { usable: chars >= MIN_CHARS && garbageShare <= MAX_GARBAGE_SHARE, chars, garbageShare };
}
