import type { TextLine } from '../fields/doc';
import type { Row } from './rows';

/**
 * Dutch and Belgian tills (and others) number their VAT classes and print the number after each amount
 * ("KOMKOMMER  0,89 1", "AFWASMIDDEL  2,49 2"): read as figures, the class would be the amount. A single digit 0–4
 * after a figure with cents, ending the line, is such a class when at least three rows of the document end so and
 * one of the digits is 1 or 2 (no VAT rate is printed as 1 % or 2 %: a bare rate column holds 4, 7, 19 …).
 */
const TAIL = /\d[.,]\d{2}\s+([0-4])$/u;

/** The line without its last word (the class digit), or nothing when it does not end in one. */
export function withoutClassDigit(line: TextLine): TextLine | undefined {
  if (!TAIL.test(line.text)) return undefined;
  const last = line.cells[line.cells.length - 1];
  if (!last?.words.length) return undefined;
  const words = last.words.slice(0, -1);
  const cells = words.length
    ? [...line.cells.slice(0, -1), { ...last, words, text: words.map((w) => w.text).join(' '), x1: words[words.length - 1].box[2] }]
    : line.cells.slice(0, -1);
  if (!cells.length) return undefined;
  const box: TextLine['box'] = [line.box[0], line.box[1], cells[cells.length - 1].x1, line.box[3]];
  return { ...line, cells, box, text: cells.map((c) => c.text).join(' ') };
}

export function withClassDigits(rows: Row[], classify: (line: TextLine) => Row): Row[] {
  const stripped = rows.map((r) => withoutClassDigit(r.line));
  const digits = rows.flatMap((r, i) => (stripped[i] ? [r.line.text.slice(-1)] : []));
  if (digits.length < 3 || !digits.some((d) => d === '1' || d === '2')) return rows;
  return rows.map((r, i) => {
    const line = stripped[i];
    if (!line) return r;
    const again = classify(line);
    return { ...again, reading: { ...again.reading, taxClass: again.reading.taxClass ?? r.line.text.slice(-1) } };
  });
}
