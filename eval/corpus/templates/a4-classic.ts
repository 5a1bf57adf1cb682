import type { DocModel } from '../model';
import { esc, fontStack, page, partyLines, printer, totalsRows, val } from './common';
import type { Layout } from './layout';

/** Classic A4: logo and vendor top-left, a label/value meta box top-right, bill-to/ship-to, item table, totals, footer. */
function render(m: DocModel): string {
  const P = printer(m);
  const accent = m.style.pick(['#1f4e79', '#7a1f1f', '#2e5d34', '#444']);
  const meta: [string, string][] = [[P.L('invoice_number'), m.number], [P.L('date'), P.date(m.date)]];
  if (m.due) meta.push([P.L('due_date'), P.date(m.due)]);
  if (m.delivery) meta.push([P.L('delivery_date'), P.date(m.delivery)]);
  if (m.po) meta.push([P.L('po_number'), m.po]);
  if (m.reference) meta.push([P.L('reference'), m.reference]);
  if (m.customerNo) meta.push([P.L('customer_number'), m.customerNo]);
  const initials = m.vendor.name.replace(/[^\p{L}]/gu, '').slice(0, 2).toUpperCase();
  const withTax = true;
  const head = `<tr><th>${esc(P.L('position', { colon: false }))}</th><th class="d">${esc(P.L('description', { colon: false }))}</th><th>${esc(P.L('qty', { colon: false }))}</th><th>${esc(P.L('unit', { colon: false }))}</th><th>${esc(P.L('unit_price', { colon: false }))}</th>${withTax ? `<th>${esc(P.L('tax_rate', { colon: false }))}</th>` : ''}<th>${esc(P.L('amount', { colon: false }))}</th></tr>`;
  const rows = m.items.map((i, n) => `<tr><td>${n + 1}</td><td class="d">${esc(i.description)}${i.subline ? `<div class="sub">${esc(i.subline)}</div>` : ''}</td><td>${val(P.qty(i.qty, i.weighed))}</td><td>${esc(i.unit ?? '')}</td><td>${val(P.num(i.price))}</td>${withTax ? `<td>${val(P.rate(i.taxRate ?? 0))}</td>` : ''}<td>${val(P.num(i.amount))}</td></tr>`).join('');
  const totals = totalsRows(m, P).map(([l, v, k]) => `<tr class="${k ?? ''}"><td>${esc(l)}</td><td>${val(v)}</td></tr>`).join('');
  const v = m.vendor;
  const footer = [m.bank ? esc(m.bank) : '', ...v.otherIds.map((o) => `${esc(o.label)} ${esc(o.value)}`), m.payment?.display ? `${esc(P.L('payment_method'))} ${val(m.payment.display)}` : '']
    .filter(Boolean).join(' · ');
  const css = `body{font-family:${fontStack(m)};font-size:10pt;color:#222}
.sheet{width:210mm;min-height:296mm;padding:16mm 16mm 20mm}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.logo{width:16mm;height:16mm;border-radius:3mm;background:${accent};color:#fff;font-size:15pt;font-weight:700;display:flex;align-items:center;justify-content:center;margin-bottom:3mm}
.vendor .pname{font-size:14pt;font-weight:700;color:${accent}}.slogan{font-style:italic;color:#666;font-size:9pt}
.meta{border:1px solid ${accent};border-collapse:collapse;min-width:70mm}.meta td{padding:1.2mm 2.5mm;border-bottom:1px solid #ddd}.meta td:first-child{color:#555}.meta td:last-child{text-align:end;font-weight:600}
h1{font-size:20pt;color:${accent};margin:8mm 0 4mm;letter-spacing:.5pt}
.parties{display:flex;gap:18mm;margin-bottom:6mm}.parties h3{font-size:8.5pt;text-transform:uppercase;color:#666;margin:0 0 1mm}.parties .pname{font-weight:700}
table.items{width:100%;border-collapse:collapse}.items th{background:${accent};color:#fff;padding:2mm;font-weight:600;text-align:end}.items td{padding:1.8mm 2mm;border-bottom:1px solid #ccc;text-align:end;vertical-align:top}
.items .d{text-align:start;width:48%}.sub{font-size:8pt;color:#666}
.totals{margin-inline-start:auto;margin-top:5mm;border-collapse:collapse;min-width:75mm}.totals td{padding:1.2mm 2.5mm}.totals td:last-child{text-align:end}.totals tr.total td{font-weight:700;font-size:12pt;border-top:2px solid ${accent}}
.foot{margin-top:12mm;border-top:1px solid #bbb;padding-top:2mm;font-size:8pt;color:#555}`;
  const body = `<div class="sheet"><div class="top"><div class="vendor"><div class="logo">${esc(initials)}</div>${partyLines(v, P).join('')}${m.slogan ? `<div class="slogan">${esc(m.slogan)}</div>` : ''}</div>
<table class="meta">${meta.map(([l, x]) => `<tr><td>${esc(l)}</td><td>${val(x)}</td></tr>`).join('')}</table></div>
<h1>${esc(P.L('invoice_title', { colon: false }))}</h1>
<div class="parties">${m.billTo ? `<div><h3>${esc(P.L('bill_to'))}</h3>${partyLines(m.billTo, P, { contact: false }).join('')}</div>` : ''}${m.shipTo ? `<div><h3>${esc(P.L('ship_to'))}</h3>${partyLines(m.shipTo, P, { contact: false }).join('')}</div>` : ''}</div>
<table class="items">${head}${rows}</table><table class="totals">${totals}</table>
<div class="foot">${footer}</div></div>`;
  return page(m, css, body);
}

export const a4Classic: Layout = {
  id: 'a4-classic', kind: 'invoice', family: 'a4-table', render,
  features: {
    items: [1, 12], shipTo: true, billTo: true, po: true, reference: true, due: true, delivery: true, unit: true, lineDiscount: false,
    lineTaxRate: true, sku: false, docDiscount: true, shipping: true, paid: true, tip: false, coupon: false, weighed: false,
    sublines: true, pools: ['goods', 'services'],
  },
};
