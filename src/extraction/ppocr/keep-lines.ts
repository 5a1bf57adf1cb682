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

/**
 * A shop's name in large bold print, read by a script model as whole words of its script ("Οπωροπωλείο" at 0.49 on a
 * Greek till slip): specks and rules read as noise come back short, mixed with digits or signs, not as long words.
 */
const SCRIPT_WORDS = /^(?:[\p{L}\p{M}]{2,}(?: |$)){1,3}$/u;
const MIN_HEADLINE_LETTERS = 6;

function headlineWords(text: string): boolean {
  if (!SCRIPT_WORDS.test(text) || /\p{Script=Latin}/u.test(text)) return false;
  return (text.match(/\p{L}/gu) ?? []).length >= MIN_HEADLINE_LETTERS;
}

/**
 * `headline`: the line's box is taller than the page's common print (a heading, a shop name on a receipt); an unsure
 * script reading of such a line is kept down to the floor when it reads as whole words of its script.
 */
export function keepLine(line: ReadLine, minConfidence: number, headline = false): boolean {
  if (!line.text) return false;
  if (line.confidence >= minConfidence) return true;
  if (line.confidence < CONFIRMED_FLOOR || line.english === undefined) return false;
  if (headline && headlineWords(line.text)) return true;
  const own = new Set(line.text.match(NUMBER) ?? []);
  return (line.english.match(NUMBER) ?? []).some((n) => n.replace(/\D/g, '').length >= 2 && own.has(n));
}
