import type { DocModel, Item } from '../model';
import { esc, fontStack, page, printer, val } from './common';
import type { Layout } from './layout';
import { lr, RECEIPT_CSS, receiptHeader, tenderLines } from './receipt-common';

/** Till receipt, European style: quantity and weight lines above the item, tax-class letters, a tax table. */
function render(m: DocModel): string {
  const P = printer(m);
  const cur = m.style.chance(0.5) ? ` ${m.country.currency}` : '';
  const item = (i: Item) => {
    let above = '';
    if (i.weighed) above = `${P.qty(i.qty, true)} ${i.unit ?? 'kg'} x ${P.num(i.price)}/${i.unit ?? 'kg'}`;
    else if (i.qty !== 1) above = `${P.qty(i.qty)} x ${P.num(i.price)}`;
    return `${above ? `<div class="ind">${val(above)}</div>` : ''}${lr(esc(i.description), `${val(P.num(i.amount))} ${esc(i.taxClass ?? '')}`)}`;
  };
  const taxHead = `<tr><th></th><th>%</th><th>${esc(P.L('net', { colon: false }))}</th><th>${esc(P.L('tax', { colon: false }))}</th><th>${esc(P.L('gross', { colon: false }))}</th></tr>`;
  const taxRows = m.taxes.map((t) => `<tr><td>${esc(t.taxClass ?? '')}</td><td>${esc(`${t.name} ${P.rate(t.rate)}`)}</td><td>${val(P.num(t.base))}</td><td>${val(P.num(t.amount))}</td><td>${val(P.num(t.base + t.amount))}</td></tr>`).join('');
  const meta = [
    lr(`${esc(P.L('date'))} ${val(P.date(m.date))}`, `${esc(P.L('time'))} ${val(m.time ?? '')}`),
    lr(`${esc(P.L('receipt_number'))} ${val(m.number)}`, m.cashier ? `${esc(P.L('cashier'))} ${val(m.cashier)}` : ''),
  ].join('');
  const css = `body{font-family:${fontStack(m)};font-size:9.5pt;color:#111}${RECEIPT_CSS}
table.tax{width:100%;border-collapse:collapse;font-size:8pt}.tax th,.tax td{text-align:end;padding:0 1mm}.tax td:nth-child(2),.tax th:nth-child(2){text-align:start}`;
  const totalLabel = `${esc(P.L('total'))}${esc(cur)}`;
  const body = `<div class="paper">${receiptHeader(m, P)}
${m.style.chance(0.5) ? `<div class="c big">${esc(P.L('receipt_title', { colon: false }))}</div>` : ''}
<div class="sep"></div>${m.items.map(item).join('')}<div class="sep"></div>
${m.subtotalPrinted ? lr(esc(P.L('subtotal')), val(P.num(m.subtotal))) : ''}
${m.taxInclusive ? '' : m.taxes.map((t) => lr(esc(P.taxLabel(t)), val(P.num(t.amount)))).join('')}
${m.tip ? lr(esc(P.L('tip')), val(P.num(m.tip))) : ''}
${lr(totalLabel, val(P.money(m.total)), 'big')}<div class="sep"></div>
${tenderLines(m, P)}<div class="sep"></div>
<table class="tax">${taxHead}${taxRows}</table><div class="sep"></div>
${meta}<div class="sep"></div><div class="c">${esc(P.L('thanks', { colon: false }))}</div></div>`;
  return page(m, css, body);
}

export const receiptClassic: Layout = {
  id: 'receipt-classic', kind: 'receipt', family: 'receipt', render,
  features: {
    items: [3, 14], shipTo: false, billTo: false, po: false, reference: false, due: false, delivery: false, unit: true, lineDiscount: false,
    lineTaxRate: true, sku: false, docDiscount: false, shipping: false, paid: false, tip: false, coupon: true, weighed: true,
    sublines: false, pools: ['grocery'],
  },
};
