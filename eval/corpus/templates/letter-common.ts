import type { SentenceKey } from '../data';
import type { DocModel } from '../model';
import { esc, type Printer, val } from './common';

/** One sentence of the letter with its placeholders filled (values isolated for bidi). */
export function sentence(m: DocModel, key: SentenceKey, values: Record<string, string> = {}): string {
  const text = m.style.fork(`sentence:${key}`).pick(m.vocab.sentences[key]);
  return text.split(/(\{[a-z]+\})/).map((part) => {
    const k = /^\{([a-z]+)\}$/.exec(part)?.[1];
    return k && values[k] !== undefined ? val(values[k]) : esc(part);
  }).join('');
}

/** The body sentences shared by both letter layouts, in order. */
export function letterSentences(m: DocModel, P: Printer): { po: string; delivery: string; payBy: string } {
  return {
    po: m.po ? sentence(m, 'po', { po: m.po }) : '',
    delivery: m.delivery ? sentence(m, 'delivery', { delivery: P.date(m.delivery) }) : '',
    payBy: m.due ? sentence(m, 'pay_by', { amount: P.money(m.balance ?? m.total), due: P.date(m.due) }) : '',
  };
}

/** A signature name: a person of the vendor. */
export function signer(m: DocModel): string {
  const v = m.vocab;
  const r = m.style.fork('signer');
  const first = r.pick(v.names.first);
  const last = r.pick(v.names.last);
  return v.names.familyFirst ? `${last}${v.lang === 'ja' ? ' ' : ''}${first}` : `${first} ${last}`;
}
