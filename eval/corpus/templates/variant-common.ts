import type { DocModel } from '../model';
import { variants, type VariantLabelKey, type VariantSentenceKey } from '../variants';
import { esc, printer, type Printer, val } from './common';

/** Printing helpers of the newer layouts: numbers as in `printer`, labels and sentences from variants/*.json. */
export interface VariantPrinter extends Omit<Printer, 'L'> {
  V(key: VariantLabelKey, opts?: { colon?: boolean }): string;
  /** A sentence with its placeholders filled, values isolated for bidi (HTML). */
  S(key: VariantSentenceKey, values?: Record<string, string>): string;
  terms(days: number): string;
}

const CJK = new Set(['zh', 'ja', 'ko']);

export function variantPrinter(m: DocModel): VariantPrinter {
  const base = printer(m);
  const vv = variants(m.lang);
  // Own fork names: these choices must not follow the older layouts' label choices.
  const colonStyle = m.style.fork('v:colon').pick(['keep', 'keep', 'colon', 'none'] as const);
  const upper = m.style.fork('v:upper').chance(0.15);
  const colon = CJK.has(m.lang) ? '：' : m.lang === 'fr' ? ' :' : ':';
  const cache = new Map<string, string>();
  const pick = (key: string, list: string[]) => {
    if (!list?.length) throw new Error(`variants/${m.lang}.json has no "${key}"`);
    if (!cache.has(key)) cache.set(key, m.style.fork(`v:${key}`).pick(list));
    return cache.get(key)!;
  };
  return {
    money: base.money, num: base.num, qty: base.qty, rate: base.rate, date: base.date, taxLabel: base.taxLabel,
    V(key, opts = {}) {
      let label = pick(`label:${key}`, vv.labels[key]);
      const stripped = label.replace(/\s*[:：]$/, '');
      if (opts.colon === false || colonStyle === 'none') label = stripped;
      else if (colonStyle === 'colon') label = stripped + colon;
      return upper && opts.colon !== false ? label.toLocaleUpperCase(m.lang) : label;
    },
    S(key, values = {}) {
      const text = pick(`sentence:${key}`, vv.sentences[key]);
      return text.split(/(\{[a-z]+\})/).map((part) => {
        const k = /^\{([a-z]+)\}$/.exec(part)?.[1];
        return k && values[k] !== undefined ? val(values[k]) : esc(part);
      }).join('');
    },
    terms: (days) => pick('terms', vv.terms).replace('{n}', String(days)),
  };
}

/** Days between two ISO dates. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
