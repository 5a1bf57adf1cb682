import { LabelMatcher, type LabelSpan } from './label-matcher';
import type { LabelFile } from './schema';
import en from './labels/en.json';
import de from './labels/de.json';
import fr from './labels/fr.json';
import nl from './labels/nl.json';
import es from './labels/es.json';
import it from './labels/it.json';
import pt from './labels/pt.json';
import da from './labels/da.json';
import ru from './labels/ru.json';
import el from './labels/el.json';
import id from './labels/id.json';
import fil from './labels/fil.json';
import ar from './labels/ar.json';
import he from './labels/he.json';
import hi from './labels/hi.json';
import zh from './labels/zh.json';
import ja from './labels/ja.json';
import ko from './labels/ko.json';
import ms from './labels/ms.json';
import pl from './labels/pl.json';
import sv from './labels/sv.json';
import tr from './labels/tr.json';

import branchWords from './branch-words.json';
import addressWords from './address-words.json';
import { isPlaceBranch } from './place-branch';
import { withoutProclitics } from './arabic-clitics';
import deadlineWords from './deadline-words.json';
import taxFreeWords from './tax-free-words.json';
import taxShareWords from './tax-share-words.json';
import dateRangeWords from './date-range-words.json';
import debitWords from './debit-words.json';

/** Every language's label file; the matcher is built once per process, on first use. */
export const LANGUAGE_LABELS: readonly LabelFile[] = [en, de, fr, nl, es, it, pt, da, ru, el, id, fil, ar, he, hi, zh, ja, ko, ms, pl, sv, tr] as LabelFile[];

let shared: LabelMatcher | undefined;
/** Whether labels are read one letter off: on for OCR'd text, off inside `readingPrint` over a text layer. */
let misreadLetters = true;

export function labelMatcher(): LabelMatcher {
  // OCR'd pages misread a letter of a label now and then ("פרטי הלקות"): long phrases are found one letter off.
  shared ??= new LabelMatcher(LANGUAGE_LABELS, { tolerant: true });
  return shared;
}

/**
 * Runs `read` (synchronous, so no other document's reading interleaves) with labels matched as printed when
 * `printed`: a text layer or an office file holds the letters the producer wrote, so a phrase one letter off a label
 * there is another word, not a misreading (taking it for the label gained nothing on digital PDFs and cost a field).
 */
export function readingPrint<T>(printed: boolean, read: () => T): T {
  const before = misreadLetters;
  misreadLetters = !printed;
  try {
    return read();
  } finally {
    misreadLetters = before;
  }
}

/** Labels of one piece of text (a cell), memoised: every field rule asks about the same cells. */
const memoTolerant = new Map<string, LabelSpan[]>();
const memoExact = new Map<string, LabelSpan[]>();

export function labelsIn(text: string): LabelSpan[] {
  const memo = misreadLetters ? memoTolerant : memoExact;
  let spans = memo.get(text);
  if (!spans) {
    if (memo.size > 50_000) memo.clear();
    spans = labelMatcher().find(withoutProclitics(text), { misread: misreadLetters });
    memo.set(text, spans);
  }
  return spans;
}

/**
 * Whether the text labels a value: one of its labels (of `keys`, or any but `skip`) is followed by a colon, a sign
 * or a figure, or is all the text holds ("Tél. 04 72 …", "Date: …", "Total"). A label word inside a name ("Café du
 * Port": "du" and "port" are label words too) does not count.
 */
export function labelsAValue(text: string, keys?: ReadonlySet<string>, skip: ReadonlySet<string> = NO_KEYS): boolean {
  return labelsIn(text).some((s) => {
    if (keys ? !keys.has(s.key) : skip.has(s.key)) return false;
    const rest = text.slice(s.end);
    if (/^\s*[:：#№]/.test(rest)) return true;
    // A number sign between the label and its figure ("Contribuinte n.º 573690407", "Kunde Nr. 12"): still a value.
    const sign = labelMatcher().signs(rest)[0];
    if (sign && !/\S/.test(rest.slice(0, sign.start)) && /^\s*[:：]?\s*\S{0,3}\d/.test(rest.slice(sign.end))) return true;
    // Little words the files list for sentences ("on", "le", "du", "to", "von") label nothing unless a colon follows;
    // short abbreviations printed as labels ("Tlf", "ТЕЛ", "ΑΦΜ", "HP") still do.
    const letters = text.slice(s.start, s.end).replace(/\./g, '');
    const little = letters.length <= 2 || (letters.length === 3 && letters === letters.toLowerCase());
    if (s.words === 1 && little && /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+$/u.test(letters)) return false;
    // A tax id may open with its country code and a space ("Umsatzsteuer-ID DE 867 647 589").
    return /^\s*\.?\s*(?:\p{Lu}{2}\s)?\S{0,3}\d/u.test(rest) || !/\p{L}/u.test(text.slice(0, s.start) + rest);
  });
}

const NO_KEYS: ReadonlySet<string> = new Set();

/** Words that open (or, in scripts without spaces, close) a branch line: "Filiaal Eindhoven", "Sede di Bologna", "渋谷支店". */
const BRANCH = new LabelMatcher([{ language: 'branch', fields: { page: { labels: Object.values(branchWords as Record<string, string[]>).flat(), examples: [] } }, signs: [], connectors: [] }] as unknown as LabelFile[]);

/** A line naming the branch or outlet of a business: neither the business's name nor part of its address. */
export function isBranchLine(text: string): boolean {
  const t = text.trim();
  return BRANCH.find(t).some((s) => s.start <= 1 || (s.end >= t.length - 1 && /[\u3040-\u9fff\uac00-\ud7af]/u.test(t))) || isPlaceBranch(t);
}

export type { LabelSpan } from './label-matcher';
export type { FieldKey as LabelKey } from './schema';

/** Street and building words of every language ("Avenue", "Jalan", "ул.", "Wisma"), the same matching rules. */
const STREET = new LabelMatcher([{ language: 'street', fields: { page: { labels: Object.values(addressWords as Record<string, string[]>).flat(), examples: [] } }, signs: [], connectors: [] }] as unknown as LabelFile[]);

/** A line naming a street or a building: part of an address even without a house number. */
export function isStreetLine(text: string): boolean {
  // Two Latin letters without a dot ("og", "st", "rt") are too often ordinary words to name a street alone.
  const named = STREET.find(text).some((s) => s.end - s.start >= 3 || /[.\/]|[^\x00-\u024f]/.test(text.slice(s.start, s.end)));
  return named || /\p{L}{3,}(?:straße|strasse|str\.|weg|gasse|platz|allee|straat|laan|gade|vej)(?![\p{L}])/iu.test(text);
}

/** Whether a single token is a street or building word of some language ("Jl.", "Str.", "Av."). */
function isStreetWord(token: string): boolean {
  return STREET.find(token).some((s) => s.start === 0 && s.end === token.length);
}

/**
 * A street word with the I/l confusion of OCR undone ("JI. Malioboro No. 617" → "Jl. Malioboro No. 617"): a short token
 * that is no street word becomes one when each capital I is read as l, or each l as I.
 */
export function repairStreetWords(text: string): string {
  return restoreLostEszett(repairIl(text));
}

/** Street words spelt with ß ("straße"), keyed by the word OCR makes when it drops the ß ("strae"). */
const ESZETT_LOST = new Map(
  Object.values(addressWords as Record<string, string[]>).flat().filter((w) => /ß/.test(w) && /^\p{L}+$/u.test(w)).map((w) => [w.replace(/ß/g, ''), w]),
);
const ESZETT_LOST_RE = ESZETT_LOST.size ? new RegExp(String.raw`(${[...ESZETT_LOST.keys()].join('|')})(?![\p{L}])`, 'giu') : undefined;

/**
 * A street word whose ß OCR dropped ("Bahnhofstrae 36" → "Bahnhofstraße 36"), alone or at the end of a compound
 * (German writes street names as one word). No word of the address lists ends in "strae" otherwise.
 */
function restoreLostEszett(text: string): string {
  if (!ESZETT_LOST_RE) return text;
  return text.replace(ESZETT_LOST_RE, (lost: string) => {
    const word = ESZETT_LOST.get(lost.toLowerCase())!;
    return lost === lost.toUpperCase() ? word.toUpperCase() : lost[0] === lost[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
  });
}

function repairIl(text: string): string {
  return text.replace(/(?<![\p{L}\d])[\p{L}]{1,5}\.?(?![\p{L}\d])/gu, (token) => {
    if (!/[Il]/.test(token) || isStreetWord(token)) return token;
    // In a word of capitals the l is a capital too ("JIN" → "JLN"); "JI." is the capital J of "Jl.".
    const capitals = /^\p{Lu}{3,}\.?$/u.test(token);
    for (const variant of [token.replace(/I/g, capitals ? 'L' : 'l'), token.replace(/l/g, 'I')]) if (variant !== token && isStreetWord(variant)) return variant;
    return token;
  });
}

type Deadline = Record<string, { before: string[]; after: string[] }>;
const wordList = (words: string[]) => new LabelMatcher([{ language: 'x', fields: { page: { labels: words, examples: [] } }, signs: [], connectors: [] }] as unknown as LabelFile[]);
const DEADLINE_BEFORE = wordList(Object.values(deadlineWords as Deadline).flatMap((d) => d.before));
const DEADLINE_AFTER = Object.values(deadlineWords as Deadline).flatMap((d) => d.after).sort((a, b) => b.length - a.length);

/**
 * Whether the words around a date in a sentence make it a deadline: "… remit $7,720.61 on or before 12 February",
 * "… bis spätestens 17. August 2026", "… до 26 августа", "2026年4月30日までに" (deadline-words.json). `before`: the
 * text before the date, `after`: the text after it.
 */
export function isDeadline(before: string, after: string): boolean {
  const tail = before.slice(-40);
  // An article, or the word "date" of Indonesian and Malay letters ("paling lambat tanggal 31 Maret 2026"), may stand between.
  const hit = DEADLINE_BEFORE.find(tail).some((s) => /^\s*(?:(?:the|le|den|dem|el|il|o|de|del|tanggal|tgl\.?|tarikh)\s+)?[\s,:]*$/iu.test(tail.slice(s.end)));
  return hit || DEADLINE_AFTER.some((w) => after.trimStart().startsWith(w));
}

/** The words of a file that lists them per language beside a `_comment`. */
function wordsOf(file: Record<string, string | string[]>): string[] {
  return Object.entries(file)
    .filter(([k]) => k !== '_comment')
    .flatMap(([, v]) => v as string[]);
}

const RANGE_WORDS = new Set(wordsOf(dateRangeWords));

/** Whether a phrase joins the two dates of a period ("bis zum", "until", "au"): date-range-words.json. */
export function isRangeWord(phrase: string): boolean {
  return RANGE_WORDS.has(phrase.trim().toLocaleLowerCase().replace(/\s+/g, ' '));
}

const DEBIT = wordList(wordsOf(debitWords));

/** Whether a sentence says the amount is taken from the payer's account (debit-words.json). */
export function mentionsDebit(text: string): boolean {
  return DEBIT.find(text).length > 0;
}

const TAX_FREE = wordList(Object.values(taxFreeWords as Record<string, string[]>).flat());

/**
 * Whether a line says its amounts carry no tax: "Ohne MwSt.", "VAT exempt", "TVA non applicable, art. 293 B du CGI",
 * "BTW verlegd" (tax-free-words.json).
 */
export function mentionsTaxFree(text: string): boolean {
  return TAX_FREE.find(text).length > 0;
}

const TAX_SHARE = wordList(Object.values(taxShareWords as Record<string, string[]>).flat());

/**
 * Whether the words before a tax's name say the tax is a share of the total above ("εκ των οποίων ΦΠΑ 24%", "davon
 * MwSt.", "其中 增值税"; tax-share-words.json): the line prints the tax, not a total that includes it.
 */
export function endsWithTaxShare(text: string): boolean {
  const hits = TAX_SHARE.find(text);
  return hits.length > 0 && !/\p{L}/u.test(text.slice(hits[hits.length - 1].end));
}
