import { country, type Lang, vocab } from './data';
import { addDays, fillPattern, fromMinor, toMinor } from './locale';
import { computeTotals, makeCoupon, makeItem, type ItemContext } from './items';
import type { DocModel, Family, Features, Item, Kind, Payment } from './model';
import { makeCustomer, makeVendor, personName } from './parties';
import { createRng, type Rng } from './rng';

export interface LayoutSpec {
  id: string;
  kind: Kind;
  family: Family;
  features: Features;
  /** Layout-specific content drawn after the shared content, from its own generator (other layouts stay unchanged). */
  finish?(m: DocModel, rng: Rng): void;
  /**
   * Content a layout prints beyond the shared features (deposit lines, its own code shapes and wording). Each hook
   * gets a generator of its own, so layouts without hooks keep exactly the documents they had.
   */
  extend?: {
    /** Runs on the generated items before any sum is taken; returns the items to print. */
    items?(items: Item[], ctx: ItemContext, rng: Rng): Item[];
    /** Runs on the finished model (labels of payment methods and the like; never the figures). */
    model?(m: DocModel, rng: Rng): void;
  };
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

function invoiceNumber(rng: Rng, year: number, prefixes: string[]): string {
  switch (rng.int(0, 7)) {
    case 0: return `${rng.pick(prefixes)}-${year}-${rng.int(1000, 9999)}`;
    case 1: return `${year}/${pad(rng.int(1, 999), 4)}`;
    case 2: return `INV-${pad(rng.int(1, 99999), 6)}`;
    case 3: return `R${year}-${rng.int(10, 999)}`;
    case 4: return String(rng.int(1000, 99999));
    case 5: return `${year}${pad(rng.int(1, 999), 3)}`;
    case 6: return `F${year}${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 999), 3)}`;
    default: return `${rng.letters(2)}${rng.int(100000, 999999)}`;
  }
}

function receiptNumber(rng: Rng): string {
  switch (rng.int(0, 3)) {
    case 0: return String(rng.int(1000, 9999));
    case 1: return `${pad(rng.int(1, 99), 4)}-${pad(rng.int(1, 999), 3)}-${pad(rng.int(1, 999999), 6)}`;
    case 2: return `${rng.int(100000, 999999)}`;
    default: return `${rng.int(10, 99)}/${rng.int(1000, 9999)}`;
  }
}

function poNumber(rng: Rng, year: number): string {
  return rng.pick([`PO-${rng.int(10000, 99999)}`, `45${rng.digits(8)}`, `B-${year}-${rng.int(100, 999)}`, `PO${rng.int(100000, 999999)}`]);
}

function isoDate(rng: Rng): string {
  return addDays('2025-01-01', rng.int(0, 729));
}

/** Cash handed over: the total rounded up to a plausible note. */
function tendered(total: number, decimals: number, rng: Rng): number {
  const t = toMinor(total, decimals);
  const nice: number[] = [];
  for (let e = 0; e < 12; e++) for (const m of [1, 2, 5]) nice.push(m * 10 ** e);
  const options = nice.filter((u) => u >= t / 4 && u <= t * 2 && u >= 10 ** decimals);
  const u = options.length ? rng.pick(options) : 10 ** decimals;
  let paid = Math.ceil(t / u) * u;
  if (paid === t && rng.chance(0.5)) paid += u;
  return fromMinor(paid, decimals);
}

function receiptPayment(m: { country: DocModel['country']; vocab: DocModel['vocab'] }, rng: Rng): Payment {
  const cards = m.country.cards;
  const last4 = rng.digits(4);
  const r = rng.next();
  if (r < 0.35) return { type: 'cash', display: rng.pick(m.vocab.payment.cash) };
  if (r < 0.7) return { type: 'credit_card', display: `${rng.pick(cards.credit)} ****${last4}` };
  if (r < 0.9) return { type: 'debit_card', display: rng.chance(0.5) ? `${rng.pick(cards.debit)} ****${last4}` : rng.pick(cards.debit) };
  return { type: 'mobile_payment', display: rng.pick(cards.mobile) };
}

/** One document's content, deterministic in (seed, layout, language, index). */
export function generateModel(spec: LayoutSpec, lang: Lang, index: number, seed: string): DocModel {
  const id = `${spec.id}-${lang}-${index}`;
  const rng = createRng(`${seed}:${id}`);
  const v = vocab(lang);
  const c = country(rng.pick(v.countries));
  const f = spec.features;
  const receipt = spec.kind === 'receipt';
  const date = isoDate(rng);
  const year = Number(date.slice(0, 4));
  const longDate = rng.chance(spec.family === 'letter' ? 0.7 : receipt ? 0.1 : 0.35);
  const dateFormat = rng.pick(longDate ? c.dates.long : c.dates.numeric);
  const rates = f.lineTaxRate || receipt ? c.tax.rates : [c.tax.rates[0]];
  const ctx: ItemContext = { c, v, f, date, dateFormat, rates };
  const itemRng = rng.fork('items');
  let items: Item[] = [];
  const count = itemRng.int(f.items[0], f.items[1]);
  const step = Math.max(c.step, 10 ** -c.decimals);
  for (let i = 0; i < count; i++) {
    const item = makeItem(ctx, itemRng);
    items.push(item);
    if (f.coupon && !item.weighed && item.amount >= 4 * step && itemRng.chance(0.12)) items.push(makeCoupon(ctx, itemRng, item));
  }
  if (spec.extend?.items) items = spec.extend.items(items, ctx, rng.fork('layout-items'));
  const inclusive = receipt && c.tax.inclusive;
  const taxName = rng.pick(c.tax.names);
  const gross = items.reduce((s, i) => s + toMinor(i.amount, c.decimals), 0);
  const discount = f.docDiscount && rates.length === 1 && rng.chance(0.25)
    ? fromMinor(Math.round((gross * rng.pick([3, 5, 10])) / 100), c.decimals) : undefined;
  const shipping = f.shipping && rng.chance(0.3) ? shippingCost(c, rng) : undefined;
  const totals = computeTotals(c, items, { inclusive, discount: discount || undefined, shipping, taxName });
  const m: DocModel = {
    id, seed, lang, country: c, vocab: v, layout: spec.id, kind: spec.kind, family: spec.family,
    style: createRng(`${seed}:${id}:style`),
    vendor: makeVendor(v, c, rng.fork('vendor'), { receipt }),
    number: receipt ? receiptNumber(rng) : invoiceNumber(rng, year, [c.code, lang.toUpperCase(), 'RE', 'INV', 'FA', 'RG']),
    date, dateFormat, moneyFormat: rng.pick(c.money), taxInclusive: inclusive, items,
    subtotal: totals.subtotal, subtotalPrinted: !inclusive,
    discount: totals.discount, shipping: totals.shipping, taxes: totals.taxes, tax: totals.tax, total: totals.total,
  };
  if (rng.chance(0.3)) m.slogan = rng.pick(v.names.slogans);
  if (receipt && rng.chance(0.4)) m.branch = rng.pick(v.names.branches).replace('{city}', m.vendor.address.city).replace('{n}', String(rng.int(2, 480)));
  if (f.billTo) m.billTo = makeCustomer(v, c, rng.fork('bill'));
  if (f.shipTo && rng.chance(0.35)) {
    const ship = makeCustomer(v, c, rng.fork('ship'));
    m.shipTo = rng.chance(0.5) && m.billTo ? { ...ship, name: m.billTo.name, contact: undefined } : ship;
  }
  if (f.po && rng.chance(0.55)) m.po = poNumber(rng, year);
  if (f.reference && rng.chance(0.3)) m.reference = rng.pick([`PRJ-${rng.int(100, 999)}`, `REF ${rng.int(1000, 9999)}`, `${rng.letters(2)}${rng.int(1000, 9999)}`]);
  if (!receipt && rng.chance(0.4)) m.customerNo = rng.pick([`K-${rng.int(10000, 99999)}`, String(rng.int(10000, 99999))]);
  if (f.due && (spec.family === 'letter' || rng.chance(0.8))) m.due = addDays(date, rng.pick([7, 10, 14, 14, 30, 30, 60]));
  if (f.delivery && rng.chance(0.4)) m.delivery = addDays(date, -rng.int(0, 10));
  if (receipt) {
    m.time = `${pad(rng.int(7, 21), 2)}:${pad(rng.int(0, 59), 2)}${rng.chance(0.5) ? `:${pad(rng.int(0, 59), 2)}` : ''}`;
    if (rng.chance(0.6)) m.cashier = rng.chance(0.5) ? personName(v, rng).split(' ')[0] : String(rng.int(1, 40));
    if (f.tip && rng.chance(0.6)) {
      m.tip = fromMinor(Math.round((toMinor(m.total, c.decimals) * rng.pick([10, 12, 15, 18])) / 100), c.decimals);
      m.total = fromMinor(toMinor(m.total, c.decimals) + toMinor(m.tip, c.decimals), c.decimals);
    }
    m.payment = receiptPayment(m, rng);
    if (m.payment.type === 'cash') {
      m.tendered = tendered(m.total, c.decimals, rng);
      m.change = fromMinor(toMinor(m.tendered, c.decimals) - toMinor(m.total, c.decimals), c.decimals);
    }
  } else {
    if (f.paid && rng.chance(0.2)) {
      m.paid = fromMinor(Math.round(toMinor(m.total, c.decimals) * 0.3), c.decimals);
      m.balance = fromMinor(toMinor(m.total, c.decimals) - toMinor(m.paid, c.decimals), c.decimals);
    } else if (spec.family !== 'letter' && rng.chance(0.4)) {
      m.balance = m.total;
    }
    if (spec.family === 'letter') m.payment = { type: 'bank_transfer' };
    else if (rng.chance(0.5)) m.payment = { type: 'bank_transfer', display: rng.pick(v.payment.transfer) };
    if (spec.family === 'letter' || rng.chance(0.7)) m.bank = fillPattern(rng, rng.pick(c.bank));
  }
  spec.finish?.(m, rng.fork('finish'));
  spec.extend?.model?.(m, rng.fork('layout-model'));
  return m;
}

function shippingCost(c: DocModel['country'], rng: Rng): number {
  const step = Math.max(c.step, 10 ** -c.decimals);
  return fromMinor(toMinor(Math.round((4.9 + rng.next() * 20) * c.scale / step) * step, c.decimals), c.decimals);
}
