import type { DocumentTree, Line, Word } from './types';

/**
 * Raw_Text of a record, built from the tree so that every source (PDF text layer, OCR, ocr-json)
 * renders the same way:
 *   - words of a line are joined by a space;
 *   - a wide horizontal gap between two words (a column gap) becomes '\t';
 *   - lines are joined by '\n';
 *   - pages are separated by a blank line ('\n\n'). We chose '\n\n' over a form feed because clients
 *     display Raw_Text as-is and a form feed renders as garbage in most of them.
 */

/** A run of words on one line with no column gap inside. */
export interface Cell {
  text: string;
  x0: number;
  x1: number;
  words: Word[];
}

/** Gap (in units of the words' height) above which two neighbouring words sit in different columns. */
export const COLUMN_GAP_EM = 1.2;

function wordHeight(w: Word): number {
  return Math.max(1e-6, w.box[3] - w.box[1]);
}

/** True when the space between two x-ordered words on a line is a column gap, not a word space. */
export function isColumnGap(left: Word, right: Word): boolean {
  // Right-to-left lines list their words from right to left: the gap is the space between the two, either way.
  const gap = Math.max(right.box[0] - left.box[2], left.box[0] - right.box[2]);
  // The taller word sets the scale: OCR boxes hug glyphs, so a short word like "****" would make every gap look wide.
  const em = Math.max(wordHeight(left), wordHeight(right));
  return gap > COLUMN_GAP_EM * em;
}

/** Splits a line into cells at its column gaps. */
export function lineCells(line: Line): Cell[] {
  const cells: Cell[] = [];
  let prev: Word | undefined;
  for (const w of line.words) {
    const cell = cells[cells.length - 1];
    if (cell && prev && !isColumnGap(prev, w)) {
      cell.text += ' ' + w.text;
      // A right-to-left line lists its words from right to left: the cell grows to the left as well.
      cell.x0 = Math.min(cell.x0, w.box[0]);
      cell.x1 = Math.max(cell.x1, w.box[2]);
      cell.words.push(w);
    } else {
      cells.push({ text: w.text, x0: w.box[0], x1: w.box[2], words: [w] });
    }
    prev = w;
  }
  return cells;
}

/** One line as Raw_Text renders it (columns separated by tabs). */
export function lineText(line: Line): string {
  return lineCells(line).map((c) => c.text).join('\t');
}

export function rawText(tree: DocumentTree): string {
  return tree.pages.map((p) => p.lines.map(lineText).join('\n')).join('\n\n');
}
