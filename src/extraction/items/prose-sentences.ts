import { findAmounts, round2 } from '../fields/amounts';
import type { Item } from './assemble';
import { agrees } from './readings';
import type { Row } from './rows';
import { TOKEN_WORDS } from './token-words';

/**
 * A letter that gives each item a sentence of its own, its amount ending the sentence: "La pose de carrelage a porté
 * sur 24 m² à 35,00 € le m², soit 840,00 €. La fourniture de la colle et des joints s'élève à 126,50 €. La dépose …
 * sont facturées 180,00 €." A paragraph is cut into sentences; two or more in a row that end with a money figure are
 * the items, and only where their amounts add up to a figure printed after the paragraph (the letter's subtotal or
 * total), so sentences stating dates, sums or terms are never taken.
 */
const PROSE = new Set(['text', 'meta', 'blank']);
const SENTENCE_END = /(?<=[.!?。])\s+(?=[\p{Lu}\p{Lo}])/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const AT = [...TOKEN_WORDS.priceWords].sort((a, b) => b.length - a.length).map(escape).join('|');
/** "24 m² à 35,00 €": a count, its unit, a price word and the price. */
const COUNT_AT = new RegExp(`(?<![\\d.,])(\\d+(?:[.,]\\d+)?)\\s*(\\p{L}[\\p{L}²³.]{0,8})?\\s+(?:${AT})\\s+(?:\\p{Sc}\\s*)?(\\d[\\d.,]*\\d)`, 'u');
const money = (text: string) => findAmounts(text).filter((a) => a.decimals > 0 || a.hasCurrency);

/** The sentence's item: its amount the money figure that ends it, its words before that figure's clause. */
function sentenceItem(sentence: string): Item | undefined {
  const figures = money(sentence);
  const last = figures[figures.length - 1];
  if (!last || last.value <= 0 || /[\p{L}\p{N}]/u.test(sentence.slice(last.end).replace(/\p{Sc}|[A-Z]{3}\b/gu, ''))) return undefined;
  // "…, soit 840,00 €": the clause that only restates the amount is no part of the description.
  const head = sentence.slice(0, last.start).replace(/[\s,;:–—-]*(?:(?<!\p{L})\p{Ll}{1,5}\s*)?(?:\p{Sc}\s*)?$/u, '').replace(/[\s,;:–—-]+$/u, '').trim();
  if (!/\p{L}{3}/u.test(head) || head.length > 160) return undefined;
  const item: Item = { Description: head, Amount: last.value };
  const m = COUNT_AT.exec(head);
  const price = m ? findAmounts(m[3])[0]?.value : undefined;
  if (m && price !== undefined && agrees(Number(m[1].replace(',', '.')) * price, last.value, Number(m[1].replace(',', '.')))) {
    Object.assign(item, { QTY: Number(m[1].replace(',', '.')), Price: price, ...(m[2] ? { Unit: m[2] } : {}) });
  }
  return item;
}

/** Runs of prose lines (no item rows between them) on one page, joined: sentences run over line ends. */
function paragraphs(rows: Row[]): Array<{ text: string; last: number }> {
  const out: Array<{ text: string; last: number }> = [];
  let run: Row[] = [];
  const flush = (last: number) => {
    if (run.length >= 2) out.push({ text: run.map((r) => r.line.text.trim()).join(' '), last });
    run = [];
  };
  rows.forEach((r, i) => {
    const prev = run[run.length - 1];
    if (!PROSE.has(r.kind) || (prev && prev.line.page !== r.line.page)) flush(i - 1);
    if (PROSE.has(r.kind)) run.push(r);
  });
  flush(rows.length - 1);
  return out;
}

export function sentenceEntries(rows: Row[]): Item[] | undefined {
  for (const p of paragraphs(rows)) {
    const sentences = p.text.split(SENTENCE_END);
    const later = rows.slice(p.last + 1).flatMap((r) => money(r.line.text).map((a) => a.value));
    let items: Item[] = [];
    let best: Item[] | undefined;
    sentences.forEach((s, k) => {
      const item = sentenceItem(s.trim());
      if (!item) return void (items = []);
      items = [...items, item];
      if (items.length < 2) return;
      // The amounts add up to a sum the letter prints after them (the sentence stating the sums, or a totals line).
      const sum = round2(items.reduce((a, i) => a + (i.Amount as number), 0));
      const after = [...sentences.slice(k + 1).flatMap((t) => money(t).map((a) => a.value)), ...later];
      if (after.some((v) => Math.abs(v - sum) < 0.011) && items.length > (best?.length ?? 0)) best = items;
    });
    if (best) return best;
  }
  return undefined;
}
