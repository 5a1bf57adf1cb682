import { primaryOf } from './categories';
import { normaliseDescription, tokenize } from './normalise';
import { classifyNormalised } from './rules';
import { parseTransaction } from './transaction-parser';

/** A sparse vector: hashed feature index → weight. */
export type SparseVector = Map<number, number>;

/** What the example classifier knows of one transaction before any example is consulted. */
export interface ExampleFeatures {
  /** Raw (not yet IDF-weighted) term counts over hashed features. */
  readonly counts: SparseVector;
  /**
   * Keys for the category prior, finest first: the default taxonomy's detailed category with the amount's
   * direction, the channel and the amount's order of magnitude ("Fuel|out|FUEL PURCHASE|2"), without the magnitude,
   * without the channel ("Fuel|out"), and the primary category ("transport|out"), the fallback when the finer ones
   * are rare.
   */
  readonly priorKeys: readonly string[];
  /** log |amount|, or null when there is none: what tells apart examples whose text is identical. */
  readonly magnitude: number | null;
  /** Everything the features were computed from: equal identities mean equal features. */
  readonly identity: string;
}

// 2^18 buckets keep collisions rare for a few thousand examples while the maps stay small (only used keys exist).
const BUCKETS = 1 << 18;
// Character n-grams carry truncated and misspelt merchant names; words carry the exact tokens. Words weigh more
// because one shared word is stronger evidence than one shared trigram.
const WORD_WEIGHT = 2;
const SIGN_WEIGHT = 1.5;
// Chosen by 5-fold cross-validation (scripts/eval-banktxn-custom.js) on the South-African sample when the
// classifier was kNN alone: default-category weight 5/8/12, raw-word weight 0.5–8; 8 and 3 scored best.
const DEFAULT_CATEGORY_WEIGHT = 8;
const RAW_WORD_WEIGHT = 3;
// The channel is named by the first stripped words ("POS PURCHASE", "FUEL PURCHASE", "MAGTAPE DEBIT"); later ones
// are payment processors and references.
const CHANNEL_WORDS = 2;

/** The description part as the default categorizer sees it: processor prefixes, dates, references removed. */
export function descriptionKey(txn: string): string {
  const { description } = parseTransaction(txn);
  return normaliseDescription(description).tokens.join(' ');
}

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a (fast, stable across processes, good spread) over `text[start, end)`, continuing from `state`. */
function fnv(state: number, text: string, start = 0, end = text.length): number {
  let h = state;
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

// Each feature kind hashes as its prefix followed by its text; the prefix states are computed once so the
// n-gram loop allocates no strings.
const WORD = fnv(FNV_OFFSET, 'w:');
const RAW = fnv(FNV_OFFSET, 'r:');
const GRAM = fnv(FNV_OFFSET, 'c:');
const OTHER = FNV_OFFSET;

const bucket = (h: number): number => (h >>> 0) % BUCKETS;

/** Term counts of a transaction (word tokens, character 3–5-grams, amount sign) and its default-category keys. */
export function exampleFeatures(txn: string): ExampleFeatures {
  const { description, amount } = parseTransaction(txn);
  const normalised = normaliseDescription(description);
  const key = normalised.tokens.join(' ');
  const counts: SparseVector = new Map();
  const add = (h: number, w: number): void => {
    const b = bucket(h);
    counts.set(b, (counts.get(b) ?? 0) + w);
  };
  for (const token of key.split(' ')) {
    // Digits left after normalisation are references and trip numbers, not merchants.
    if (token !== '' && !/^\d+$/.test(token)) add(fnv(WORD, token), WORD_WEIGHT);
  }
  // The channel words normalisation strips ("POS PURCHASE", "FUEL PURCHASE", "DEBIT ORDER", "MAGTAPE") say how
  // the money moved, which some accounts' categories follow: the raw words count too, more lightly.
  const kept = new Set(key.split(' '));
  const channel: string[] = [];
  for (const token of tokenize(description)) {
    if (!kept.has(token) && !/\d/.test(token)) {
      add(fnv(RAW, token), RAW_WORD_WEIGHT);
      channel.push(token);
    }
  }
  const letters = ` ${key.replace(/\b\d+\b/g, ' ').replace(/\s+/g, ' ').trim()} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= letters.length; i++) add(fnv(GRAM, letters, i, i + n), 1);
  }
  if (amount !== null && amount !== 0) add(fnv(OTHER, amount < 0 ? 's:out' : 's:in'), SIGN_WEIGHT);
  // The default taxonomy's answer is one more feature: examples teach how the account's categories map onto it,
  // so a merchant the examples never named still lands near examples of the same kind.
  const rule = classifyNormalised(normalised, amount);
  if (rule.category !== 'Uncategorized') add(fnv(OTHER, `d:${rule.category}`), DEFAULT_CATEGORY_WEIGHT);
  // Money in and money out of the same default category are usually different custom categories (a fee and its
  // rebate, a lotto ticket and its winnings), so the direction is part of the key.
  const direction = amount === null || amount === 0 ? 'none' : amount < 0 ? 'out' : 'in';
  const primary = primaryOf(rule.category)?.id ?? 'none';
  const detailedKey = `${rule.category}|${direction}`;
  const via = channel.slice(0, CHANNEL_WORDS).join(' ');
  return {
    counts,
    priorKeys: [`${detailedKey}|${via}|${orderOfMagnitude(amount)}`, `${detailedKey}|${via}`, detailedKey, `${primary}|${direction}`],
    magnitude: amount === null || amount === 0 ? null : Math.log(Math.abs(amount)),
    identity: `${detailedKey}\u0000${key}\u0000${channel.join(' ')}`,
  };
}

/**
 * The amount's sign and order of magnitude ("-2" for R100–R999.99 out), all the prior keys know of the amount: it
 * tells apart what one merchant sells, a R60 garage-shop snack and a R400 tank of fuel, a R50 coffee and a R900
 * dinner at the same cafe.
 */
export function orderOfMagnitude(amount: number | null): string {
  if (amount === null || amount === 0 || !Number.isFinite(amount)) return 'none';
  return `${amount < 0 ? '-' : '+'}${Math.floor(Math.log10(Math.abs(amount)))}`;
}

export function normalise(v: SparseVector): SparseVector {
  let norm = 0;
  for (const w of v.values()) norm += w * w;
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [k, w] of v) v.set(k, w / norm);
  return v;
}

export function dot(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [k, w] of small) {
    const o = large.get(k);
    if (o !== undefined) sum += w * o;
  }
  return sum;
}
