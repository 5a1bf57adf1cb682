import { LANGUAGES } from '../../../eval/corpus/data';
import { generateDocument } from '../../../eval/corpus/generate';
import { MODERN_LABEL_KEYS, MODERN_METHODS, modernWords } from '../../../eval/corpus/modern';

describe('a4-modern wording (eval/corpus/modern/*.json)', () => {
  it.each(LANGUAGES)('%s has every label, every payment method and terms with {n}', (lang) => {
    const w = modernWords(lang);
    expect(w.lang).toBe(lang);
    expect(Object.keys(w.labels).sort()).toEqual([...MODERN_LABEL_KEYS].sort());
    for (const k of MODERN_LABEL_KEYS) {
      expect(w.labels[k].length).toBeGreaterThanOrEqual(2);
      for (const text of w.labels[k]) {
        expect(text.trim()).toBe(text);
        expect(text).not.toMatch(/\{[a-z]+\}|[:：]$/);
      }
    }
    expect(Object.keys(w.methods).sort()).toEqual([...MODERN_METHODS].sort());
    for (const m of MODERN_METHODS) expect(w.methods[m].length).toBeGreaterThanOrEqual(2);
    expect(w.term_days.length).toBeGreaterThanOrEqual(3);
    for (const t of w.term_days) expect(t.match(/\{[a-z]+\}/g)).toEqual(['{n}']);
  });

  it('names the missing language', () => {
    expect(() => modernWords('xx' as never)).toThrow(/no a4-modern wording for language xx/);
  });
});

describe('a4-modern layout', () => {
  const docs = LANGUAGES.flatMap((lang) => [0, 1, 2, 3].map((i) => generateDocument('a4-modern', lang, i)));

  it('leaves no template slot unfilled and prints the bill-to party, number and PO it puts in the truth', () => {
    for (const d of docs) {
      expect(d.html).not.toMatch(/\{[a-z]+\}/);
      expect(d.truth.Bill_To_Name).toBeTruthy();
      expect(d.html).toContain(String(d.truth.Invoice_Number).replace(/&/g, '&amp;'));
      if (d.truth.PO_Number) expect(d.html).toContain(String(d.truth.PO_Number));
    }
  });

  it('pays by each of transfer, card, cash and direct debit somewhere, and prints a term in days instead of a due date on some', () => {
    const types = new Set(docs.map((d) => d.truth.Payment_Type));
    for (const t of MODERN_METHODS) expect(types).toContain(t);
    expect(docs.some((d) => d.truth.Due_Date)).toBe(true);
    expect(docs.some((d) => !d.truth.Due_Date)).toBe(true);
  });

  it('puts RTL languages in an RTL page', () => {
    for (const d of docs.filter((x) => ['ar', 'he'].includes(x.meta.language))) expect(d.html).toContain('dir="rtl"');
  });
});
