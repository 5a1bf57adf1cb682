import type { Doc, TextLine } from '../fields/doc';
import type { Box, Word } from '../types';

/**
 * The unit the layout model labels: a cell, i.e. a run of words on one line with no column gap inside
 * ("Invoice No: 4711", "TOTAL AMOUNT: $8.20", "Musterstraße 12"). Words are too small to carry a role on
 * their own (a "12" means nothing), whole lines too big (a vendor name and an invoice date often share one).
 */
export interface LayoutCell {
  /** Position in the document's cell list (reading order over all pages). */
  index: number;
  page: number;
  line: TextLine;
  /** Position of the cell inside its line. */
  col: number;
  text: string;
  box: Box;
  words: Word[];
}

/** Every cell of every page in reading order: line by line, left to right. */
export function layoutCells(doc: Doc): LayoutCell[] {
  const out: LayoutCell[] = [];
  for (const line of doc.lines) {
    line.cells.forEach((cell, col) => {
      const y0 = Math.min(...cell.words.map((w) => w.box[1]));
      const y1 = Math.max(...cell.words.map((w) => w.box[3]));
      out.push({ index: out.length, page: line.page, line, col, text: cell.text, box: [cell.x0, y0, cell.x1, y1], words: cell.words });
    });
  }
  return out;
}

/** Cells grouped per page, each page's cells in reading order. */
export function cellsByPage(cells: LayoutCell[]): LayoutCell[][] {
  const pages = new Map<number, LayoutCell[]>();
  for (const c of cells) {
    const list = pages.get(c.page) ?? [];
    list.push(c);
    pages.set(c.page, list);
  }
  return [...pages.values()];
}

/** Union of boxes. */
export function unionBox(boxes: Box[]): Box | null {
  if (!boxes.length) return null;
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}
