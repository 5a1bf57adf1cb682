import addressWords from '../lexicon/address-words.json';
import countries from '../lexicon/countries.json';
import { LANGUAGE_LABELS } from '../lexicon';
import type { FieldKey } from '../lexicon/schema';

/**
 * A multilingual lexicon of the labels printed on invoices and receipts, and a fast matcher the layout
 * model's feature code calls for every cell. Languages: Arabic, Chinese, Danish, Dutch, English, Filipino,
 * French, German, Greek, Hebrew, Hindi, Indonesian, Italian, Japanese, Korean, Portuguese, Russian, Spanish,
 * plus Malay (Malaysian receipts).
 *
 * Matching rules:
 *   - case- and accent-insensitive ("SUMME", "Fecha de emision" and "fecha de emisión" all match);
 *   - spaced scripts match whole words only, longest phrase first ("Sub Total" is subtotal, not also total);
 *   - German/Dutch/Danish compounds match only when listed ("Gesamtbetrag" yes, an unlisted "Nettogesamtbetrag" no):
 *     suffix guessing would make "Betrag" fire inside every compound noun. Street names are the exception
 *     ("Hauptstraße", "Kerkstraat", "Nørregade" are address words): they are never listed, always compounds;
 *   - Han and kana phrases match as substrings (no spaces between words), and so do Hangul ones, because Korean
 *     labels fuse with the next noun ("합계금액"); the longest hit wins;
 *   - a single-word phrase written with a final dot ("no.", "str.", "ул.") needs the dot in the text, so the
 *     address abbreviation "No." does not fire on the Spanish/English word "no".
 */
/** Which label-file key feeds each lexicon key of the layout model's features. */
const SOURCE: Record<LexiconKey, FieldKey | 'legal_forms' | 'address_words'> = {
  total: 'total', subtotal: 'subtotal', tax: 'tax', date: 'date', due_date: 'due_date', invoice_number: 'invoice_number',
  bill_to: 'bill_to', ship_to: 'ship_to', vendor_hint: 'vendor_hint', quantity: 'quantity', unit_price: 'unit_price',
  amount: 'line_amount', description: 'description', payment: 'payment_method', change: 'change', discount: 'discount',
  shipping: 'shipping', phone: 'phone', receipt: 'doc_receipt', invoice: 'doc_invoice', balance_due: 'balance_due', tip: 'tip',
  company_suffix: 'legal_forms', address_word: 'address_words', thanks: 'thanks',
};

/**
 * The phrases of each key, read from the knowledge files (lexicon/labels/*.json, countries.json legal forms,
 * address-words.json): one lexicon for the rules and the layout model.
 */
function phrases(): Record<LexiconKey, readonly string[]> {
  const out = {} as Record<LexiconKey, readonly string[]>;
  for (const key of LEXICON_KEYS) {
    const source = SOURCE[key];
    const list =
      source === 'legal_forms'
        ? Object.values(countries as Record<string, { legal_forms: string[] }>).flatMap((c) => c.legal_forms)
        : source === 'address_words'
          ? Object.values(addressWords as Record<string, string[]>).flat()
          : LANGUAGE_LABELS.flatMap((f) => f.fields[source]?.labels ?? []);
    out[key] = [...new Set(list)];
  }
  return out;
}

export const LEXICON_KEYS = ['total', 'subtotal', 'tax', 'date', 'due_date', 'invoice_number', 'bill_to', 'ship_to',
  'vendor_hint', 'quantity', 'unit_price', 'amount', 'description', 'payment', 'change', 'discount', 'shipping', 'phone',
  'receipt', 'invoice', 'balance_due', 'tip', 'company_suffix', 'address_word', 'thanks'] as const;
export type LexiconKey = (typeof LEXICON_KEYS)[number];

/** Lower-case phrases per key, across the 18 languages + Malay. */
export const LEXICON: Record<LexiconKey, readonly string[]> = phrases();

const NON_ASCII = /[^\x00-\x7f]/;
// The Devanagari nukta folds away as in the label matcher: Hindi prints "फ़ोन" and "फोन" for one word.
const COMBINING = /[\u0300-\u036f\u093c]/g;
/** Scripts written without spaces between words: their phrases match as substrings. */
const UNSPACED = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
/**
 * A word: letters (with their marks) joined by . / ' " & - ("s.a.", "a/s", 'סה"כ', "e-mail"), optionally ending
 * in a dot; or a number; or a number sign ("Invoice #", "N°"). Letters and digits never share a token, so
 * "No.2&4" reads as "no." + "2&4".
 */
const TOKEN = /\p{L}[\p{L}\p{M}]*(?:[./'"&-]\p{L}[\p{L}\p{M}]*)*\.?|\p{N}+(?:[.,/:&-]\p{N}+)*|[#°]/gu;

/** Lower case, compatibility forms folded (full-width colon, ㈱), Latin/Greek accents dropped, quote marks unified. */
function normalise(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(COMBINING, '')
    .normalize('NFC')
    .replace(/[\u05f4\u201c\u201d\u201e]/g, '"')
    .replace(/[\u05f3\u2018\u2019]/g, "'");
}

function tokens(normalised: string): string[] {
  return normalised.match(TOKEN) ?? [];
}

function stripDots(token: string): string {
  let end = token.length;
  while (end > 0 && token.charCodeAt(end - 1) === 46) end--;
  return token.slice(0, end);
}

interface Compiled {
  /** One-word phrases: the dotted form when the phrase was written with a final dot, else the bare word. */
  single: Map<string, number>;
  /** Multi-word phrases, words without final dots, joined by one space. */
  multi: Map<string, number>;
  /** Every proper prefix of a multi-word key, so the scan stops as soon as no phrase can continue. */
  prefixes: Set<string>;
  /** Unspaced-script phrases by first character. */
  unspaced: Map<string, { phrase: string; mask: number }[]>;
}

function compile(): Compiled {
  const c: Compiled = { single: new Map(), multi: new Map(), prefixes: new Set(), unspaced: new Map() };
  const add = (m: Map<string, number>, k: string, bit: number) => m.set(k, (m.get(k) ?? 0) | bit);
  LEXICON_KEYS.forEach((key, i) => {
    const bit = 1 << i;
    for (const phrase of LEXICON[key]) {
      const norm = normalise(phrase);
      if (UNSPACED.test(norm)) {
        const list = c.unspaced.get(norm[0]) ?? [];
        const hit = list.find((e) => e.phrase === norm);
        if (hit) hit.mask |= bit;
        else list.push({ phrase: norm, mask: bit });
        c.unspaced.set(norm[0], list);
        continue;
      }
      const words = tokens(norm);
      // A sign alone ("〒", "#") is no word this matcher can see; the label matcher reads those.
      if (words.length === 0) continue;
      if (words.length === 1) {
        add(c.single, words[0], bit);
        continue;
      }
      const bare = words.map(stripDots);
      add(c.multi, bare.join(' '), bit);
      for (let n = 1; n < bare.length; n++) c.prefixes.add(bare.slice(0, n).join(' '));
    }
  });
  for (const list of c.unspaced.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);
  return c;
}

const COMPILED = compile();

/** Street-name endings of compound street names (German, Dutch, Danish); see the header. */
const STREET_ENDINGS = ['straße', 'strasse', 'str.', 'weg', 'platz', 'allee', 'gasse', 'damm', 'straat', 'laan',
  'gracht', 'plein', 'gade', 'vej', 'stræde', 'torv'].map(normalise);
const ADDRESS_BIT = 1 << LEXICON_KEYS.indexOf('address_word');

function isStreetCompound(word: string): boolean {
  for (const end of STREET_ENDINGS) if (word.length >= end.length + 3 && word.endsWith(end)) return true;
  return false;
}

function spacedMask(words: string[]): number {
  const { single, multi, prefixes } = COMPILED;
  let mask = 0;
  let i = 0;
  while (i < words.length) {
    let key = stripDots(words[i]);
    let best = 0;
    let bestLen = 0;
    for (let n = 1; prefixes.has(key) && i + n < words.length; n++) {
      key += ' ' + stripDots(words[i + n]);
      const m = multi.get(key);
      if (m !== undefined) {
        best = m;
        bestLen = n + 1;
      }
    }
    if (bestLen > 0) {
      mask |= best;
      i += bestLen;
      continue;
    }
    const w = words[i];
    const m = single.get(w) ?? (w.endsWith('.') ? single.get(stripDots(w)) : undefined);
    if (m !== undefined) mask |= m;
    else if (isStreetCompound(w)) mask |= ADDRESS_BIT;
    i++;
  }
  return mask;
}

/** Longest phrase at each position; a hit inside an earlier, longer hit is dropped ("税抜金額" is not also "金額"). */
function unspacedMask(text: string): number {
  let mask = 0;
  let coveredTo = 0;
  for (let i = 0; i < text.length; i++) {
    const list = COMPILED.unspaced.get(text[i]);
    if (!list) continue;
    for (const { phrase, mask: m } of list) {
      if (!text.startsWith(phrase, i)) continue;
      const end = i + phrase.length;
      if (end > coveredTo) {
        mask |= m;
        coveredTo = end;
      }
      break;
    }
  }
  return mask;
}

/** Same as lexiconMatch, as a bitmask (bit i = LEXICON_KEYS[i]) for feature code. */
export function lexiconMask(text: string): number {
  const norm = normalise(text);
  let mask = spacedMask(tokens(norm));
  if (UNSPACED.test(norm)) mask |= unspacedMask(norm);
  return mask;
}

/** Keys whose phrases occur in `text`, in LEXICON_KEYS order. */
export function lexiconMatch(text: string): LexiconKey[] {
  const mask = lexiconMask(text);
  return mask === 0 ? [] : LEXICON_KEYS.filter((_, i) => (mask & (1 << i)) !== 0);
}
