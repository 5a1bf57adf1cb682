import type { DocModel } from '../model';
import { esc, fontStack, page, val } from './common';
import type { Layout } from './layout';
import { variantPrinter } from './variant-common';

/**
 * European A4: the recipient in the address window top-left, a "label: value" block on the right, positions in the
 * item table, a tax summary per rate, and the vendor's legal details only in a small-print footer of columns.
 */
function render(m: DocModel): string {
  const P = variantPrinter(m);
  const v = m.vendor;
  const H = (k: Parameters<typeof P.V>[0]) => esc(P.V(k, { colon: false }));
  const b = m.billTo!;
  const meta: [string, string][] = [[P.V('invoice_number'), m.number], [P.V('date'), P.date(m.date)]];
  if (m.delivery) meta.push([P.V('delivery_date'), P.date(m.delivery)]);
  if (m.customerNo) meta.push([P.V('customer_number'), m.customerNo]);
  if (m.po) meta.push([P.V('po_number'), m.po]);
  if (m.reference) meta.push([P.V('reference'), m.reference]);
  if (m.due) meta.push([P.V('due_date'), P.date(m.due)]);
  const rows = m.items.map((i, n) => `<tr><td>${n + 1}</td><td class="d">${esc(i.description)}</td><td>${val(P.qty(i.qty, i.weighed))}</td><td class="u">${esc(i.unit ?? '')}</td><td>${val(P.num(i.price))}</td><td>${val(P.rate(i.taxRate ?? 0))}</td><td>${val(P.num(i.amount))}</td></tr>`).join('');
  const split = Boolean(m.country.tax.split);
  const taxRows = m.taxes.map((t) => `<tr><td class="d">${esc(P.taxLabel(t))}</td><td>${val(P.num(t.base))}</td><td>${val(P.num(t.amount))}</td>${split ? '' : `<td>${val(P.num(t.base + t.amount))}</td>`}</tr>`).join('');
  const cols = [
    [v.name, ...v.address.lines, v.address.country ?? ''],
    [v.phone ? `${P.V('phone')} ${v.phone}` : '', v.email ? `${P.V('email')} ${v.email}` : ''],
    [v.taxId ? `${v.taxId.label} ${v.taxId.value}` : '', ...v.otherIds.map((o) => `${o.label} ${o.value}`)],
    [m.bank ? `${P.V('bank')} ${m.bank}` : ''],
  ].map((c) => c.filter(Boolean)).filter((c) => c.length);
  const css = `body{font-family:${fontStack(m)};font-size:9.5pt;color:#202020}
.sheet{width:210mm;height:296mm;padding:10mm 18mm 0 22mm;position:relative}
.wm{text-align:end;font-size:15pt;font-weight:700;letter-spacing:.5pt;height:30mm}
.row{display:flex;justify-content:space-between;align-items:flex-start}
.win{width:85mm;min-height:40mm;padding-top:2mm}.win div:first-child{font-weight:600}
.mb{width:68mm;font-size:9pt}.mb div{display:flex;justify-content:space-between;gap:3mm}.mb span:last-child{text-align:end}
h1{font-size:15pt;margin:10mm 0 5mm}
table{border-collapse:collapse;width:100%}.it th{border-top:1px solid #000;border-bottom:1px solid #000;padding:1.2mm 1.5mm;text-align:end;font-weight:600;font-size:8.5pt}.it td{padding:1.2mm 1.5mm;text-align:end;vertical-align:top}.it .d{text-align:start;width:50%}.it .u{text-align:start}
.nt{margin-top:2mm;border-top:1px solid #000}.nt td{padding:1.2mm 1.5mm;text-align:end}
.ts{width:105mm;margin-inline-start:auto;margin-top:4mm;font-size:8.5pt}.ts th{text-align:end;border-bottom:.5pt solid #666;font-weight:400;color:#555;padding:.8mm 1.5mm}.ts td{text-align:end;padding:.8mm 1.5mm}.ts .d{text-align:start}.ts caption{text-align:start;font-weight:600;padding-bottom:1mm}
.gt{width:105mm;margin-inline-start:auto;margin-top:2mm}.gt td{padding:1.5mm;font-weight:700;font-size:11pt;border-top:1.5pt double #000;border-bottom:1.5pt double #000}.gt td:last-child{text-align:end}
.legal{position:absolute;bottom:8mm;inset-inline:22mm 18mm;display:flex;justify-content:space-between;gap:4mm;border-top:.5pt solid #888;padding-top:1.5mm;font-size:6.8pt;line-height:1.35;color:#444}`;
  const body = `<div class="sheet"><div class="wm">${esc(v.name)}</div>
<div class="row"><div class="win">${[b.name, b.contact ?? '', ...b.address.lines, b.address.country ?? ''].filter(Boolean).map((l) => `<div>${esc(l)}</div>`).join('')}</div>
<div class="mb">${meta.map(([l, x]) => `<div><span>${esc(l)}</span><span>${val(x)}</span></div>`).join('')}</div></div>
<h1>${H('invoice_title')} ${val(m.number)}</h1>
<table class="it"><tr><th>${H('position')}</th><th class="d">${H('description')}</th><th>${H('qty')}</th><th class="u">${H('unit')}</th><th>${H('unit_price')}</th><th>${H('tax_rate')}</th><th>${H('amount')}</th></tr>${rows}</table>
<table class="nt"><tr><td>${esc(P.V('subtotal'))}</td><td style="width:32mm">${val(P.num(m.subtotal))}</td></tr></table>
<table class="ts"><caption>${H('tax_summary')}</caption><tr><th class="d"></th><th>${H('net')}</th><th>${H('tax')}</th>${split ? '' : `<th>${H('gross')}</th>`}</tr>${taxRows}</table>
<table class="gt"><tr><td>${esc(P.V('total'))}</td><td>${val(P.money(m.total))}</td></tr>${m.balance !== undefined ? `<tr><td>${esc(P.V('balance_due'))}</td><td>${val(P.money(m.balance))}</td></tr>` : ''}</table>
${m.payment?.display ? `<p>${esc(P.V('payment_method'))} ${val(m.payment.display)}</p>` : ''}
${m.slogan ? `<p>${esc(m.slogan)}</p>` : ''}
<div class="legal">${cols.map((c) => `<div>${c.map((x) => `<div>${esc(x)}</div>`).join('')}</div>`).join('')}</div></div>`;
  return page(m, css, body);
}

export const a4LegalFooter: Layout = {
  id: 'a4-legal-footer', kind: 'invoice', family: 'a4-table', render,
  features: {
    items: [1, 12], shipTo: false, billTo: true, po: true, reference: true, due: true, delivery: true, unit: true, lineDiscount: false,
    lineTaxRate: true, sku: false, docDiscount: false, shipping: false, paid: false, tip: false, coupon: false, weighed: false,
    sublines: false, pools: ['goods', 'services'],
  },
};
