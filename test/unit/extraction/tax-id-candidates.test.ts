import { extractFields } from '../../../src/extraction/fields';
import { tree, type Row } from '../../support/ocr-rows';

const vat = (...rows: Row[]) => extractFields(tree([[50, 'Nettoyage Express SARL']], ...rows)).fields.Vat_Number;

describe('a tax id in a footer of narrow columns', () => {
  it('is the cell under its label when the cells to its right open with their own labels', () => {
    expect(vat([[50, 'N° TVA intracom.'], [200, 'SIRET 224 659'], [330, 'RCS Lyon 864']], [[50, 'FR33037331586'], [200, '976 49160'], [330, '692 267']])).toBe('FR33037331586');
  });

  it('is joined to its rest under it when the column broke it at a hyphen', () => {
    expect(vat([[50, 'NPWP 91.882.363.7-'], [300, 'Rekening: BCA']], [[50, '176.685'], [300, '3865609271']])).toBe('91.882.363.7-176.685');
  });

  it('is read after the French and Italian-Swiss labels "N° TVA intracom." and "IDI"', () => {
    expect(vat([[50, '59, rue de la République'], [300, 'N° TVA intracom. FR57888754785']])).toBe('FR57888754785');
    expect(vat([[50, 'IDI CHE-248.471.878']])).toBe('CHE-248.471.878');
  });

  it('is read after a Danish CVR-nr. (the VAT id is DK and the CVR number)', () => {
    expect(vat([[50, 'Tlf. +45 40474589 · CVR-nr. 79037385']])).toBe('79037385');
  });

  it('is not masked as a card number when its digits pass the Luhn check (a Saudi VAT number)', () => {
    expect(vat([[50, 'الرقم الضريبي 381280044518063']])).toBe('381280044518063');
  });

  it('is not a cell under a bare tax word heading a table of other things (Hebrew "מס\'" is also "number")', () => {
    expect(vat([[50, "מס'"], [200, 'תאריך'], [330, 'מספר הזמנה']], [[50, 'IL-2026-6796'], [200, '27 בינואר 2026'], [330, 'PO323650']])).toBeUndefined();
  });
});
