import termWords from '../lexicon/term-days.json';
import { labelsIn, type LabelKey } from '../lexicon';
import type { Doc } from './doc';

/**
 * A due date from payment terms counted in days ("Payment terms: 30 days", "Zahlbar innerhalb von 14 Tagen",
 * "net 30", "30日以内"), for invoices that print no due date of their own. The words come from term-days.json.
 */
interface TermWords {
  before: string[];
  days: string[];
  net: string[];
  after: string[];
  suffix: string[];
}

const LANGS = Object.entries(termWords).filter(([k]) => k !== '_about').map(([, v]) => v as TermWords);
const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const alt = (pick: (t: TermWords) => string[]) =>
  [...new Set(LANGS.flatMap(pick))].sort((a, b) => b.length - a.length).map(esc).join('|');

const COUNT = String.raw`(\d{1,3})`;
const DAYS = String.raw`\s*(?:${alt((t) => t.days)})(?![\p{L}])`;
/** "within 30 days", "innerhalb von 14 Tagen", "a 30 días". */
const BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${alt((t) => t.before)})\s+${COUNT}${DAYS}`, 'giu');
/** "net 30", "30 Tage netto", "netto 14 dage". */
const NET = new RegExp(String.raw`(?<![\p{L}])(?:${alt((t) => t.net)})\s*${COUNT}(?![\d\p{L}])|(?<![\d.,/])${COUNT}${DAYS}\s*(?:${alt((t) => t.net)})(?![\p{L}])`, 'giu');
/** "30 दिनों के भीतर". */
const AFTER = new RegExp(String.raw`(?<![\d.,/])${COUNT}${DAYS}\s*(?:${alt((t) => t.after)})`, 'giu');
/** "30日以内", "30天内", "30일 이내": the count right before the suffix, never a date's day ("3月30日"). */
const SUFFIX = new RegExp(String.raw`(?<![月\d])${COUNT}\s*(?:${alt((t) => t.suffix)})`, 'gu');
/** Any count of days, taken only on a line labelled as payment terms or a due date ("Payment terms: 30 days"). */
const ANY = new RegExp(String.raw`(?<![\d.,/])${COUNT}${DAYS}`, 'giu');

const TERM_KEYS = new Set<LabelKey>(['payment_terms', 'due_date']);

function counts(re: RegExp, text: string): number[] {
  return [...text.matchAll(re)].map((m) => Number(m.slice(1).find((g) => g !== undefined)));
}

/**
 * The net term of a text in days. With several ("2 % Skonto innerhalb 10 Tagen, 30 Tage netto"), the longest is
 * the net term; the shorter ones are discount periods.
 */
export function termDays(text: string, labelled = false): number | undefined {
  const found = [BEFORE, NET, AFTER, SUFFIX, ...(labelled ? [ANY] : [])].flatMap((re) => counts(re, text)).filter((n) => n >= 1 && n <= 180);
  return found.length ? Math.max(...found) : undefined;
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The due date `date` + the document's net term, or undefined when it states none. */
export function termDueDate(doc: Doc, date: string): string | undefined {
  let best: number | undefined;
  for (const line of doc.lines) {
    const labelled = labelsIn(line.text).some((s) => TERM_KEYS.has(s.key));
    const days = termDays(line.text, labelled);
    if (days !== undefined && (best === undefined || days > best)) best = days;
  }
  return best === undefined ? undefined : addDays(date, best);
}
