import type { Doc, TextLine } from '../../../../src/extraction/fields/doc';
import { lineCells } from '../../../../src/extraction/raw-text';
import type { Line, Word } from '../../../../src/extraction/types';

/**
 * Hand-made documents for the item stages: each row is a left text and an optional right-aligned figure column
 * ("Brot", "2,50 A"), 6 units per character, 12 units per line; "---page---" starts a new page.
 */
const CHAR = 6;
const RIGHT = 400;

function words(text: string, x: number, y: number): Word[] {
  const out: Word[] = [];
  let pos = x;
  for (const part of text.split(/( +)/)) {
    if (!part) continue;
    if (part.trim()) out.push({ text: part, box: [pos, y, pos + part.length * CHAR, y + 10], confidence: 1 });
    pos += part.length * CHAR;
  }
  return out;
}

export function docOf(rows: Array<string | [string, string]>): Doc {
  const lines: TextLine[] = [];
  let page = 1;
  let y = 20;
  for (const row of rows) {
    if (row === '---page---') {
      page++;
      y = 20;
      continue;
    }
    const [left, right] = typeof row === 'string' ? [row, ''] : row;
    const ws = [...words(left, 20, y), ...(right ? words(right, RIGHT - right.length * CHAR, y) : [])];
    const line: Line = { text: ws.map((w) => w.text).join(' '), box: [ws[0].box[0], y, ws[ws.length - 1].box[2], y + 10], words: ws };
    lines.push({ index: lines.length, page, text: line.text, cells: lineCells(line), box: line.box, height: 10, pageWidth: 420, pageHeight: 800 });
    y += 12;
  }
  return { lines, monthFirst: false };
}
