import type { Doc, TextLine } from '../fields/doc';
import { lineCells } from '../raw-text';
import type { Line, Word } from '../types';
import { isUnitAfterNumber, tokenize } from './tokens';

/**
 * OCR groups words into lines by their own height, so a table row whose amount cell is printed a little lower or
 * higher than its description (a cell centred in a taller row, a scan turned a fraction of a degree) comes out as
 * two lines: "0 4-Fahrten-Karte Berlin AB 8,41 1Stk 7%" and, half a line lower, "8,41" (or "4012345001235 10,00",
 * the article's GTIN under its number and the amount beside it). The figures at the end of the neighbouring line
 * go back into the row when they stand wholly to the right of it and overlap it vertically by a good part of a line;
 * they keep their x positions, so the column rules read them in their column. Lines that merely touch stay apart.
 * Only a line without words of its own gives its figures away.
 */
const MIN_OVERLAP = 0.3;

const figure = (text: string) => {
  const tokens = tokenize(text);
  return tokens.length > 0 && tokens.every((t, i) => t.kind === 'number' || t.kind === 'percent' || t.kind === 'currency' || isUnitAfterNumber(tokens, i));
};

const wordsOf = (line: TextLine) => line.cells.flatMap((c) => c.words);

/** Vertical overlap of two lines as a share of the smaller height. */
function overlap(a: TextLine, b: TextLine): number {
  const inter = Math.min(a.box[3], b.box[3]) - Math.max(a.box[1], b.box[1]);
  return inter / Math.max(1e-6, Math.min(a.box[3] - a.box[1], b.box[3] - b.box[1]));
}

/** How many words at the end of `other` are figures that belong at the end of `row` (0: none). */
function strayFigures(row: TextLine, other: TextLine): number {
  if (row.page !== other.page || overlap(row, other) < MIN_OVERLAP || figure(row.text)) return 0;
  const words = wordsOf(other);
  let k = words.length;
  while (k > 0 && words[k - 1].box[0] >= row.box[2] - 0.5 * row.height) k--;
  const moved = words.slice(k);
  // What stays behind holds no words: a code printed under the row's number (a GTIN), or nothing. A line with words
  // of its own is a row of its own, whose figures are its own however close the next row stands.
  if (words.slice(0, k).some((w) => /\p{L}/u.test(w.text))) return 0;
  return moved.length && moved.some((w) => /\d/.test(w.text)) && figure(moved.map((w) => w.text).join(' ')) ? moved.length : 0;
}

function rebuilt(base: TextLine, words: Word[]): TextLine {
  const box: Line['box'] = [Math.min(...words.map((w) => w.box[0])), Math.min(...words.map((w) => w.box[1])), Math.max(...words.map((w) => w.box[2])), Math.max(...words.map((w) => w.box[3]))];
  const cells = lineCells({ text: words.map((w) => w.text).join(' '), box, words });
  return { ...base, text: cells.map((c) => c.text).join(' '), cells, box };
}

/** `row` with the last `n` words of `other` appended, and what is left of `other` (nothing when all moved). */
function moveFigures(row: TextLine, other: TextLine, n: number): [TextLine, TextLine | undefined] {
  const words = wordsOf(other);
  const rest = words.slice(0, words.length - n);
  return [rebuilt(row, [...wordsOf(row), ...words.slice(words.length - n)]), rest.length ? rebuilt(other, rest) : undefined];
}

export function joinSplitRows(doc: Doc): Doc {
  const lines = [...doc.lines];
  let changed = false;
  for (let i = 0; i + 1 < lines.length; i++) {
    const [a, b] = [lines[i], lines[i + 1]];
    // The figures sit lower (they follow the row in reading order) or higher (they come first).
    const down = strayFigures(a, b);
    const up = down ? 0 : strayFigures(b, a);
    if (!down && !up) continue;
    changed = true;
    if (down) {
      const [row, rest] = moveFigures(a, b, down);
      lines.splice(i, 2, row, ...(rest ? [rest] : []));
    } else {
      const [row, rest] = moveFigures(b, a, up);
      lines.splice(i, 2, ...(rest ? [rest] : []), row);
      if (rest) i++;
    }
  }
  if (!changed) return doc;
  return { ...doc, lines: lines.map((l, index) => ({ ...l, index })) };
}
