import { extractFields } from '../../../src/extraction/fields';
import { nationalTaxId } from '../../../src/extraction/fields/banking';
import { tree } from '../../support/ocr-rows';

describe('a national tax id after its label', () => {
  it('is no amount, rate or date of a tax summary or a receipt line', () => {
    for (const text of ['58.97 7.25', '84.60 2.6', '1.909.500 11', '4.803.590', '101 806', '29/08/2026 12:40']) expect(nationalTaxId(text)).toBeUndefined();
  });

  it('keeps ids in every shape, and drops a second label word joined to the first', () => {
    for (const id of ['51 824 753 556', '7865724518', '01.234.567.8-901.000', 'CHE-847.813.717', '271-708-731-000', '28.633.150/0001-81']) expect(nationalTaxId(id)).toBe(id);
    expect(nationalTaxId('/CIF B51272931')).toBe('B51272931');
  });

  it('is read from the document', () => {
    const vat = (line: string) => extractFields(tree([[50, 'Example Trading Co']], [[50, line]])).fields.Vat_Number;
    expect(vat('NIF/CIF B51272931')).toBe('B51272931');
    expect(vat('Contribuinte n.º PT192880533')).toBe('PT192880533');
    expect(vat('ИНН 101 806')).toBeUndefined();
  });
});
