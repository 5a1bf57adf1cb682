import type { DocModel, Item } from '../model';
import { esc, fontStack, page, printer, val } from './common';
import type { Layout } from './layout';
import { lr, RECEIPT_CSS, receiptHeader, tenderLines } from './receipt-common';

/** Two-column thermal print in a monospaced face: "2 Cappuccino ..... 7,00", table and server, tip before the total. */
function render(m: DocModel): string {
  const P = printer(m);
  const mono = { ja: "'Noto Sans Mono CJK JP'", ko: "'Noto Sans Mono CJK KR'", zh: "'Noto Sans Mono CJK SC'" }[m.lang as 'ja' | 'ko' | 'zh'] ?? "'Noto Sans Mono CJK SC'";
  const item = (i: Item) => {
    if (i.weighed || !Number.isInteger(i.qty)) {
      return `${lr(esc(i.description), val(P.num(i.amount)))}<div class="ind">${val(`${P.qty(i.qty, i.weighed)} ${i.unit ?? ''} x ${P.num(i.price)}`)}</div>`;
    }
    const qty = i.coupon ? '' : `${P.qty(i.qty)} `;
    return `${lr(`${val(qty)}${esc(i.description)}`, val(P.num(i.amount)))}${i.qty > 1 ? `<div class="ind small">${val(`@ ${P.num(i.price)}`)}</div>` : ''}`;
  };
  const table = m.style.int(1, 40);
  const css = `body{font-family:${mono}, ${fontStack(m)};font-size:9pt;color:#222;letter-spacing:-.2pt}${RECEIPT_CSS}
.lr span:first-child{overflow:hidden}.shop{text-transform:uppercase}`;
  const body = `<div class="paper">${receiptHeader(m, P)}
${lr(`${esc(P.L('date'))} ${val(P.date(m.date))}`, val(m.time ?? ''))}
${lr(`${esc(P.L('receipt_number'))} ${val(m.number)}`, `#${table}`)}
${m.cashier ? lr(esc(P.L('cashier')), val(m.cashier)) : ''}
<div class="sep"></div>${m.items.map(item).join('')}<div class="sep"></div>
${m.subtotalPrinted ? lr(esc(P.L('subtotal')), val(P.num(m.subtotal))) : ''}
${m.taxes.map((t) => lr(esc(P.taxLabel(t)), val(P.num(t.amount)))).join('')}
${m.tip ? lr(esc(P.L('tip')), val(P.num(m.tip))) : ''}
${lr(esc(P.L('total')), val(P.money(m.total)), 'big')}<div class="sep"></div>
${tenderLines(m, P)}<div class="sep"></div>
<div class="c">${esc(P.L('thanks', { colon: false }))}</div></div>`;
  return page(m, css, body);
}

export const receiptThermal: Layout = {
  id: 'receipt-thermal', kind: 'receipt', family: 'receipt', render,
  features: {
    items: [2, 10], shipTo: false, billTo: false, po: false, reference: false, due: false, delivery: false, unit: true, lineDiscount: false,
    lineTaxRate: true, sku: false, docDiscount: false, shipping: false, paid: false, tip: true, coupon: true, weighed: false,
    sublines: false, pools: ['restaurant'],
  },
};
