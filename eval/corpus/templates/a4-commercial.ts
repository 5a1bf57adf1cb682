import type { DocModel } from '../model';
import { esc, fontStack, page, val } from './common';
import type { Layout } from './layout';
import { daysBetween, variantPrinter } from './variant-common';

/**
 * US/commercial A4: wordmark left and vendor block right, BILL TO / SHIP TO side by side, a band of meta labels
 * with the values beneath, Item / Description / Qty / Rate / Amount columns, payment instructions in the footer.
 */
function render(m: DocModel): string {
  const P = variantPrinter(m);
  const v = m.vendor;
  const band = m.style.fork('v:band').pick(['#0b3d62', '#3b3b3b', '#5a2a82', '#0f5c4c']);
  const H = (k: Parameters<typeof P.V>[0]) => esc(P.V(k, { colon: false }));
  const meta: [string, string][] = [[H('invoice_number'), m.number], [H('date'), P.date(m.date)]];
  if (m.due) meta.push([H('terms'), P.terms(daysBetween(m.date, m.due))], [H('due_date'), P.date(m.due)]);
  if (m.po) meta.push([H('po_number'), m.po]);
  if (m.customerNo) meta.push([H('customer_number'), m.customerNo]);
  const units = m.items.some((i) => i.unit);
  const discounts = m.items.some((i) => i.discount);
  const head = `<tr><th>${H('item')}</th><th class="d">${H('description')}</th><th>${H('qty')}</th>${units ? `<th>${H('unit')}</th>` : ''}<th>${H('unit_price')}</th>${discounts ? `<th>${H('line_discount')}</th>` : ''}<th>${H('amount')}</th></tr>`;
  const rows = m.items.map((i) => `<tr><td>${val(i.sku ?? '')}</td><td class="d">${esc(i.description)}</td><td>${val(P.qty(i.qty, i.weighed))}</td>${units ? `<td>${esc(i.unit ?? '')}</td>` : ''}<td>${val(P.num(i.price))}</td>${discounts ? `<td>${i.discount ? val(P.num(-i.discount)) : ''}</td>` : ''}<td>${val(P.num(i.amount))}</td></tr>`).join('');
  const totals: [string, string, string?][] = [[P.V('subtotal'), P.num(m.subtotal)]];
  if (m.discount) totals.push([P.V('discount'), P.num(-m.discount)]);
  if (m.shipping) totals.push([P.V('shipping'), P.num(m.shipping)]);
  for (const t of m.taxes) totals.push([P.taxLabel(t), P.num(t.amount)]);
  totals.push([P.V('total'), P.money(m.total), 'total']);
  if (m.paid) totals.push([P.V('amount_paid'), P.num(-m.paid)]);
  if (m.balance !== undefined) totals.push([P.V('balance_due'), P.money(m.balance), 'due']);
  const vendorLines = [...v.address.lines, v.address.country ?? '', v.phone ? `${P.V('phone')} ${v.phone}` : '', v.email ?? '', v.taxId ? `${v.taxId.label} ${v.taxId.value}` : ''].filter(Boolean);
  const mark = v.name.split(/\s+/)[0].slice(0, 14);
  const party = (key: 'bill_to' | 'ship_to', p: NonNullable<DocModel['billTo']>) => `<div class="pty"><div class="ph">${H(key)}</div><div class="pn">${esc(p.name)}</div>${p.contact ? `<div>${esc(p.contact)}</div>` : ''}${[...p.address.lines, p.address.country ?? ''].filter(Boolean).map((l) => `<div>${esc(l)}</div>`).join('')}</div>`;
  const pay = [m.bank ? P.S('bank', { bank: m.bank }) : '', m.payment?.display ? `${esc(P.V('payment_method'))} ${val(m.payment.display)}` : '', P.S('remit')].filter(Boolean);
  const css = `body{font-family:${fontStack(m)};font-size:9.5pt;color:#1d1d1d}
.sheet{width:210mm;min-height:296mm;padding:13mm 14mm 14mm;position:relative}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.mark{font-size:24pt;font-weight:800;color:${band};letter-spacing:-.5pt}.mark small{display:block;font-size:8pt;font-weight:400;color:#777;letter-spacing:0}
.vend{text-align:end;font-size:8.5pt;line-height:1.35}.vend .vn{font-size:11pt;font-weight:700}
h1{font-size:26pt;font-weight:300;color:${band};margin:6mm 0 5mm;text-align:end;letter-spacing:2pt}
.pts{display:flex;gap:10mm;margin-bottom:6mm}.pty{flex:1}.ph{background:#eee;color:${band};font-weight:700;font-size:8pt;padding:1mm 2mm;margin-bottom:1.5mm;text-transform:uppercase}.pn{font-weight:700}
table{border-collapse:collapse;width:100%}
.meta th{background:${band};color:#fff;font-size:8pt;font-weight:600;padding:1.5mm 2mm;text-align:center;text-transform:uppercase}.meta td{border:1px solid #ccc;padding:1.5mm 2mm;text-align:center}
.items{margin-top:6mm}.items th{border-bottom:2px solid ${band};padding:1.5mm 2mm;text-align:end;font-size:8.5pt;text-transform:uppercase;color:${band}}.items td{padding:1.5mm 2mm;text-align:end;border-bottom:1px solid #e3e3e3}.items .d,.items td:first-child,.items th:first-child{text-align:start}.items tr:nth-child(odd) td{background:#fafafa}
.sum{width:80mm;margin-inline-start:auto;margin-top:4mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:end}.sum tr.total td{border-top:1px solid #999;font-weight:700}.sum tr.due td{background:${band};color:#fff;font-weight:700;font-size:11pt}
.foot{margin-top:10mm;border-top:3px solid ${band};padding-top:3mm;font-size:8.5pt;display:flex;gap:10mm}.foot h4{margin:0 0 1mm;font-size:8.5pt;text-transform:uppercase;color:${band}}
.thx{margin-top:6mm;text-align:center;font-style:italic;color:#555}`;
  const body = `<div class="sheet"><div class="top"><div class="mark">${esc(mark)}${m.slogan ? `<small>${esc(m.slogan)}</small>` : ''}</div>
<div class="vend"><div class="vn">${esc(v.name)}</div>${vendorLines.map((l) => `<div>${val(l)}</div>`).join('')}</div></div>
<h1>${H('invoice_title')}</h1>
<div class="pts">${m.billTo ? party('bill_to', m.billTo) : ''}${m.shipTo ? party('ship_to', m.shipTo) : '<div class="pty"></div>'}</div>
<table class="meta"><tr>${meta.map(([l]) => `<th>${l}</th>`).join('')}</tr><tr>${meta.map(([, x]) => `<td>${val(x)}</td>`).join('')}</tr></table>
<table class="items">${head}${rows}</table>
<table class="sum">${totals.map(([l, x, k]) => `<tr class="${k ?? ''}"><td>${esc(l)}</td><td>${val(x)}</td></tr>`).join('')}</table>
<div class="foot"><div><h4>${H('payment_instructions')}</h4>${pay.map((x) => `<div>${x}</div>`).join('')}</div>
<div>${v.otherIds.map((o) => `<div>${esc(o.label)} ${val(o.value)}</div>`).join('')}</div></div>
<div class="thx">${esc(P.V('thanks', { colon: false }))}</div></div>`;
  return page(m, css, body);
}

export const a4Commercial: Layout = {
  id: 'a4-commercial', kind: 'invoice', family: 'a4-table', render,
  features: {
    items: [2, 14], shipTo: true, billTo: true, po: true, reference: false, due: true, delivery: false, unit: true, lineDiscount: true,
    lineTaxRate: false, sku: 'column', docDiscount: true, shipping: true, paid: true, tip: false, coupon: false, weighed: false,
    sublines: false, pools: ['goods', 'goods', 'services'],
  },
};
