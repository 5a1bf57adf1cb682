import type { DocModel } from '../model';
import { esc, fontStack, page, printer, totalsRows, val } from './common';
import type { Layout } from './layout';
import { letterSentences, sentence, signer } from './letter-common';

/** A centred letterhead, the number and date inside the first sentence, items as a bulleted list. */
function render(m: DocModel): string {
  const P = printer(m);
  const v = m.vendor;
  const s = letterSentences(m, P);
  const b = m.billTo!;
  const bullets = m.items.map((i) => {
    const qty = `${P.qty(i.qty, i.weighed)}${i.unit ? ` ${i.unit}` : ''}`;
    return `<li>${val(qty)} ${esc(i.description)} ${val(`(${P.num(i.price)})`)} — ${val(P.money(i.amount))}${i.subline ? `<br><small>${esc(i.subline)}</small>` : ''}</li>`;
  }).join('');
  const totals = totalsRows(m, P).map(([l, x, k]) => `<div class="${k ?? ''}">${esc(l)} ${val(x)}</div>`).join('');
  const addressLine = [...v.address.lines, v.address.country].filter(Boolean).join(', ');
  const contacts = [v.phone ? `${esc(P.L('phone'))} ${val(v.phone)}` : '', v.email ? `${esc(P.L('email'))} ${val(v.email)}` : ''].filter(Boolean).join(' | ');
  const rule = m.style.pick(['#8a6d3b', '#333', '#1b5e7a']);
  const css = `body{font-family:${fontStack(m)};font-size:10.5pt;line-height:1.5;color:#1a1a1a}
.sheet{width:210mm;min-height:296mm;padding:14mm 22mm}
.lh{text-align:center;border-bottom:2px solid ${rule};padding-bottom:3mm;margin-bottom:8mm}.lh .n{font-size:19pt;font-weight:700;letter-spacing:1pt;color:${rule}}.lh .s{font-style:italic;color:#666}.lh .a{font-size:8.5pt;color:#444}
.place{text-align:end;margin-bottom:6mm}.to{margin-bottom:8mm}.to .pname{font-weight:700}
ul{margin:2mm 0 4mm;padding-inline-start:7mm}li{margin:1mm 0}
.tot{margin:3mm 0 5mm;padding-inline-start:7mm}.tot .total{font-weight:700}
.ids{margin-top:12mm;font-size:8pt;color:#555;text-align:center}`;
  const body = `<div class="sheet"><div class="lh"><div class="n">${esc(v.name)}</div>${m.slogan ? `<div class="s">${esc(m.slogan)}</div>` : ''}<div class="a">${esc(addressLine)}</div><div class="a">${contacts}</div></div>
<div class="to"><div class="pname">${esc(b.name)}</div>${b.contact ? `<div>${esc(b.contact)}</div>` : ''}${b.address.lines.map((l) => `<div>${esc(l)}</div>`).join('')}${b.address.country ? `<div>${esc(b.address.country)}</div>` : ''}</div>
<div class="place">${esc(v.address.city)}, ${val(P.date(m.date))}</div>
<p>${sentence(m, 'greeting')}</p>
<p>${sentence(m, 'running', { number: m.number, date: P.date(m.date) })} ${s.po}</p>
<ul>${bullets}</ul><div class="tot">${totals}</div>
<p>${s.delivery} ${s.payBy}${m.bank ? ` ${val(m.bank)}` : ''}</p><p>${sentence(m, 'closing')}</p>
<p>${sentence(m, 'regards')}<br>${esc(signer(m))}<br>${esc(v.name)}</p>
<div class="ids">${[v.taxId ? `${esc(v.taxId.label)} ${val(v.taxId.value)}` : '', ...v.otherIds.map((o) => `${esc(o.label)} ${esc(o.value)}`), m.reference ? `${esc(P.L('reference'))} ${val(m.reference)}` : '', m.customerNo ? `${esc(P.L('customer_number'))} ${val(m.customerNo)}` : ''].filter(Boolean).join(' · ')}</div></div>`;
  return page(m, css, body);
}

export const letterList: Layout = {
  id: 'letter-list', kind: 'invoice', family: 'letter', render,
  features: {
    items: [1, 6], shipTo: false, billTo: true, po: true, reference: true, due: true, delivery: true, unit: true, lineDiscount: false,
    lineTaxRate: false, sku: false, docDiscount: true, shipping: true, paid: true, tip: false, coupon: false, weighed: false,
    sublines: true, pools: ['goods', 'services'],
  },
};
