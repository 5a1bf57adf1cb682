import itemTokens from '../../../../src/extraction/lexicon/item-tokens.json';
import { readTokenWords, TOKEN_WORDS } from '../../../../src/extraction/items/token-words';
import { tokenize } from '../../../../src/extraction/items/tokens';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';

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

describe('tax marks, price marks and the katakana counter (lexicon/item-tokens.json)', () => {
  const kinds = (s: string) => tokenize(s).map((t) => `${t.text}:${t.kind}`);
  it('reads every tax flag after an amount as its class mark, in the slips that print it', () => {
    const read = (row: string) => { const r = readRowFigures(row); return [r.amount, r.taxClass, r.description]; };
    for (const flag of itemTokens.taxFlags) expect([flag, TOKEN_WORDS.taxFlags.has(flag)]).toEqual([flag, true]);
    // US and Canadian slips: T taxable, N non-taxable, F food, TX / NT; British: S standard, Z zero rate.
    expect(read('ADVIL 24CT 7.99 T')).toEqual([7.99, 'T', 'ADVIL 24CT']);
    expect(read('BANANAS 0.89 N')).toEqual([0.89, 'N', 'BANANAS']);
    expect(read('ORANGE JUICE 2.49 F')).toEqual([2.49, 'F', 'ORANGE JUICE']);
    expect(read('GUM 1.79 TX')).toEqual([1.79, 'TX', 'GUM']);
    expect(read('MILK 1.15 NT')).toEqual([1.15, 'NT', 'MILK']);
    expect(read('TEA BAGS 80S 2.60 S')).toEqual([2.6, 'S', 'TEA BAGS 80S']);
    expect(read('BREAD 1.40 Z')).toEqual([1.4, 'Z', 'BREAD']);
    // Japanese reduced rate: ※ glued to the yen amount, or 軽 after it.
    expect(read('牛乳 ¥228※')).toEqual([228, '※', '牛乳']);
    expect(read('おにぎり ¥150 軽')).toEqual([150, '軽', 'おにぎり']);
    // Only after the amount: a size between the figures stays what it was ("T-shirt S 2 x 9.99").
    expect(tokenize('Polo S 2 x 9.99').map((t) => t.kind)).toEqual(tokenize('Polo M 2 x 9.99').map((t) => t.kind));
  });

  it('drops the Japanese unit-price mark and splits the katakana counter before the times sign', () => {
    expect(itemTokens.priceMarks).toEqual(['単', '単価']);
    expect(kinds('2コ X 単128 ¥256')).toEqual(['2:number', 'コ:unit', 'X:op', '128:number', '¥256:number']);
    expect(kinds('3個 × 単価98 ¥294')).toEqual(['3:number', '個:unit', '×:op', '98:number', '¥294:number']);
  });
});
