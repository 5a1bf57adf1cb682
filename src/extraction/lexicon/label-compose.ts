import type { LabelSpan } from './label-matcher';
import type { FieldKey as LabelKey } from './schema';

/**
 * Number labels composed from a document word and a number sign ("Kreditnota nr.", "رقم الفاتورة"): the label
 * files list the words and the signs once, not every pairing a printer makes of them.
 */

/** Sign and connector pseudo-keys take part in matching only to compose number labels. */
export type AnyKey = LabelKey | '_sign' | '_connector';
export type AnyEntry = { key: AnyKey; lang: string; words: number; tolerant?: boolean };

/** Which number label a document word makes with a sign. */
const NUMBER_OF: Partial<Record<LabelKey, LabelKey>> = {
  doc_invoice: 'invoice_number',
  doc_receipt: 'invoice_number',
  doc_credit_note: 'invoice_number',
  doc_proforma: 'invoice_number',
  doc_order: 'order_number',
};

/** Document word + sign (either order, optional connector) → a number label; signs and connectors never surface alone. */
export function composeNumbers(hits: Array<AnyEntry & { start: number; end: number }>, norm: string): Array<LabelSpan> {
  const out: LabelSpan[] = [];
  const near = (a: number, b: number) => b >= a && /^[\s\-–:.]{0,3}$/.test(norm.slice(a, b));
  const used = new Set<number>();
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i];
    const made = NUMBER_OF[h.key as LabelKey];
    if (!made) continue;
    // doc [connector] sign
    let j = i + 1;
    while (j < hits.length && hits[j].start < h.end) j++;
    if (hits[j]?.key === '_connector' && near(h.end, hits[j].start)) j++;
    if (hits[j]?.key === '_sign' && near(hits[j - 1].end, hits[j].start)) {
      out.push({ key: made, start: h.start, end: hits[j].end, lang: h.lang, words: 2, composed: true });
      used.add(j);
      continue;
    }
    // sign [connector] doc
    let k = i - 1;
    if (hits[k]?.key === '_connector' && near(hits[k].end, h.start)) k--;
    if (hits[k]?.key === '_sign' && near(hits[k].end, hits[k + 1].start) && !used.has(k)) {
      out.push({ key: made, start: hits[k].start, end: h.end, lang: h.lang, words: 2, composed: true });
      used.add(k);
    }
  }
  for (const h of hits) if (h.key !== '_sign' && h.key !== '_connector') out.push(h as LabelSpan);
  // A composed label covers its document word: "Rechnung Nr." is a number label, not also a title.
  const composed = out.filter((s) => s.composed);
  return out
    .filter((s) => s.composed || !composed.some((c) => c.start <= s.start && s.end <= c.end))
    .sort((a, b) => a.start - b.start);
}
