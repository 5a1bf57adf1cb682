import type { TextLine } from '../fields/doc';
import type { Word } from '../types';

/**
 * Headings wrapped over two lines in narrow columns ("Invoiced" over "quantity", "Invoice line" over "net amount",
 * "Unit of" over "measure code"): read line by line their words interleave across columns. Read column by column
 * instead — the words of both lines whose x-ranges overlap form one column, its upper words before its lower ones —
 * each heading reads whole. Returns that reading as the lower line (reading goes on under both), or nothing when the
 * two lines are not two lines of words close together.
 */
export function stackedHeadingsJoined(line: TextLine, below: TextLine | undefined): TextLine | undefined {
  if (!below || below.page !== line.page || below.box[1] - line.box[3] > line.height || /\d/.test(line.text + below.text)) return undefined;
  const top = line.cells.flatMap((c) => c.words);
  const low = below.cells.flatMap((c) => c.words);
  if (top.length < 2 || low.length < 2) return undefined;
  const words = [...top, ...low];
  const group = words.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i])));
  const overlaps = (a: Word, b: Word) => Math.min(a.box[2], b.box[2]) > Math.max(a.box[0], b.box[0]);
  top.forEach((t, i) => low.forEach((l, j) => {
    if (overlaps(t, l)) group[root(i)] = root(top.length + j);
  }));
  const columns = new Map<number, Word[]>();
  words.forEach((w, i) => columns.set(root(i), [...(columns.get(root(i)) ?? []), w]));
  // Only a pair that stacks somewhere is a two-line header; two unrelated lines share no column.
  if (![...columns.values()].some((ws) => ws.some((w) => top.includes(w)) && ws.some((w) => low.includes(w)))) return undefined;
  const ordered = [...columns.values()]
    .sort((a, b) => Math.min(...a.map((w) => w.box[0])) - Math.min(...b.map((w) => w.box[0])))
    .flatMap((ws) => [...ws.filter((w) => top.includes(w)), ...ws.filter((w) => low.includes(w))]);
  const text = ordered.map((w) => w.text).join(' ');
  const box: TextLine['box'] = [Math.min(line.box[0], below.box[0]), line.box[1], Math.max(line.box[2], below.box[2]), below.box[3]];
  return { ...below, text, box, cells: [{ text, x0: box[0], x1: box[2], words: ordered }] };
}
