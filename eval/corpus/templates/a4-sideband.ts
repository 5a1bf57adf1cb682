import type { DocModel } from '../model';
import { esc, fontStack, page, partyLines, printer, totalsRows, val } from './common';
import type { Layout } from './layout';

/** Modern A4: the vendor in a coloured side band, labels stacked above values, zebra item rows, totals in a shaded box. */
function render(m: DocModel): string {
  const P = printer(m);
  const v = m.vendor;
  const band = m.style.pick(['#243b55', '#0b6e4f', '#5b2a86', '#8c2f39']);
  const pairs: [string, string][] = [[P.L('invoice_number', { colon: false }), m.number], [P.L('date', { colon: false }), P.date(m.date)]];
  if (m.due) pairs.push([P.L('due_date', { colon: false }), P.date(m.due)]);
  if (m.delivery) pairs.push([P.L('delivery_date', { colon: false }), P.date(m.delivery)]);
  if (m.po) pairs.push([P.L('po_number', { colon: false }), m.po]);
  if (m.reference) pairs.push([P.L('reference', { colon: false }), m.reference]);
  const items = m.items.map((i) => `<tr><td class="d"><b>${esc(i.description)}</b>${i.subline ? `<div class="sub">${esc(i.subline)}</div>` : ''}</td><td>${val(P.qty(i.qty, i.weighed))}</td><td>${val(P.money(i.price))}</td><td>${val(P.money(i.amount))}</td></tr>`).join('');
  const rows = totalsRows(m, P);
  const last = rows.pop()!;
  const totals = rows.map(([l, x]) => `<div class="r"><span>${esc(l)}</span><span>${val(x)}</span></div>`).join('');
  const css = `body{font-family:${fontStack(m)};font-size:9.5pt;color:#1d1d1d}
.sheet{width:210mm;min-height:296mm;display:flex}
.band{width:62mm;background:${band};color:#f4f4f4;padding:16mm 7mm;font-size:8.5pt;line-height:1.5}
.band .pname{font-size:13pt;font-weight:700;line-height:1.25;margin-bottom:3mm;color:#fff}.band .slogan{opacity:.8;font-style:italic;margin-bottom:4mm}
.band .ids{margin-top:6mm;opacity:.9}
.main{flex:1;padding:16mm 12mm}
.title{font-size:28pt;font-weight:800;color:${band};letter-spacing:1pt;margin-bottom:6mm}
.pairs{display:flex;flex-wrap:wrap;gap:4mm 9mm;margin-bottom:8mm}.pair .l{font-size:7.5pt;text-transform:uppercase;color:#777}.pair .x{font-size:10.5pt;font-weight:600}
.parties{display:flex;gap:10mm;margin-bottom:8mm}.parties .l{font-size:7.5pt;text-transform:uppercase;color:#777;margin-bottom:1mm}.parties .pname{font-weight:700}
table{width:100%;border-collapse:collapse}th{font-size:8pt;text-transform:uppercase;color:#777;text-align:end;padding:2mm;border-bottom:2px solid ${band}}td{padding:2.2mm 2mm;text-align:end;vertical-align:top}tr:nth-child(even) td{background:#f1f3f5}
.d{text-align:start}.sub{font-size:8pt;color:#666}
.box{margin-top:6mm;margin-inline-start:auto;width:78mm;background:#eef1f4;border-radius:2mm;padding:3mm 4mm}.r{display:flex;justify-content:space-between;padding:.8mm 0}
.grand{margin-top:2mm;background:${band};color:#fff;border-radius:1.5mm;padding:2.5mm 3mm;display:flex;justify-content:space-between;font-size:12.5pt;font-weight:700}
.note{margin-top:10mm;font-size:8.5pt;color:#555}`;
  const bandBody = `${partyLines(v, P, { ids: false }).join('')}${m.slogan ? `<div class="slogan">${esc(m.slogan)}</div>` : ''}
<div class="ids">${v.taxId ? `<div>${esc(v.taxId.label)}<br>${val(v.taxId.value)}</div>` : ''}${v.otherIds.map((o) => `<div>${esc(o.label)} ${esc(o.value)}</div>`).join('')}${m.bank ? `<div>${esc(m.bank)}</div>` : ''}</div>`;
  const body = `<div class="sheet"><div class="band">${bandBody}</div><div class="main">
<div class="title">${esc(P.L('invoice_title', { colon: false }))}</div>
<div class="pairs">${pairs.map(([l, x]) => `<div class="pair"><div class="l">${esc(l)}</div><div class="x">${val(x)}</div></div>`).join('')}</div>
<div class="parties">${m.billTo ? `<div><div class="l">${esc(P.L('bill_to', { colon: false }))}</div>${partyLines(m.billTo, P, { contact: false }).join('')}</div>` : ''}${m.shipTo ? `<div><div class="l">${esc(P.L('ship_to', { colon: false }))}</div>${partyLines(m.shipTo, P, { contact: false }).join('')}</div>` : ''}</div>
<table><tr><th class="d">${esc(P.L('description', { colon: false }))}</th><th>${esc(P.L('qty', { colon: false }))}</th><th>${esc(P.L('unit_price', { colon: false }))}</th><th>${esc(P.L('amount', { colon: false }))}</th></tr>${items}</table>
<div class="box">${totals}<div class="grand"><span>${esc(last[0])}</span><span>${val(last[1])}</span></div></div>
${m.payment?.display ? `<div class="note">${esc(P.L('payment_method'))} ${val(m.payment.display)}</div>` : ''}
<div class="note">${esc(m.vocab.sentences.closing[0])}</div></div></div>`;
  return page(m, css, body);
}

export const a4Sideband: Layout = {
  id: 'a4-sideband', kind: 'invoice', family: 'a4-table', render,
  features: {
    items: [1, 9], shipTo: true, billTo: true, po: true, reference: true, due: true, delivery: true, unit: false, lineDiscount: false,
    lineTaxRate: false, sku: false, docDiscount: true, shipping: true, paid: true, tip: false, coupon: false, weighed: false,
    sublines: true, pools: ['services', 'goods'],
  },
};
