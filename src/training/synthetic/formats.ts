import type { CurrencyStyle, DateStyle, NumberStyle } from './locale';
import type { Rng } from './rng';

/** Prints a number in a national style: 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56. */
export function formatNumber(value: number, style: NumberStyle, decimals: number): string {
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  let grouped = int;
  if (style.indian && int.length > 3) {
    grouped = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, style.group) + style.group + int.slice(-3);
  } else if (style.group) grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const out = (negative ? '-' : '') + grouped + (frac ? style.decimal + frac : '');
  return style.digits ? nativeDigits(out, style.digits) : out;
}

export function nativeDigits(text: string, digits: string): string {
  return text.replace(/[0-9]/g, (d) => digits[Number(d)]);
}

/** How a document shows money: symbol, ISO code or bare number. */
export type MoneyMark = 'symbol' | 'code' | 'none';

export function formatMoney(value: number, style: NumberStyle, c: CurrencyStyle, mark: MoneyMark): string {
  const n = formatNumber(value, style, c.decimals);
  if (mark === 'none') return n;
  if (mark === 'code') return c.after ? `${n} ${c.code}` : `${c.code} ${n}`;
  const gap = c.space ? ' ' : '';
  return c.after ? `${n}${gap}${c.symbol}` : `${c.symbol}${gap}${n}`;
}

export interface SimpleDate {
  y: number;
  m: number;
  d: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(d: SimpleDate): string {
  return `${d.y}-${pad(d.m)}-${pad(d.d)}`;
}

export function randomDate(rng: Rng): SimpleDate {
  const y = rng.int(2015, 2026);
  const m = rng.int(1, 12);
  return { y, m, d: rng.int(1, daysIn(y, m)) };
}

function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function addDays(d: SimpleDate, days: number): SimpleDate {
  const t = new Date(Date.UTC(d.y, d.m - 1, d.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** Prints a date; `zero` pads day and month ("05/03" rather than "5/3"). */
export function formatDate(d: SimpleDate, style: DateStyle, months: string[], zero: boolean): string {
  const dd = zero ? pad(d.d) : String(d.d);
  const mm = zero ? pad(d.m) : String(d.m);
  const yy = pad(d.y % 100);
  const month = months[d.m - 1];
  switch (style) {
    case 'd/m/y': return `${dd}/${mm}/${d.y}`;
    case 'd.m.y': return `${dd}.${mm}.${d.y}`;
    case 'd-m-y': return `${dd}-${mm}-${d.y}`;
    case 'm/d/y': return `${mm}/${dd}/${d.y}`;
    case 'y-m-d': return `${d.y}-${pad(d.m)}-${pad(d.d)}`;
    case 'y/m/d': return `${d.y}/${pad(d.m)}/${pad(d.d)}`;
    case 'd/m/yy': return `${dd}/${mm}/${yy}`;
    case 'd.m.yy': return `${dd}.${mm}.${yy}`;
    case 'd MON y': return `${dd} ${month.slice(0, 3).toUpperCase()} ${d.y}`;
    case 'd. Month y': return `${d.d}. ${month} ${d.y}`;
    case 'd Month y': return `${d.d} ${month} ${d.y}`;
    case 'Month d, y': return `${month} ${d.d}, ${d.y}`;
    case 'y年m月d日': return `${d.y}年${d.m}月${d.d}日`;
    case 'y년 m월 d일': return `${d.y}년 ${d.m}월 ${d.d}일`;
  }
}

export function formatTime(rng: Rng): string {
  const h = rng.int(7, 22);
  const m = pad(rng.int(0, 59));
  if (rng.chance(0.3)) return `${((h + 11) % 12) + 1}:${m}:${pad(rng.int(0, 59))} ${h < 12 ? 'AM' : 'PM'}`;
  return rng.chance(0.5) ? `${pad(h)}:${m}` : `${pad(h)}:${m}:${pad(rng.int(0, 59))}`;
}

/** Fills a pattern: '9' becomes a digit, 'A' a capital letter; everything else is kept. */
export function fill(rng: Rng, pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '9') out += rng.digits(1);
    else if (ch === 'A') out += rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1);
    else out += ch;
  }
  return out;
}

/** Money rounded to the currency's precision. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f + 1e-9) / f;
}
