import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

/** A letter whose totals are one sentence of several labelled figures (each string one printed line). */
const totalsOf = (...sentences: string[]) => {
  const { fields } = extractFields(tree([[50, 'Atelier Moreau SARL']], [[50, '18 rue des Tanneurs']], [[50, '69002 Lyon']], [], [[50, 'Monsieur,']],
    ...sentences.map((s) => [[50, s]] as Array<[number, string]>)));
  return [fields.Subtotal, fields.Tax, fields.Total];
};

describe('totals printed as clauses of one sentence', () => {
  it.each([
    ['fr, clauses between semicolons', 'Total HT 585,00 € ; TVA 20 % 117,00 € ; Total TTC 702,00 €.', [585, 117, 702]],
    ['de, clauses between commas', 'Nettobetrag 2.233,00 €, zzgl. 19 % MwSt. 424,27 €, Gesamtbetrag 2.657,27 €.', [2233, 424.27, 2657.27]],
    ['it, the net named with the total word', "Il totale imponibile è di 6'340.10 CHF. L'importo di 6'853.65 CHF, comprensivo di IVA al 8.1% (513.55 CHF), è da saldare.", [6340.1, 513.55, 6853.65]],
    ['en, clauses between full stops', 'Subtotal £1,166.00. VAT at 20% £233.20. Total due £1,399.20 by 4 June 2026.', [1166, 233.2, 1399.2]],
  ])('%s', (_, sentence, want) => {
    expect(totalsOf(sentence)).toEqual(want);
  });

  it('reads a total whose sentence goes on to mention tax, and still refuses a total the words right after it qualify', () => {
    expect(totalsOf('Thanks again for having us at the event.', 'Total: $1,205.00 (no sales tax on services in Oregon).')[2]).toBe(1205);
    expect(totalsOf('Total 1,000.00 excl. VAT as agreed in our offer of last week', 'Total incl. VAT 1,200.00')[2]).toBe(1200);
  });

  it('still takes the last of figures that no words separate (a totals row of a table)', () => {
    expect(totalsOf('Total HT 1 278,61 €', 'TVA 20 % 255,72 €', 'Total TTC 1 534,33 €')).toEqual([1278.61, 255.72, 1534.33]);
  });
});

describe('tax printed as included in the total', () => {
  const receipt = (...rows: Array<Array<[number, string]>>) => extractFields(tree([[80, 'FRESHMART']], [[40, '12 Harbour Rd, Auckland 1010']], ...rows)).fields;

  it('reads the tax a label file words with "included", and never a GST number for the tax', () => {
    const f = receipt([[40, 'GST 123-456-789']], [[20, 'MILK 2L'], [200, '4.29']], [[20, 'EGGS DOZEN'], [200, '13.86']], [[20, 'TOTAL'], [200, '18.15']], [[20, 'GST included'], [200, '2.37']]);
    expect([f.Tax, f.Total]).toEqual([2.37, 18.15]);
  });

  it('takes no total worded "incl. VAT" for the tax', () => {
    const f = receipt([[20, 'Coffee'], [200, '4.50']], [[20, 'Total incl. VAT'], [200, '4.50']], [[20, 'VAT 20%'], [200, '0.75']]);
    expect([f.Tax, f.Total]).toEqual([0.75, 4.5]);
  });
});

describe('an amount in brackets inside a sentence', () => {
  it('is an aside, not a negative figure: the net, the tax and the total of a Spanish fee letter', () => {
    const f = extractFields(tree(
      [[50, 'Gabinete Jurídico Ortega Ruiz, S.L.P.']],
      [[50, 'Calle de Serrano 41, 3.º, 28001 Madrid']],
      [[50, 'Asunto: minuta de honorarios n.º 34/2026']],
      [[50, 'El importe de los honorarios asciende a 2.500,00 €, más el 21 % de IVA (525,00 €), lo que hace un total de 3.025,00 €.']],
    )).fields;
    expect([f.Subtotal, f.Tax, f.Total, f.Invoice_Number, f.Vendor_Name]).toEqual([2500, 525, 3025, '34/2026', 'Gabinete Jurídico Ortega Ruiz, S.L.P.']);
  });

  it('stays negative in a table row', () => {
    const f = extractFields(tree([[50, 'Credit note 17']], [[50, 'Subtotal'], [400, '(100.00)']], [[50, 'Total'], [400, '(100.00)']])).fields;
    expect(f.Total).toBe(-100);
  });
});
