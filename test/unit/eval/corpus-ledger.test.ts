import { LANGUAGES } from '../../../eval/corpus/data';
import { generateDocument } from '../../../eval/corpus/generate';
import { LEDGER_LABEL_KEYS, ledgerWords } from '../../../eval/corpus/ledger';
import { cells, wrap } from '../../../eval/corpus/templates/mono-text';

describe('a4-ledger wording (eval/corpus/ledger/*.json)', () => {
  it.each(LANGUAGES)('%s has every label, terms with {n} and articles', (lang) => {
    const w = ledgerWords(lang);
    expect(w.lang).toBe(lang);
    expect(Object.keys(w.labels).sort()).toEqual([...LEDGER_LABEL_KEYS].sort());
    for (const k of LEDGER_LABEL_KEYS) {
      expect(w.labels[k].length).toBeGreaterThanOrEqual(2);
      for (const text of w.labels[k]) {
        expect(text.trim()).toBe(text);
        expect(text).not.toMatch(/\{[a-z]+\}|[:：]$/);
      }
    }
    expect(w.term_days.length).toBeGreaterThanOrEqual(3);
    for (const t of w.term_days) expect(t.match(/\{[a-z]+\}/g)).toEqual(['{n}']);
    expect(w.articles.length).toBeGreaterThanOrEqual(12);
    expect(w.articles.some((a) => cells(a) > 40)).toBe(true);
  });

  it('names the missing language', () => {
    expect(() => ledgerWords('xx' as never)).toThrow(/no ledger wording for language xx/);
  });
});

describe('mono-text columns', () => {
  it('counts East Asian wide characters as two cells', () => {
    expect(cells('ab')).toBe(2);
    expect(cells('品名')).toBe(4);
  });

  it('wraps at spaces, and inside words of unspaced scripts', () => {
    expect(wrap('Hex bolt M8x40 DIN 933 zinc plated', 16)).toEqual(['Hex bolt M8x40', 'DIN 933 zinc', 'plated']);
    expect(wrap('复印纸复印纸复印纸', 8)).toEqual(['复印纸复', '印纸复印', '纸']);
  });
});

describe('a4-ledger layout', () => {
  const docs = LANGUAGES.flatMap((lang) => [0, 1, 2, 3, 4].map((i) => generateDocument('a4-ledger', lang, i)));

  it('leaves no template slot unfilled and prints item rows as one monospaced run', () => {
    for (const d of docs) {
      expect(d.html).not.toMatch(/\{[a-z]+\}/);
      expect(d.html).toContain('<pre class="items">');
    }
  });

  it('has qty × price − discount = amount on every row, and discounts, units and wrapped rows somewhere', () => {
    const items = docs.flatMap((d) => d.truth.Line_Items);
    for (const i of items) expect(Math.abs(i.QTY! * i.Price! - (i.Discount ?? 0) - i.Amount)).toBeLessThan(0.006 * Math.max(1, i.Amount));
    expect(items.some((i) => i.Discount)).toBe(true);
    expect(items.some((i) => i.Unit)).toBe(true);
    expect(items.some((i) => !i.Unit)).toBe(true);
    expect(items.some((i) => cells(i.Description) > 40)).toBe(true);
    for (const d of docs) {
      const sum = d.truth.Line_Items.reduce((s, i) => s + i.Amount, 0);
      expect(Math.abs(sum - (d.truth.Subtotal as number))).toBeLessThan(0.01);
    }
  });

  it('gives the due date as a date on some documents and as a term in days (no Due_Date) on others', () => {
    expect(docs.some((d) => d.truth.Due_Date)).toBe(true);
    const termed = docs.filter((d) => !d.truth.Due_Date);
    expect(termed.length).toBeGreaterThan(0);
  });
});
