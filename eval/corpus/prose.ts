import type { Lang } from './data';
import { perLanguage } from './lang-files';

/**
 * Wording of the letter-prose layout (eval/corpus/prose/*.json): labels and running sentences written apart from
 * vocab/*.json, variants/*.json and the extractor's lexicons, so that this dev layout measures prose the rules were
 * not tuned to when it was added.
 */
export const PROSE_LABEL_KEYS = ['invoice_title', 'phone', 'email', 'bank', 'customer_number'] as const;
export type ProseLabelKey = (typeof PROSE_LABEL_KEYS)[number];

/** Sentences of the prose letter, with the placeholders each must hold. */
export const PROSE_SENTENCE_KEYS = {
  greeting: [],
  opening: ['{number}', '{date}'],
  reference: ['{po}'],
  services: [],
  service_one: ['{item}', '{amount}'],
  net: ['{amount}'],
  tax: ['{tax}', '{rate}', '{amount}'],
  total: ['{amount}'],
  inclusive: ['{total}', '{tax}', '{rate}', '{amount}'],
  due: ['{due}'],
  terms: ['{n}'],
  pay_transfer: [],
  pay_card: ['{card}'],
  pay_debit: ['{account}'],
  bank: ['{bank}'],
  closing: [],
  signoff: [],
} as const;
export type ProseSentenceKey = keyof typeof PROSE_SENTENCE_KEYS;

export interface Prose {
  lang: Lang;
  labels: Record<ProseLabelKey, string[]>;
  sentences: Record<ProseSentenceKey, string[]>;
}

export const prose = perLanguage<Prose>('prose', 'prose wording');
