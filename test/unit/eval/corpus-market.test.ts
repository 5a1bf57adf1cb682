import { LANGUAGES } from '../../../eval/corpus/data';
import { generateDocument } from '../../../eval/corpus/generate';
import { MARKET_KEYS, MARKET_PLACEHOLDERS, marketWords } from '../../../eval/corpus/market';

describe('receipt-market wording (eval/corpus/market/*.json)', () => {
  it.each(LANGUAGES)('%s has every key, each with non-empty wording and its placeholder', (lang) => {
    const w = marketWords(lang);
    expect(w.lang).toBe(lang);
    expect(Object.keys(w.labels).sort()).toEqual([...MARKET_KEYS].sort());
    for (const k of MARKET_KEYS) {
      expect(w.labels[k].length).toBeGreaterThan(0);
      for (const text of w.labels[k]) {
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(0);
        const ph = MARKET_PLACEHOLDERS[k];
        if (ph) expect(text).toContain(ph);
        else expect(text).not.toMatch(/\{[a-z]+\}/);
      }
    }
  });

  it('names the missing language', () => {
    expect(() => marketWords('xx' as never)).toThrow(/no market wording for language xx/);
  });
});

describe('receipt-market layout', () => {
  const docs = LANGUAGES.flatMap((lang) => [0, 1, 2, 3].map((i) => generateDocument('receipt-market', lang, i)));

  it('prints no item header row and leaves no template slot unfilled', () => {
    for (const d of docs) {
      expect(d.html).not.toMatch(/\{[a-z]+\}/i);
      const w = marketWords(d.meta.language as (typeof LANGUAGES)[number]).labels;
      expect(d.html).not.toContain('<th>' + w.receipt_number[0]);
    }
  });

  it('has deposits, bottle returns, coupons, weighed goods and codes somewhere in the corpus, with qty × price = amount', () => {
    const items = docs.flatMap((d) => d.truth.Line_Items);
    const deposits = new Set(LANGUAGES.flatMap((l) => marketWords(l).labels.deposit));
    const returns = new Set(LANGUAGES.flatMap((l) => marketWords(l).labels.bottle_return));
    expect(items.some((i) => deposits.has(i.Description))).toBe(true);
    expect(items.some((i) => returns.has(i.Description) && i.Amount < 0)).toBe(true);
    expect(items.some((i) => i.Amount < 0 && !returns.has(i.Description))).toBe(true);
    expect(items.some((i) => i.Unit !== undefined)).toBe(true);
    expect(items.some((i) => /^\d{13}$/.test(i.SKU ?? ''))).toBe(true);
    for (const i of items.filter((x) => x.QTY !== undefined)) expect(Math.abs(i.QTY! * i.Price! - i.Amount)).toBeLessThan(0.006 * Math.max(1, i.Amount));
  });

  it('names cash in its own wording', () => {
    const cash = docs.filter((d) => d.truth.Payment_Type === 'cash');
    expect(cash.length).toBeGreaterThan(0);
    for (const d of cash) expect(marketWords(d.meta.language as (typeof LANGUAGES)[number]).labels.cash).toContain(d.truth.Payment_Display_Name);
  });
});
