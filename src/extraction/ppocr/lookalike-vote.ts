import type { Script } from '../image/unicode-script';
import type { Decoded } from './ctc';
import data from './script-lookalikes.json';

/**
 * Greek and Cyrillic print share letter shapes with Latin print, so the English recogniser and a script's
 * Tesseract model each read the other's print as their own letters, sure of it: Greek "Μεταφορά και
 * συναρμολόγηση" as "Metapopd kal ouvap oAoynon" (0.90 against the Greek model's 0.44), and the Latin
 * code "F202509-025" on a Greek page as "ΕΖ02509-025", "RUB" on a Russian one as "ВОВ". Confidence
 * cannot tell which print it is; which reader's reading the other one's explains can: the English
 * reading is a look-alike of the script reading when its characters are what the English model makes
 * of those script letters, and the script reading is a look-alike of the English one when its letters
 * are what the script model makes of that Latin print (script-lookalikes.json).
 */

export interface ScriptTable {
  homoglyphs: Record<string, string>;
  englishReads: Record<string, string>;
  scriptReads: Record<string, string>;
  /** A letter of the script. */
  letter: RegExp;
}

const TABLES: Partial<Record<Script, ScriptTable>> = {
  greek: { ...data.greek, letter: /\p{Script=Greek}/u },
  cyrillic: { ...data.cyrillic, letter: /\p{Script=Cyrillic}/u },
};

/** The look-alike table of the first of `scripts` that has one (Greek, Cyrillic). */
export function tableOf(scripts: readonly Script[]): ScriptTable | undefined {
  for (const s of scripts) if (TABLES[s]) return TABLES[s];
  return undefined;
}

/** Script letters without accents (Greek tonos, the dieresis of ё), spaces dropped: the readers split words apart differently. */
export function bare(text: string): string[] {
  return [...text.normalize('NFD').replace(/[\u0300-\u036f\u0345\s]/gu, '').normalize('NFC')];
}

const lower = (c: string) => c.toLowerCase();

/** Whether the English model's `latin` can be its reading of the printed script letter `script`. */
export function englishReads(t: ScriptTable, script: string, latin: string): boolean {
  if (script === latin) return true;
  const l = lower(latin);
  return [...(t.homoglyphs[script] ?? ''), ...(t.englishReads[script] ?? '')].some((c) => lower(c) === l);
}

/** Whether the script model's `script` can be its reading of the printed Latin character `latin`. */
export function scriptReads(t: ScriptTable, latin: string, script: string): boolean {
  if (script === latin) return true;
  const l = lower(latin);
  if ((t.homoglyphs[script] ?? '').toLowerCase().includes(l)) return true;
  const reads = t.scriptReads[latin] ?? t.scriptReads[latin.toUpperCase()] ?? '';
  return reads.includes(script);
}

/**
 * How far `a` explains `b`, 0–1: an edit-distance alignment of the two where a pair of characters costs
 * nothing when `same` holds, as a share of the longer one.
 */
export function explained(a: string[], b: string[], same: (x: string, y: string) => boolean): number {
  const n = a.length;
  const m = b.length;
  if (!n || !m) return 0;
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const row = [i];
    for (let j = 1; j <= m; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1));
    prev = row;
  }
  return 1 - prev[m] / Math.max(n, m);
}

/** Letters an English line needs for a tie in look-alikes to go to the script reading. */
export const TIE_LETTERS = 3;
/** Share at which one reading counts as the look-alike of another. */
export const LOOKALIKE = 0.75;

/**
 * Both ways: how well the English reading is the English model's reading of script print (`asScript`),
 * and the script reading the script model's reading of Latin print (`asLatin`).
 */
export function lookalikeShares(t: ScriptTable, script: string, english: string): { asScript: number; asLatin: number } {
  const s = bare(script);
  const e = [...english.replace(/\s/g, '')];
  return {
    asScript: explained(s, e, (x, y) => englishReads(t, x, y)),
    asLatin: explained(e, s, (x, y) => scriptReads(t, x, y)),
  };
}

/** ASCII print with a Latin letter or a digit ("RUB", "F202509-025", "#5034", "EL666722743"). */
const LATIN_PRINT = /^[\x21-\x7e]*[A-Za-z0-9][\x21-\x7e]*$/;

/**
 * Whether a confident English word is Latin print the script model read as its look-alike letters, over
 * the script reading of the same place: the script reading is what the script model makes of that Latin
 * print, and the English reading is less well what the English model makes of the script reading's
 * letters ("RUB" over "ВОВ": В is no R to the English model). Where both explain each other equally (all
 * homoglyphs: "ΡΟ-53297", "ТН-1080"), a word both readers read digits in is a code and Latin; other
 * words stay the script's ("НОМЕР", "ΑΡ.", and "ΗΜΕΡΟΜΗΝΙΑ" though read "HMEP0MHNIA").
 */
export function latinPrintWins(script: string, english: string, scripts: readonly Script[]): boolean {
  const t = tableOf(scripts);
  if (!t || !LATIN_PRINT.test(english) || !t.letter.test(script)) return false;
  const { asScript, asLatin } = lookalikeShares(t, script, english);
  if (asLatin < LOOKALIKE) return false;
  return asScript < asLatin || (asScript === asLatin && /\d/.test(english) && /\d/.test(script));
}

/**
 * A line whose English reading is the look-alike of its script reading, not Latin print: the English
 * reading is explained by the script reading at LOOKALIKE or more, and no worse than the script reading
 * is explained as Latin print read by the script model (a tie: see below). The script reading then stands whatever the two
 * confidences ("συναρμολόγηση" at 0.15 against "cuvap oAoynon" at 0.85), and is given the confidence the
 * English model had in those shapes as far as they match (it would be dropped as a speck otherwise).
 * undefined where the English reading is not such a look-alike.
 */
export function scriptLookalike(script: Decoded, english: Decoded, scripts: readonly Script[]): Decoded | undefined {
  const t = tableOf(scripts);
  if (!t || !script.text || !/\p{L}/u.test(english.text)) return undefined;
  const letters = [...script.text].filter((c) => /\p{L}/u.test(c));
  if (letters.filter((c) => t.letter.test(c)).length < 0.5 * letters.length) return undefined;
  const { asScript, asLatin } = lookalikeShares(t, script.text, english.text);
  if (asScript < LOOKALIKE || asScript < asLatin) return undefined;
  // All homoglyphs ("ώρες" / "Wpec"): the page's script, unless the line holds digits (units and
  // signs of a quantity line: "2,482 kg x 2,31/kg") or too few letters to tell ("X2").
  if (asScript === asLatin && (/\d/.test(english.text) || (english.text.match(/\p{L}/gu) ?? []).length < TIE_LETTERS)) return undefined;
  return { ...script, confidence: Math.max(script.confidence, english.confidence * asScript) };
}
