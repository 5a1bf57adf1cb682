/** The net of an invoice that charges no tax and says so (fields/tax-free.ts, lexicon/tax-free-words.json). */
import { mentionsTaxFree } from '../../../src/extraction/lexicon';
import { extractTotals } from '../../../src/extraction/fields/totals';
import { docOf } from '../../support/ocr-rows';

const totals = (...lines: string[]) => extractTotals(docOf('QualityHosting AG', ...lines), []);

describe('tax-free wording', () => {
  it.each([
    ['de', 'Ohne MwSt.'],
    ['de', 'Steuerschuldnerschaft des Leistungsempfängers'],
    ['de', 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.'],
    ['de', 'Kleinunternehmer im Sinne von §19 UStG'],
    ['de', 'Es wird keine Umsatzsteuer ausgewiesen'],
    ['en', 'VAT exempt supply'],
    ['en', 'Reverse charge: customer to account for VAT'],
    ['fr', 'TVA non applicable, art. 293 B du CGI'],
    ['nl', 'BTW verlegd'],
    ['es', 'Operación exenta de IVA'],
    ['it', 'Operazione non imponibile'],
    ['pt', 'Isento de IVA'],
    ['da', 'Momsfri ydelse'],
  ])('%s: "%s" says no tax is charged', (_lang, text) => {
    expect(mentionsTaxFree(text)).toBe(true);
  });

  it('does not read an ordinary tax line as tax-free', () => {
    expect(mentionsTaxFree('MwSt. 19% 37,62')).toBe(false);
    expect(mentionsTaxFree('VAT 20% 12.00')).toBe(false);
  });
});

describe('net of a tax-free invoice', () => {
  it('is the total when the invoice prints no tax and says so', () => {
    expect(totals('Pos. Menge Beschreibung Ohne MwSt.', '1 1 Small Business Exchange 3,89', 'Total EUR 34,73')).toMatchObject({ Total: 34.73, Subtotal: 34.73 });
  });

  it('is not guessed without such wording, nor over a printed tax', () => {
    expect(totals('1 Exchange 3,89', 'Total EUR 34,73').Subtotal).toBeUndefined();
    expect(totals('Preise ohne MwSt.', 'MwSt. 19% 5,54', 'Total EUR 34,73')).toMatchObject({ Total: 34.73, Tax: 5.54 });
  });
});
