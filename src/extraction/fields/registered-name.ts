import { xOverlap, type Doc, type TextLine } from './doc';
import { isRegistrationLine } from './name-notes';
import { onlyTradeWords } from './trade-words';

export interface NameAt {
  name: string;
  line: TextLine;
  cell: number;
}

/** The only cell of a line, if the line has one. */
const only = (line: TextLine | undefined) => (line && line.cells.length === 1 ? line.cells[0] : undefined);

/**
 * A business whose name has no legal form prints its registration number right under the name ("YONGFATT
 * ENTERPRISE" / "(JM0517726)"), maybe under a line that is not the business (the proprietor "TAN WOON YANN", a
 * greeting): the line over the first registration line at the top of page 1 is the name. When that line is trade words
 * only, the name wrapped and the line above it is its start ("TSH POWER HARDWARE" / "TRADING" / "002458685-T").
 * `isName` tells a name-like line (no label, address, figure run or title).
 */
export function nameOverRegistration(doc: Doc, isName: (text: string) => boolean, within = 6): NameAt | undefined {
  const top = doc.lines.filter((l) => l.page === 1).slice(0, within);
  const at = top.findIndex((l) => l.cells.some((c) => isRegistrationLine(c.text)));
  const cell = at >= 1 ? only(top[at - 1]) : undefined;
  if (!cell || !isName(cell.text)) return undefined;
  const line = top[at - 1];
  const above = at >= 2 ? only(top[at - 2]) : undefined;
  const wrapped = above && onlyTradeWords(cell.text) && isName(above.text) && xOverlap([above.x0, above.x1], [cell.x0, cell.x1]) > 0;
  return { name: wrapped ? `${above.text.trim()} ${cell.text.trim()}` : cell.text.trim(), line, cell: 0 };
}

/** The line under a name that is trade words only ("TRADING", "RESTAURANT & CATERING") is the rest of the name. */
export function withTradeLine<T extends NameAt>(doc: Doc, guess: T): T {
  const next = doc.lines[guess.line.index + 1];
  const own = guess.line.cells[guess.cell];
  const cell = only(next);
  if (!next || !cell || next.page !== guess.line.page || next.box[1] - guess.line.box[3] > 1.5 * next.height) return guess;
  if (!onlyTradeWords(cell.text) || xOverlap([cell.x0, cell.x1], [own.x0, own.x1]) <= 0) return guess;
  return { ...guess, name: `${guess.name} ${cell.text.trim()}`, line: next, cell: 0 };
}
