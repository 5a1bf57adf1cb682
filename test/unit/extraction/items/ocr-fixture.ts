import type { Doc, TextLine } from '../../../../src/extraction/fields/doc';
import { lineCells } from '../../../../src/extraction/raw-text';
import type { Line, Word } from '../../../../src/extraction/types';

/**
 * OCR-like documents for the item stages: each line is a list of words placed by hand ([text, x0, x1]) at its own
 * top y, so rows can be split, shifted half a line or glued as an OCR reader returns them. Line height 12.
 */
export type OcrLine = { y: number; words: Array<[string, number, number]>; page?: number };

export function ocrDoc(rows: OcrLine[], pageWidth = 600): Doc {
  const lines: TextLine[] = rows.map((r, index) => {
    const ws: Word[] = r.words.map(([text, x0, x1]) => ({ text, box: [x0, r.y, x1, r.y + 12], confidence: 0.9 }));
    const line: Line = { text: ws.map((w) => w.text).join(' '), box: [ws[0].box[0], r.y, ws[ws.length - 1].box[2], r.y + 12], words: ws };
    return { index, page: r.page ?? 1, text: line.text, cells: lineCells(line), box: line.box, height: 12, pageWidth, pageHeight: 842 };
  });
  return { lines, monthFirst: false };
}
