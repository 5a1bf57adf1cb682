import type { DocModel } from '../model';
import { esc, fontStack, page, printer, totalsRows, val } from './common';
import type { Layout } from './layout';

/** The plainest invoice: a title, then every value in a two-column label/value table, a simple item table. */
function render(m: DocModel): string {
  const P = printer(m);
  const v = m.vendor;
  const rows: [string, string][] = [[P.L('from'), v.name], ['', [...v.address.lines, v.address.country].filter(Boolean).join('\n')]];
  if (v.taxId) rows.push([v.taxId.label, v.taxId.value]);
  if (v.phone) rows.push([P.L('phone'), v.phone]);
  if (v.email) rows.push([P.L('email'), v.email]);
  rows.push([P.L('invoice_number'), m.number], [P.L('date'), P.date(m.date)]);
  if (m.due) rows.push([P.L('due_date'), P.date(m.due)]);
  if (m.delivery) rows.push([P.L('delivery_date'), P.date(m.delivery)]);
  if (m.po) rows.push([P.L('po_number'), m.po]);
  if (m.reference) rows.push([P.L('reference'), m.reference]);
  if (m.billTo) rows.push([P.L('bill_to'), m.billTo.name], ['', [...m.billTo.address.lines, m.billTo.address.country].filter(Boolean).join('\n')]);
  if (m.payment?.display) rows.push([P.L('payment_method'), m.payment.display]);
  const items = m.items.map((i) => `<tr><td>${esc(i.description)}</td><td class="n">${val(P.qty(i.qty, i.weighed))}</td><td class="n">${val(P.num(i.price))}</td><td class="n">${val(P.num(i.amount))}</td></tr>`).join('');
  const totals = totalsRows(m, P).map(([l, x, k]) => `<tr class="${k ?? ''}"><td>${esc(l)}</td><td>${val(x)}</td></tr>`).join('');
  const css = `body{font-family:${fontStack(m)};font-size:10.5pt;color:#000}
.sheet{width:210mm;min-height:296mm;padding:18mm 20mm}h1{font-size:18pt;margin:0 0 8mm}
table.kv{border-collapse:collapse}.kv td{padding:1mm 6mm 1mm 0;vertical-align:top;white-space:pre-line}.kv td:first-child{font-weight:600;min-width:55mm}
table.it{border-collapse:collapse;width:100%;margin-top:8mm}.it th,.it td{border-bottom:1px solid #999;padding:1.5mm}.it th{text-align:start}.n{text-align:end}
table.tt{border-collapse:collapse;margin-top:5mm}.tt td{padding:1mm 6mm 1mm 0}.tt td:first-child{font-weight:600;min-width:55mm}.tt tr.total td{font-weight:800}`;
  const body = `<div class="sheet"><h1>${esc(P.L('invoice_title', { colon: false }))}</h1>
<table class="kv">${rows.map(([l, x]) => `<tr><td>${esc(l)}</td><td>${val(x)}</td></tr>`).join('')}</table>
<table class="it"><tr><th>${esc(P.L('description', { colon: false }))}</th><th class="n">${esc(P.L('qty', { colon: false }))}</th><th class="n">${esc(P.L('unit_price', { colon: false }))}</th><th class="n">${esc(P.L('amount', { colon: false }))}</th></tr>${items}</table>
<table class="tt">${totals}</table>${m.bank ? `<p>${val(m.bank)}</p>` : ''}</div>`;
  return page(m, css, body);
}

export const plainTwoColumn: Layout = {
  id: 'plain-two-column', kind: 'invoice', family: 'plain', render,
  features: {
    items: [1, 6], shipTo: false, billTo: true, po: true, reference: true, due: true, delivery: true, unit: false, lineDiscount: false,
    lineTaxRate: false, sku: false, docDiscount: true, shipping: true, paid: true, tip: false, coupon: false, weighed: false,
    sublines: false, pools: ['goods', 'services'],
  },
};
