import type { TextLine } from '../fields/doc';
import { TOKEN_WORDS } from './token-words';

/**
 * OCR drops the decimal point of a photographed amount that stands before its tax-class letter: "Succo d'arancia
 * 175A", "Olijfolie 703 A", "Χαρτί κουζίνας 1930 Β" for 1,75, 7,03 and 19,30. On a document whose money prints cents,
 * such a row's last figure of three to five digits is read with its point put back; where money prints no cents
 * (yen, won: "トマト 421A") the figure stands as printed, so only the caller, who knows the document's decimals, asks.
 */
const LETTERS = `A-H${[...TOKEN_WORDS.classLookalikes.keys()].join('')}`;
const POINTLESS = new RegExp(`(^|\\s)(-?)(\\d{1,3})(\\d{2})(\\s?[${LETTERS}])$`, 'u');

/** The line with the point put back into its last figure, or nothing when it ends otherwise. */
export function withLostPoint(line: TextLine): TextLine | undefined {
  const last = line.cells[line.cells.length - 1];
  if (!last || !POINTLESS.test(last.text)) return undefined;
  // A G glued to a figure is grams ("CAFE TORRADO MOIDO 500G"), no class letter.
  if (/\dG$/.test(last.text)) return undefined;
  // A leading zero stands before the point only ("050A" is 0,50): "0755" is another figure.
  const m = POINTLESS.exec(last.text)!;
  if (m[3].length > 1 && m[3].startsWith('0')) return undefined;
  const text = last.text.replace(POINTLESS, '$1$2$3.$4$5');
  const cells = [...line.cells.slice(0, -1), { ...last, text }];
  return { ...line, cells, text: cells.map((c) => c.text).join(' ') };
}
