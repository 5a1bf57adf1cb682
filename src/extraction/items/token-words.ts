import itemTokens from '../lexicon/item-tokens.json';

/** The word lists of lexicon/item-tokens.json, checked once at load: a broken data file fails loudly, not silently. */
export interface TokenWords {
  operators: ReadonlySet<string>;
  currencies: ReadonlySet<string>;
  units: ReadonlySet<string>;
}

function list(data: unknown, name: string): string[] {
  if (!Array.isArray(data) || data.length === 0) throw new Error(`item-tokens.json: "${name}" must be a non-empty list of words`);
  for (const w of data) {
    if (typeof w !== 'string' || w.trim() === '' || w !== w.trim()) throw new Error(`item-tokens.json: "${name}" holds an empty or padded entry: ${JSON.stringify(w)}`);
  }
  if (new Set(data).size !== data.length) throw new Error(`item-tokens.json: "${name}" lists a word twice`);
  return data as string[];
}

/** Validates the parsed file; exported for its test. */
export function readTokenWords(data: unknown): TokenWords {
  if (!data || typeof data !== 'object') throw new Error('item-tokens.json: expected an object');
  const d = data as Record<string, unknown>;
  const cur = d.currencies as Record<string, unknown> | undefined;
  if (!cur || typeof cur !== 'object') throw new Error('item-tokens.json: "currencies" must hold signs, codes and local lists');
  return {
    operators: new Set(list(d.operators, 'operators')),
    currencies: new Set([...list(cur.signs, 'currencies.signs'), ...list(cur.codes, 'currencies.codes'), ...list(cur.local, 'currencies.local')]),
    units: new Set(list(d.units, 'units')),
  };
}

export const TOKEN_WORDS: TokenWords = readTokenWords(itemTokens);
