import { modernWords, type ModernLabelKey } from '../modern';
import type { DocModel, Party } from '../model';
import type { Rng } from '../rng';
import { esc, fontStack, page, printer, val } from './common';
import type { Layout } from './layout';
import { daysBetween } from './variant-common';

/**
 * A4 "modern" invoice: wordmark or vendor block at the top, the meta (number, date, PO, due date or terms, payment
 * method) in a shaded header band of labels with the values below, or as a right-aligned block of labels above
 * values, or as right-aligned label/value pairs; bill-to and ship-to side by side under headings of varied wording
 * ("Customer", "Sold to", "Deliver to"), a simple item table, totals at the right and a payment section naming the
 * method (transfer with the account, card, cash or direct debit). Wording of its own (modern/*.json).
 */

/** Payment by transfer, card, cash or direct debit, named in this layout's words; sometimes a term in days. */
function finish(m: DocModel, rng: Rng): void {
  const W = modernWords(m.lang).methods;
  const r = rng.next();
  if (r < 0.35) m.payment = { type: 'bank_transfer', display: rng.pick(W.bank_transfer) };
  else if (r < 0.6) m.payment = { type: 'credit_card', display: rng.pick(W.credit_card) };
  else if (r < 0.75) m.payment = { type: 'cash', display: rng.pick(W.cash) };
  else {
    m.payment = { type: 'direct_debit', display: rng.pick(W.direct_debit) };
    m.debitAccount = `****${rng.digits(4)}`;
  }
  if (m.payment.type === 'credit_card' && rng.chance(0.5)) m.payment.display += ` (${rng.pick(m.country.cards.credit)} ****${rng.digits(4)})`;
  if (m.due && rng.chance(0.3)) {
    m.termDays = daysBetween(m.date, m.due);
    m.due = undefined;
  }
}

function render(m: DocModel): string {
  const P = printer(m);
  const s = m.style.fork('modern');
  const W = modernWords(m.lang);
  const upper = s.chance(0.25);
  const picked = new Map<ModernLabelKey, string>();
  const word = (k: ModernLabelKey) => {
    if (!picked.has(k)) picked.set(k, s.fork(k).pick(W.labels[k]));
    return upper ? picked.get(k)!.toLocaleUpperCase(m.lang) : picked.get(k)!;
  };
  const colon = s.pick(['', '', ':'] as const);
  const c = ['zh', 'ja', 'ko'].includes(m.lang) && colon ? '：' : colon;
  const v = m.vendor;
  const metaStyle = s.pick(['band', 'band', 'stack', 'pairs'] as const);
  const payInMeta = s.chance(0.5);

  const meta: [string, string][] = [[word('invoice_number'), m.number], [word('date'), P.date(m.date)]];
  if (m.po) meta.push([word('po_number'), m.po]);
  if (m.termDays) meta.push([word('terms'), s.fork('term').pick(W.term_days).replace('{n}', String(m.termDays))]);
  if (m.due) meta.push([word('due_date'), P.date(m.due)]);
  if (payInMeta && m.payment?.display) meta.push([word('payment_method'), m.payment.display]);
  const metaHtml = metaStyle === 'band'
    ? `<table class="band"><tr>${meta.map(([l]) => `<th>${esc(l)}</th>`).join('')}</tr><tr>${meta.map(([, x]) => `<td>${val(x)}</td>`).join('')}</tr></table>`
    : metaStyle === 'stack'
      ? `<div class="stack">${meta.map(([l, x]) => `<div class="cell"><div class="lab">${esc(l)}</div><div class="vv">${val(x)}</div></div>`).join('')}</div>`
      : `<table class="pairs">${meta.map(([l, x]) => `<tr><td class="lab">${esc(l)}${c}</td><td>${val(x)}</td></tr>`).join('')}</table>`;

  const partyHtml = (heading: string, p: Party) => `<div class="party"><div class="ph">${esc(heading)}</div><div class="pn">${esc(p.name)}</div>${
    [p.contact ?? '', ...p.address.lines, p.address.country ?? ''].filter(Boolean).map((l) => `<div>${esc(l)}</div>`).join('')}</div>`;
  const parties = `<div class="parties">${m.billTo ? partyHtml(word('bill_to'), m.billTo) : ''}${m.shipTo ? partyHtml(word('ship_to'), m.shipTo) : ''}</div>`;

  const vendorDetails = [...v.address.lines, v.address.country ?? '', v.phone ? `${word('phone')} ${v.phone}` : '',
    v.email ? `${word('email')} ${v.email}` : '', v.taxId ? `${v.taxId.label} ${v.taxId.value}` : ''].filter(Boolean);
  const vendorHtml = `<div class="vendor"><div class="wm">${esc(v.name)}</div>${vendorDetails.map((l) => `<div>${esc(l)}</div>`).join('')}</div>`;
  const title = `<div class="title">${esc(word('invoice_title'))}</div>`;
  const head = s.chance(0.5) ? `<div class="head">${vendorHtml}${title}</div>` : `<div class="head">${title}<div class="end">${vendorHtml}</div></div>`;

  const rows = m.items.map((i) => `<tr><td>${esc(i.description)}</td><td class="n">${val(P.qty(i.qty))}</td><td class="n">${val(P.money(i.price))}</td><td class="n">${val(P.money(i.amount))}</td></tr>`).join('');
  const items = `<table class="items"><tr><th>${esc(word('description'))}</th><th class="n">${esc(word('qty'))}</th><th class="n">${esc(word('unit_price'))}</th><th class="n">${esc(word('amount'))}</th></tr>${rows}</table>`;
  const tot: [string, string, boolean?][] = [[word('subtotal'), P.money(m.subtotal)]];
  for (const t of m.taxes) tot.push([P.taxLabel(t), P.money(t.amount)]);
  tot.push([word('total'), P.money(m.total), true]);
  if (m.balance !== undefined) tot.push([word('balance_due'), P.money(m.balance), true]);
  const totals = `<table class="tot">${tot.map(([l, x, b]) => `<tr${b ? ' class="b"' : ''}><td>${esc(l)}</td><td class="n">${val(x)}</td></tr>`).join('')}</table>`;

  const payLines: string[] = [];
  if (m.payment?.display && !payInMeta) payLines.push(`<div>${esc(word('payment_method'))}${c} ${val(m.payment.display)}</div>`);
  if (m.payment?.type === 'direct_debit' && m.debitAccount) payLines.push(`<div>${esc(word('debit_account'))}${c} ${val(m.debitAccount)}</div>`);
  else if (m.payment?.type === 'bank_transfer' && m.bank) payLines.push(`<div>${esc(word('account'))}${c} ${val(m.bank)}</div>`);
  const pay = payLines.length ? `<div class="pay"><div class="ph">${esc(word('payment_heading'))}</div>${payLines.join('')}</div>` : '';

  const accent = s.pick(['#1f4e79', '#2e6b4f', '#6b2e5f', '#333']);
  const css = `body{font-family:${fontStack(m)};font-size:9.5pt;color:#1a1a1a}
.sheet{width:210mm;min-height:296mm;padding:14mm 15mm}
.head{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:8mm}.end{text-align:end}
.wm{font-size:15pt;font-weight:700;color:${accent};margin-bottom:1.5mm}.vendor{font-size:8.5pt;line-height:1.4}
.title{font-size:${s.pick([20, 24, 26])}pt;font-weight:300;letter-spacing:1.5pt;color:${accent}}
.band{width:100%;border-collapse:collapse;margin-bottom:8mm}.band th{background:#eef1f5;font-size:7.5pt;font-weight:600;color:#555;text-align:start;padding:1.5mm 2mm}
.band td{padding:1.5mm 2mm;font-weight:600;border-bottom:.5pt solid #ccc}
.stack{display:flex;justify-content:flex-end;gap:7mm;margin-bottom:8mm}.stack .cell{text-align:end}.lab{font-size:7.5pt;color:#666}.vv{font-weight:600}
.pairs{margin-inline-start:auto;margin-bottom:8mm;border-collapse:collapse}.pairs td{padding:.6mm 2mm}.pairs td:last-child{text-align:end;font-weight:600}
.parties{display:flex;gap:18mm;margin-bottom:9mm}.party{min-width:60mm;line-height:1.4}.ph{font-size:7.5pt;font-weight:700;color:${accent};text-transform:none;margin-bottom:1mm;letter-spacing:.5pt}.pn{font-weight:600}
.items{width:100%;border-collapse:collapse}.items th{border-bottom:1pt solid ${accent};text-align:start;padding:1.5mm;font-size:8pt}.items td{padding:1.5mm;border-bottom:.4pt solid #ddd}
.n{text-align:end !important}
.tot{margin-inline-start:auto;margin-top:4mm;border-collapse:collapse;min-width:75mm}.tot td{padding:1mm 1.5mm}.tot .b td{font-weight:700;border-top:.6pt solid #999}
.pay{margin-top:10mm;line-height:1.5}.thanks{margin-top:8mm;color:#555}`;
  const body = `<div class="sheet">${head}${metaHtml}${parties}${items}${totals}${pay}${s.chance(0.5) ? `<div class="thanks">${esc(word('thanks'))}</div>` : ''}</div>`;
  return page(m, css, body);
}

export const a4Modern: Layout = {
  id: 'a4-modern', kind: 'invoice', family: 'a4-table', render, finish,
  features: {
    items: [1, 6], shipTo: true, billTo: true, po: true, reference: false, due: true, delivery: false, unit: false, lineDiscount: false,
    lineTaxRate: false, sku: false, docDiscount: false, shipping: false, paid: false, tip: false, coupon: false, weighed: false,
    sublines: false, pools: ['goods', 'services'],
  },
};
