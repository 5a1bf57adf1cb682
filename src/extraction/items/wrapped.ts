import type { Doc, TextLine } from '../fields/doc';
import type { Word } from '../types';
import { joinSplitRows } from './split-rows';

/**
 * A narrow amount column wraps a grouped amount over two lines ("2" / "160,95" for "2 160,95"). Such a pair is put
 * back together before the rows are read: the lower line holds only a three-digit group (with decimals), standing
 * under the upper line's last word, which is a 1–3 digit number.
 */
const GROUP = /^\d{3}(?:[.,]\d{1,2})?$/;

function lastWord(line: TextLine): Word | undefined {
  const cell = line.cells[line.cells.length - 1];
  return cell?.words[cell.words.length - 1];
}

function wrapsInto(upper: TextLine, lower: TextLine): boolean {
  if (upper.page !== lower.page || lower.cells.length !== 1 || lower.cells[0].words.length !== 1) return false;
  const low = lower.cells[0].words[0];
  const up = lastWord(upper);
  if (!up || !/^\d{1,3}$/.test(up.text) || !GROUP.test(low.text)) return false;
  const under = low.box[0] <= up.box[2] + upper.height && low.box[2] >= up.box[0] - upper.height;
  return under && lower.box[1] - upper.box[3] < 0.8 * upper.height;
}

function merged(upper: TextLine, lower: TextLine): TextLine {
  const up = lastWord(upper)!;
  const low = lower.cells[0].words[0];
  const word: Word = { text: `${up.text}\u00a0${low.text}`, box: [Math.min(up.box[0], low.box[0]), up.box[1], Math.max(up.box[2], low.box[2]), up.box[3]], confidence: Math.min(up.confidence, low.confidence) };
  const cells = upper.cells.map((c, i) => {
    if (i < upper.cells.length - 1) return c;
    const words = [...c.words.slice(0, -1), word];
    return { ...c, words, text: words.map((w) => w.text).join(' '), x1: Math.max(c.x1, word.box[2]) };
  });
  return { ...upper, cells, text: cells.map((c) => c.text).join(' ') };
}

/** The lines as the item stages read them: rows split by OCR joined (split-rows.ts), wrapped amounts joined. */
export function joinWrappedAmounts(printed: Doc): Doc {
  const doc = joinSplitRows(printed);
  const lines: TextLine[] = [];
  for (let i = 0; i < doc.lines.length; i++) {
    const line = doc.lines[i];
    const next = doc.lines[i + 1];
    if (next && wrapsInto(line, next)) {
      lines.push(merged(line, next));
      i++;
    } else lines.push(line);
  }
  if (lines.length === doc.lines.length) return doc;
  return { ...doc, lines: lines.map((l, index) => ({ ...l, index })) };
}
