import type { WordSpan } from './ctc';

/**
 * Latin codes and addresses inside a line of another script ("חשבונית FA-2025-7566", "הזמנת רכש PO654710",
 * "אימייל: info@bluestone.co.il"): the script's Tesseract model reads them as its own letters at low confidence
 * ("2025-7506-/ז" at 0.37, "0654710ס." at 0.00, "וו.ס2.6ו56-0וזחטו65סזחו" at 0.34), while the English
 * recogniser reads them right and sure. Such a word holds script letters, so the plain Latin-print vote
 * (voteLine) keeps it; this one takes the English word when the script model was this unsure of its own.
 */

/** A script word read below this confidence is the model's guess (its own words read 0.85–0.95 on clean print). */
export const GUESSED_WORD = 0.5;
/** The English word is trusted at this confidence (ASCII print reads 0.97–1.0). */
export const SURE_LATIN = 0.95;

/**
 * A code of two Latin letters or more with digits ("FA-2025-7566", "PO654710.", "INV/24/0017"), or an e-mail or
 * web address. One letter beside a number is not enough: the English model reads a script prefix glued to a
 * number as one ("מ27/10/2025" → "n27/10/2025").
 */
const CODE = /^[([#]?(?=(?:[^A-Za-z]*[A-Za-z]){2})[A-Za-z0-9](?:[A-Za-z0-9./:#_-]*[A-Za-z0-9])?[)\].,:;]?$/;
const ADDRESS = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+[.,;]?$|^(?:www\.)[\w-]+(?:\.[\w-]+)+[.,;]?$/i;

/**
 * Latin capitals alone, two or more ("TRN", "VAT", "PO", "IBAN"): the tax-id and order labels of Arabic invoices
 * ("الرقم الضريبي TRN", read "ل781" at 0.31 by the Arabic model; "ضريبة VAT", read "آحل/ا" at 0.16). Only on
 * scripts no Latin letter looks like: a Greek or Cyrillic word of capitals is what the English model reads as
 * Latin capitals, sure of it ("ΦΠΑ", "НДС"; lookalike-vote.ts decides those).
 */
const ACRONYM = /^[([]?[A-Z]{2,}[)\].,:;]?$/;

/**
 * Whether the English word is Latin print worth more than the script model's unsure reading of the same place.
 * `lookalikes`: the line's script has letters drawn like Latin ones (Greek, Cyrillic).
 */
export function latinCodeWins(script: WordSpan, english: WordSpan, lookalikes = true): boolean {
  if (script.confidence >= GUESSED_WORD || english.confidence < SURE_LATIN) return false;
  const e = english.text;
  if (ADDRESS.test(e)) return true;
  if (!lookalikes && ACRONYM.test(e)) return true;
  return CODE.test(e) && /\d/.test(e);
}

/**
 * The script words from `i` on that lie under the English word `e` (`under`) and were all guessed: the script
 * model splits Latin print it has no letters for into several unsure words ("را فا" at 0 and 0.26 under "VAT").
 * Their count (0 when the run is not all of the script words under `e`), and the run as one word.
 */
export function guessedRun(own: WordSpan[], i: number, under: (w: WordSpan) => boolean): { end: number; word?: WordSpan } {
  let end = i;
  while (end < own.length && under(own[end]) && own[end].confidence < GUESSED_WORD) end++;
  if (end - i < 2 || own.some((w, k) => (k < i || k >= end) && under(w))) return { end: i };
  const run = own.slice(i, end);
  return { end, word: { text: run.map((w) => w.text).join(' '), start: run[0].start, end: run[run.length - 1].end, confidence: Math.max(...run.map((w) => w.confidence)) } };
}
