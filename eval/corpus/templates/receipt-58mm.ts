import type { DocModel, Item } from '../model';
import { esc, fontStack, page, val } from './common';
import type { Layout } from './layout';
import { variantPrinter } from './variant-common';

/** Marks the page width for the renderer (render.ts reads it; the 80 mm receipts carry none). */
export const PAPER_58 = '<meta name="paper-width" content="58mm">';

/**
 * 58 mm till slip: big store name, date, time and receipt number on one line, each item's name on its own line with
 * "qty × price" and the amount on the next, payment and change, a thank-you line.
 */
function render(m: DocModel): string {
  const P = variantPrinter(m);
  const v = m.vendor;
  const lr = (l: string, r: string, cls = '') => `<div class="lr ${cls}"><span>${l}</span><span>${r}</span></div>`;
  const item = (i: Item) => {
    const each = i.weighed ? `${P.qty(i.qty, true)} ${i.unit ?? ''} × ${P.num(i.price)}/${i.unit ?? ''}` : `${P.qty(i.qty)} × ${P.num(i.price)}`;
    return `<div class="nm">${esc(i.description)}</div>${lr(val(each), val(P.num(i.amount)), 'q')}`;
  };
  const head = [`<div class="shop">${esc(v.name)}</div>`];
  if (m.branch) head.push(`<div>${esc(m.branch)}</div>`);
  for (const l of [...v.address.lines, v.address.country ?? '']) if (l) head.push(`<div>${esc(l)}</div>`);
  if (v.phone) head.push(`<div>${esc(P.V('phone'))} ${val(v.phone)}</div>`);
  if (v.email) head.push(`<div>${val(v.email)}</div>`);
  if (v.taxId) head.push(`<div>${esc(v.taxId.label)} ${val(v.taxId.value)}</div>`);
  const stamp = `${val(P.date(m.date))} ${val(m.time ?? '')} ${esc(P.V('receipt_number'))} ${val(m.number)}`;
  const p = m.payment!;
  const pay = p.type === 'cash'
    ? lr(esc(p.display ?? ''), val(P.num(m.tendered!))) + lr(esc(P.V('change')), val(P.num(m.change!)))
    : lr(`${esc(P.V('payment_method'))} ${val(p.display ?? '')}`, val(P.num(m.total)));
  const taxes = m.taxes.map((t) => lr(esc(P.taxLabel(t)), val(P.num(t.amount)), 'sm')).join('');
  const css = `body{font-family:${fontStack(m)};font-size:8.5pt;color:#111;line-height:1.25}
.paper{width:58mm;padding:3mm 2.5mm 6mm;background:#fff}
.hdr{text-align:center;margin-bottom:2mm}.shop{font-size:15pt;font-weight:800;line-height:1.1;margin-bottom:1mm}
.stamp{font-size:7.5pt;text-align:center}bdi.v{white-space:nowrap}.nm{margin-top:.8mm}
.lr{display:flex;justify-content:space-between;gap:1.5mm}.lr span:last-child{white-space:nowrap;text-align:end}.q{padding-inline-start:3mm}
.sep{border-top:1px dashed #000;margin:1.2mm 0}.tot{font-size:11pt;font-weight:800}.sm{font-size:7.5pt}.c{text-align:center;margin-top:2mm}`;
  const body = `<div class="paper"><div class="hdr">${head.join('')}</div>
<div class="stamp">${stamp}</div>${m.cashier ? `<div class="stamp">${esc(P.V('cashier'))} ${val(m.cashier)}</div>` : ''}
<div class="sep"></div>${m.items.map(item).join('')}<div class="sep"></div>
${m.subtotalPrinted ? lr(esc(P.V('subtotal')), val(P.num(m.subtotal))) : ''}${m.taxInclusive ? '' : taxes}
${lr(esc(P.V('total')), val(P.money(m.total)), 'tot')}<div class="sep"></div>
${pay}${m.taxInclusive ? `<div class="sep"></div>${taxes}` : ''}
<div class="sep"></div><div class="c">${esc(P.V('thanks', { colon: false }))}</div></div>`;
  return page(m, css, body).replace('<head>', `<head>${PAPER_58}`);
}

export const receipt58mm: Layout = {
  id: 'receipt-58mm', kind: 'receipt', family: 'receipt', render,
  features: {
    items: [2, 12], shipTo: false, billTo: false, po: false, reference: false, due: false, delivery: false, unit: true, lineDiscount: false,
    // Per-line rates are not printed (no class letters on this slip); the tax lines still carry every rate.
    lineTaxRate: false, sku: false, docDiscount: false, shipping: false, paid: false, tip: false, coupon: false, weighed: true,
    sublines: false, pools: ['grocery'],
  },
};
