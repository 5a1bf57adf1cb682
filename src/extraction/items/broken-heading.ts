import type { TextLine } from '../fields/doc';

/**
 * A column heading hyphenated over two lines of the header ("Positions-" above "betrag"): the header row read with
 * the word joined to the part printed under it ("Positionsbetrag"), so the column is known by its whole name. Returns
 * nothing when no word of the line breaks that way.
 */
export function brokenHeadingsJoined(line: TextLine, below: TextLine | undefined): TextLine | undefined {
  if (!below || below.page !== line.page || below.box[1] - line.box[3] > line.height) return undefined;
  const under = below.cells.flatMap((c) => c.words);
  let joined = false;
  const cells = line.cells.map((cell) => {
    const words = cell.words.map((w) => {
      if (!/\p{L}{2}-$/u.test(w.text)) return w;
      // The rest stands under the broken word: it starts within the word's width.
      const rest = under.find((u) => /^\p{Ll}/u.test(u.text) && u.box[0] >= w.box[0] - line.height && u.box[0] < w.box[2]);
      if (!rest) return w;
      joined = true;
      return { ...w, text: `${w.text.slice(0, -1)}${rest.text}`, box: [Math.min(w.box[0], rest.box[0]), w.box[1], Math.max(w.box[2], rest.box[2]), rest.box[3]] as typeof w.box };
    });
    return { ...cell, words, text: words.map((w) => w.text).join(' ') };
  });
  if (!joined) return undefined;
  return { ...line, cells, text: cells.map((c) => c.text).join(' ') };
}
