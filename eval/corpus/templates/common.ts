import type { LabelKey } from '../data';
import { formatDate, formatMoney, formatNumber, formatQty, formatRate } from '../locale';
import type { DocModel, Party, TaxLine } from '../model';

export const esc = (s: string | number): string =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A value isolated from the surrounding text direction (amounts and ids inside RTL lines). */
export const val = (s: string | number): string => `<bdi class="v">${esc(s)}</bdi>`;

const FALLBACK = ["'Noto Sans'", "'Noto Sans Arabic'", "'Noto Sans Hebrew'", "'Noto Sans Devanagari'", "'Noto Sans CJK SC'", "'Noto Sans CJK JP'", "'Noto Sans CJK KR'", 'sans-serif'];

export function fontStack(m: DocModel, first: string[] = []): string {
  return [...new Set([...first, ...m.vocab.fonts.map((f) => `'${f}'`), ...FALLBACK])].join(', ');
}

/** Printing helpers bound to one document: labels in this document's style, numbers, money, dates. */
export interface Printer {
  L(key: LabelKey, opts?: { colon?: boolean }): string;
  money(v: number): string;
  num(v: number): string;
  qty(v: number, weighed?: boolean): string;
  rate(r: number): string;
  date(iso: string): string;
  taxLabel(t: TaxLine): string;
}

const CJK = new Set(['zh', 'ja', 'ko']);

export function printer(m: DocModel): Printer {
  const colonStyle = m.style.fork('colon').pick(['keep', 'keep', 'colon', 'none'] as const);
  const upper = m.style.fork('upper').chance(0.12);
  const rateSpace = m.style.fork('rate').chance(['de', 'fr', 'da', 'ru'].includes(m.lang) ? 0.6 : 0.15);
  const colon = CJK.has(m.lang) ? '：' : m.lang === 'fr' ? ' :' : ':';
  const cache = new Map<LabelKey, string>();
  const rate = (r: number) => `${formatRate(r, m.country)}${rateSpace ? '\u00a0' : ''}%`;
  return {
    L(key, opts = {}) {
      if (!cache.has(key)) cache.set(key, m.style.fork(`label:${key}`).pick(m.vocab.labels[key]));
      let label = cache.get(key)!;
      const stripped = label.replace(/\s*[:：]$/, '');
      if (opts.colon === false || colonStyle === 'none') label = stripped;
      else if (colonStyle === 'colon') label = stripped + colon;
      return upper && opts.colon !== false ? label.toLocaleUpperCase(m.lang) : label;
    },
    money: (v) => formatMoney(v, m.country, m.moneyFormat),
    num: (v) => formatNumber(v, m.country),
    qty: (v, weighed) => formatQty(v, m.country, weighed),
    rate,
    date: (iso) => formatDate(iso, m.dateFormat, m.vocab),
    taxLabel: (t) => `${t.name} ${rate(t.rate)}`,
  };
}

/** Lines of a party block: name, contact, address in postal order, country, then contact details. */
export function partyLines(p: Party, P: Printer, opts: { contact?: boolean; ids?: boolean } = {}): string[] {
  const out = [`<div class="pname">${esc(p.name)}</div>`];
  if (p.contact) out.push(`<div>${esc(p.contact)}</div>`);
  for (const l of p.address.lines) out.push(`<div>${esc(l)}</div>`);
  if (p.address.country) out.push(`<div>${esc(p.address.country)}</div>`);
  if (opts.contact !== false) {
    if (p.phone) out.push(`<div>${esc(P.L('phone'))} ${val(p.phone)}</div>`);
    if (p.email) out.push(`<div>${esc(P.L('email'))} ${val(p.email)}</div>`);
  }
  if (opts.ids !== false && p.taxId) out.push(`<div>${esc(p.taxId.label)} ${val(p.taxId.value)}</div>`);
  return out;
}

/** The totals block as [label, value] rows; each layout renders them its own way. */
export function totalsRows(m: DocModel, P: Printer, opts: { withBase?: boolean } = {}): [string, string, string?][] {
  const rows: [string, string, string?][] = [];
  if (m.subtotalPrinted) rows.push([P.L('subtotal'), P.money(m.subtotal), 'subtotal']);
  if (m.discount) rows.push([P.L('discount'), P.money(-m.discount)]);
  if (m.shipping) rows.push([P.L('shipping'), P.money(m.shipping)]);
  for (const t of m.taxes) {
    const base = opts.withBase ? ` (${P.L('net', { colon: false })} ${P.num(t.base)})` : '';
    rows.push([`${P.taxLabel(t)}${base}`, P.money(t.amount)]);
  }
  if (m.tip) rows.push([P.L('tip'), P.money(m.tip)]);
  rows.push([P.L('total'), P.money(m.total), 'total']);
  if (m.paid) rows.push([P.L('amount_paid'), P.money(-m.paid)]);
  if (m.balance !== undefined) rows.push([P.L('balance_due'), P.money(m.balance), 'total']);
  return rows;
}

/** A whole HTML page. */
export function page(m: DocModel, css: string, body: string): string {
  return `<!doctype html><html lang="${m.lang}" dir="${m.vocab.dir}"><head><meta charset="utf-8"><title>${esc(m.id)}</title>
<style>*{box-sizing:border-box}html,body{margin:0;padding:0}bdi.v{unicode-bidi:isolate}${css}</style></head><body>${body}</body></html>`;
}
