import { joinAddressLines } from '../../../src/extraction/fields/address-lines';

describe('an address over several lines, as one string', () => {
  it('makes each line break a separator where the document does not punctuate its lines', () => {
    expect(joinAddressLines(['Grote Markt 164', '2000 Antwerpen', 'België'])).toBe('Grote Markt 164, 2000 Antwerpen, België');
    expect(joinAddressLines(['Av. Insurgentes Sur 549, Col. Centro,', '76000 Querétaro, Qro.'])).toBe('Av. Insurgentes Sur 549, Col. Centro, 76000 Querétaro, Qro.');
  });

  it('keeps the printed punctuation of a document that ends its lines with commas, or prints in capitals', () => {
    expect(joinAddressLines(['NO.2 & 4, JALAN HARMONI 3/2,', 'TAMAN DESA HARMONI', '81100 JOHOR BAHRU'])).toBe('NO.2 & 4, JALAN HARMONI 3/2, TAMAN DESA HARMONI 81100 JOHOR BAHRU');
    expect(joinAddressLines(['NO.59 JALAN PERMAS 9/5', 'BANDAR BARU PERMAS JAYA', '81760 JOHOR BAHRU'])).toBe('NO.59 JALAN PERMAS 9/5 BANDAR BARU PERMAS JAYA 81760 JOHOR BAHRU');
  });

  it('joins lines of scripts without case by ", "', () => {
    expect(joinAddressLines(['〒104-0061', '東京都中央区銀座9丁目9-68'])).toBe('〒104-0061, 東京都中央区銀座9丁目9-68');
  });
});
