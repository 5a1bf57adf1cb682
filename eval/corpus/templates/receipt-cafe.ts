import { cafeWords, type CafeLabelKey } from '../cafe';
import type { ItemContext } from '../items';
import { price } from '../items';
import { formatRate, fromMinor, toMinor } from '../locale';
import type { DocModel, Item } from '../model';
import type { Rng } from '../rng';
import { esc, fontStack, page, printer, val } from './common';
import type { Layout } from './layout';
import { lr, RECEIPT_CSS } from './receipt-common';

/**
 * Café / restaurant / bakery till receipt (wording of its own, cafe/*.json): centred shop header, table, guests and
 * server, a check number in several forms, items as "2 Cappuccino 7.00" or "Croissant x2 5.00" without a header
 * row, modifiers on indented lines of their own (priced ones are line items of their own, as a bookkeeper would
 * enter them; free ones belong to the item above and are not part of its description), a service charge as the
 * last line item, tip, tax-inclusive totals with "incl. VAT 19% 1.12" (or tax added where prices are net), card or
 * cash with change, a thank-you footer.
 */

const CJK_MONO: Record<string, string> = { ja: "'Noto Sans Mono CJK JP'", ko: "'Noto Sans Mono CJK KR'", zh: "'Noto Sans Mono CJK SC'" };

function extendItems(items: Item[], ctx: ItemContext, rng: Rng): Item[] {
  const W = cafeWords(ctx.v.lang);
  const c = ctx.c;
  const out: Item[] = [];
  for (const i of items) {
    // Café prices, below the restaurant pool's.
    const each = price(c, rng, [1.6, 9.5]);
    const it: Item = { ...i, description: rng.pick(W.menu), price: each, amount: fromMinor(i.qty * toMinor(each, c.decimals), c.decimals) };
    delete it.unit;
    if (rng.chance(0.2)) it.notes = rng.chance(0.3) ? [rng.pick(W.modifiers.free), rng.pick(W.modifiers.free)] : [rng.pick(W.modifiers.free)];
    out.push(it);
    if (rng.chance(0.2)) {
      const amount = fromMinor(it.qty * toMinor(price(c, rng, [0.3, 1.5]), c.decimals), c.decimals);
      out.push({ description: rng.pick(W.modifiers.priced), qty: 1, price: amount, amount, taxRate: it.taxRate, taxClass: it.taxClass, kind: 'modifier' });
    }
  }
  if (rng.chance(0.3)) {
    const rate = rng.pick([5, 10, 10, 12.5, 15]);
    const step = toMinor(Math.max(c.step, 10 ** -c.decimals), c.decimals);
    const sum = out.reduce((s, i) => s + toMinor(i.amount, c.decimals), 0);
    const amount = fromMinor(Math.max(step, Math.round((sum * rate) / 100 / step) * step), c.decimals);
    const description = rng.pick(W.labels.service).replace('{rate}', `${formatRate(rate, c)}%`);
    out.push({ description, qty: 1, price: amount, amount, taxRate: ctx.rates[0], taxClass: 'A', kind: 'charge' });
  }
  return out;
}

/** Cash is named in this layout's own words. */
function extendModel(m: DocModel, rng: Rng): void {
  if (m.payment?.type === 'cash') m.payment.display = rng.pick(cafeWords(m.lang).labels.cash);
}

function render(m: DocModel): string {
  const P = printer(m);
  const s = m.style.fork('cafe');
  const W = cafeWords(m.lang).labels;
  const upper = s.chance(0.25);
  const picked = new Map<CafeLabelKey, string>();
  const raw = (k: CafeLabelKey) => {
    if (!picked.has(k)) picked.set(k, s.fork(k).pick(W[k]));
    return picked.get(k)!;
  };
  const word = (k: CafeLabelKey) => (upper ? raw(k).toLocaleUpperCase(m.lang) : raw(k));
  const c = m.country;
  const v = m.vendor;

  const head = [`<div class="shop">${esc(v.name)}</div>`];
  if (m.slogan && s.chance(0.5)) head.push(`<div class="small">${esc(m.slogan)}</div>`);
  for (const l of v.address.lines) head.push(`<div>${esc(l)}</div>`);
  if (v.address.country) head.push(`<div>${esc(v.address.country)}</div>`);
  if (v.phone) head.push(`<div>${s.chance(0.7) ? `${esc(word('phone'))} ` : ''}${val(v.phone)}</div>`);
  if (v.email) head.push(`<div>${val(v.email)}</div>`);
  if (v.taxId) head.push(`<div>${esc(v.taxId.label)} ${val(v.taxId.value)}</div>`);

  const table = String(s.int(1, 48));
  const guests = String(s.int(1, 6));
  const service = s.chance(0.5)
    ? lr(`${esc(word('table'))} ${val(table)}`, `${esc(word('guests'))} ${val(guests)}`)
    : `<div>${esc(word('table'))} ${val(table)} / ${esc(word('guests'))} ${val(guests)}</div>`;
  const server = m.cashier ? `<div>${esc(word('server'))}${s.chance(0.5) ? ':' : ''} ${val(m.cashier)}</div>` : '';
  const label = word('receipt_number');
  const no = `${esc(label)}${/[#№]$/.test(label) ? '' : ' '}${val(m.number)}`;
  const stamp = s.chance(0.5)
    ? lr(no, `${val(P.date(m.date))} ${val(m.time ?? '')}`)
    : `<div>${no}</div>${lr(`${esc(word('date'))} ${val(P.date(m.date))}`, `${esc(word('time'))} ${val(m.time ?? '')}`)}`;
  const orderType = s.chance(0.4) ? `<div class="c">${esc(word('order_type'))}</div>` : '';

  const form = s.pick(['prefix', 'prefix', 'after'] as const);
  const one = s.chance(0.5);
  const times = s.pick(['x', 'x', '×', 'X'] as const);
  const item = (i: Item) => {
    const amount = val(P.num(i.amount));
    if (i.kind === 'modifier') return lr(`<span class="ind">+ ${esc(i.description)}</span>`, amount);
    if (i.kind === 'charge') return `<div class="sep thin"></div>${lr(esc(i.description), amount)}`;
    const notes = (i.notes ?? []).map((n) => `<div class="ind">- ${esc(n)}</div>`).join('');
    if (form === 'after') {
      const q = i.qty > 1 || one ? `${times}${P.qty(i.qty)}` : '';
      return `<div class="row3"><span>${esc(i.description)}</span><span>${val(q)}</span><span>${amount}</span></div>${notes}`;
    }
    const q = i.qty > 1 || one ? `${P.qty(i.qty)} ` : '';
    return `${lr(`${val(q)}${esc(i.description)}`, amount)}${notes}`;
  };

  const totals: string[] = [];
  // A sum is printed above the tip also where prices include tax; the record's Subtotal stays the net one, so a
  // gross sum there is printed but not in the truth (as on the corpus's other tax-inclusive receipts).
  if (m.subtotalPrinted || m.tip) totals.push(lr(esc(word('subtotal')), val(P.num(m.subtotal))));
  if (!m.taxInclusive) for (const t of m.taxes) totals.push(lr(esc(`${c.tax.split ? t.name : word('tax')} ${P.rate(t.rate)}`), val(P.num(t.amount))));
  if (m.tip) totals.push(lr(esc(word('tip')), val(P.num(m.tip))));
  totals.push(lr(esc(word('total')), val(P.money(m.total)), 'big'));
  if (m.taxInclusive) {
    for (const t of m.taxes) totals.push(lr(esc(`${raw('included_tax').replace('{tax}', t.name)} ${P.rate(t.rate)}`), val(P.num(t.amount)), 'small'));
  }

  const p = m.payment!;
  const pay = p.type === 'cash'
    ? lr(esc(p.display ?? ''), val(P.num(m.tendered!))) + lr(esc(word('change')), val(P.num(m.change!)))
    : s.chance(0.5)
      ? lr(esc(p.display ?? ''), val(P.num(m.total)))
      : lr(esc(word('card')), val(P.num(m.total))) + `<div>${val(p.display ?? '')}</div>`;

  const mono = s.chance(0.5) && !['ar', 'he', 'hi'].includes(m.lang);
  const face = mono ? `${CJK_MONO[m.lang] ?? "'DejaVu Sans Mono'"}, ${fontStack(m)}` : fontStack(m);
  const css = `body{font-family:${face};font-size:${mono ? 8.8 : 9.5}pt;color:#181818}${RECEIPT_CSS}
.row3{display:grid;grid-template-columns:1fr auto auto;gap:3mm}.row3 span:last-child{white-space:nowrap;text-align:end;min-width:14mm}
.shop{text-transform:${s.chance(0.4) ? 'uppercase' : 'none'}}.thin{border-top-style:dotted}`;
  const body = `<div class="paper"><div class="hdr">${head.join('')}</div>
${orderType}${service}${server}${stamp}<div class="sep"></div>
${m.items.map(item).join('')}<div class="sep"></div>
${totals.join('')}<div class="sep"></div>${pay}<div class="sep"></div>
<div class="c">${esc(word('thanks'))}</div>${s.chance(0.5) ? `<div class="c small">${esc(word('footer'))}</div>` : ''}</div>`;
  return page(m, css, body);
}

export const receiptCafe: Layout = {
  id: 'receipt-cafe', kind: 'receipt', family: 'receipt', render,
  features: {
    items: [1, 9], shipTo: false, billTo: false, po: false, reference: false, due: false, delivery: false, unit: false, lineDiscount: false,
    lineTaxRate: false, sku: false, docDiscount: false, shipping: false, paid: false, tip: true, coupon: false, weighed: false,
    sublines: false, pools: ['restaurant'],
  },
  extend: { items: extendItems, model: extendModel },
};
