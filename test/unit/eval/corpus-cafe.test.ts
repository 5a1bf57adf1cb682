import { CAFE_LABEL_KEYS, CAFE_PLACEHOLDERS, cafeWords } from '../../../eval/corpus/cafe';
import { LANGUAGES } from '../../../eval/corpus/data';
import { generateDocument } from '../../../eval/corpus/generate';

describe('receipt-cafe wording (eval/corpus/cafe/*.json)', () => {
  it.each(LANGUAGES)('%s has every key with its placeholder, a menu and both kinds of modifier', (lang) => {
    const w = cafeWords(lang);
    expect(w.lang).toBe(lang);
    expect(Object.keys(w.labels).sort()).toEqual([...CAFE_LABEL_KEYS].sort());
    for (const k of CAFE_LABEL_KEYS) {
      expect(w.labels[k].length).toBeGreaterThanOrEqual(2);
      for (const text of w.labels[k]) {
        expect(text.trim()).toBe(text);
        const ph = CAFE_PLACEHOLDERS[k];
        if (ph) expect(text.match(/\{[a-z]+\}/g)).toEqual([ph]);
        else expect(text).not.toMatch(/\{[a-z]+\}/);
      }
    }
    expect(w.menu.length).toBeGreaterThanOrEqual(12);
    expect(w.modifiers.priced.length).toBeGreaterThanOrEqual(4);
    expect(w.modifiers.free.length).toBeGreaterThanOrEqual(4);
  });

  it('names the missing language', () => {
    expect(() => cafeWords('xx' as never)).toThrow(/no café wording for language xx/);
  });
});

describe('receipt-cafe layout', () => {
  const docs = LANGUAGES.flatMap((lang) => [0, 1, 2, 3, 4].map((i) => generateDocument('receipt-cafe', lang, i)));

  it('leaves no template slot unfilled and prints no item header row', () => {
    for (const d of docs) {
      expect(d.html).not.toMatch(/\{[a-z]+\}/);
      expect(d.html).not.toContain('<th');
    }
  });

  it('keeps free modifiers out of the line items and priced modifiers and service charges as items of their own', () => {
    const items = docs.flatMap((d) => d.truth.Line_Items);
    const priced = new Set(LANGUAGES.flatMap((l) => cafeWords(l).modifiers.priced));
    const free = new Set(LANGUAGES.flatMap((l) => cafeWords(l).modifiers.free));
    expect(items.some((i) => priced.has(i.Description) && i.QTY === 1)).toBe(true);
    expect(items.some((i) => free.has(i.Description))).toBe(false);
    expect(items.some((i) => /\d%$/.test(i.Description))).toBe(true);
    for (const i of items) expect(Math.abs(i.QTY! * i.Price! - i.Amount)).toBeLessThan(0.006 * Math.max(1, i.Amount));
  });

  it('adds up: items (+ tax where prices are net) + tip = total, with tips and cash change somewhere', () => {
    for (const d of docs) {
      const t = d.truth;
      const items = t.Line_Items.reduce((s, i) => s + i.Amount, 0);
      const inclusive = Math.abs(items + ((t.Tip as number) ?? 0) - (t.Total as number)) < 0.01;
      const net = Math.abs(items + (t.Tax as number) + ((t.Tip as number) ?? 0) - (t.Total as number)) < 0.01;
      expect(inclusive || net).toBe(true);
      if (t.Subtotal !== undefined) expect(t.Subtotal).toBeCloseTo(items, 2);
    }
    expect(docs.some((d) => d.truth.Tip)).toBe(true);
    expect(docs.some((d) => d.truth.Payment_Type === 'cash')).toBe(true);
  });
});
