import type { ItemContext } from '../items';
import { ledgerWords, type LedgerLabelKey } from '../ledger';
import type { DocModel, Item } from '../model';
import type { Rng } from '../rng';
import { esc, fontStack, page, printer, val } from './common';
import type { Layout } from './layout';
import { cells, padEnd, padStart, wrap } from './mono-text';
import { daysBetween } from './variant-common';

/**
 * ERP text print on A4: header values as "Label ....: value" with dot leaders or a key/value list at the right, the
 * vendor block top-right or only in the footer, item rows in a monospaced face as one text run per row with runs of
 * spaces between the columns, wrapped descriptions, a discount column filled on some rows, totals as text lines,
 * payment due as a date or as a term in days. Wording of its own (ledger/*.json).
 */

const CJK_MONO: Record<string, string> = { ja: "'Noto Sans Mono CJK JP'", ko: "'Noto Sans Mono CJK KR'", zh: "'Noto Sans Mono CJK SC'" };

/** Articles of this layout's own wording; a unit column on some documents only. */
function extendItems(items: Item[], ctx: ItemContext, rng: Rng): Item[] {
  const articles = [...ledgerWords(ctx.v.lang).articles];
  const units = rng.chance(0.5);
  return items.map((i) => {
    // Each article once per document while the list lasts.
    const it: Item = { ...i, description: articles.length > 1 ? articles.splice(rng.int(0, articles.length - 1), 1)[0] : articles[0] };
    if (!units) delete it.unit;
    return it;
  });
}

/** Due date printed as a date on some documents and as a term in days on others. */
function finish(m: DocModel, rng: Rng): void {
  if (m.due && rng.chance(0.45)) {
    m.termDays = daysBetween(m.date, m.due);
    m.due = undefined;
  }
}

function render(m: DocModel): string {
  const P = printer(m);
  const s = m.style.fork('ledger');
  const W = ledgerWords(m.lang);
  const upper = s.chance(0.3);
  const picked = new Map<LedgerLabelKey, string>();
  const word = (k: LedgerLabelKey) => {
    if (!picked.has(k)) picked.set(k, s.fork(k).pick(W.labels[k]));
    return upper ? picked.get(k)!.toLocaleUpperCase(m.lang) : picked.get(k)!;
  };
  const v = m.vendor;
  const b = m.billTo!;
  const vendorAt = s.pick(['footer', 'footer', 'top'] as const);
  const metaStyle = s.pick(['leaders', 'leaders', 'list'] as const);

  const meta: [string, string][] = [[word('invoice_number'), m.number], [word('date'), P.date(m.date)]];
  if (m.customerNo) meta.push([word('customer_number'), m.customerNo]);
  if (m.po) meta.push([word('po_number'), m.po]);
  const term = (n: number) => s.fork('term').pick(W.term_days).replace('{n}', String(n));
  if (m.termDays) meta.push([word('terms'), term(m.termDays)]);
  if (m.due) {
    if (s.chance(0.3)) meta.push([word('terms'), term(daysBetween(m.date, m.due))]);
    meta.push([word('due_date'), P.date(m.due)]);
  }
  if (s.chance(0.5)) meta.push([word('currency'), m.country.currency]);
  if (s.chance(0.4)) meta.push([word('page'), '1/1']);
  const colon = s.pick([':', ':', ''] as const);
  const lw = Math.max(...meta.map(([l]) => cells(l))) + 4;
  const metaHtml = metaStyle === 'leaders'
    ? `<pre class="meta">${meta.map(([l, x]) => `${esc(padEnd(`${l} `, lw, '.'))}${colon} ${val(x)}`).join('\n')}</pre>`
    : `<table class="kv">${meta.map(([l, x]) => `<tr><td>${esc(l)}</td><td>${val(x)}</td></tr>`).join('')}</table>`;

  // Item rows: one run of text per row, columns padded with spaces.
  const pos = s.pick(['none', 'one', 'ten'] as const);
  const units = m.items.some((i) => i.unit);
  const discounts = m.items.some((i) => i.discount);
  const minus = s.chance(0.5) ? '-' : '';
  const dw = pos === 'none' ? 40 : 36;
  const cols = (p: string, d: string, q: string, u: string, pr: string, di: string, a: string) =>
    [pos === 'none' ? '' : `${padStart(p, 3)} `, padEnd(d, dw), padStart(q, 7), units ? ` ${padEnd(u, 5)}` : '',
      padStart(pr, 12), discounts ? padStart(di, 10) : '', padStart(a, 13)].join('');
  const width = cells(cols('', '', '', '', '', '', ''));
  const rule = (ch: string) => ch.repeat(width);
  const lines: string[] = [
    esc(cols(pos === 'none' ? '' : word('position').slice(0, 3), word('description'), word('qty'), word('unit'), word('unit_price'), word('discount'), word('amount'))),
    rule(s.pick(['-', '=', '_'])),
  ];
  m.items.forEach((i, n) => {
    const desc = wrap(i.description, dw);
    const p = pos === 'one' ? String(n + 1) : pos === 'ten' ? String((n + 1) * 10) : '';
    const disc = i.discount ? `${minus}${P.num(i.discount)}` : '';
    lines.push(esc(cols(p, desc[0], P.qty(i.qty), i.unit ?? '', P.num(i.price), disc, P.num(i.amount))));
    for (const more of desc.slice(1)) lines.push(esc(`${pos === 'none' ? '' : '    '}${more}`));
  });
  lines.push(rule('-'));
  const tl = (label: string, amount: string) => esc(padStart(`${label}${padStart(amount, 16)}`, width));
  lines.push(tl(word('subtotal'), P.num(m.subtotal)));
  const withBase = s.chance(0.5);
  for (const t of m.taxes) lines.push(tl(`${P.taxLabel(t)}${withBase ? padStart(P.num(t.base), 14) : ''}`, P.num(t.amount)));
  lines.push(rule('='));
  const cur = s.chance(0.5) ? ` ${m.country.currency}` : '';
  lines.push(tl(`${word('total')}${cur}`, cur ? P.num(m.total) : P.money(m.total)));
  if (m.balance !== undefined) lines.push(tl(word('balance_due'), P.num(m.balance)));

  const vendorLines = [v.name, ...v.address.lines, v.address.country ?? '', v.phone ? `${word('phone')} ${v.phone}` : '',
    v.email ? `${word('email')} ${v.email}` : '', v.taxId ? `${v.taxId.label} ${v.taxId.value}` : ''].filter(Boolean);
  const top = vendorAt === 'top' ? `<div class="vend">${vendorLines.map((l, n) => `<div${n ? '' : ' class="vn"'}>${esc(l)}</div>`).join('')}</div>` : '<div></div>';
  const foot = vendorAt === 'footer'
    ? [vendorLines.slice(0, 1 + v.address.lines.length + (v.address.country ? 1 : 0)).join(' · '), vendorLines.slice(1 + v.address.lines.length + (v.address.country ? 1 : 0)).join(' · '), m.bank ? `${word('bank')} ${m.bank}` : '']
    : [m.bank ? `${word('bank')} ${m.bank}` : ''];
  const pay = m.payment?.display ? `<p>${esc(word('payment_method'))}${colon} ${val(m.payment.display)}</p>` : '';
  const billLabel = s.chance(0.6) ? `<div class="bl">${esc(word('bill_to'))}</div>` : '';
  const bill = `<div class="bill">${billLabel}${[b.name, b.contact ?? '', ...b.address.lines, b.address.country ?? ''].filter(Boolean).map((l) => `<div>${esc(l)}</div>`).join('')}</div>`;
  const title = `<h1>${esc(word('invoice_title'))}</h1>`;
  const mono = `${CJK_MONO[m.lang] ?? "'DejaVu Sans Mono'"}, ${fontStack(m)}`;
  const css = `body{font-family:${fontStack(m)};font-size:9.5pt;color:#151515}
.sheet{width:210mm;height:296mm;padding:12mm 14mm 0 16mm;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-start;min-height:${vendorAt === 'top' ? 30 : 4}mm}
.vend{text-align:end;font-size:9pt;line-height:1.35}.vn{font-weight:700;font-size:11pt}
h1{font-size:${s.pick([14, 16, 18])}pt;margin:4mm 0 6mm;letter-spacing:1pt}
.mid{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-bottom:8mm}.bill{min-width:70mm}.bl{font-size:8pt;color:#555}
pre{font-family:${mono};font-size:8.4pt;line-height:1.45;margin:0;white-space:pre}
.kv td{padding:.4mm 2mm}.kv td:last-child{text-align:end}
.foot{position:absolute;bottom:9mm;inset-inline:16mm 14mm;border-top:.5pt solid #777;padding-top:1.5mm;font-size:7.2pt;color:#333;text-align:center;line-height:1.4}`;
  const body = `<div class="sheet"><div class="head">${vendorAt === 'top' ? title : ''}${top}</div>${vendorAt === 'top' ? '' : title}
<div class="mid">${bill}${metaHtml}</div>
<pre class="items">${lines.join('\n')}</pre>
${pay}${s.chance(0.5) ? `<p>${esc(word('thanks'))}</p>` : ''}
<div class="foot">${foot.filter(Boolean).map((l) => `<div>${esc(l)}</div>`).join('')}</div></div>`;
  return page(m, css, body);
}

export const a4Ledger: Layout = {
  id: 'a4-ledger', kind: 'invoice', family: 'a4-table', render, finish,
  features: {
    items: [2, 14], shipTo: false, billTo: true, po: true, reference: false, due: true, delivery: false, unit: true, lineDiscount: true,
    lineTaxRate: false, sku: false, docDiscount: false, shipping: false, paid: false, tip: false, coupon: false, weighed: false,
    sublines: false, pools: ['goods'],
  },
  extend: { items: extendItems },
};
