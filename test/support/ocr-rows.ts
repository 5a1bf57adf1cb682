import { toDoc, type Doc } from '../../src/extraction/fields/doc';
import { parseOcrJson } from '../../src/extraction/ocr-json';
import type { DocumentTree } from '../../src/extraction/types';

/** A line of [x, text] cells; pages are 600 × 800, 16 px per row, 10 px glyphs, 6 px per character. */
export type Row = Array<[number, string]>;

function words(rows: Row[]) {
  return rows.flatMap((row, r) =>
    row.flatMap(([x, text]) => {
      let at = x;
      return text.split(' ').map((word) => {
        const w = { text: word, bbox: [at, 40 + r * 16, at + word.length * 6, 50 + r * 16] };
        at += (word.length + 1) * 6;
        return w;
      });
    }),
  );
}

/** Several pages of rows, built through the ocr-json reader as a real upload would be. */
export function pagesTree(pages: Row[][]): DocumentTree {
  return parseOcrJson(Buffer.from(JSON.stringify({ pages: pages.map((rows) => ({ width: 600, height: 800, words: words(rows) })) })));
}

/** One page of rows. */
export function tree(...rows: Row[]): DocumentTree {
  return pagesTree([rows]);
}

/** A Doc of one-cell lines. */
export function docOf(...lines: string[]): Doc {
  return toDoc(tree(...lines.map((t): Row => [[50, t]])));
}
