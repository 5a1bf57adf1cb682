import taxShareWords from '../../../src/extraction/lexicon/tax-share-words.json';
import { endsWithTaxShare } from '../../../src/extraction/lexicon';

/** Every entry of tax-share-words.json, as the words before a tax's name. */
const cases = Object.entries(taxShareWords as Record<string, string[]>).flatMap(([lang, words]) => words.map((w) => [lang, w] as const));

describe('tax-share words', () => {
  it.each(cases)('%s: "%s" before a tax name says the tax is a share of the total', (_lang, word) => {
    expect(endsWithTaxShare(`${word} `)).toBe(true);
    expect(endsWithTaxShare(`${word.toUpperCase()} `)).toBe(true);
  });

  it('needs the words right before the name, not earlier in the label', () => {
    expect(endsWithTaxShare('Gesamtbetrag inkl. ')).toBe(false);
    expect(endsWithTaxShare('davon Rabatt ')).toBe(false);
  });
});
