import itemTokens from '../../../../src/extraction/lexicon/item-tokens.json';
import { readTokenWords, TOKEN_WORDS } from '../../../../src/extraction/items/token-words';
import { tokenize } from '../../../../src/extraction/items/tokens';

describe('item token words (lexicon/item-tokens.json)', () => {
  it('loads operators, currencies and counter units from the data file', () => {
    expect(TOKEN_WORDS.operators.has('@')).toBe(true);
    expect(TOKEN_WORDS.operators.has('je')).toBe(true);
    expect(TOKEN_WORDS.currencies.has('EUR')).toBe(true);
    expect(TOKEN_WORDS.currencies.has('€')).toBe(true);
    expect(TOKEN_WORDS.currencies.has('zł')).toBe(true);
    expect(TOKEN_WORDS.units.has('個')).toBe(true);
    expect([...TOKEN_WORDS.priceWords].filter((w) => ['at', 'à', 'je', 'por', 'по'].includes(w))).toHaveLength(5);
  });

  it('drives the tokenizer: operators, currencies and units are classified from the file', () => {
    const kinds = (s: string) => tokenize(s).map((t) => `${t.text}:${t.kind}`);
    expect(kinds('2 x 1.25')).toEqual(['2:number', 'x:op', '1.25:number']);
    expect(kinds('3 je 4,00 EUR')).toEqual(['3:number', 'je:op', '4,00:number', 'EUR:currency']);
    expect(kinds('Darjeeling 3 個 1200')).toEqual(['Darjeeling:text', '3:number', '個:unit', '1200:number']);
    expect(kinds('Pierogi 2 шт 120,00 руб.')).toEqual(['Pierogi:text', '2:number', 'шт:unit', '120,00:number', 'руб.:currency']);
  });

  it('reads Arabic-Indic figures with their own separators as numbers (ar1: "٤ ٤٥٠٫٠٠ ١٬٨٠٠٫٠٠")', () => {
    const kinds = (s: string) => tokenize(s).map((t) => `${t.text}:${t.kind}`);
    expect(kinds('خزانة ٤ ٤٥٠٫٠٠ ١٬٨٠٠٫٠٠').slice(1)).toEqual(['4:number', '450.00:number', '1,800.00:number']);
  });

  it('lists every word once, without padding', () => {
    const all = [...itemTokens.operators, ...itemTokens.units, ...Object.values(itemTokens.currencies).flat()];
    for (const w of all) expect([w, w.trim() === w && w.length > 0]).toEqual([w, true]);
  });

  it('rejects a broken file with a clear error', () => {
    expect(() => readTokenWords(null)).toThrow(/expected an object/);
    expect(() => readTokenWords({ ...itemTokens, operators: [] })).toThrow(/"operators" must be a non-empty list/);
    expect(() => readTokenWords({ ...itemTokens, units: ['kg', ' '] })).toThrow(/"units" holds an empty or padded entry/);
    expect(() => readTokenWords({ ...itemTokens, units: ['個', '個'] })).toThrow(/"units" lists a word twice/);
    expect(() => readTokenWords({ ...itemTokens, currencies: undefined })).toThrow(/"currencies" must hold/);
    expect(() => readTokenWords({ ...itemTokens, currencies: { ...itemTokens.currencies, codes: 'EUR' } })).toThrow(/"currencies.codes"/);
  });
});
