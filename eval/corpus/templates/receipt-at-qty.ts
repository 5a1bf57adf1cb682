import type { DocModel, Item } from '../model';
import { esc, fontStack, page, printer, val } from './common';
import type { Layout } from './layout';
import { lr, RECEIPT_CSS, receiptHeader, tenderLines } from './receipt-common';

/** Till receipt, North-American style: item codes before the name, "2 @ 1.25" and weights below the item, tax added. */
function render(m: DocModel): string {
  const P = printer(m);
  const item = (i: Item) => {
    let below = '';
    if (i.weighed) below = `${P.qty(i.qty, true)} ${i.unit ?? 'kg'} @ ${P.num(i.price)}/${i.unit ?? 'kg'}`;
    else if (i.qty !== 1) below = `${P.qty(i.qty)} @ ${P.num(i.price)}`;
    const name = `${i.sku ? `<span class="sku">${val(i.sku)}</span> ` : ''}${esc(i.description)}`;
    return `${lr(name, `${val(P.num(i.amount))} ${esc(i.taxClass ?? '')}`)}${below ? `<div class="ind">${val(below)}</div>` : ''}`;
  };
  const taxLines = m.taxes.map((t) => lr(`${esc(P.taxLabel(t))}${m.taxInclusive ? ` (${esc(P.L('gross', { colon: false }))} ${val(P.num(t.base + t.amount))})` : ''}`, val(P.num(t.amount)))).join('');
  const css = `body{font-family:${fontStack(m)};font-size:9pt;color:#111;text-transform:none}${RECEIPT_CSS}.sku{font-size:8pt;color:#333}.up{text-transform:uppercase}`;
  const body = `<div class="paper">${receiptHeader(m, P)}
${lr(val(P.date(m.date)), val(m.time ?? ''))}
${lr(`${esc(P.L('receipt_number'))} ${val(m.number)}`, m.cashier ? `${esc(P.L('cashier'))} ${val(m.cashier)}` : '')}
<div class="sep"></div>${m.items.map(item).join('')}<div class="sep"></div>
${m.subtotalPrinted ? lr(esc(P.L('subtotal')), val(P.num(m.subtotal))) : ''}${taxLines}
${m.tip ? lr(esc(P.L('tip')), val(P.num(m.tip))) : ''}
${lr(esc(P.L('total')), val(P.money(m.total)), 'big')}
${tenderLines(m, P)}<div class="sep"></div>
<div class="c">${esc(P.L('thanks', { colon: false }))}</div><div class="c small">${val(`${m.number}  ${m.time ?? ''}`)}</div></div>`;
  return page(m, css, body);
}

export const receiptAtQty: Layout = {
  id: 'receipt-at-qty', kind: 'receipt', family: 'receipt', render,
  features: {
    items: [3, 15], shipTo: false, billTo: false, po: false, reference: false, due: false, delivery: false, unit: true, lineDiscount: false,
    lineTaxRate: true, sku: 'prefix', docDiscount: false, shipping: false, paid: false, tip: false, coupon: true, weighed: true,
    sublines: false, pools: ['grocery', 'grocery', 'goods'],
  },
};
