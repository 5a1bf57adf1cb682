import type { Line, Word } from '../types';

/**
 * Synthetic geometry for office documents, which have text but no positions. The field rules and Raw_Text
 * only need relative positions: words of one cell closer than a column gap (COLUMN_GAP_EM × word height,
 * raw-text.ts), neighbouring cells farther apart, rows stacked top to bottom. All units are points.
 */
export const CHAR_WIDTH = 6;
export const WORD_HEIGHT = 10;
export const ROW_HEIGHT = 15;
export const MARGIN = 36;
/** Empty characters kept between the end of a cell's text and the next column: 3 × 6 pt > 1.2 × 10 pt. */
export const GAP_CHARS = 3;

/**
 * Formula injection: Raw_Text and line items get exported to CSV/XLSX by clients, and a spreadsheet
 * program runs a cell that starts with = + - @ (or a tab/CR that hides one) as a formula
 * (=HYPERLINK(...) exfiltration, DDE). Such text is stored with a leading apostrophe, which spreadsheets
 * treat as "this is text". Plain numbers ("-12.50", "+49 30 1234") stay untouched so amounts still parse.
 */
const PLAIN_NUMBER = /^[-+]?[\d\s.,']*\d[\d\s.,']*%?$/;
export function neutralise(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text) || PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}

/** Whitespace-collapsed, neutralised text of a cell or paragraph. */
export function cleanText(text: string): string {
  return neutralise(text.replace(/\s+/g, ' ').trim());
}

/** The words of `text` laid out from x at one character per CHAR_WIDTH, on the row starting at y. */
export function layoutWords(text: string, x: number, y: number): Word[] {
  const words: Word[] = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const x0 = x + m.index * CHAR_WIDTH;
    const top = y + (ROW_HEIGHT - WORD_HEIGHT) / 2;
    words.push({ text: m[0], box: [x0, top, x0 + m[0].length * CHAR_WIDTH, top + WORD_HEIGHT], confidence: 1 });
  }
  return words;
}

/** A Line from cells already placed at their x; null when every cell is empty. */
export function makeLine(cells: Array<{ text: string; x: number }>, y: number): Line | null {
  const words = cells.flatMap((c) => layoutWords(c.text, c.x, y));
  if (!words.length) return null;
  const x0 = words[0].box[0];
  const x1 = Math.max(...words.map((w) => w.box[2]));
  return { text: words.map((w) => w.text).join(' '), box: [x0, words[0].box[1], x1, words[0].box[3]], words };
}
