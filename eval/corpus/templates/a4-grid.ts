import type { DocModel } from '../model';
import { esc, fontStack, page, partyLines, printer, totalsRows, val } from './common';
import type { Layout } from './layout';

/** Dense A4 in a bordered grid: every block a cell, meta cells with small labels on top, many item columns. */
function render(m: DocModel): string {
  const P = printer(m);
  const v = m.vendor;
  const H = (k: Parameters<typeof P.L>[0]) => esc(P.L(k, { colon: false }));
  const meta: [string, string][] = [[P.L('invoice_number', { colon: false }), m.number], [P.L('date', { colon: false }), P.date(m.date)]];
  if (m.due) meta.push([P.L('due_date', { colon: false }), P.date(m.due)]);
  if (m.delivery) meta.push([P.L('delivery_date', { colon: false }), P.date(m.delivery)]);
  if (m.po) meta.push([P.L('po_number', { colon: false }), m.po]);
  if (m.customerNo) meta.push([P.L('customer_number', { colon: false }), m.customerNo]);
  if (m.payment?.display) meta.push([P.L('payment_method', { colon: false }), m.payment.display]);
  const items = m.items.map((i, n) => `<tr><td>${n + 1}</td><td>${val(i.sku ?? '')}</td><td class="d">${esc(i.description)}${i.subline ? `<br><i>${esc(i.subline)}</i>` : ''}</td><td>${val(P.qty(i.qty, i.weighed))}</td><td>${esc(i.unit ?? '')}</td><td>${val(P.num(i.price))}</td><td>${i.discount ? val(P.num(i.discount)) : ''}</td><td>${val(P.rate(i.taxRate ?? 0))}</td><td>${val(P.num(i.amount))}</td></tr>`).join('');
  const totals = totalsRows(m, P, { withBase: true }).map(([l, x, k]) => `<tr class="${k ?? ''}"><th>${esc(l)}</th><td>${val(x)}</td></tr>`).join('');
  const css = `body{font-family:${fontStack(m)};font-size:8pt;color:#000}
.sheet{width:210mm;min-height:296mm;padding:10mm}
table{border-collapse:collapse;width:100%}td,th{border:0.6pt solid #333;padding:1.2mm 1.5mm;vertical-align:top}
.head td{width:50%}.head .pname{font-size:12pt;font-weight:700}.doc{text-align:center;font-size:16pt;font-weight:700;background:#e8e8e8}
.lab{display:block;font-size:6.5pt;color:#444;text-transform:uppercase}
.meta td{font-size:9pt;font-weight:600}
.items th{background:#d9d9d9;font-size:7pt}.items td{text-align:end}.items td.d{text-align:start;width:44mm}
.sums{width:95mm;margin-inline-start:auto;margin-top:-0.6pt}.sums th{text-align:start;font-weight:400;background:#f2f2f2}.sums td{text-align:end;width:32mm}.sums tr.total td,.sums tr.total th{font-weight:700;font-size:10pt}
.gap{height:3mm}.foot td{font-size:7pt;color:#333}`;
  const foot = [v.phone ? `${esc(P.L('phone'))} ${val(v.phone)}` : '', v.email ? `${esc(P.L('email'))} ${val(v.email)}` : '', v.taxId ? `${esc(v.taxId.label)} ${val(v.taxId.value)}` : '', ...v.otherIds.map((o) => `${esc(o.label)} ${esc(o.value)}`), m.bank ? esc(m.bank) : ''].filter(Boolean);
  const body = `<div class="sheet">
<table class="head"><tr><td>${partyLines(v, P, { contact: false, ids: false }).join('')}${m.slogan ? `<div>${esc(m.slogan)}</div>` : ''}</td><td class="doc">${H('invoice_title')}</td></tr>
<tr><td><span class="lab">${H('bill_to')}</span>${m.billTo ? partyLines(m.billTo, P, { contact: false }).join('') : ''}</td><td><span class="lab">${H('ship_to')}</span>${m.shipTo ? partyLines(m.shipTo, P, { contact: false }).join('') : ''}</td></tr></table>
<div class="gap"></div>
<table class="meta"><tr>${meta.map(([l, x]) => `<td><span class="lab">${esc(l)}</span>${val(x)}</td>`).join('')}</tr></table>
<div class="gap"></div>
<table class="items"><tr><th>${H('position')}</th><th>${H('sku')}</th><th>${H('description')}</th><th>${H('qty')}</th><th>${H('unit')}</th><th>${H('unit_price')}</th><th>${H('line_discount')}</th><th>${H('tax_rate')}</th><th>${H('amount')}</th></tr>${items}</table>
<table class="sums">${totals}</table>
<div class="gap"></div>
<table class="foot"><tr>${foot.map((x) => `<td>${x}</td>`).join('')}</tr></table></div>`;
  return page(m, css, body);
}

export const a4Grid: Layout = {
  id: 'a4-grid', kind: 'invoice', family: 'a4-table', render,
  features: {
    items: [3, 25], shipTo: true, billTo: true, po: true, reference: false, due: true, delivery: true, unit: true, lineDiscount: true,
    lineTaxRate: true, sku: 'column', docDiscount: false, shipping: true, paid: true, tip: false, coupon: false, weighed: false,
    sublines: true, pools: ['goods', 'goods', 'services'],
  },
};
