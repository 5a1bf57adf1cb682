import type { Doc, TextLine } from '../fields/doc';
import type { Cell } from '../raw-text';
import type { Word } from '../types';

/**
 * Till rolls that print each line's amount first and its name after it ("14.99 T  CLAW HAMMER 16OZ", "57.72  SUBTOTAL")
 * hold the same rows as those that print it last: the item and totals stages read a name, then figures. Where most
 * money lines of a document lead with their amount, those lines are read with the amount (and a tax flag after it) moved
 * behind the name. The words keep their boxes, so the amount column still aligns.
 */
const LEADING = /^\s*([-−]?\d{1,3}(?:[.,]\d{3})*[.,]\d{2})(\s+[A-Z*])?\s+(\p{L}.*)$/u;
/** A money figure (two decimals, no percent after it). */
const MONEY = /\d[.,]\d{2}(?![\d%])/;

/** The line with its leading amount read last, or undefined where it does not lead with one. */
export function amountLast(line: TextLine): TextLine | undefined {
  const m = LEADING.exec(line.text);
  if (!m || MONEY.test(m[3])) return undefined;
  const words = line.cells.flatMap((c) => c.words);
  const lead = m[2] ? 2 : 1;
  if (words.length <= lead || words[0].text !== m[1] || (m[2] && words[1].text !== m[2].trim())) return undefined;
  const name = words.slice(lead);
  const figure = words.slice(0, lead);
  const cells = [cellOf(name), cellOf(figure)];
  return { ...line, text: cells.map((c) => c.text).join(' '), cells };
}

function cellOf(words: Word[]): Cell {
  return { text: words.map((w) => w.text).join(' '), x0: Math.min(...words.map((w) => w.box[0])), x1: Math.max(...words.map((w) => w.box[2])), words };
}

/** The document with its amount-first lines read amount last, where three or more and most of its money lines lead. */
export function withAmountsLast(doc: Doc): Doc {
  const money = doc.lines.filter((l) => MONEY.test(l.text));
  const turned = doc.lines.map(amountLast);
  const count = turned.filter(Boolean).length;
  if (count < 3 || count < 0.6 * money.length) return doc;
  return { ...doc, lines: doc.lines.map((l, i) => turned[i] ?? l) };
}
