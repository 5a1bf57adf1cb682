import { addDays, randomDate, roundTo, SimpleDate } from './formats';
import type { Locale } from './locale';
import type { Rng } from './rng';
import type { DocContext } from './context';

/** What the document says, before layout: parties, dates and the arithmetic that ties the amounts together. */
export interface Content {
  vendorName: string;
  vendorLines: string[];
  billTo?: { name: string; lines: string[] };
  shipTo?: { name: string; lines: string[] };
  date: SimpleDate;
  dueDate?: SimpleDate;
  number: string;
  items: { description: string; qty: number; price: number; amount: number }[];
  subtotal: number;
  /** One entry per tax rate: rate, base and amount. */
  taxes: { rate: number; base: number; amount: number }[];
  tax: number;
  discount?: number;
  shipping?: number;
  /** Receipts rounded to 5 cents (Malaysia): the adjustment printed before the rounded total. */
  rounding?: number;
  /** Prices include tax: the line sum is the total and the tax is printed as "incl." with a net figure. */
  taxIncluded: boolean;
  total: number;
}

/** Rough price scale per currency, so a coffee costs 12 kr, ¥500 or Rp 25.000 rather than 3.50 everywhere. */
const SCALE: Record<string, number> = {
  JPY: 120, KRW: 1200, IDR: 12000, INR: 70, RUB: 80, CNY: 7, PHP: 50, DKK: 7, SAR: 4, AED: 4, EGP: 30, MYR: 4,
  BRL: 5, MXN: 18, ILS: 4,
};

export function companyName(rng: Rng, l: Locale): string {
  return l.companyName(rng.pick(l.stems), rng.pick(l.trades), rng.pick(l.suffixes));
}

export function addressLines(rng: Rng, ctx: DocContext, withCountry: boolean): string[] {
  const l = ctx.locale;
  const [city, pc] = rng.pick(l.cities);
  const lines = [l.streetLine(String(rng.int(1, rng.chance(0.7) ? 99 : 999)), rng.pick(l.streets))];
  if (rng.chance(0.2) && (l.code === 'ms' || l.code === 'en')) {
    lines.unshift(l.code === 'ms' ? `LOT ${rng.int(1, 300)}, ${rng.pick(['WISMA', 'MENARA', 'BANGUNAN'])} ${rng.pick(l.stems)}` : `${rng.pick(['Suite', 'Unit', 'Floor'])} ${rng.int(1, 40)}`);
  }
  lines.push(l.cityLine(ctx.fill(pc), city));
  if (withCountry) lines.push(rng.pick(l.country.split('|')));
  return lines.map((s) => (ctx.shout || l.code === 'ms' ? s.toUpperCase() : s));
}

function documentNumber(rng: Rng): string {
  const year = rng.int(2015, 2026);
  return rng.pick([
    `INV-${year}-${rng.digits(4)}`,
    `${year}${rng.digits(4)}`,
    rng.digits(rng.int(4, 8)),
    `${rng.chars('ABCDEFGHKMNPRSTW', 2)}${rng.digits(6)}`,
    `${rng.digits(2)}-${rng.digits(6)}`,
    `${year}/${rng.digits(3)}`,
    `R${rng.digits(5)}`,
  ]);
}

function lineItems(rng: Rng, ctx: DocContext, kind: 'invoice' | 'receipt'): Content['items'] {
  const n = kind === 'invoice' ? rng.weighted([[rng.int(1, 4), 5], [rng.int(5, 12), 3], [rng.int(13, 25), 1]]) : rng.weighted([[rng.int(1, 4), 4], [rng.int(5, 12), 2]]);
  const scale = SCALE[ctx.currency.code] ?? 1;
  const d = ctx.currency.decimals;
  return Array.from({ length: n }, () => {
    const weighed = kind === 'receipt' && rng.chance(0.08);
    const qty = weighed
      ? rng.pick([0.5, 0.25, 1.5, 0.75, 1.25, 2.5])
      : kind === 'receipt' ? rng.weighted([[1, 8], [rng.int(2, 3), 3], [rng.int(4, 12), 1]]) : rng.weighted([[1, 6], [rng.int(2, 5), 3], [rng.int(6, 40), 1]]);
    const base = kind === 'invoice' ? rng.pick([rng.float(5, 120), rng.float(50, 900), rng.float(1, 20)]) : rng.pick([rng.float(0.3, 4), rng.float(1, 12), rng.float(5, 40)]);
    let price = roundTo(base * scale, d);
    if (d === 0 && price > 100) price = Math.round(price / 10) * 10;
    if (price <= 0) price = d === 0 ? 10 : 0.5;
    let description = rng.pick(ctx.locale.items);
    if (kind === 'invoice' && rng.chance(0.25)) description += ` ${rng.pick(['(' + rng.int(1, 12) + '/' + rng.int(2020, 2026) + ')', '- ' + rng.pick(ctx.locale.items).toLowerCase(), '#' + rng.digits(4)])}`;
    if (ctx.shout) description = description.toUpperCase();
    return { description, qty, price, amount: roundTo(qty * price, d) };
  });
}

export function buildContent(rng: Rng, ctx: DocContext, kind: 'invoice' | 'receipt'): Content {
  const d = ctx.currency.decimals;
  const vendorName = companyName(rng, ctx.locale);
  const name = ctx.shout || ctx.locale.code === 'ms' ? vendorName.toUpperCase() : vendorName;
  const date = randomDate(rng);
  const items = lineItems(rng, ctx, kind);
  const lineSum = roundTo(items.reduce((s, i) => s + i.amount, 0), d);
  const taxIncluded = kind === 'receipt' ? rng.chance(0.3) : rng.chance(0.05);
  const discount = kind === 'invoice' && rng.chance(0.15) ? roundTo(lineSum * rng.pick([0.02, 0.05, 0.1]), d) : undefined;
  const shipping = kind === 'invoice' && !taxIncluded && rng.chance(0.2) ? roundTo(rng.float(3, 40) * (SCALE[ctx.currency.code] ?? 1), d) : undefined;
  const rates = rng.chance(kind === 'invoice' ? 0.2 : 0.1) && ctx.locale.taxRates.length > 1 && items.length > 1
    ? ctx.locale.taxRates.slice(0, 2)
    : [rng.pick(ctx.locale.taxRates)];
  // Discount and shipping are taxed at the first rate, as most invoicing software does.
  const bases = rates.map((_, r) => items.filter((_, i) => i % rates.length === r).reduce((s, i) => s + i.amount, 0));
  bases[0] += (shipping ?? 0) - (discount ?? 0);
  let taxes: Content['taxes'];
  let subtotal: number;
  let total: number;
  if (taxIncluded) {
    taxes = rates.map((rate, r) => {
      const amount = roundTo((bases[r] * rate) / (1 + rate), d);
      return { rate, base: roundTo(bases[r] - amount, d), amount };
    });
    total = roundTo(lineSum + (shipping ?? 0) - (discount ?? 0), d);
    subtotal = roundTo(total - taxes.reduce((s, t) => s + t.amount, 0), d);
  } else {
    taxes = rates.map((rate, r) => ({ rate, base: roundTo(bases[r], d), amount: roundTo(bases[r] * rate, d) }));
    subtotal = lineSum;
    total = roundTo(subtotal - (discount ?? 0) + (shipping ?? 0) + taxes.reduce((s, t) => s + t.amount, 0), d);
  }
  let rounding: number | undefined;
  if (kind === 'receipt' && !taxIncluded && ctx.currency.code === 'MYR' && rng.chance(0.5)) {
    const rounded = roundTo(Math.round(total * 20) / 20, 2);
    rounding = roundTo(rounded - total, 2);
    total = rounded;
  }
  const party = () => ({ name: rng.chance(0.5) ? companyName(rng, ctx.locale) : rng.pick(ctx.locale.people), lines: addressLines(rng, ctx, rng.chance(0.3)) });
  return {
    vendorName: name,
    vendorLines: addressLines(rng, ctx, kind === 'invoice' && rng.chance(0.4)),
    billTo: kind === 'invoice' ? party() : undefined,
    shipTo: kind === 'invoice' && rng.chance(0.3) ? party() : undefined,
    date,
    dueDate: kind === 'invoice' && rng.chance(0.6) ? addDays(date, rng.pick([7, 14, 30, 30, 45, 60])) : undefined,
    number: documentNumber(rng),
    items,
    subtotal,
    taxes,
    tax: roundTo(taxes.reduce((s, t) => s + t.amount, 0), d),
    discount,
    shipping,
    rounding,
    taxIncluded,
    total,
  };
}
