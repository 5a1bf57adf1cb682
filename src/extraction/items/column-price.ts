import { round2 } from '../fields/amounts';

/**
 * ERP tables price some articles per 100 or per 1000 pieces (a price-unit column "PE 100", or "6,40 /100" in the
 * price cell) and take a discount in a column of its own ("10,0 %"); German prints round counts with a thousands
 * point ("1.250 kg"). The header's columns then hold the right figures although quantity × price ≠ amount, and the
 * figures read from the right (row-figures.ts) would pick others. This reading keeps the columns when quantity ×
 * price ÷ price unit × (1 − discount) gives the amount to the cent (the discount a rate, rates in cascade or money); the price is then given per piece (6,40 per 100 →
 * 0.064) and the discount as money, so that quantity × price − discount = amount as on every other row.
 */
export interface ColumnFigures {
  qty?: number;
  price?: number;
  amount?: number;
  discount?: number;
}

const PER_IN_PRICE = /\/\s*(100|1000)\b|\b(?:je|per|pro|pour|por)\s+(100|1000)\b/iu;

function priceUnits(priceText: string, unitText: string | undefined): number[] {
  const inPrice = PER_IN_PRICE.exec(priceText);
  const printed = unitText ? Number(/^\s*(\d{1,4})\b/.exec(unitText)?.[1]) : NaN;
  const per = inPrice ? Number(inPrice[1] ?? inPrice[2]) : printed;
  return per > 1 ? [per, 1] : [1];
}

/**
 * A figure with one separator and three digits after it ("1.250", "2,000", "3,120") is a thousands group in one
 * locale and three decimals in another: German ERPs print counts with a thousands point and quantities or unit
 * prices with three decimals ("2,000 Stk", "3,120"). Both readings are tried, the parsed one first.
 */
export function readingsOf(value: number, text: string): number[] {
  const m = /^\s*(\d{1,3})[.,](\d{3})(?![\d.,])/.exec(text);
  if (!m) return [value];
  const alt = [Number(m[1]) * 1000 + Number(m[2]), Number(m[1]) + Number(m[2]) / 1000].find((x) => Math.abs(x - value) > 1e-9);
  return alt === undefined ? [value] : [value, alt];
}

/**
 * The share of the price left after the discount column's rates: one rate ("10,0 %") or several taken one after the
 * other ("10+5": 0.90 × 0.95), as Italian and German wholesalers print them; 1 where none is printed.
 */
export function discountFactor(text: string | undefined): number {
  const m = text ? /(?:^|\s)-?(\d{1,2}(?:[.,]\d{1,2})?(?:\s*\+\s*\d{1,2}(?:[.,]\d{1,2})?)*)\s*%?(?=\s|$)/.exec(text) : null;
  if (!m) return 1;
  return m[1].split('+').reduce((f, r) => f * (1 - Number(r.trim().replace(',', '.')) / 100), 1);
}

/** A discount printed as money in its column ("74,75"), for the rows whose rate reading does not add up. */
function discountMoney(text: string | undefined): number | undefined {
  const m = text ? /(?:^|\s)-?(\d{1,3}(?:\.\d{3})*,\d{2}|\d+(?:\.\d{2})?)\s*(?:€|eur)?(?=\s|$)/iu.exec(text) : null;
  if (!m) return undefined;
  return Number(m[1].includes(',') ? m[1].replace(/\./g, '').replace(',', '.') : m[1]);
}

const pairs = (qs: number[], ps: number[]) => qs.flatMap((q) => ps.map((p) => [q, p] as const));

const exact = (a: number, b: number) => Math.abs(round2(a) - b) <= 0.011;

/**
 * The columns' figures with the quantity, and the discount as money, that make them add up; undefined where plain
 * quantity × price = amount already (the usual reading goes on) or where nothing makes them add up.
 */
export function pricedByColumns(v: ColumnFigures, cells: Map<string, string>): ColumnFigures | undefined {
  const { qty, price, amount } = v;
  if (qty === undefined || price === undefined || amount === undefined || !qty || !price) return undefined;
  if (exact(qty * price, amount)) return undefined;
  const factor = discountFactor(cells.get('discount'));
  const money = discountMoney(cells.get('discount'));
  for (const per of priceUnits(cells.get('price') ?? '', cells.get('priceUnit'))) {
    for (const [q, p] of pairs(readingsOf(qty, cells.get('qty') ?? ''), readingsOf(price, cells.get('price') ?? ''))) {
      const gross = (q * p) / per;
      // The price per piece, so that quantity × price gives the amount as everywhere else.
      const unitPrice = per === 1 ? p : Number((p / per).toFixed(6));
      if (exact(gross, amount)) return { ...v, qty: q, price: unitPrice };
      const off = factor < 1 && exact(gross * factor, amount) ? gross - amount : money !== undefined && exact(gross - money, amount) ? money : undefined;
      if (off !== undefined) return { ...v, qty: q, price: unitPrice, discount: round2(off) };
    }
  }
  return undefined;
}
