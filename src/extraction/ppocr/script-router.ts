import { countScripts, type Script } from '../image/unicode-script';
import type { Decoded } from './ctc';
import { latinPlausibility } from './plausible';
import { withTimes } from './times-sign';

/**
 * Who reads a line that the English recogniser was unsure of. ONNX recognisers where one fits the
 * script (PP-OCR Latin, Japanese, Chinese), Tesseract for the rest. `scripts` are the letters a reader
 * can produce when it reads its own script; the probe scores each reader by them.
 */
export interface ScriptReader {
  name: string;
  kind: 'onnx' | 'tesseract';
  scripts: Script[];
  /** Tesseract language set ('kor', or the mixed probe set); ONNX recogniser name otherwise. */
  languages: string[];
}

/**
 * An English reading below this mean confidence is checked against the other readers. Set on the
 * rendered corpus and the SROIE photos: English lines read 0.93–1.0, lines of other scripts read by
 * the English model 0.3–0.8.
 */
export const UNCERTAIN = 0.9;
/** Lines of a page the probe reads with every candidate reader to name its script(s). */
export const PROBE_LINES = 3;

/**
 * Characters per unit of the box's aspect ratio (width / height) below which the English reading
 * left most of the line unread: Latin print gives 1.3–1.9 (SROIE photos and the rendered corpus),
 * while Han, kana and Hangul lines read by the English model give 0.7–1.0 (it emits nothing for
 * glyphs it does not know, at high confidence for the digits it does).
 */
export const SPARSE = 1.1;

/** Typical density of Latin print (SROIE photos and the rendered corpus: 1.3–1.9). */
export const LATIN_DENSITY = 1.3;
/** Typical density of Han, kana and Hangul print (square glyphs, with spaces and digits: 0.8–1.1). */
export const CJK_DENSITY = 0.8;

/** Characters read per unit of aspect ratio of the line's box. */
export function density(d: Decoded, box: readonly number[]): number {
  const aspect = Math.max(1e-3, (box[2] - box[0]) / Math.max(1, box[3] - box[1]));
  return d.text.replace(/\s/g, '').length / aspect;
}

/** A line whose English reading is not to be trusted as it is: unsure, or most of the line unread. */
export function isUncertain(d: Decoded, box: readonly number[]): boolean {
  return !d.text || d.confidence < UNCERTAIN || density(d, box) < SPARSE;
}

/** Letters of `text` written in one of `scripts`, and all letters (digits and punctuation are neutral). */
export function scriptShare(text: string, scripts: readonly Script[]): { own: number; letters: number } {
  const counts = countScripts(text);
  let own = 0;
  let letters = 0;
  for (const [s, n] of counts) {
    letters += n;
    if (scripts.includes(s)) own += n;
  }
  return { own, letters };
}

/**
 * How believable a reading is as text of the reader's own script: its confidence, scaled by the share
 * of its letters in that script. A Korean line read by the Hebrew model comes back as Hebrew letters
 * at low confidence; read by the Korean model, as Hangul at high confidence. A line without letters
 * (an amount) scores by confidence alone.
 */
export function readingScore(d: Decoded, scripts: readonly Script[], lettersRequired = false): number {
  if (!d.text) return 0;
  const { own, letters } = scriptShare(d.text, scripts);
  return d.confidence * (letters ? own / letters : lettersRequired ? 0 : 1);
}

/**
 * Per line, whichever of two readings by models of one script scores higher as that script's text
 * (readingScore with letters required): a line one model fails on does not count against the script.
 */
export function betterOwnReadings(a: Decoded[], b: Decoded[], scripts: readonly Script[]): Decoded[] {
  return a.map((d, i) => (b[i] && readingScore(b[i], scripts, true) > readingScore(d, scripts, true) ? b[i] : d));
}

/** Accents and case folded, only letters and digits kept: what the English model can tell apart. */
export function folded(text: string): string {
  // Letters with a stroke rather than an accent do not decompose: the English model reads ø as o.
  const stroked: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ß: 'b' };
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '').replace(/[øæœłđß]/g, (c) => stroked[c]);
}

/**
 * Whether the script reader's reading of a line replaces the English one. The English reading stays
 * when it is sure and dense (a Latin line on a Korean invoice); otherwise the more believable reading
 * wins, with a small margin for the script reader, whose text covers glyphs the English model skips.
 * For the Latin model: its reading also wins when it is the English one plus accents or symbols (€, ß).
 */
export function prefersScript(script: Decoded, scripts: readonly Script[], english: Decoded, box: readonly number[]): boolean {
  if (!script.text) return false;
  if (scripts.length === 1 && scripts[0] === 'latin') {
    if (/[^\x00-\x7f]/.test(script.text) && folded(script.text).startsWith(folded(english.text)) && script.confidence > 0.8) return true;
    return readingScore(script, scripts) > readingScore(english, ['latin']) + 0.02;
  }
  // Read as its own script with some confidence: the line is of that script, even where the English
  // model read look-alike Latin letters confidently (Greek "Ημερομηνία" as "H spo nvia" at 0.97).
  const { own, letters } = scriptShare(script.text, scripts);
  if (letters > 0 && own >= 0.5 * letters && script.confidence >= OWN_SCRIPT) return true;
  if (english.confidence >= SURE && density(english, box) >= SPARSE) return false;
  // The English reading counts as far as it reads as Latin print (see latinPlausibility).
  return readingScore(script, scripts) >= readingScore(english, ['latin']) * latinPlausibility(english.text) - 0.05;
}

/** A script reader's own-script reading at this confidence is kept over the English one. */
export const OWN_SCRIPT = 0.5;
/** An English reading this confident and dense is kept on any page. */
export const SURE = 0.97;

/**
 * The probe's verdict. Latin look-alikes are what makes this hard: the English and Latin models read
 * Greek, Hebrew or Cyrillic print as Latin letters at 0.8–0.9 confidence, so a reader of another
 * script wins on its own-script evidence (median over the probe lines of confidence × share of its
 * letters in its script: one line a reader fails on does not sink it) once that reaches PICK and
 * comes near the English reading's score; that reader, reading a script not its own, returns
 * foreign letters or low confidence. Otherwise the Latin model, when more believable than English.
 * Japanese needs kana: the Japanese model reads Chinese as Han too.
 */
export function pickReader(
  english: Decoded[],
  candidates: Array<{ reader: ScriptReader; readings: Decoded[] }>,
  boxes: ReadonlyArray<readonly number[]>,
): ScriptReader | undefined {
  // A reading that leaves most of the line unread (the glyphs it does not know) is worth less: Latin
  // print holds ~1.3 characters per unit of the box's aspect ratio, square CJK glyphs ~0.8 (the
  // Chinese model reads Hangul as a few confident Han characters).
  const coveredAt = (expected: number) => (d: Decoded, i: number) => Math.min(1, density(d, boxes[i]) / expected);
  const covered = coveredAt(LATIN_DENSITY);
  const coveredCjk = coveredAt(CJK_DENSITY);
  const englishScore = median(english.map((d, i) => readingScore(d, ['latin'], true) * covered(d, i)));
  // Against another script, the English reading counts only as far as it reads as Latin print: Greek
  // read by the English model is confident look-alike letters in words no Latin text writes.
  const asPrint = median(english.map((d, i) => readingScore(d, ['latin'], true) * covered(d, i) * latinPlausibility(d.text)));
  let best: { reader: ScriptReader; score: number } | undefined;
  let latin: { reader: ScriptReader; score: number } | undefined;
  for (const { reader, readings } of candidates) {
    const isLatin = reader.scripts.includes('latin');
    const isCjk = reader.scripts.some((x) => x === 'han' || x === 'kana' || x === 'hangul');
    let score = median(readings.map((d, i) => readingScore(d, reader.scripts, true) * (isLatin ? covered(d, i) : isCjk ? coveredCjk(d, i) : 1)));
    if (reader.name === 'japan') {
      const text = readings.map((d) => d.text).join('');
      const kana = scriptShare(text, ['kana']).own;
      const han = scriptShare(text, ['han']).own;
      if (kana < 0.1 * (kana + han)) score = 0;
    }
    if (isLatin) {
      if (!latin || score > latin.score) latin = { reader, score };
    } else if (!best || score > best.score) best = { reader, score };
  }
  const pick = asPrint <= GARBLED ? PICK_GARBLED : PICK;
  if (best && best.score >= pick && best.score >= asPrint - PICK_MARGIN) return best.reader;
  return latin && latin.score > englishScore ? latin.reader : undefined;
}

/** Own-script evidence at which a non-Latin reader names the page's script (see pickReader). */
export const PICK = 0.6;
/**
 * Where the English reading of the probe lines is hardly Latin print at all (its score as print at or
 * below GARBLED), less evidence names the script: Tesseract's Greek model reads a photographed
 * "Αιγαίο Συμβουλευτική Ο.Ε." right at 0.42 confidence. Korean read from Latin or Greek print stays
 * under 0.4 (rendered corpus photos).
 */
export const GARBLED = 0.25;
export const PICK_GARBLED = 0.45;
/** How far below the English reading's score that evidence may stay. */
export const PICK_MARGIN = 0.1;

/** Numbers as printed: digits with inner separators ("14/03/2024", "203.90", "20417"). */
const NUMBER = /\d(?:[\d.,:/-]*\d)?/g;

/**
 * Tesseract's script models drop the digit 1 that the English recogniser reads reliably (Hindi
 * "14/03/2024" → "4/03/2024", "20417" → "2047"). When both readings of a line hold the same count of
 * numbers, each English number replaces Tesseract's where it has the same shape (digits where
 * Tesseract has digits: "14/05/2024" for a printed "14/03/2024") or is it with 1s added back.
 * Other differences are left alone: the English model misreads script glyphs as digits ("14일" → "142").
 * `separators`: the same digits with other or missing separators take the source's too — for the
 * Japanese model, which reads "89.50" as "89,50" and "203.90" as "20390" where the Chinese one does
 * not; Tesseract reads a small comma better than the English model (Russian receipt photo "89,50").
 */
export function mergeNumbers(text: string, englishText: string, separators = false): string {
  const english = englishText.match(NUMBER) ?? [];
  if (english.length === 0) return text;
  const scriptText = joinPieces(text, english);
  const own = scriptText.match(NUMBER) ?? [];
  if (english.length !== own.length) return withTimes(mergeUnpaired(scriptText, english, separators), englishText);
  let i = 0;
  return withTimes(scriptText.replace(NUMBER, (n) => {
    const e = english[i++];
    const sameShape = e.length === n.length && e.replace(/\d/g, '0') === n.replace(/\d/g, '0');
    const sameDigits = separators && e.replace(/\D/g, '') === n.replace(/\D/g, '');
    return e !== n && (sameShape || sameDigits || (e.length > n.length && withoutOnes(e, n))) ? e : n;
  }), englishText);
}

/**
 * One line read by two recognisers of one script family (the Japanese and the Chinese model on a
 * Japanese page): the more confident reading, its confidence scaled by how much of the longer reading
 * it holds, since a model emits nothing for glyphs it does not know (the Chinese model skips kana).
 */
export function betterOf(a: Decoded, b: Decoded): Decoded {
  const la = a.text.replace(/\s/g, '').length;
  const lb = b.text.replace(/\s/g, '').length;
  const most = Math.max(1, la, lb);
  return b.confidence * (lb / most) > a.confidence * (la / most) ? b : a;
}

/** Two or more number-like words in a row ("90. 24", "203 .90"). */
const PIECES = /[\d.,:/-]*\d[\d.,:/-]*(?: [\d.,:/-]*\d[\d.,:/-]*)+/g;

/**
 * Tesseract's Hebrew and Arabic models split a number at its decimal point and put the pieces in
 * right-to-left order ("24.90" → "90. 24"): a run of number pieces whose digits, in either order,
 * are an English number's is that number.
 */
function joinPieces(text: string, english: string[]): string {
  return text.replace(PIECES, (run) => {
    const pieces = run.split(' ').map((p) => p.replace(/\D/g, ''));
    const found = english.find((e) => {
      const digits = e.replace(/\D/g, '');
      return digits === pieces.join('') || digits === [...pieces].reverse().join('');
    });
    return found && /[.,]/.test(found) ? found : run;
  });
}

/**
 * Numbers of two readings that do not pair one to one (the English model read a script glyph as a
 * digit: "f2aic 14/03/2024" beside "दिनांक 4/03/2024"): each number of the script reading, in order,
 * takes the next English number with 1s added back (or its separators, see mergeNumbers); a single
 * digit is left alone.
 */
function mergeUnpaired(scriptText: string, english: string[], separators: boolean): string {
  let next = 0;
  return scriptText.replace(NUMBER, (n) => {
    if (n.length < 2) return n;
    for (let j = next; j < english.length; j++) {
      const e = english[j];
      if (e === n || (separators && e.replace(/\D/g, '') === n.replace(/\D/g, '')) || (e.length > n.length && withoutOnes(e, n))) {
        next = j + 1;
        return e;
      }
    }
    return n;
  });
}

/** Whether deleting some 1s from `longer` gives `shorter`. */
function withoutOnes(longer: string, shorter: string): boolean {
  let j = 0;
  for (const ch of longer) {
    if (j < shorter.length && ch === shorter[j]) j++;
    else if (ch !== '1') return false;
  }
  return j === shorter.length;
}

/** Median; the mean of the middle two for an even count; 0 for none. */
export function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
