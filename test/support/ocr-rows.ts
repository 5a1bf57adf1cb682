import { toDoc, type Doc } from '../../src/extraction/fields/doc';
import { parseOcrJson } from '../../src/extraction/ocr-json';
import type { DocumentTree } from '../../src/extraction/types';

/** One page from rows of [x, text] cells (16 px per row, 6 px per character), as the ocr-json reader builds it. */
export type Row = Array<[number, string]>;

export function tree(...rows: Row[]): DocumentTree {
  const words = rows.flatMap((row, r) =>
    row.flatMap(([x, text]) => {
      let at = x;
      return text.split(' ').map((word) => {
        const w = { text: word, bbox: [at, 40 + r * 16, at + word.length * 6, 50 + r * 16] };
        at += (word.length + 1) * 6;
        return w;
      });
    }),
  );
  return parseOcrJson(Buffer.from(JSON.stringify({ pages: [{ width: 600, height: 800, words }] })));
}

/** A Doc of one-cell lines. */
export function docOf(...lines: string[]): Doc {
  return toDoc(tree(...lines.map((t): Row => [[50, t]])));
}
