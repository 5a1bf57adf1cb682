import type { WordSpan } from './ctc';

/**
 * Word spaces of Korean print measured in the line's ink, not in Tesseract's word boxes. Tesseract's
 * Korean model splits words between syllables and joins a word to the number after it ("세 종대로54"
 * for a printed "세종대로 54"), and its word boxes do not tell: on the rendered corpus the gaps it
 * reports between the syllables of one word (12–33 px at a 64-px line) are as wide as its spaces.
 * The blank columns of the crop do: gaps inside a word 3–10 px, spaces 13–25 px.
 */

/** Blank columns wider than this share of the line height are a space at the least. */
const MIN_SPACE = 0.16;
/** …and wider than this many times the line's typical gap between glyphs (letter-spaced titles). */
const GAP_RATIO = 1.6;
/** Rows of the crop looked at: the detector's box holds a margin above and below the glyphs. */
const BAND = [0.15, 0.85];
/** Share of a row's columns from which it is a drawn rule. */
const RULE = 0.6;
/** A line whose ink leaves fewer blanks than this between its words says nothing of its spaces. */
const MIN_BLANKS = 2;
const HANGUL = /[\uac00-\ud7af]/u;
/** What may stand after a space beside Hangul: digits, Latin letters, an opening bracket. */
const OTHER = /[0-9A-Za-z(]/;

/** Runs of blank columns between the first and the last inked column, as [start, end) pixels. */
export function blankRuns(ink: boolean[]): Array<[number, number]> {
  const first = ink.indexOf(true);
  const last = ink.lastIndexOf(true);
  const runs: Array<[number, number]> = [];
  for (let x = first + 1; first >= 0 && x < last; x++) {
    if (ink[x]) continue;
    const start = x;
    while (x < last && !ink[x]) x++;
    runs.push([start, x]);
  }
  return runs;
}

/**
 * Columns of a grey crop (row-major, `width` × `height`) holding ink: darker than halfway between its
 * extremes, in the band of rows the glyphs fill and not in rows inked across the line: a rule under the line
 * (the sender line above a letter's address window) would ink every column.
 */
export function inkColumns(grey: Uint8Array | Buffer, width: number, height: number): boolean[] {
  let lo = 255;
  let hi = 0;
  for (const v of grey) (lo = Math.min(lo, v)), (hi = Math.max(hi, v));
  const cut = (lo + hi) / 2;
  const ink = new Array<boolean>(width).fill(false);
  if (hi - lo < 40) return ink;
  const [top, bottom] = [Math.floor(BAND[0] * height), Math.ceil(BAND[1] * height)];
  // Rows inked across most of the line are a rule (an underline, a table border), not glyphs.
  const rows: number[] = [];
  for (let y = top; y < bottom; y++) {
    let dark = 0;
    for (let x = 0; x < width; x++) if (grey[y * width + x] < cut) dark++;
    if (dark <= RULE * width) rows.push(y);
  }
  for (let x = 0; x < width; x++) {
    for (const y of rows) {
      if (grey[y * width + x] < cut) {
        ink[x] = true;
        break;
      }
    }
  }
  return ink;
}

/** The widest blank run overlapping [from, to) (pixels), 0 when none. */
function widestIn(runs: Array<[number, number]>, from: number, to: number): { width: number; at: number } {
  let best = { width: 0, at: -1 };
  for (const [a, b] of runs) if (b > from && a < to && b - a > best.width) best = { width: b - a, at: (a + b) / 2 };
  return best;
}

/** Estimated advance of a character in line heights: square Hangul/CJK glyphs wide, the rest narrow. */
const advance = (c: string) => (HANGUL.test(c) || /[\u3040-\u9fff]/u.test(c) ? 1 : 0.55);

/**
 * Respaces the words of a Hangul line by its ink (`ink`: one flag per column of the crop, `height`:
 * the crop's height in the same pixels): neighbouring words joined where the blank between them is
 * narrower than a space when one of them is a lone syllable, and a word split where a number or Latin letters follow Hangul across a blank
 * as wide as a space. Lines without Hangul are left alone (other scripts are spaced by their readers).
 */
export function respaceByInk(spans: WordSpan[], ink: boolean[], height: number): WordSpan[] {
  if (!spans.some((s) => HANGUL.test(s.text)) || !ink.includes(true)) return spans;
  const width = ink.length;
  const runs = blankRuns(ink);
  if (runs.length < Math.min(MIN_BLANKS, spans.length)) return spans;
  const gaps = runs.map(([a, b]) => b - a).sort((a, b) => a - b);
  const typical = gaps.length ? gaps[gaps.length >> 1] : 0;
  const space = Math.max(MIN_SPACE * height, GAP_RATIO * typical);
  const slack = 0.15 * height;
  const out: WordSpan[] = [];
  // Whether the last piece joined into each word was a lone one (LONE): "(주)" + "미" + "래컨설팅".
  const loneTail: boolean[] = [];
  for (const s of spans.flatMap((w) => splitAtScriptChange(w, runs, space, width, height))) {
    const prev = out[out.length - 1];
    const lone = LONE.test(s.text);
    const blank = prev ? widestIn(runs, prev.end * width - slack, s.start * width + slack).width : Infinity;
    // Two words of several syllables only across a blank well under a space.
    const limit = lone || loneTail[out.length - 1] ? space : MULTI_JOIN * space;
    if (prev && nextToHangul(prev.text, s.text) && blank < limit) {
      out[out.length - 1] = joined(prev, s);
      loneTail[out.length - 1] = lone;
    } else {
      out.push({ ...s });
      loneTail.push(lone);
    }
  }
  return out;
}

/**
 * A lone syllable, a bracketed one ("(주)", the legal form before a company name) or a bracket: what
 * Tesseract splits off a word. Two words of several syllables are
 * joined only across a blank under MULTI_JOIN of a space: on the OCR bench's photographed table
 * "책상 램프" came out joined at the full threshold.
 */
const MULTI_JOIN = 0.5;
const LONE = /^(?:[\uac00-\ud7af]|\([\uac00-\ud7af]\)|[()])[,.]?$/u;

function nextToHangul(a: string, b: string): boolean {
  const [end, start] = [a.slice(-1), b[0]];
  return (HANGUL.test(end) && /[\p{L}\p{N}(]/u.test(start)) || (HANGUL.test(start) && /[\p{L}\p{N})]/u.test(end));
}

function joined(a: WordSpan, b: WordSpan): WordSpan {
  const [na, nb] = [[...a.text].length, [...b.text].length];
  return { text: a.text + b.text, start: a.start, end: b.end, confidence: (a.confidence * na + b.confidence * nb) / (na + nb) };
}

/** A word split where Hangul is followed by a number or Latin letters and a space-wide blank lies near that point. */
function splitAtScriptChange(w: WordSpan, runs: Array<[number, number]>, space: number, width: number, height: number): WordSpan[] {
  const chars = [...w.text];
  // Only Hangul then a number: a number then Hangul is a counter, printed joined ("2일", "234호").
  const cut = chars.findIndex((c, i) => i > 0 && HANGUL.test(chars[i - 1]) && OTHER.test(c));
  if (cut < 0) return [w];
  const units = chars.map(advance);
  const total = units.reduce((a, b) => a + b, 0);
  const before = units.slice(0, cut).reduce((a, b) => a + b, 0);
  const at = (w.start + ((w.end - w.start) * before) / total) * width;
  const blank = widestIn(runs, at - 0.5 * height, at + 0.5 * height);
  if (blank.width < space) return [w];
  const mid = blank.at / width;
  const [a, b] = [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
  return [{ ...w, text: a, end: Math.max(w.start, Math.min(mid, w.end)) }, ...splitAtScriptChange({ ...w, text: b, start: Math.min(w.end, Math.max(mid, w.start)) }, runs, space, width, height)];
}

/** Blank columns at least this share of the line height wide hold a Latin word space. */
const MIN_LATIN_SPACE = 0.16;

/**
 * A test for a word space between two points of a line's crop (pixels): a blank run lying between them
 * at least as wide as MIN_LATIN_SPACE of the line height and GAP_RATIO times the line's typical gap
 * between glyphs. Always false on a line whose ink shows too few blanks to tell (a rule, a smudge).
 */
export function inkSpaceAt(ink: boolean[], height: number): (from: number, to: number) => boolean {
  const runs = blankRuns(ink);
  if (runs.length < 3) return () => false;
  const gaps = runs.map(([a, b]) => b - a).sort((a, b) => a - b);
  const space = Math.max(MIN_LATIN_SPACE * height, GAP_RATIO * gaps[gaps.length >> 1]);
  return (from, to) => runs.some(([a, b]) => a >= from && b <= to && b - a >= space);
}

const DIGIT = /\d/;
const NUMERIC = /[\d.,:/-]/;
const TIMES = /^[xX×]$/;

/**
 * Where a dropped space may go (the ONNX and Tesseract readings of photos): between a letter and a number, after a comma, semicolon, colon or
 * closing bracket, after a full stop before a capital, before "&" or an opening bracket, and from a lower-case letter to a capital. Not
 * inside a run of letters of one case: on the SROIE photos the ink between capitals and after a
 * capital L or A looked like a space as often as a real one did ("L ot", "Shah A lam", "BAN DAR").
 */
export function mayBeSpaced(a: string, b: string): boolean {
  // Numbers are never split ("1,100.00", "14/03/2024").
  if ((DIGIT.test(a) && NUMERIC.test(b)) || (NUMERIC.test(a) && DIGIT.test(b))) return false;
  // Nor a quantity from its times sign ("1x24.90"): the number vote pairs it with the script reading's as read.
  if ((DIGIT.test(a) && TIMES.test(b)) || (TIMES.test(a) && DIGIT.test(b))) return false;
  const letter = (c: string) => /\p{L}/u.test(c);
  const alnum = (c: string) => /[\p{L}\p{N}]/u.test(c);
  if ((letter(a) && DIGIT.test(b)) || (DIGIT.test(a) && letter(b))) return true;
  if (/[,;:)]/.test(a) && alnum(b)) return true;
  // An abbreviation's full stop before a capital ("Av.Insurgentes", "Col.Centro"); initials "D.I.Y." stay tight in the ink.
  if (a === '.' && /\p{Lu}/u.test(b)) return true;
  if (alnum(a) && /[&(]/.test(b)) return true;
  if (a === '&' && alnum(b)) return true;
  return /\p{Ll}/u.test(a) && /\p{Lu}/u.test(b);
}

/**
 * Words of a Tesseract line of a left-to-right script other than Hangul split where the reader ran two
 * words together ("Av.Insurgentes", "september2025" on the corpus photos): at a place mayBeSpaced
 * allows, when a blank as wide as a space (MIN_SPACE of the line height and GAP_RATIO times the
 * line's typical gap) lies within a third of the line height of where that place falls (characters
 * taken as equally wide).
 */
export function splitByInk(spans: WordSpan[], ink: boolean[], height: number): WordSpan[] {
  const runs = blankRuns(ink);
  if (runs.length < 3) return spans;
  const gaps = runs.map(([a, b]) => b - a).sort((a, b) => a - b);
  const space = Math.max(MIN_SPACE * height, GAP_RATIO * gaps[gaps.length >> 1]);
  const width = ink.length;
  return spans.flatMap((w) => splitWord(w, runs, space, width, height));
}

function splitWord(w: WordSpan, runs: Array<[number, number]>, space: number, width: number, height: number): WordSpan[] {
  const chars = [...w.text];
  for (let i = 1; i < chars.length; i++) {
    if (!mayBeSpaced(chars[i - 1], chars[i])) continue;
    const at = (w.start + ((w.end - w.start) * i) / chars.length) * width;
    const blank = widestIn(runs, at - height / 3, at + height / 3);
    if (blank.width < space) continue;
    const mid = Math.min(w.end, Math.max(w.start, blank.at / width));
    return [{ ...w, text: chars.slice(0, i).join(''), end: mid }, ...splitWord({ ...w, text: chars.slice(i).join(''), start: mid }, runs, space, width, height)];
  }
  return [w];
}
