import type { DocModel } from '../model';
import { esc, fontStack, page, printer, totalsRows, val } from './common';
import type { Layout } from './layout';
import { letterSentences, sentence, signer } from './letter-common';

/** A business letter: sender line above the address window, the invoice number and date in the subject sentence. */
function render(m: DocModel): string {
  const P = printer(m);
  const v = m.vendor;
  const s = letterSentences(m, P);
  const senderLine = [v.name, ...v.address.lines].join(' · ');
  const b = m.billTo!;
  const list = m.items.map((i) => {
    const qty = `${P.qty(i.qty, i.weighed)}${i.unit ? ` ${i.unit}` : ''}`;
    const each = i.qty !== 1 ? ` × ${P.num(i.price)}` : '';
    return `<tr><td class="q">${val(qty)}</td><td>${esc(i.description)}${each ? `<span class="e">${val(each)}</span>` : ''}${i.subline ? `<div class="sub">${esc(i.subline)}</div>` : ''}</td><td class="a">${val(P.money(i.amount))}</td></tr>`;
  }).join('');
  const totals = totalsRows(m, P).map(([l, x, k]) => `<tr class="${k ?? ''}"><td></td><td>${esc(l)}</td><td class="a">${val(x)}</td></tr>`).join('');
  const info: [string, string][] = [];
  if (m.customerNo) info.push([P.L('customer_number'), m.customerNo]);
  if (m.reference) info.push([P.L('reference'), m.reference]);
  const serif = m.style.chance(0.5) && !['ar', 'he', 'hi', 'zh', 'ja', 'ko'].includes(m.lang);
  const css = `body{font-family:${fontStack(m, serif ? ["'Noto Serif'"] : [])};font-size:10.5pt;line-height:1.45;color:#111}
.sheet{width:210mm;min-height:296mm;padding:0 20mm 0 25mm;position:relative}
.head{height:45mm;padding-top:12mm;text-align:end}.head .n{font-size:17pt;font-weight:700}.head .s{font-size:9pt;color:#666}
.window{width:85mm;height:40mm}.sender{font-size:7pt;text-decoration:underline;color:#444;margin-bottom:3mm;white-space:nowrap;overflow:hidden}
.info{position:absolute;top:50mm;inset-inline-end:20mm;width:65mm;font-size:9pt}.info div{display:flex;justify-content:space-between}
.subject{font-weight:700;margin:10mm 0 6mm}
table{border-collapse:collapse;width:100%;margin:3mm 0}td{padding:.6mm 1.5mm;vertical-align:top}.q{width:22mm;white-space:nowrap}.a{text-align:end;white-space:nowrap;width:35mm}.e{color:#444}.sub{font-size:8.5pt;color:#555}
tr.total td{font-weight:700;border-top:1px solid #111}tr.subtotal td{border-top:1px solid #999}
.foot{position:absolute;bottom:10mm;inset-inline:25mm 20mm;display:flex;justify-content:space-between;font-size:7.5pt;color:#444;border-top:1px solid #aaa;padding-top:2mm;gap:6mm}`;
  const footCols = [
    [v.name, ...v.address.lines, v.address.country ?? ''],
    [v.phone ? `${P.L('phone')} ${v.phone}` : '', v.email ? `${P.L('email')} ${v.email}` : ''],
    [m.bank ?? '', v.taxId ? `${v.taxId.label} ${v.taxId.value}` : '', ...v.otherIds.map((o) => `${o.label} ${o.value}`)],
  ];
  const recipient = [b.name, b.contact ?? '', ...b.address.lines, b.address.country ?? ''].filter(Boolean);
  const body = `<div class="sheet"><div class="head"><div class="n">${esc(v.name)}</div>${m.slogan ? `<div class="s">${esc(m.slogan)}</div>` : ''}</div>
<div class="window"><div class="sender">${esc(senderLine)}</div>${recipient.map((l) => `<div>${esc(l)}</div>`).join('')}</div>
<div class="info">${info.map(([l, x]) => `<div><span>${esc(l)}</span><span>${val(x)}</span></div>`).join('')}<div><span></span><span>${esc(v.address.city)}, ${val(P.date(m.date))}</span></div></div>
<div class="subject">${sentence(m, 'subject', { number: m.number, date: P.date(m.date) })}</div>
<p>${sentence(m, 'greeting')}</p><p>${sentence(m, 'intro')} ${s.po}</p>
<table>${list}${totals}</table>
<p>${s.delivery} ${s.payBy}</p><p>${sentence(m, 'closing')}</p>
<p>${sentence(m, 'regards')}<br><br>${esc(signer(m))}</p>
<div class="foot">${footCols.map((col) => `<div>${col.filter(Boolean).map((x) => `<div>${esc(x)}</div>`).join('')}</div>`).join('')}</div></div>`;
  return page(m, css, body);
}

export const letterWindow: Layout = {
  id: 'letter-window', kind: 'invoice', family: 'letter', render,
  features: {
    items: [1, 5], shipTo: false, billTo: true, po: true, reference: true, due: true, delivery: true, unit: true, lineDiscount: false,
    lineTaxRate: false, sku: false, docDiscount: true, shipping: true, paid: true, tip: false, coupon: false, weighed: false,
    sublines: true, pools: ['services', 'goods'],
  },
};
