import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

const vat = (...lines: string[]) => extractFields(tree([[50, 'Müller Bürotechnik GmbH']], ...lines.map((l): Array<[number, string]> => [[50, l]]))).fields.Vat_Number;

describe('a VAT id whose label OCR glued to it', () => {
  it('is read when the label runs into the id and the id has its country format', () => {
    expect(vat('Herrengasse 6/5 E-Mail contact@muller.at UID-Nr.ATU95797000')).toBe('ATU95797000');
    expect(vat('SE-nr.DK71148257')).toBe('DK71148257');
    expect(vat('Α.Φ.Μ.:EL851107946')).toBe('EL851107946');
    // "BTW BE BE0…" with the label's country code run into it.
    expect(vat('Tel. 05 25941 13 BTWBE BE0975600169 IBAN BE52 92984239 6491')).toBe('BE0975600169');
  });

  it('needs the check digits when no tax-id label is glued to it', () => {
    expect(vat('Kd-Nr.DE123456789')).toBeUndefined();
    expect(vat('ref DE136695976')).toBe('DE136695976');
    expect(vat('IBAN DE89370400440532013000')).toBeUndefined();
    expect(vat('Order ABCDEFGH12345678 shipped')).toBeUndefined();
  });

  it('leaves a labelled id first', () => {
    expect(vat('USt-IdNr. DE136695976', 'UID-Nr.ATU95797000')).toBe('DE136695976');
  });
});
