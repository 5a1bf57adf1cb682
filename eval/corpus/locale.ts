import type { Country, Vocab } from './data';
import type { Rng } from './rng';

/** Fills a format: each # becomes a digit (the first of a run never 0), each @ a capital letter. */
export function fillPattern(rng: Rng, format: string): string {
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format[i];
    if (ch === '#') out += String(format[i - 1] === '#' ? rng.int(0, 9) : rng.int(1, 9));
    else if (ch === '@') out += String.fromCharCode(65 + rng.int(0, 25));
    else out += ch;
  }
  return out;
}

function group(int: string, sep: string, indian: boolean): string {
  if (int.length <= 3) return int;
  if (!indian) return int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  // 12,34,567: the last three digits, then pairs.
  const head = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, sep);
  return `${head}${sep}${int.slice(-3)}`;
}

/** A number in the country's convention: 1.234,56 / 1 234,56 / 1,234.56 / 1'234.56 / 12,34,567.00. */
export function formatNumber(value: number, c: Country, decimals = c.decimals, grouping = true): string {
  const negative = value < 0;
  const [int, frac] = Math.abs(value).toFixed(decimals).split('.');
  const body = (grouping ? group(int, c.number.group, Boolean(c.number.indian)) : int) + (frac ? c.number.dec + frac : '');
  return negative ? `-${body}` : body;
}

export function formatMoney(value: number, c: Country, template: string): string {
  const body = template.replace('{n}', formatNumber(Math.abs(value), c));
  return value < 0 ? `-${body}` : body;
}

/** A tax or discount rate: "19", "8,1", "5.5" (no trailing zeros). */
export function formatRate(rate: number, c: Country): string {
  const s = String(Number(rate.toFixed(3)));
  return s.replace('.', c.number.dec);
}

/** A quantity: whole numbers plain, weights with three decimals, hours as few decimals as they need. */
export function formatQty(qty: number, c: Country, weighed = false): string {
  if (weighed) return formatNumber(qty, c, 3, false);
  return Number.isInteger(qty) ? String(qty) : formatNumber(qty, c, 2, false).replace(/0$/, '');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO date → printed date with a format of {d} {dd} {M} {MM} {MMM} {MMMM} {MMMMg} {yy} {yyyy} {era}. */
export function formatDate(iso: string, format: string, v: Vocab): string {
  const [y, m, d] = iso.split('-').map(Number);
  const tokens: Record<string, string> = {
    yyyy: String(y),
    yy: pad(y % 100),
    MMMMg: (v.monthsGenitive ?? v.months)[m - 1],
    MMMM: v.months[m - 1],
    MMM: v.monthsShort[m - 1],
    MM: pad(m),
    M: String(m),
    dd: pad(d),
    d: String(d),
    // Japanese era: Reiwa 1 = 2019.
    era: String(y - 2018),
  };
  return format.replace(/\{(yyyy|yy|MMMMg|MMMM|MMM|MM|M|dd|d|era)\}/g, (_, t: string) => tokens[t]);
}

/** Adds days to an ISO date. */
export function addDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Money arithmetic in minor units, so figures add up exactly. */
export const toMinor = (value: number, decimals: number): number => Math.round(value * 10 ** decimals);
export const fromMinor = (minor: number, decimals: number): number => Number((minor / 10 ** decimals).toFixed(decimals));
