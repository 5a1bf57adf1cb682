/**
 * Which read lines the page keeps. A line read below the drop confidence (PaddleOCR's drop_score) is
 * mostly specks and rules read as noise, and is dropped. But a script model's reading is averaged over
 * its words, and Tesseract's script models give some words of a well-read line 0: a Hebrew due date
 * "2 בפברואר 2026" came back as "2 פברואר 2026" at 0.41 (the month at 0.00, the numbers at 0.86–0.92)
 * and was dropped with its date. A number of two digits or more that the English recogniser read the same
 * at the same line is no speck: such a line is kept down to a lower floor.
 */

/** Below this a line goes whatever it holds. */
export const CONFIRMED_FLOOR = 0.25;

const NUMBER = /\d(?:[\d.,:/-]*\d)?/g;

export interface ReadLine {
  text: string;
  confidence: number;
  /** The English recogniser's reading of the same box, where another reader's reading replaced it. */
  english?: string;
}

export function keepLine(line: ReadLine, minConfidence: number): boolean {
  if (!line.text) return false;
  if (line.confidence >= minConfidence) return true;
  if (line.confidence < CONFIRMED_FLOOR || line.english === undefined) return false;
  const own = new Set(line.text.match(NUMBER) ?? []);
  return (line.english.match(NUMBER) ?? []).some((n) => n.replace(/\D/g, '').length >= 2 && own.has(n));
}
