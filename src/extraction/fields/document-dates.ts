import { type DateMatch, findDates } from './dates';
import { findLabels, valueCandidates, type Doc, type LabelHit, type TextLine } from './doc';
import { DATE_LABELS, DUE_DATE_LABELS, THEIR_MESSAGE, w } from './labels';
import { isDeadline, isRangeWord, type LabelKey, labelsIn, mentionsDebit } from '../lexicon';
import { findAmounts } from './amounts';
import { termDays, termDueDate } from './term-due-date';
import { isRunningText, sentenceAround } from './running-text';
import { netTermDate } from './net-term-date';

/**
 * Date (issue date) and Due_Date: the date printed with the strongest label; for Date, the first date of
 * the document when no label is found (issue dates sit at the top).
 */
/**
 * The date that opens the value (or follows a short word like "am"/"le"/"on"): inline, in the first cell to
 * the right, or under the label (header rows such as "Rechnungsdatum | Fälligkeit" with values below).
 */
function dateForHit(doc: Doc, hit: LabelHit): string | undefined {
  let triedRight = false;
  // A label inside a sentence that goes on in words ("Wir würden dann zu den Fälligkeiten") has its date in the
  // sentence, never in another cell or on the line below.
  const cell = hit.line.cells[hit.cell].text;
  const inProse = isRunningText(cell) && /^[^\d]*\p{L}/u.test(cell.slice(hit.end));
  for (const c of valueCandidates(doc, hit)) {
    if (inProse && c.where !== 'inline') break;
    if (c.where === 'right' && triedRight) continue;
    if (c.where === 'right') triedRight = true;
    const net = c.where === 'inline' ? netTermDate(c.text, { monthFirst: doc.monthFirst }) : undefined;
    if (net) return net;
    // Under a date label, "20240312" is a date too.
    const d = findDates(c.text, { monthFirst: doc.monthFirst, compact: true })[0] ?? wrappedDate(doc, c.text, c.line);
    if (d && d.start <= 6) return d.iso;
    // "Payment is due on or before 17 Mar 2025": deadline words may stand between the label and its date.
    if (d && c.where === 'inline' && d.start <= 30 && !/[.;!?。]\s/u.test(c.text.slice(0, d.start)) && isDeadline(c.text.slice(0, d.start), c.text.slice(d.end))) return d.iso;
    // "Termin zapłaty: 14 dni (28.03.2026)": the term in days, then the date it comes to.
    if (d && c.where === 'inline' && termThenDate(c.text.slice(0, d.start))) return d.iso;
    if (c.where === 'below') return undefined;
  }
  return undefined;
}

/** Only a count of days and a bracket or dash stand before the date under a due label. */
function termThenDate(before: string): boolean {
  return /^\s*\d{1,3}\s*\p{L}+\.?\s*[(\[:–-]\s*$/u.test(before) && termDays(before, true) !== undefined;
}

/**
 * A date that stops after its month ("17-06-"), with the year read as the first thing on the next line; the line may
 * go on with another label ("17-06-  TIDSPUNKT: 14:59:11" on a till roll too narrow for both).
 */
const UNFINISHED = /(?<![\d])\d{1,2}\s?[-/.]\s?\d{1,2}\s?[-/.](?=\s*$|\s+\p{L})/u;

/** OCR may break a date over two lines ("FAKTURADATO: 17-06-" / "2025"): the year under it finishes it. */
function wrappedDate(doc: Doc, text: string, line: TextLine): DateMatch | undefined {
  const m = UNFINISHED.exec(text);
  const next = doc.lines[line.index + 1];
  if (!m || !next || next.page !== line.page || next.box[1] - line.box[3] > 1.5 * line.height) return undefined;
  const year = /^\s*(\d{4})(?!\d)/.exec(next.cells[0].text);
  if (!year) return undefined;
  const d = findDates(`${m[0].replace(/\s+/g, '')}${year[1]}`, { monthFirst: doc.monthFirst })[0];
  return d ? { ...d, start: m.index, end: m.index + m[0].length } : undefined;
}

interface LabelledDate {
  iso: string;
  weight: number;
  line: number;
  /** The label stands mid-way in a sentence of running text. */
  told?: boolean;
}

/** "ZUGFeRD-Version: 2.1 vom 24.03.2020": a template's or format's version date, even after a date word. */
const VERSION = w('version');

/**
 * `issued`: the hits are the document date's labels. A date word right after a deadline word is the deadline's
 * ("antes del 9 de mayo": Italian's "del" of "Fattura del 12/03" is a date word), not the document's date.
 */
/** "für den Zeitraum vom 06.12.2013 bis zum 06.12.2014": a due label that joins two dates ends a period. */
function endsPeriod(doc: Doc, cell: string, hit: LabelHit): boolean {
  if (!isRangeWord(cell.slice(hit.start, hit.end))) return false;
  const before = cell.slice(0, hit.start).trimEnd();
  return findDates(before, doc).some((d) => d.end >= before.length - 1);
}

/**
 * A deadline named in running text speaks less surely than a labelled field or column ("Fälligkeitstag: 01.04.2014",
 * "Fälligkeit" over 13.12.2017), and one the sentence reaches mid-way ("… der Vertragsstand bis zum 04.03.2014
 * berücksichtigt") least.
 */
function proseDiscount(doc: Doc, cell: string, hit: LabelHit): number {
  if (!isRunningText(cell)) return 0;
  return /\p{L}/u.test(cell.slice(0, hit.start)) || continuesSentence(doc, hit.line) ? 2 : 1;
}

/** The line carries on a sentence the line above left open (a wrapped paragraph: no stop at its end). */
function continuesSentence(doc: Doc, line: TextLine): boolean {
  const above = doc.lines[line.index - 1];
  return Boolean(above && above.page === line.page && isRunningText(above.text) && !/[.!?:;。]\s*$/u.test(above.text));
}

function labelledDates(doc: Doc, hits: LabelHit[], issued = false): LabelledDate[] {
  return hits.flatMap((hit) => {
    if (VERSION.test(hit.line.text)) return [];
    const cell = hit.line.cells[hit.cell].text;
    if (issued && isDeadline(cell.slice(0, hit.end), '')) return [];
    if (!issued && endsPeriod(doc, cell, hit)) return [];
    const iso = dateForHit(doc, hit);
    const prose = proseDiscount(doc, cell, hit);
    return iso ? [{ iso, weight: hit.weight - (issued ? 0 : prose), line: hit.line.index, told: prose === 2 }] : [];
  });
}

function strongest(dates: LabelledDate[]): LabelledDate | undefined {
  return dates.reduce<LabelledDate | undefined>((b, d) => (!b || d.weight > b.weight ? d : b), undefined);
}

/** Lines whose dates are about something else (delivery, periods, orders, a format's version) — skipped by the fallback. */
const OTHER_DATE = w(String.raw`due|fällig|échéance|verval|order|bestell|liefer|leistung|delivery|livraison|period|zeitraum|période|from|to|bis|until|check|ship|versand|übergabe|rückgabe|gedruckt|printed|valid|version|${THEIR_MESSAGE}`);

/** Label-file keys of dates that are not the document's own. */
const OTHER_DATE_KEYS = new Set<LabelKey>(['due_date', 'order_date', 'delivery_date', 'service_period', 'payment_terms']);

/** Words of another date around a date: the whole line, or in running text only the date's own clause. */
function aboutAnotherDate(line: TextLine, d: DateMatch): boolean {
  const text = sentenceAround(line.text, d.start, d.end);
  return OTHER_DATE.test(text) || labelsIn(text).some((s) => OTHER_DATE_KEYS.has(s.key));
}

/**
 * A letter's dateline above the body: a line that is a date, after a place at most ("Marikina, Abril 6, 2026"). A date
 * word inside the body's sentences ("… sa inyong pagdiriwang noong Abril 4, 2026") dates what the letter tells of.
 */
function datelineDate(doc: Doc, before: number): string | undefined {
  for (const line of doc.lines) {
    if (line.page > 1 || line.index >= before) break;
    const d = findDates(line.text, doc)[0];
    if (!d || line.text.slice(d.end).trim() || aboutAnotherDate(line, d)) continue;
    if (/^\s*(?:\p{L}[\p{L}\s.-]{0,30},\s*)?$/u.test(line.text.slice(0, d.start))) return d.iso;
  }
  return undefined;
}

function firstUnlabelledDate(doc: Doc): string | undefined {
  for (const line of doc.lines) {
    if (line.page > 1) break;
    const d = findDates(line.text, doc)[0];
    if (d && !aboutAnotherDate(line, d)) return d.iso;
  }
  return undefined;
}

/**
 * A deadline inside a sentence of a letter-style invoice: "Please remit $7,720.61 by bank transfer on or before
 * February 12, 2026", "Wir bitten um Überweisung … bis spätestens 17. August 2026". The sentence names an amount
 * and the date follows a deadline word; a sentence may wrap, so each line is read with the next.
 */
const PAYING: ReadonlySet<LabelKey> = new Set<LabelKey>(['due_date', 'payment_terms', 'payment_method', 'balance_due', 'total']);

function sentenceDueDate(doc: Doc): string | undefined {
  for (const [i, line] of doc.lines.entries()) {
    const next = doc.lines[i + 1];
    const joined = next && next.page === line.page && next.box[1] - line.box[3] < 1.2 * line.height ? `${line.text} ${next.text}` : line.text;
    const dates = findDates(joined, doc).filter((d) => d.start < line.text.length + 1 || d.start > line.text.length);
    // The sentence is about paying: it names an amount, or a payment or total word of the label files ("お支払い", "付款",
    // "청구 금액" before "KRW 1,309,330을", an amount with a particle run on).
    const paying = findAmounts(joined).some((a) => a.hasCurrency || a.decimals === 2) || labelsIn(joined).some((l) => PAYING.has(l.key));
    if (!dates.length || !paying) continue;
    for (const d of dates) {
      if (d.start > line.text.length + 1 + (next?.text.length ?? 0)) continue;
      if (isDeadline(joined.slice(0, d.start), joined.slice(d.end))) return netTermDate(joined, doc) ?? d.iso;
    }
    // "Der Betrag von EUR 529,87 wird am 20.03.2014 … per SEPA-Lastschrift eingezogen": the day it is debited.
    if (dates.length === 1 && mentionsDebit(joined)) return dates[0].iso;
  }
  return undefined;
}

export function extractDates(doc: Doc): { Date?: string; Due_Date?: string } {
  const out: { Date?: string; Due_Date?: string } = {};
  const dates = labelledDates(doc, findLabels(doc, DATE_LABELS), true);
  const dues = labelledDates(doc, findLabels(doc, DUE_DATE_LABELS));
  let date = strongest(dates);
  let due = strongest(dues);
  // One printed date read by both labels ("À payer avant le 13 avril": "le" is also a date word): the stronger
  // label keeps it, the other takes its next reading.
  if (date && due && date.line === due.line && date.iso === due.iso) {
    if (due.weight >= date.weight) date = strongest(dates.filter((d) => d.line !== due!.line));
    else due = strongest(dues.filter((d) => d.line !== date!.line));
  }
  const iso = (date?.told ? datelineDate(doc, date.line) : undefined) ?? date?.iso ?? firstUnlabelledDate(doc);
  if (iso) out.Date = iso;
  if (due && (due.iso !== iso || date)) out.Due_Date = due.iso;
  else if (!due) {
    const said = sentenceDueDate(doc) ?? (iso ? termDueDate(doc, iso) : undefined);
    if (said && said !== iso) out.Due_Date = said;
  }
  return out;
}
