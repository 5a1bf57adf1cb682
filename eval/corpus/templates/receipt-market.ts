import type { ItemContext } from '../items';
import { price } from '../items';
import { fillPattern, fromMinor, toMinor } from '../locale';
import { marketWords, type MarketKey } from '../market';
import type { DocModel, Item } from '../model';
import type { Rng } from '../rng';
import { esc, fontStack, page, printer, val } from './common';
import type { Layout } from './layout';
import { lr, RECEIPT_CSS } from './receipt-common';

/**
 * Supermarket / pharmacy till receipt with wording of its own (market/*.json): no item header, items as
 * "DESCRIPTION amount letter" with the quantity before the name, between name and amount or on the line below
 * (chosen per document), EAN/PLU codes before or after the name or above it, weighed goods, coupons and deposits as
 * their own lines, item count, VAT table per letter, card slip or cash with change, loyalty points.
 */

const CJK_MONO: Record<string, string> = { ja: "'Noto Sans Mono CJK JP'", ko: "'Noto Sans Mono CJK KR'", zh: "'Noto Sans Mono CJK SC'" };

function ean(rng: Rng): string {
  const d = `${rng.pick(['40', '50', '76', '80', '87', '84', '49', '69', '88', '20'])}${fillPattern(rng, '##########')}`;
  const sum = [...d].reduce((s, ch, i) => s + Number(ch) * (i % 2 ? 3 : 1), 0);
  return `${d}${(10 - (sum % 10)) % 10}`;
}

/** Codes of this layout's shapes, deposits after some items, a bottle-return line, coupon wording of its own. */
function extendItems(items: Item[], ctx: ItemContext, rng: Rng): Item[] {
  const W = marketWords(ctx.v.lang).labels;
  const codes = rng.pick(['none', 'ean', 'ean', 'plu'] as const);
  const unit = price(ctx.c, rng, [0.08, 0.25]);
  const depositWord = rng.pick(W.deposit);
  const out: Item[] = [];
  // A deposit follows its item and that item's coupon, if any.
  let deposit: Item | undefined;
  for (const item of items) {
    const it = { ...item };
    delete it.sku;
    if (!it.coupon && deposit) {
      out.push(deposit);
      deposit = undefined;
    }
    if (it.coupon) it.description = rng.pick(W.discount);
    else if (codes === 'ean') it.sku = it.weighed ? fillPattern(rng, '2#####') : ean(rng);
    else if (codes === 'plu') it.sku = fillPattern(rng, it.weighed ? '4###' : '#####');
    out.push(it);
    if (!it.coupon && !it.weighed && Number.isInteger(it.qty) && rng.chance(0.15)) {
      const amount = fromMinor(Math.round(it.qty * toMinor(unit, ctx.c.decimals)), ctx.c.decimals);
      deposit = { description: depositWord, qty: it.qty, price: unit, amount, taxRate: it.taxRate, taxClass: it.taxClass };
    }
  }
  if (deposit) out.push(deposit);
  const sum = out.reduce((s, i) => s + toMinor(i.amount, ctx.c.decimals), 0);
  const back = Math.round(rng.int(1, 8) * toMinor(unit, ctx.c.decimals));
  if (rng.chance(0.25) && back * 3 < sum) {
    const first = out.find((i) => !i.coupon) ?? out[0];
    out.push({ description: rng.pick(W.bottle_return), qty: 1, price: -fromMinor(back, ctx.c.decimals), amount: -fromMinor(back, ctx.c.decimals), taxRate: first.taxRate, taxClass: first.taxClass, coupon: true });
  }
  return out;
}

/** Cash is named in this layout's own words. */
function extendModel(m: DocModel, rng: Rng): void {
  if (m.payment?.type === 'cash') m.payment.display = rng.pick(marketWords(m.lang).labels.cash);
}

function render(m: DocModel): string {
  const P = printer(m);
  const s = m.style.fork('market');
  const W = marketWords(m.lang).labels;
  const picked = new Map<MarketKey, string>();
  const upper = s.chance(0.2);
  const raw = (k: MarketKey) => {
    if (!picked.has(k)) picked.set(k, s.fork(k).pick(W[k]));
    return picked.get(k)!;
  };
  const word = (k: MarketKey) => (upper ? raw(k).toLocaleUpperCase(m.lang) : raw(k));
  const fill = (k: MarketKey, values: Record<string, string>) =>
    raw(k).split(/(\{[a-z]+\})/).map((part) => {
      const key = /^\{([a-z]+)\}$/.exec(part)?.[1];
      if (key && values[key] !== undefined) return val(values[key]);
      return esc(upper ? part.toLocaleUpperCase(m.lang) : part);
    }).join('');
  const c = m.country;
  const qtyStyle = s.pick(['below', 'prefix', 'inline'] as const);
  const codeSpot = s.pick(['before', 'after', 'above'] as const);
  const times = s.pick(['x', '×', 'X', '*'] as const);
  const perUnit = s.chance(0.5) ? ` ${c.currency}` : '';
  const letterCol = s.chance(0.8);
  const cls = (i: Item) => (letterCol ? ` ${esc(i.taxClass ?? '')}` : '');
  const named = (i: Item) => {
    if (!i.sku || codeSpot === 'above') return esc(i.description);
    return codeSpot === 'before' ? `${val(i.sku)} ${esc(i.description)}` : `${esc(i.description)} ${val(i.sku)}`;
  };
  const item = (i: Item) => {
    const code = i.sku && codeSpot === 'above' ? `<div class="small">${val(i.sku)}</div>` : '';
    const amount = `${val(P.num(i.amount))}${cls(i)}`;
    if (i.coupon) return lr(`<span class="ind">${esc(i.description)}</span>`, amount);
    if (i.weighed) {
      const w = `${P.qty(i.qty, true)} ${i.unit ?? 'kg'} ${times} ${P.num(i.price)}${perUnit}/${i.unit ?? 'kg'}`;
      return `${code}${lr(named(i), amount)}<div class="ind">${val(w)}</div>`;
    }
    if (i.qty === 1) return `${code}${lr(named(i), amount)}`;
    const each = `${P.qty(i.qty)} ${times} ${P.num(i.price)}`;
    if (qtyStyle === 'prefix') return `${code}${lr(`${val(`${P.qty(i.qty)} ${times}`)} ${named(i)}`, amount)}${s.chance(0.5) ? `<div class="ind small">${val(`${P.num(i.price)}`)}</div>` : ''}`;
    if (qtyStyle === 'inline') return `${code}<div class="row3"><span>${named(i)}</span><span>${val(`${P.qty(i.qty)}${times}${P.num(i.price)}`)}</span><span>${amount}</span></div>`;
    return `${code}${lr(named(i), amount)}<div class="ind">${val(each)}</div>`;
  };

  const v = m.vendor;
  const head = [`<div class="shop">${esc(v.name)}</div>`];
  const shops = new Set(m.vocab.names.shops);
  if (shops.has(v.name) && s.chance(0.6)) head.push(`<div class="small">${esc(s.pick(c.legal).replace('{name}', s.pick(m.vocab.names.companies)))}</div>`);
  if (m.branch) head.push(`<div>${esc(m.branch)}</div>`);
  for (const l of v.address.lines) head.push(`<div>${esc(l)}</div>`);
  if (v.address.country) head.push(`<div>${esc(v.address.country)}</div>`);
  if (v.phone) head.push(`<div>${esc(word('phone'))} ${val(v.phone)}</div>`);
  if (v.email) head.push(`<div>${val(v.email)}</div>`);
  if (v.taxId) head.push(`<div>${esc(v.taxId.label)} ${val(v.taxId.value)}</div>`);

  const till = String(s.int(1, 12));
  const stamp = s.pick(['line', 'labelled'] as const);
  const meta = stamp === 'line'
    ? lr(`${val(P.date(m.date))} ${val(m.time ?? '')}`, `${esc(word('till'))} ${val(till)}`) +
      lr(`${esc(word('receipt_number'))} ${val(m.number)}`, m.cashier ? `${esc(word('cashier'))} ${val(m.cashier)}` : '')
    : [lr(`${esc(word('date'))} ${val(P.date(m.date))}`, `${esc(word('time'))} ${val(m.time ?? '')}`),
      lr(`${esc(word('till'))} ${val(till)}`, `${esc(word('receipt_number'))} ${val(m.number)}`),
      m.cashier ? `<div>${esc(word('cashier'))} ${val(m.cashier)}</div>` : ''].join('');
  const metaTop = s.chance(0.5);

  const goods = m.items.filter((i) => !i.coupon);
  const count = goods.reduce((n, i) => n + (i.weighed ? 1 : i.qty), 0);
  const countLine = s.chance(0.7) ? `<div>${fill('item_count', { n: String(count) })}</div>` : '';
  const countAbove = s.chance(0.5);

  const totals: string[] = [];
  if (m.subtotalPrinted) {
    totals.push(lr(esc(word('subtotal')), val(P.num(m.subtotal))));
    for (const t of m.taxes) totals.push(lr(esc(`${c.tax.split ? t.name : word('tax')} ${P.rate(t.rate)}`), val(P.num(t.amount))));
  }
  totals.push(lr(esc(word('total')), val(P.money(m.total)), 'big'));

  const p = m.payment!;
  const pay: string[] = [];
  if (p.type === 'cash') {
    pay.push(s.chance(0.5) ? lr(`${esc(word('tendered'))} ${esc(p.display ?? '')}`, val(P.num(m.tendered!))) : lr(esc(p.display ?? ''), val(P.num(m.tendered!))));
    pay.push(lr(esc(word('change')), val(P.num(m.change!))));
  } else {
    pay.push(lr(esc(p.display ?? ''), val(P.num(m.total))));
    const last4 = /(\d{4})$/.exec(p.display ?? '')?.[1];
    // The slip's title names a card payment in general: a scheme word (Dankort, PIN) would contradict the card shown.
    const slip = p.type === 'mobile_payment' ? [] : [`<div class="c">${esc(word('card'))}</div>`];
    if (last4) slip.push(`<div>${esc(word('card_number'))} ${val(`XXXX XXXX XXXX ${last4}`)}</div>`);
    slip.push(`<div>${esc(word('terminal'))} ${val(fillPattern(s, '########'))}</div>`);
    slip.push(`<div>${esc(word('auth_code'))} ${val(fillPattern(s, '######'))}</div>`);
    slip.push(`<div class="c">${esc(word('approved'))}</div>`);
    pay.push(`<div class="slip">${slip.join('')}</div>`);
  }
  const saved = -m.items.filter((i) => i.coupon && i.price < 0 && !W.bottle_return.includes(i.description)).reduce((x, i) => x + i.amount, 0);
  const savings = saved > 0 ? `<div class="c">${fill('savings', { amount: P.num(saved) })}</div>` : '';

  const taxTable = m.taxInclusive || s.chance(0.3)
    ? `<table class="tax"><tr><th></th><th>${esc(word('rate'))}</th><th>${esc(word('net'))}</th><th>${esc(word('tax'))}</th><th>${esc(word('gross'))}</th></tr>${
      m.taxes.map((t) => `<tr><td>${esc(t.taxClass ?? '')}</td><td>${val(P.rate(t.rate))}</td><td>${val(P.num(t.base))}</td><td>${val(P.num(t.amount))}</td><td>${val(P.num(t.base + t.amount))}</td></tr>`).join('')}</table>`
    : '';
  const loyalty = s.chance(0.6)
    ? `<div>${fill('points_earned', { n: String(Math.max(1, Math.floor(m.total / Math.max(c.scale, 1)))) })}</div><div>${fill('points_balance', { n: String(s.int(40, 4800)) })}</div>`
    : '';

  // Monospaced thermal faces exist for Latin, Greek, Cyrillic and CJK; Arabic, Hebrew and Devanagari prints use the shop's font.
  const mono = s.chance(0.5) && !['ar', 'he', 'hi'].includes(m.lang);
  const face = mono ? `${CJK_MONO[m.lang] ?? "'DejaVu Sans Mono'"}, ${fontStack(m)}` : fontStack(m);
  const css = `body{font-family:${face};font-size:${mono ? 8.8 : 9.5}pt;color:#141414}${RECEIPT_CSS}
.row3{display:grid;grid-template-columns:1fr auto auto;gap:2.5mm}.row3 span:nth-child(2){text-align:end}.row3 span:last-child{white-space:nowrap;text-align:end;min-width:16mm}
.slip{font-size:8pt;margin-top:1.5mm}.shop{text-transform:${s.chance(0.5) ? 'uppercase' : 'none'}}
table.tax{width:100%;border-collapse:collapse;font-size:8pt}.tax th,.tax td{text-align:end;padding:0 1mm}.tax td:first-child{text-align:start}`;
  const body = `<div class="paper"><div class="hdr">${head.join('')}</div>
${metaTop ? `${meta}<div class="sep"></div>` : ''}${m.items.map(item).join('')}<div class="sep"></div>
${countAbove ? countLine : ''}${totals.join('')}${countAbove ? '' : countLine}<div class="sep"></div>
${pay.join('')}${savings}<div class="sep"></div>${taxTable}${loyalty ? `<div class="sep"></div>${loyalty}` : ''}
${metaTop ? '' : `<div class="sep"></div>${meta}`}<div class="sep"></div><div class="c">${esc(word('thanks'))}</div>
${s.chance(0.6) ? `<div class="c small">${esc(word('footer'))}</div>` : ''}</div>`;
  return page(m, css, body);
}

export const receiptMarket: Layout = {
  id: 'receipt-market', kind: 'receipt', family: 'receipt', render,
  features: {
    items: [4, 16], shipTo: false, billTo: false, po: false, reference: false, due: false, delivery: false, unit: true, lineDiscount: false,
    lineTaxRate: true, sku: 'prefix', docDiscount: false, shipping: false, paid: false, tip: false, coupon: true, weighed: true,
    sublines: false, pools: ['grocery'],
  },
  extend: { items: extendItems, model: extendModel },
};
