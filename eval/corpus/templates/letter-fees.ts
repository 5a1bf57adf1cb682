import type { DocModel } from '../model';
import { esc, fontStack, page, val } from './common';
import type { Layout } from './layout';
import { signer } from './letter-common';
import { variantPrinter } from './variant-common';

/**
 * A statement of fees written as a letter: number and date inside an opening sentence of its own wording, a
 * numbered list with the amount at the end of each line, and the totals as sentences.
 */
function render(m: DocModel): string {
  const P = variantPrinter(m);
  const v = m.vendor;
  const b = m.billTo!;
  const list = m.items.map((i) => {
    const how = `${P.qty(i.qty, i.weighed)}${i.unit ? ` ${i.unit}` : ''} × ${P.num(i.price)}`;
    return `<li><div class="row"><span class="t">${esc(i.description)} <span class="h">(${val(how)})</span></span><span class="dots"></span><span class="a">${val(P.num(i.amount))}</span></div></li>`;
  }).join('');
  // Chinese and Japanese run sentences on without a space; Korean and the rest put one between.
  const sp = m.lang === 'zh' || m.lang === 'ja' ? '' : ' ';
  const taxes = m.taxes.map((t) => P.S('tax', { tax: t.name, rate: P.rate(t.rate), amount: P.money(t.amount) })).join(sp);
  const contact = [v.phone ? `${P.V('phone')} ${v.phone}` : '', v.email ? `${P.V('email')} ${v.email}` : ''].filter(Boolean);
  const serif = !['ar', 'he', 'hi', 'zh', 'ja', 'ko', 'el', 'ru'].includes(m.lang) && m.style.fork('v:serif').chance(0.6);
  const css = `body{font-family:${fontStack(m, serif ? ["'Noto Serif'"] : [])};font-size:10.5pt;line-height:1.55;color:#151515}
.sheet{width:210mm;min-height:296mm;padding:18mm 24mm}
.lh{border-inline-start:4px solid #666;padding-inline-start:4mm;margin-bottom:10mm}.lh .n{font-size:15pt;font-weight:700}.lh div{font-size:9pt;color:#444}
.to{margin-bottom:8mm}.title{font-size:13pt;font-weight:700;text-transform:uppercase;letter-spacing:1pt;margin:6mm 0 4mm}
ol{margin:3mm 0 5mm;padding-inline-start:8mm}li{margin:1.2mm 0}.row{display:flex}.t{flex:none}.h{color:#555}.dots{flex:1;border-bottom:1px dotted #999;margin:0 2mm 1.2mm}.a{white-space:nowrap}
.ids{margin-top:14mm;font-size:8pt;color:#555;border-top:1px solid #ccc;padding-top:2mm}`;
  const body = `<div class="sheet"><div class="lh"><div class="n">${esc(v.name)}</div><div>${esc([...v.address.lines, v.address.country ?? ''].filter(Boolean).join(', '))}</div>${contact.length ? `<div>${contact.map((x) => val(x)).join(' — ')}</div>` : ''}</div>
<div class="to">${[b.name, b.contact ?? '', ...b.address.lines, b.address.country ?? ''].filter(Boolean).map((l) => `<div>${esc(l)}</div>`).join('')}</div>
<div class="title">${esc(P.V('statement_title', { colon: false }))}</div>
<p>${P.S('greeting')}</p>
<p>${[P.S('opening', { number: m.number, date: P.date(m.date) }), m.po ? P.S('po', { po: m.po }) : '', P.S('services')].filter(Boolean).join(sp)}</p>
<ol>${list}</ol>
<p>${P.S('fees', { amount: P.money(m.subtotal) })}${sp}${taxes}${sp}<b>${P.S('total', { amount: P.money(m.total) })}</b></p>
<p>${[m.due ? P.S('due', { due: P.date(m.due) }) : '', m.bank ? P.S('bank', { bank: m.bank }) : ''].filter(Boolean).join(sp)}</p>
<p>${P.S('closing')}</p><p>${P.S('signoff')}<br>${esc(signer(m))}</p>
<div class="ids">${[v.taxId ? `${esc(v.taxId.label)} ${val(v.taxId.value)}` : '', ...v.otherIds.map((o) => `${esc(o.label)} ${val(o.value)}`)].filter(Boolean).join(' · ')}</div></div>`;
  return page(m, css, body);
}

export const letterFees: Layout = {
  id: 'letter-fees', kind: 'invoice', family: 'letter', render,
  features: {
    items: [1, 6], shipTo: false, billTo: true, po: true, reference: false, due: true, delivery: false, unit: true, lineDiscount: false,
    lineTaxRate: false, sku: false, docDiscount: false, shipping: false, paid: false, tip: false, coupon: false, weighed: false,
    sublines: false, pools: ['services', 'services', 'goods'],
  },
};
