import { LANGUAGES } from '../../../eval/corpus/data';
import { generateDocument } from '../../../eval/corpus/generate';
import { PROSE_LABEL_KEYS, PROSE_SENTENCE_KEYS, prose } from '../../../eval/corpus/prose';

describe('prose wording of the letter-prose layout', () => {
  it.each(LANGUAGES)('%s has every label and every sentence (several variants each) with its placeholders', (lang) => {
    const p = prose(lang);
    expect(p.lang).toBe(lang);
    for (const key of PROSE_LABEL_KEYS) {
      expect(p.labels[key]?.length ?? 0).toBeGreaterThanOrEqual(2);
      for (const label of p.labels[key]) expect(label.trim()).not.toBe('');
    }
    for (const [key, placeholders] of Object.entries(PROSE_SENTENCE_KEYS)) {
      const list = p.sentences[key as keyof typeof PROSE_SENTENCE_KEYS];
      expect(list?.length ?? 0).toBeGreaterThanOrEqual(2);
      for (const s of list) {
        for (const ph of placeholders) expect(s).toContain(ph);
        // No placeholder the template does not fill.
        for (const used of s.match(/\{[a-z]+\}/g) ?? []) expect(placeholders as readonly string[]).toContain(used);
      }
    }
    expect(p.sentences.opening.length).toBeGreaterThanOrEqual(3);
  });

  it('names the language that is missing', () => {
    expect(() => prose('xx' as never)).toThrow(/no prose wording for language xx/);
  });

  it('prints the number and date in one opening sentence, and no placeholder is left unfilled', () => {
    for (const lang of LANGUAGES) {
      for (let i = 0; i < 4; i++) {
        const d = generateDocument('letter-prose', lang, i);
        expect(d.html).not.toMatch(/\{[a-z]+\}/);
        expect(d.html).toContain(String(d.truth.Invoice_Number));
      }
    }
  });

  it('draws payment by transfer, direct debit and card, and sometimes a term in days instead of a due date', () => {
    const types = new Set<unknown>();
    let withoutDue = 0;
    for (let i = 0; i < 40; i++) {
      const t = generateDocument('letter-prose', 'en', i).truth;
      types.add(t.Payment_Type);
      if (t.Due_Date === undefined) withoutDue++;
    }
    expect([...types].sort()).toEqual(['bank_transfer', 'credit_card', 'direct_debit']);
    expect(withoutDue).toBeGreaterThan(0);
    expect(withoutDue).toBeLessThan(40);
  });
});

describe('per-language wording files', () => {
  it('names the missing file when a language has none', () => {
    expect(() => prose('xx' as Parameters<typeof prose>[0])).toThrow('no prose wording for language xx (eval/corpus/prose/xx.json)');
  });
});
