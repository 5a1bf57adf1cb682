import { decimalSeparator, withDecimalStyle } from '../../../../src/extraction/items/decimal-style';

/** "85,000" is 85 in a print whose money reads "873,63", 85 000 in one whose money reads "873.63". */
describe('decimalSeparator', () => {
  it('reads the separator of the two-decimal figures', () => {
    expect(decimalSeparator(['Summe 1.313,08', 'USt 19 % 209,65', 'Gesamt 1.522,73', 'Datum 23.03.2026'])).toBe(',');
    expect(decimalSeparator(['Total 1,313.08', 'VAT 262.62', 'Due 1,575.70'])).toBe('.');
  });
  it('decides nothing without a clear majority or enough figures', () => {
    expect(decimalSeparator(['12,50', '12.50', '3,00', '4.00'])).toBeUndefined();
    expect(decimalSeparator(['873,63'])).toBeUndefined();
  });
});

describe('withDecimalStyle', () => {
  it('reads an ambiguous three-digit group with the document separator', () => {
    expect(withDecimalStyle(85000, '85,000 Meter', ',')).toBe(85);
    expect(withDecimalStyle(3000, '3.000', '.')).toBe(3);
  });
  it('keeps the parsed value where the separator is the other one or the figure is no such group', () => {
    expect(withDecimalStyle(1250, '1.250 kg', ',')).toBe(1250);
    expect(withDecimalStyle(85000, '85,000', undefined)).toBe(85000);
    expect(withDecimalStyle(1234.5, '1.234,50', ',')).toBe(1234.5);
  });
});
