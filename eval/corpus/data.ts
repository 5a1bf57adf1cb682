import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The 18 languages of the spec, in report order. */
export const LANGUAGES = ['en', 'de', 'fr', 'nl', 'es', 'it', 'pt', 'da', 'ru', 'el', 'id', 'fil', 'ar', 'he', 'hi', 'zh', 'ja', 'ko'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Every printed label a template may use; each language gives several variants of each. */
export const LABEL_KEYS = [
  'invoice_title', 'receipt_title', 'invoice_number', 'receipt_number', 'date', 'due_date', 'delivery_date', 'po_number',
  'reference', 'customer_number', 'bill_to', 'ship_to', 'from', 'phone', 'email', 'position', 'description', 'sku', 'qty',
  'unit', 'unit_price', 'line_discount', 'tax_rate', 'amount', 'subtotal', 'discount', 'shipping', 'tip', 'total',
  'amount_paid', 'balance_due', 'payment_method', 'tendered', 'change', 'time', 'cashier', 'thanks', 'page',
  'service_period', 'iban', 'currency', 'net', 'gross', 'tax',
] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];

/** Sentences of letter-style invoices, with the placeholders each must hold. */
export const SENTENCE_KEYS = {
  greeting: [],
  subject: ['{number}', '{date}'],
  intro: [],
  running: ['{number}', '{date}'],
  po: ['{po}'],
  delivery: ['{delivery}'],
  pay_by: ['{amount}', '{due}'],
  closing: [],
  regards: [],
} as const;
export type SentenceKey = keyof typeof SENTENCE_KEYS;

export interface Vocab {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** Font families in preference order (the system's Noto fonts). */
  fonts: string[];
  countries: string[];
  labels: Record<LabelKey, string[]>;
  sentences: Record<SentenceKey, string[]>;
  months: string[];
  /** Month names as used after a day number where grammar changes them (ru, el); defaults to months. */
  monthsGenitive?: string[];
  monthsShort: string[];
  names: {
    companies: string[];
    shops: string[];
    slogans: string[];
    /** Branch lines with {city}. */
    branches: string[];
    first: string[];
    last: string[];
    /** Family name first (zh, ja, ko). */
    familyFirst?: boolean;
  };
  items: { goods: string[]; services: string[]; grocery: string[]; weighed: string[]; restaurant: string[]; coupon: string[] };
  units: { piece: string[]; hour: string[]; month: string[]; kg: string[] };
  payment: { cash: string[]; transfer: string[]; card: string[] };
}

export interface City {
  city: string;
  zip?: string;
  state?: string;
  /** Area code for phone formats with "{area}". */
  area?: string;
}

/**
 * One country as printed in one language (CH-de, CH-fr and CH-it differ in city names and tax words).
 * Placeholders in formats: # a digit, @ a capital letter; {n} the formatted number in money templates.
 */
export interface Country {
  id: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  lang: Lang;
  names: string[];
  /** ISO 4217. */
  currency: string;
  /** How an amount with its currency is printed: "{n} €", "$ {n}", "{n}円", "RMB {n}". */
  money: string[];
  decimals: number;
  /** Typical prices are scaled by this from a euro-like base and rounded to `step`. */
  scale: number;
  step: number;
  number: { dec: string; group: string; indian?: boolean };
  /** Date formats with {d} {dd} {M} {MM} {MMM} {MMMM} {MMMMg} {yy} {yyyy} {era}. */
  dates: { numeric: string[]; long: string[] };
  /** Legal-form templates around {name}: "{name} GmbH", "ООО «{name}»", "株式会社{name}". */
  legal: string[];
  /** Tax names and rates (standard first); inclusive: receipts print gross prices; split: one tax printed as two halves (CGST/SGST). */
  tax: { names: string[]; rates: number[]; inclusive: boolean; split?: string[] };
  taxId: { labels: string[]; formats: string[] };
  /** Other registration numbers printed near the tax id (distractors, never the truth's Vat_Number). */
  otherIds: { label: string; format: string }[];
  phone: string[];
  cities: City[];
  streets: string[];
  /** The street line and the address lines in postal order ({streetLine} {zip} {city} {state}). */
  address: { street: string[]; houseNo: string[]; unit: string; lines: string[][] };
  bank: string[];
  tld: string;
  cards: { debit: string[]; credit: string[]; mobile: string[] };
}

const dir = __dirname;

let vocabCache: Map<Lang, Vocab> | undefined;
let countryCache: Map<string, Country> | undefined;

export function vocab(lang: Lang): Vocab {
  if (!vocabCache) {
    vocabCache = new Map();
    for (const f of readdirSync(join(dir, 'vocab')).filter((n) => n.endsWith('.json'))) {
      const v = JSON.parse(readFileSync(join(dir, 'vocab', f), 'utf8')) as Vocab;
      vocabCache.set(v.lang, v);
    }
  }
  const v = vocabCache.get(lang);
  if (!v) throw new Error(`no vocabulary for language ${lang}`);
  return v;
}

export function countries(): Map<string, Country> {
  if (!countryCache) {
    countryCache = new Map();
    for (const f of readdirSync(dir).filter((n) => /^countries-.*\.json$/.test(n)).sort()) {
      for (const c of JSON.parse(readFileSync(join(dir, f), 'utf8')) as Country[]) countryCache.set(c.id, c);
    }
  }
  return countryCache;
}

export function country(id: string): Country {
  const c = countries().get(id);
  if (!c) throw new Error(`no country data for ${id}`);
  return c;
}
