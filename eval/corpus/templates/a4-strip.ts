import type { DocModel } from '../model';
import { esc, fontStack, page, partyLines, printer, totalsRows, val } from './common';
import type { Layout } from './layout';

/** A4 with a sender line, a strip of labels with the values in the row below, SKU column, totals bottom-right. */
function render(m: DocModel): string {
  const P = printer(m);
  const v = m.vendor;
  const strip: [string, string][] = [[P.L('invoice_number', { colon: false }), m.number], [P.L('date', { colon: false }), P.date(m.date)]];
  if (m.due) strip.push([P.L('due_date', { colon: false }), P.date(m.due)]);
  if (m.po) strip.push([P.L('po_number', { colon: false }), m.po]);
  if (m.reference) strip.push([P.L('reference', { colon: false }), m.reference]);
  if (m.customerNo) strip.push([P.L('customer_number', { colon: false }), m.customerNo]);
  strip.push([P.L('currency', { colon: false }), m.country.currency]);
  const senderLine = [v.name, ...v.address.lines, v.address.country].filter(Boolean).join(' · ');
  const items = m.items.map((i) => `<tr><td>${val(i.sku ?? '')}</td><td class="d">${esc(i.description)}${i.subline ? `<br><small>${esc(i.subline)}</small>` : ''}</td><td>${val(P.qty(i.qty, i.weighed))}${i.unit ? ` ${esc(i.unit)}` : ''}</td><td>${val(P.num(i.price))}</td><td>${val(P.num(i.amount))}</td></tr>`).join('');
  const totals = totalsRows(m, P).map(([l, x, k]) => `<div class="row ${k ?? ''}"><span>${esc(l)}</span><span>${val(x)}</span></div>`).join('');
  const contact = [v.phone ? `${esc(P.L('phone'))} ${val(v.phone)}` : '', v.email ? `${esc(P.L('email'))} ${val(v.email)}` : '', v.taxId ? `${esc(v.taxId.label)} ${val(v.taxId.value)}` : '', ...v.otherIds.map((o) => `${esc(o.label)} ${esc(o.value)}`)].filter(Boolean);
  const css = `body{font-family:${fontStack(m)};font-size:9.5pt;color:#111}
.sheet{width:210mm;min-height:296mm;padding:14mm 18mm}
.brand{font-size:18pt;font-weight:700;letter-spacing:.3pt}.slogan{color:#777;font-size:9pt;margin-bottom:3mm}
.sender{font-size:7.5pt;color:#555;border-bottom:1px solid #999;padding-bottom:1mm;margin-bottom:6mm}
.title{font-size:24pt;font-weight:300;text-transform:uppercase;margin:8mm 0 3mm;text-align:end}
table.strip{width:100%;border-collapse:collapse;margin:3mm 0 6mm}.strip th{font-size:7.5pt;color:#666;font-weight:400;text-align:start;border-bottom:1px solid #999;padding:1mm}.strip td{font-weight:600;padding:1.5mm 1mm;font-size:10pt}
.bill{min-height:28mm}.bill .pname{font-weight:700}.bill h4,.ship h4{margin:0 0 1mm;font-size:8pt;color:#666;font-weight:400}
.two{display:flex;gap:20mm}
table.items{width:100%;border-collapse:collapse;margin-top:6mm}.items th{border-top:2px solid #111;border-bottom:1px solid #111;padding:1.5mm;text-align:end;font-size:8.5pt}.items td{padding:1.5mm;text-align:end;border-bottom:1px dotted #aaa}.items .d{text-align:start}.items td:first-child,.items th:first-child{text-align:start;font-size:8.5pt;color:#444}
.totals{width:80mm;margin-inline-start:auto;margin-top:4mm}.row{display:flex;justify-content:space-between;padding:1mm 0}.row.total{font-weight:700;border-top:1px solid #111;font-size:11pt}
.contact{margin-top:10mm;font-size:8pt;color:#444;display:flex;flex-wrap:wrap;gap:2mm 8mm}`;
  const body = `<div class="sheet"><div class="brand">${esc(v.name)}</div>${m.slogan ? `<div class="slogan">${esc(m.slogan)}</div>` : ''}
<div class="sender">${esc(senderLine)}</div>
<div class="two">${m.billTo ? `<div class="bill"><h4>${esc(P.L('bill_to'))}</h4>${partyLines(m.billTo, P, { contact: false }).join('')}</div>` : ''}${m.shipTo ? `<div class="ship"><h4>${esc(P.L('ship_to'))}</h4>${partyLines(m.shipTo, P, { contact: false }).join('')}</div>` : ''}</div>
<div class="title">${esc(P.L('invoice_title', { colon: false }))}</div>
<table class="strip"><tr>${strip.map(([l]) => `<th>${esc(l)}</th>`).join('')}</tr><tr>${strip.map(([, x]) => `<td>${val(x)}</td>`).join('')}</tr></table>
<table class="items"><tr><th>${esc(P.L('sku', { colon: false }))}</th><th class="d">${esc(P.L('description', { colon: false }))}</th><th>${esc(P.L('qty', { colon: false }))}</th><th>${esc(P.L('unit_price', { colon: false }))}</th><th>${esc(P.L('amount', { colon: false }))}</th></tr>${items}</table>
<div class="totals">${totals}</div>
${m.payment?.display ? `<p>${esc(P.L('payment_method'))} ${val(m.payment.display)}${m.bank ? ` · ${esc(m.bank)}` : ''}</p>` : m.bank ? `<p>${esc(m.bank)}</p>` : ''}
<div class="contact">${contact.map((x) => `<span>${x}</span>`).join('')}</div></div>`;
  return page(m, css, body);
}

export const a4Strip: Layout = {
  id: 'a4-strip', kind: 'invoice', family: 'a4-table', render,
  features: {
    items: [1, 10], shipTo: true, billTo: true, po: true, reference: true, due: true, delivery: false, unit: true, lineDiscount: false,
    lineTaxRate: false, sku: 'column', docDiscount: true, shipping: true, paid: true, tip: false, coupon: false, weighed: false,
    sublines: true, pools: ['goods', 'goods', 'services'],
  },
};
