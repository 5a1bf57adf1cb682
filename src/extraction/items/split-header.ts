import type { TextLine } from '../fields/doc';

/**
 * OCR reads a long header row as two lines when a wide gap splits it ("Pos Art-Nr Beschreibung P" | "Nettopreis
 * Menge Steuer Entgelt", side by side at one height): the next line on the same row, to the right of this one, is
 * the rest of it. Returns the two read as one line (its index the right part's, so reading goes on under both), or
 * nothing when the next line is not beside this one.
 */
export function besideJoined(line: TextLine, next: TextLine | undefined): TextLine | undefined {
  if (!next || next.page !== line.page) return undefined;
  const overlap = Math.min(line.box[3], next.box[3]) - Math.max(line.box[1], next.box[1]);
  const h = Math.min(line.box[3] - line.box[1], next.box[3] - next.box[1]);
  if (h <= 0 || overlap < 0.5 * h || next.box[0] < line.box[2] - line.height) return undefined;
  return {
    ...next,
    text: `${line.text} ${next.text}`,
    cells: [...line.cells, ...next.cells],
    box: [line.box[0], Math.min(line.box[1], next.box[1]), next.box[2], Math.max(line.box[3], next.box[3])],
  };
}
