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

/**
 * A narrow receipt read by OCR: rows of [x, text, glyph height], each under the last with `gap` px between rows;
 * a glyph is `advance` × its height wide.
 */
export function sizedRows(rows: Array<[number, string, number]>, page: { width: number; height: number; gap: number; advance: number }): DocumentTree {
  let y = page.gap + 4;
  const words = rows.flatMap(([x, text, h]) => {
    let at = x;
    const out = text.split(' ').map((word) => {
      const w = { text: word, bbox: [at, y, at + word.length * h * page.advance, y + h] };
      at += (word.length + 1) * h * page.advance;
      return w;
    });
    y += h + page.gap;
    return out;
  });
  return parseOcrJson(Buffer.from(JSON.stringify({ pages: [{ width: page.width, height: page.height, words }] })));
}

/** A Doc of rows whose cells sit at the given x positions. */
export function rowsDoc(...rows: Row[]): Doc {
  return toDoc(tree(...rows));
}
