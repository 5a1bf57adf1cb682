import { labelsIn, type LabelSpan } from '../lexicon';
import { LabelMatcher } from '../lexicon/label-matcher';
import type { LabelFile } from '../lexicon/schema';
import itemWords from '../lexicon/item-words.json';

/**
 * Lines among or after the items that are not items, by their label (any of the 18 languages): totals, subtotals
 * and tax end the item region; tender, change, tips, rounding, loyalty and carried-forward lines are skipped.
 * Other header labels (invoice number, date, phone…) mark meta lines. Words come from the label files and
 * lexicon/item-words.json.
 */
export type RowRole = 'end' | 'skip' | 'meta';

const END = new Set(['total', 'subtotal', 'tax', 'balance_due']);
const SKIP = new Set(['amount_paid', 'tip', 'rounding', 'change', 'tendered', 'deposit', 'payment_method', 'shipping', 'carried_forward', 'loyalty']);
/** Column and document words are printed in item descriptions too ("Unit", "Invoice design", "Receipt paper"). */
const NEUTRAL = new Set(['description', 'sku', 'quantity', 'unit', 'unit_price', 'line_amount', 'line_tax_rate', 'line_discount',
  'doc_invoice', 'doc_receipt', 'doc_credit_note', 'doc_order', 'doc_delivery_note', 'doc_quote', 'doc_proforma', 'discount', 'thanks', 'page', 'currency']);

type Words = Record<string, Record<string, string[]>>;
const words = itemWords as unknown as Words;
const files = Object.keys(words.loyalty).map((lang) => ({
  language: lang,
  fields: Object.fromEntries(['carried_forward', 'loyalty', 'item_count'].map((k) => [k, { labels: words[k][lang] ?? [], examples: [] }])),
  signs: [],
  connectors: [],
}));
const ITEM_WORDS = new LabelMatcher(files as unknown as LabelFile[]);

/** Spans per text: the same lines are classified once per extraction and again for every reading. */
const memo = new Map<string, LabelSpan[]>();

const letters = (s: string) => (s.match(/[\p{L}\p{N}]/gu) ?? []).length;

/** Money figures with cents ("¥25,800.00") or grouped without them ("124,000": won, yen), maybe behind a currency sign. */
const MONEY = /[-−]?\p{Sc}?\d{1,3}(?:(?:[.,\u00a0]\d{3})*[.,]\d{2}|(?:[.,\u00a0]\d{3})+)(?![\d.,])/gu;

/**
 * A totals row that prints two sums, the amounts' and the tax's ("合计 ¥25,800.00 ¥2,934.00"): its description is a
 * totals label and money figures alone, where a short label is outweighed by the figures' digits.
 */
function sumsRow(text: string, spans: LabelSpan[]): boolean {
  const lead = text.search(/[\p{L}\p{N}]/u);
  const first = spans.filter((s) => END.has(s.key) && s.start <= Math.max(0, lead) + 1).sort((a, b) => b.end - a.end)[0];
  return Boolean(first) && text.replace(MONEY, '') !== text && !/[\p{L}\p{N}]/u.test(text.slice(first.end).replace(MONEY, ''));
}

/** Percentages and money marks and signs beside the figures of a sums line ("（10%）", "金…円"). */
const SUMS_NOISE = /[(（]?\d+(?:[.,]\d+)?\s*%[)）]?|\p{Sc}|[金円元원]/gu;

/**
 * A line that states the sums one after another, each label before its figure ("小計 金252,860円、消費税（10%）金25,286円、
 * 合計 金278,146円"): it opens with a totals label, and once its totals labels and money figures are taken out nothing
 * but punctuation is left.
 */
function sumsLine(text: string, spans: LabelSpan[]): boolean {
  const lead = text.search(/[\p{L}\p{N}]/u);
  const sums = spans.filter((s) => END.has(s.key));
  if (sums.length < 2 || !sums.some((s) => s.start <= Math.max(0, lead) + 1)) return false;
  let rest = text;
  for (const s of sums) rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
  const figures = rest.match(MONEY)?.length ?? 0;
  return figures >= 2 && !/[\p{L}\p{N}]/u.test(rest.replace(MONEY, ' ').replace(SUMS_NOISE, ' '));
}

/** The label that the text starts with, when labels make up most of the text ("합계(부가세 별도)": total + tax). */
function leadingLabel(text: string, spans: LabelSpan[]): LabelSpan | undefined {
  const lead = text.search(/[\p{L}\p{N}]/u);
  const first = spans.filter((s) => s.start <= Math.max(0, lead) + 1).sort((a, b) => b.end - a.end)[0];
  if (!first) return undefined;
  let rest = text;
  for (const s of spans) rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
  const left = letters(rest);
  return left <= 0.7 * letters(text) || left <= 3 ? first : undefined;
}

const SYLLABLE = String.raw`[\p{Script=Hangul}\p{Script=Han}]`;
/** Two or more single syllables with a space between each, standing alone: a letter-spaced label. */
const SPACED = new RegExp(String.raw`(?<!${SYLLABLE})${SYLLABLE}(?: ${SYLLABLE})+(?!${SYLLABLE})`, 'gu');

/**
 * "합 계", "소 계", "부 가 세": a grid or till spaces out the syllables of its labels; they are the labels "합계", "소계",
 * "부가세". A name is words of several syllables, so closing such runs leaves descriptions as they are.
 */
export function closeSpacedLabel(text: string): string {
  return text.replace(SPACED, (m) => m.replace(/ /g, ''));
}

/** What a row labelled like `text` (its description, figures removed) is, when it is not an item. */
export function rowRole(text: string): RowRole | undefined {
  const t = closeSpacedLabel(text.trim());
  if (!t) return undefined;
  let spans = memo.get(t);
  if (!spans) {
    if (memo.size > 20_000) memo.clear();
    spans = ITEM_WORDS.find(t);
    memo.set(t, spans);
  }
  // "9 ARTIKELEN  TOTAAL": the count's word before a total label (the count itself is read as a figure).
  // (Hangul is matched inside syllables: a span may be empty, and then it names nothing.)
  const count = spans.find((s) => (s.key as string) === 'item_count' && s.end > s.start && s.start <= Math.max(0, t.search(/[\p{L}\p{N}]/u)) + 1);
  if (count && rowRole(t.slice(count.end)) === 'end') return 'end';
  const own = leadingLabel(t, spans.filter((s) => (s.key as string) !== 'item_count'));
  if (own) return 'skip';
  const labels = labelsIn(t).filter((s) => !NEUTRAL.has(s.key));
  const label = leadingLabel(t, labels);
  if (!label) return sumsRow(t, labels) || sumsLine(t, labels) ? 'end' : undefined;
  if (END.has(label.key)) return 'end';
  if (SKIP.has(label.key)) return 'skip';
  return 'meta';
}

/**
 * Whether a line names loyalty points, savings or an item count ("Point i alt: 3372", "סה\"כ נקודות: 1753",
 * "Total items 12"): a total word on it does not make its figure the document's total.
 */
export function loyaltyLine(text: string): boolean {
  return ITEM_WORDS.find(text).some((s) => (s.key as string) === 'loyalty');
}

const carriedSpans = (text: string) => ITEM_WORDS.find(text).filter((s) => (s.key as string) === 'carried_forward');

/** Whether a line is labelled as a carried-forward or page total ("Report", "Übertrag", "Total à reporter"). */
export function carriedLine(text: string): boolean {
  return carriedSpans(text).length > 0;
}

/** Whether a line opens with such a label ("Übertrag von Seite 1", "Carried forward"): a line of its own, no item. */
export function carriedForwardLine(text: string): boolean {
  const t = text.trim();
  return !!t && leadingLabel(t, carriedSpans(t)) !== undefined;
}
