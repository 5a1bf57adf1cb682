import { findAmounts } from '../fields/amounts';
import { findDates } from '../fields/dates';
import type { LayoutCell } from './cells';
import { lexiconMask } from './lexicon';

/** What a cell's own text says, computed once per cell and shared with its neighbours' feature rows. */
export interface CellFacts {
  length: number;
  words: number;
  digitFrac: number;
  letterFrac: number;
  upperFrac: number;
  punctFrac: number;
  startsDigit: number;
  endsColon: number;
  hasColon: number;
  /** A printed amount with two decimals (money, not a count or an id). */
  money: boolean;
  /** Values of the amounts in the cell, left to right (two-decimal ones only). */
  amounts: number[];
  currency: number;
  percent: number;
  date: boolean;
  time: number;
  email: number;
  url: number;
  phone: number;
  longDigits: number;
  postcode: number;
  alnumId: number;
  hashNo: number;
  parenNumber: number;
  /** Bitmask of lexicon keys (LEXICON_KEYS order). */
  lex: number;
  /** Hash buckets of the cell's tokens. */
  hashes: number[];
}

export const HASH_BUCKETS = 128;

const CURRENCY = /[€$£¥₹₩₪₽₱]|\b(?:RM|EUR|USD|GBP|CHF|INR|MYR|SGD|AUD|CAD|JPY|CNY|Rp|kr|zł)\b/iu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** FNV-1a, folded into the bucket range: stable across runs and machines, unlike a seeded hash. */
function bucket(token: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % HASH_BUCKETS;
}

/** Tokens as the hash sees them: lower case, digit runs collapsed ("INV-2023-0042" → "inv", "0", "0"). */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!raw) continue;
    const t = raw.replace(/\p{N}+/gu, '0');
    if (CJK.test(t) && t.length > 2) {
      // No spaces between CJK words: character bigrams stand in for words.
      for (let i = 0; i + 1 < t.length; i++) out.push(t.slice(i, i + 2));
    } else out.push(t.length > 12 ? t.slice(0, 12) : t);
  }
  return out;
}

export function cellFacts(cell: LayoutCell): CellFacts {
  const t = cell.text;
  const chars = [...t.replace(/\s+/g, '')];
  const n = Math.max(1, chars.length);
  const letters = chars.filter((ch) => /\p{L}/u.test(ch));
  const digits = chars.filter((ch) => /\p{N}/u.test(ch)).length;
  const money = findAmounts(t).filter((a) => a.decimals === 2);
  return {
    length: t.length,
    words: t.split(/\s+/).filter(Boolean).length,
    digitFrac: digits / n,
    letterFrac: letters.length / n,
    upperFrac: letters.length ? letters.filter((ch) => ch !== ch.toLowerCase()).length / letters.length : 0,
    punctFrac: chars.filter((ch) => /[\p{P}\p{S}]/u.test(ch)).length / n,
    startsDigit: /^\s*[\p{N}]/u.test(t) ? 1 : 0,
    endsColon: /[:：]\s*$/.test(t) ? 1 : 0,
    hasColon: /[:：]/.test(t) ? 1 : 0,
    money: money.length > 0,
    amounts: money.map((a) => a.value),
    currency: CURRENCY.test(t) ? 1 : 0,
    percent: /\d\s?%/.test(t) ? 1 : 0,
    date: findDates(t).length > 0,
    time: /\b\d{1,2}:\d{2}(?::\d{2})?\b/.test(t) ? 1 : 0,
    email: /\S+@\S+\.\w+/.test(t) ? 1 : 0,
    url: /\b(?:www\.|https?:\/\/)|\.(?:com|de|net|org|my|fr|nl|es|it)\b/i.test(t) ? 1 : 0,
    phone: /(?:\+\d{1,3}[\s-]?)?(?:\(?\d{2,4}\)?[\s-]?){2,4}\d{3,4}/.test(t) && digits >= 8 ? 1 : 0,
    longDigits: /\d{8,}/.test(t.replace(/[\s-]/g, '')) ? 1 : 0,
    postcode: /(?<![\d.,])\d{4,6}(?![\d.,])/.test(t) ? 1 : 0,
    alnumId: /\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{5,}\b/i.test(t) ? 1 : 0,
    hashNo: /#|\bno\.?\b|\bnr\.?\b|n[°º]/i.test(t) ? 1 : 0,
    parenNumber: /\(\s*[\dA-Z-]*\d[\dA-Z-]*\s*\)/i.test(t) ? 1 : 0,
    lex: lexiconMask(t),
    hashes: [...new Set(tokens(t).map(bucket))],
  };
}
