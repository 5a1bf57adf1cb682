import type { Role } from '../../extraction/layout/roles';
import type { Part } from './canvas';
import { fill, formatDate, formatMoney, formatNumber, MoneyMark, SimpleDate } from './formats';
import type { CurrencyStyle, DateStyle, Labels, Locale, NumberStyle } from './locale';
import type { Rng } from './rng';

/** One document's choices: locale, formats and the wording of each label, fixed once so the document is consistent. */
export class DocContext {
  readonly numbers: NumberStyle;
  readonly currency: CurrencyStyle;
  readonly mark: MoneyMark;
  readonly dateStyle: DateStyle;
  readonly zeroPad: boolean;
  /** Upper-case labels (common on receipts and some invoices). */
  readonly shout: boolean;
  /** Label/value separator: "Total: 12.00" or "Total 12.00". */
  readonly colon: string;
  private readonly chosen = new Map<keyof Labels, string>();

  constructor(
    readonly rng: Rng,
    readonly locale: Locale,
    kind: 'invoice' | 'receipt',
  ) {
    this.numbers = rng.pick(locale.numbers);
    this.currency = rng.pick(locale.currencies);
    this.mark = rng.weighted<MoneyMark>([['symbol', 4], ['code', 1], ['none', kind === 'receipt' ? 5 : 3]]);
    this.dateStyle = rng.pick(locale.dates);
    this.zeroPad = rng.chance(0.8);
    this.shout = kind === 'receipt' ? rng.chance(0.6) : rng.chance(0.15);
    this.colon = rng.pick([':', ':', '', ' :']);
  }

  label(key: keyof Labels): string {
    let text = this.chosen.get(key);
    if (text === undefined) {
      text = this.rng.pick(this.locale.labels[key]);
      this.chosen.set(key, text);
    }
    return this.shout ? text.toUpperCase() : text;
  }

  /** A label with the document's colon style ("Total:"). */
  labelColon(key: keyof Labels): string {
    const l = this.label(key);
    return /[:：]$/.test(l) ? l : l + this.colon;
  }

  money(value: number, mark: MoneyMark = this.mark): string {
    return formatMoney(value, this.numbers, this.currency, mark);
  }

  number(value: number, decimals: number): string {
    return formatNumber(value, this.numbers, decimals);
  }

  /** Quantities: integers plainly, weights with the document's decimal mark. */
  qty(q: number): string {
    return formatNumber(q, { ...this.numbers, group: '' }, (String(q).split('.')[1] ?? '').length);
  }

  date(d: SimpleDate): string {
    return formatDate(d, this.dateStyle, this.locale.months, this.zeroPad);
  }

  percent(rate: number): string {
    const p = Math.round(rate * 10000) / 100;
    const s = formatNumber(p, { ...this.numbers, group: '' }, (String(p).split('.')[1] ?? '').length);
    return this.rng.chance(0.3) ? `${s} %` : `${s}%`;
  }

  fill(pattern: string): string {
    return fill(this.rng, pattern);
  }

  /** Label and value as parts of one cell: the label stays 'O'. */
  pair(key: keyof Labels, value: string, role: Role): Part[] {
    return [{ text: this.labelColon(key), role: 'O' }, { text: value, role }];
  }
}
