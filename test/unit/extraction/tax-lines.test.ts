import { toDoc } from '../../../src/extraction/fields/doc';
import { extractTaxLines } from '../../../src/extraction/fields/tax-lines';
import { type Row, tree } from '../../support/ocr-rows';

/** One line per row of [x, text] cells. */
const taxLines = (...rows: Row[]) => extractTaxLines(toDoc(tree(...rows)));

describe('Tax_Lines base of a tax-inclusive summary line', () => {
  it('takes gross − tax as the base when the printed figure is the gross', () => {
    expect(taxLines([[50, 'GST S 6%'], [250, '89.00'], [350, '5.04']])).toEqual([{ Name: 'GST', Rate: 6, Base: 83.96, Amount: 5.04 }]);
  });

  it('keeps a printed net base as it is', () => {
    expect(taxLines([[50, 'GST 6%'], [250, '21.32'], [350, '1.28']])).toEqual([{ Name: 'GST', Rate: 6, Base: 21.32, Amount: 1.28 }]);
    expect(taxLines([[50, 'MwSt 19% von'], [250, '100,00'], [350, '19,00']])).toEqual([{ Name: 'MwSt', Rate: 19, Base: 100, Amount: 19 }]);
  });

  it('keeps a base that fits neither reading (nothing is guessed)', () => {
    expect(taxLines([[50, 'VAT 20%'], [250, '50.00'], [350, '7.00']])).toEqual([{ Name: 'VAT', Rate: 20, Base: 50, Amount: 7 }]);
  });
});

describe('a tax name further into a label', () => {
  it('reads "Steuerbasisbetrag USt. 7%" rows whose figures are the rate of one another', () => {
    expect(taxLines([[50, 'Steuerbasisbetrag USt. 7%'], [350, '275,00'], [450, '19,25']], [[50, 'Steuerbasisbetrag USt. 19%'], [350, '198,00'], [450, '37,62']])).toEqual([
      { Name: 'USt.', Rate: 7, Base: 275, Amount: 19.25 },
      { Name: 'USt.', Rate: 19, Base: 198, Amount: 37.62 },
    ]);
  });

  it('reads no tax line from a long label whose figures are no rate of one another', () => {
    expect(taxLines([[50, 'Rechnungssumme Brutto inkl. 19% USt.'], [450, '529,87']])).toEqual([]);
    expect(taxLines([[50, 'Zahlbar mit 3% Skonto bis 15.03. ohne USt.'], [350, '198,00'], [450, '40,00']])).toEqual([]);
  });
});

describe('a tax printed as the share of the total above it (tax-share-words.json)', () => {
  it('reads "of which VAT" lines after the total as tax lines, one per rate', () => {
    expect(taxLines([[50, 'ΠΡΟΣ ΠΛΗΡΩΜΗ'], [350, '€36,46']], [[50, 'εκ των οποίων ΦΠΑ 24%'], [350, '4,81']], [[50, 'εκ των οποίων ΦΠΑ 13%'], [350, '1,34']]))
      .toMatchObject([{ Rate: 24, Amount: 4.81 }, { Rate: 13, Amount: 1.34 }]);
    expect(taxLines([[50, 'davon MwSt. 19%'], [350, '3,19']])).toMatchObject([{ Rate: 19, Amount: 3.19 }]);
  });

  it('still reads no tax line from a total that includes the tax', () => {
    expect(taxLines([[50, 'Gesamtbetrag inkl. MwSt. 19%'], [350, '119,00']])).toEqual([]);
    expect(taxLines([[50, 'Total amount including VAT 20%'], [350, '£120.00']])).toEqual([]);
  });

  it('takes whole figures for the tax where the document prints no cents (yen, won)', () => {
    expect(taxLines([[50, 'お会計'], [350, '¥10,637']], [[50, 'うち消費税 10%'], [350, '702']], [[50, 'うち消費税 8%'], [350, '144']]))
      .toMatchObject([{ Rate: 10, Amount: 702 }, { Rate: 8, Amount: 144 }]);
    // Beside prices with cents a lone whole figure after a rate is no tax amount.
    expect(taxLines([[50, 'Total'], [350, '12.50']], [[50, 'VAT 20%'], [350, '3']])).toEqual([]);
  });
});
