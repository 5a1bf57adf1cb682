import type { Country, Vocab } from './data';
import { addDays, formatDate, fromMinor, toMinor } from './locale';
import type { Features, Item, TaxLine } from './model';
import type { Rng } from './rng';

/** Euro-like price ranges per pool, scaled by the country. */
const RANGES = { goods: [2, 400], services: [40, 150], grocery: [0.5, 12], restaurant: [2.5, 24], weighed: [0.99, 8.99] } as const;
const SKU_SHAPES = ['TN-####', '@@-####', 'ART-#####', '#######', '@###-@', '4006######', 'SKU ####-@'];
const CODE_IN_NAME = ['TN-####', '@@@-###', 'Typ @-##', 'Ref. ####'];

/** A price in the country's currency, rounded to its step (a whole number of minor units). */
export function price(c: Country, rng: Rng, [lo, hi]: readonly [number, number]): number {
  const raw = (lo + rng.next() * (hi - lo)) * c.scale;
  const step = Math.max(c.step, 10 ** -c.decimals);
  return fromMinor(toMinor(Math.max(step, Math.round(raw / step) * step), c.decimals), c.decimals);
}

function code(rng: Rng, shape: string): string {
  return shape.replace(/#/g, () => String(rng.int(0, 9))).replace(/@/g, () => String.fromCharCode(65 + rng.int(0, 25)));
}

export interface ItemContext {
  c: Country;
  v: Vocab;
  f: Features;
  date: string;
  dateFormat: string;
  /** Rates items may carry; one rate unless the layout prints a per-line rate. */
  rates: number[];
}

function lineAmount(c: Country, qty: number, unit: number, discount = 0): number {
  return fromMinor(Math.round(qty * toMinor(unit, c.decimals)) - toMinor(discount, c.decimals), c.decimals);
}

function taxClass(rates: number[], rate: number): string {
  return String.fromCharCode(65 + Math.max(0, rates.indexOf(rate)));
}

export function makeItem(ctx: ItemContext, rng: Rng): Item {
  const { c, v, f } = ctx;
  const pool = rng.pick(f.pools);
  const rate = ctx.rates.length > 1 && rng.chance(0.3) ? ctx.rates[1] : ctx.rates[0];
  const item: Item = { description: rng.pick(v.items[pool]), qty: 1, price: 0, amount: 0, taxRate: rate };
  if (pool === 'grocery' && f.weighed && rng.chance(0.25)) {
    item.description = rng.pick(v.items.weighed);
    item.weighed = true;
    item.qty = rng.int(150, 2500) / 1000;
    item.unit = rng.pick(v.units.kg);
    item.price = price(c, rng, RANGES.weighed);
  } else if (pool === 'services') {
    const monthly = rng.chance(0.4);
    item.qty = monthly ? rng.int(1, 3) : rng.pick([1, 2, 4, 6.5, 8, 12, 16, 24, 40]);
    item.unit = rng.pick(monthly ? v.units.month : v.units.hour);
    item.price = price(c, rng, monthly ? [20, 400] : RANGES.services);
    if (monthly && f.sublines) {
      const start = `${ctx.date.slice(0, 8)}01`;
      const end = addDays(addDays(start, 32).slice(0, 8) + '01', -1);
      item.subline = `${rng.pick(v.labels.service_period)} ${formatDate(start, ctx.dateFormat, v)} – ${formatDate(end, ctx.dateFormat, v)}`;
    }
  } else {
    item.qty = rng.chance(0.55) ? 1 : rng.int(2, pool === 'goods' ? 12 : 4);
    item.unit = rng.pick(v.units.piece);
    item.price = price(c, rng, RANGES[pool]);
    if (pool === 'goods' && rng.chance(0.3)) item.description = `${item.description} ${code(rng, rng.pick(CODE_IN_NAME))}`;
    if (pool === 'goods' && f.sublines && rng.chance(0.15)) item.subline = `S/N ${code(rng, '@@#########')}`;
  }
  if (f.sku === 'column' || (f.sku === 'prefix' && rng.chance(0.8))) item.sku = code(rng, rng.pick(SKU_SHAPES));
  if (f.lineDiscount && !item.weighed && rng.chance(0.3)) {
    const gross = lineAmount(c, item.qty, item.price);
    item.discount = fromMinor(Math.round(toMinor(gross, c.decimals) * rng.pick([0.05, 0.1, 0.15])), c.decimals);
  }
  item.amount = lineAmount(c, item.qty, item.price, item.discount);
  if (f.pools.includes('grocery') || f.pools.includes('restaurant')) item.taxClass = taxClass(ctx.rates, rate);
  return item;
}

/** A negative line for a coupon or member discount, taken off the item before it. */
export function makeCoupon(ctx: ItemContext, rng: Rng, after: Item): Item {
  const share = rng.pick([0.1, 0.2, 0.3]);
  const off = Math.max(1, Math.round(toMinor(after.amount, ctx.c.decimals) * share));
  const step = toMinor(Math.max(ctx.c.step, 10 ** -ctx.c.decimals), ctx.c.decimals);
  const minor = Math.max(step, Math.round(off / step) * step);
  const amount = -fromMinor(Math.min(minor, toMinor(after.amount, ctx.c.decimals) - step), ctx.c.decimals);
  return { description: rng.pick(ctx.v.items.coupon), qty: 1, price: amount, amount, taxRate: after.taxRate, taxClass: after.taxClass, coupon: true };
}

export interface Totals {
  subtotal: number;
  discount?: number;
  shipping?: number;
  taxes: TaxLine[];
  tax: number;
  total: number;
}

/**
 * Net documents: tax on (items − discount + shipping) per rate. Gross documents (most till receipts):
 * prices include tax, the tax is the share contained in each rate's gross sum. Minor units throughout.
 */
export function computeTotals(c: Country, items: Item[], o: { inclusive: boolean; discount?: number; shipping?: number; taxName: string }): Totals {
  const d = c.decimals;
  const sub = items.reduce((s, i) => s + toMinor(i.amount, d), 0);
  const rates = [...new Set(items.map((i) => i.taxRate ?? c.tax.rates[0]))].sort((a, b) => b - a);
  const taxes: TaxLine[] = [];
  for (const rate of rates) {
    let base = items.filter((i) => (i.taxRate ?? c.tax.rates[0]) === rate).reduce((s, i) => s + toMinor(i.amount, d), 0);
    if (rate === rates[0]) base += toMinor(o.shipping ?? 0, d) - toMinor(o.discount ?? 0, d);
    const cls = String.fromCharCode(65 + Math.max(0, c.tax.rates.indexOf(rate)));
    if (o.inclusive) {
      const tax = Math.round((base * rate) / (100 + rate));
      taxes.push({ name: o.taxName, rate, base: fromMinor(base - tax, d), amount: fromMinor(tax, d), taxClass: cls });
    } else if (c.tax.split) {
      for (const name of c.tax.split) {
        taxes.push({ name, rate: rate / 2, base: fromMinor(base, d), amount: fromMinor(Math.round((base * rate) / 200), d), taxClass: cls });
      }
    } else {
      taxes.push({ name: o.taxName, rate, base: fromMinor(base, d), amount: fromMinor(Math.round((base * rate) / 100), d), taxClass: cls });
    }
  }
  const tax = taxes.reduce((s, t) => s + toMinor(t.amount, d), 0);
  const total = sub - toMinor(o.discount ?? 0, d) + toMinor(o.shipping ?? 0, d) + (o.inclusive ? 0 : tax);
  return { subtotal: fromMinor(sub, d), discount: o.discount, shipping: o.shipping, taxes, tax: fromMinor(tax, d), total: fromMinor(total, d) };
}
