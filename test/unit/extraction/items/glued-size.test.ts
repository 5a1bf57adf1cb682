import { unglueSize } from '../../../../src/extraction/items/glued-size';

describe('a size glued to the product name by OCR', () => {
  it('puts the name and the size apart', () => {
    expect(unglueSize('Macarrones500 g')).toBe('Macarrones 500 g');
    expect(unglueSize('Olio extra vergine0,75 l')).toBe('Olio extra vergine 0,75 l');
  });

  it('keeps codes and sizes printed as one word', () => {
    expect(unglueSize('Toner TN2420 black')).toBe('Toner TN2420 black');
    expect(unglueSize('Paper A4 80 g')).toBe('Paper A4 80 g');
    expect(unglueSize('Yaourt naturex4')).toBe('Yaourt naturex4');
  });
});
