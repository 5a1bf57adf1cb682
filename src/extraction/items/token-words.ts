import itemTokens from '../lexicon/item-tokens.json';

/** The word lists of lexicon/item-tokens.json, checked once at load: a broken data file fails loudly, not silently. */
export interface TokenWords {
  operators: ReadonlySet<string>;
  /** Words between a count and its unit price in running text ("2 panels at £120.00"). */
  priceWords: ReadonlySet<string>;
  currencies: ReadonlySet<string>;
  units: ReadonlySet<string>;
  /** OCR's readings of a tax-class letter (Greek, Cyrillic or accented capitals) → the letter. */
  classLookalikes: ReadonlyMap<string, string>;
  /** Tax marks after an item's amount besides the class letters A–H ("7.99 T", "¥228※"). */
  taxFlags: ReadonlySet<string>;
  /** Marks glued before a quantity line's unit price ("単128"). */
  priceMarks: readonly string[];
  /** Marks a formal Japanese amount opens with ("金150,000円"). */
  moneyMarks: readonly string[];
  /** Words joining an item's name to its amount in a CJK sentence ("出張費として金6,000円"). */
  amountConnectors: readonly string[];
}

function list(data: unknown, name: string): string[] {
  if (!Array.isArray(data) || data.length === 0) throw new Error(`item-tokens.json: "${name}" must be a non-empty list of words`);
  for (const w of data) {
    if (typeof w !== 'string' || w.trim() === '' || w !== w.trim()) throw new Error(`item-tokens.json: "${name}" holds an empty or padded entry: ${JSON.stringify(w)}`);
  }
  if (new Set(data).size !== data.length) throw new Error(`item-tokens.json: "${name}" lists a word twice`);
  return data as string[];
}

function lookalikes(data: unknown): Map<string, string> {
  if (!data || typeof data !== 'object') throw new Error('item-tokens.json: "classLookalikes" must map class letters to their look-alikes');
  const out = new Map<string, string>();
  for (const [letter, alikes] of Object.entries(data as Record<string, unknown>)) {
    if (!/^[A-H]$/.test(letter)) throw new Error(`item-tokens.json: "classLookalikes" key ${JSON.stringify(letter)} is no class letter A–H`);
    for (const w of list(alikes, `classLookalikes.${letter}`)) {
      if ([...w].length !== 1 || /[A-H]/.test(w) || out.has(w)) throw new Error(`item-tokens.json: "classLookalikes.${letter}" holds ${JSON.stringify(w)}, not one new look-alike character`);
      out.set(w, letter);
    }
  }
  return out;
}

/** Validates the parsed file; exported for its test. */
export function readTokenWords(data: unknown): TokenWords {
  if (!data || typeof data !== 'object') throw new Error('item-tokens.json: expected an object');
  const d = data as Record<string, unknown>;
  const cur = d.currencies as Record<string, unknown> | undefined;
  if (!cur || typeof cur !== 'object') throw new Error('item-tokens.json: "currencies" must hold signs, codes and local lists');
  return {
    operators: new Set(list(d.operators, 'operators')),
    priceWords: new Set(list(d.priceWords, 'priceWords')),
    currencies: new Set([...list(cur.signs, 'currencies.signs'), ...list(cur.codes, 'currencies.codes'), ...list(cur.local, 'currencies.local')]),
    units: new Set(list(d.units, 'units')),
    classLookalikes: lookalikes(d.classLookalikes),
    taxFlags: new Set(list(d.taxFlags, 'taxFlags')),
    // Longest first, so "単価128" loses the whole mark.
    priceMarks: [...list(d.priceMarks, 'priceMarks')].sort((a, b) => b.length - a.length),
    moneyMarks: list(d.moneyMarks, 'moneyMarks'),
    amountConnectors: list(d.amountConnectors, 'amountConnectors'),
  };
}

export const TOKEN_WORDS: TokenWords = readTokenWords(itemTokens);
