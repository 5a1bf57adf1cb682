import { splitAddress } from '../address/address-parts';
import { isStreetLine, labelsAValue, labelsIn } from '../lexicon';
import type { Cell } from '../raw-text';
import { xOverlap, type Doc, type TextLine } from './doc';
import { textKey } from './text-key';

/** The cell's own type size: the median height of its words. */
function cellSize(cell: Cell): number {
  const h = cell.words.map((w) => w.box[3] - w.box[1]).sort((a, b) => a - b);
  return h[Math.floor(h.length / 2)] ?? 0;
}

/** The body text size of page 1: the median height of its words. */
function bodySize(doc: Doc): number {
  const h = doc.lines.filter((l) => l.page === 1).flatMap((l) => l.cells.flatMap((c) => c.words.map((w) => w.box[3] - w.box[1]))).sort((a, b) => a - b);
  return h[Math.floor(h.length / 2)] ?? 0;
}

/**
 * A title or a label line ("RECHNUNG", "Bon nr. 12") is not the rest of a name, even in large type; nor is a
 * registration number ("(SA0264195-T)", "273500-U") or the street line under the name ("NO.22 JALAN PUTERI 2/4").
 */
export function notName(text: string): boolean {
  const t = text.trim();
  if (!t || /[@:]/.test(t) || labelsAValue(t) || labelsIn(t).some((s) => s.start <= 1 && s.end - s.start >= 0.6 * t.length)) return true;
  return /\p{Nd}{3,}/u.test(t) || isStreetLine(t) || Boolean(splitAddress([t]).Zipcode);
}

/**
 * A store name printed large wraps on a narrow receipt ("Bakkerij Van" / "Leeuwen", "Bageriet" / "Kornblomst I/S",
 * "Eetcafé De Brug" / "N.V."): the lines right above and below the name in the same large type, under or over it,
 * are the rest of the name. Large means well above the body text, so an address line under a name never joins it.
 */
export function wrappedName<T extends { name: string; line: TextLine; cell: number }>(doc: Doc, guess: T): T {
  const first = guess.line.cells[guess.cell];
  const size = cellSize(first);
  if (!size || size < 1.3 * bodySize(doc)) return guess;
  const partOf = (from: TextLine, to: TextLine | undefined): Cell | undefined => {
    if (!to || to.page !== from.page) return undefined;
    const gap = Math.max(to.box[1] - from.box[3], from.box[1] - to.box[3]);
    if (gap > 0.8 * size) return undefined;
    const c = to.cells.find((x) => xOverlap([x.x0, x.x1], [first.x0, first.x1]) > 0.3);
    return c && to.cells.length === 1 && Math.abs(cellSize(c) - size) <= 0.15 * size && !notName(c.text) ? c : undefined;
  };
  const above: string[] = [];
  let top = guess.line;
  for (let c = partOf(top, doc.lines[top.index - 1]); c && above.length < 2; c = partOf(top, doc.lines[top.index - 1])) {
    above.unshift(c.text.trim());
    top = doc.lines[top.index - 1];
  }
  const below: string[] = [];
  let last = guess.line;
  let lastCell = guess.cell;
  for (let c = partOf(last, doc.lines[last.index + 1]); c && above.length + below.length < 2; c = partOf(last, doc.lines[last.index + 1])) {
    below.push(c.text.trim());
    last = doc.lines[last.index + 1];
    lastCell = last.cells.indexOf(c);
  }
  // A logo or sign repeating the name ("LAVENDER" over "LAVENDER CONFECTIONERY & BAKERY S/B") adds nothing.
  const repeats = (part: string) => textKey(guess.name).includes(textKey(part));
  while (above.length && repeats(above[0])) above.shift();
  while (below.length && repeats(below[below.length - 1])) below.pop();
  if (!above.length && !below.length) return guess;
  return { ...guess, name: [...above, guess.name, ...below].join(' '), line: last, cell: lastCell };
}
