import { findAmounts, parseAmount, parseNumber } from '../../../src/extraction/fields/amounts';

describe('amounts in every locale', () => {
  it.each([
    ["1'234.56", 1234.56],
    ['1’234.56', 1234.56],
    ["CHF 1'234.50", 1234.5],
    ['1,23,456.78', 123456.78],
    ['₹ 12,34,567', 1234567],
    ['Rs. 1,00,000.00', 100000],
    ['1\u00a0234,56', 1234.56],
    ['1\u2009234,56', 1234.56],
    ['1\u202f234,56 €', 1234.56],
    ['(12.00)', -12],
    ['($ 12.00)', -12],
    ['12.00-', -12],
    ['12.00−', -12],
    ['-12,00', -12],
    ['−12.00', -12],
    ['€ −12,00', -12],
    ['12,-', 12],
    ['12.–', 12],
    ['1.234,- €', 1234],
    ['kr 120,00', 120],
    ['120,00 kr', 120],
    ['1 234,50 kr.', 1234.5],
    ['12,50 zł', 12.5],
    ['R$ 1.234,56', 1234.56],
    ['1 234,56 ₽', 1234.56],
    ['₽ 990', 990],
    ['₩12,000', 12000],
    ['12,000원', 12000],
    ['₪ 45.90', 45.9],
    ['CHF 12.50', 12.5],
    ['Fr. 12.50', 12.5],
    ['12.50 Fr.', 12.5],
    ['RM12.50', 12.5],
    ['RM 1,234.50', 1234.5],
    ['Rp 15.000', 15000],
    ['Rp15.000,00', 15000],
    ['₱1,234.50', 1234.5],
    ['S$ 12.00', 12],
    ['HK$12.00', 12],
    ['A$ 99.95', 99.95],
    ['AU$ 99.95', 99.95],
    ['C$ 5.00', 5],
    ['NZ$ 5.00', 5],
    ['US$ 5.00', 5],
    ['¥1,200', 1200],
    ['1,200円', 1200],
    ['12.50 USD', 12.5],
    ['BRL 12,50', 12.5],
    ['١٢٣٫٤٥', 123.45],
    ['١٬٢٣٤٫٥٦', 1234.56],
    ['۱۲۳٫۴۵', 123.45],
    ['１２３.４５', 123.45],
    ['￥１，２００', 1200],
  ])('%s → %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each([
    ['1,234', undefined, 1234],
    ['1,234', ',', 1.234],
    ['1,234', '.', 1234],
    ['1.234', ',', 1234],
    ['1.234', '.', 1.234],
    ['1.234', undefined, 1234],
    // Unambiguous forms ignore the hint.
    ['1.234,56', '.', 1234.56],
    ['1,234.56', ',', 1234.56],
    ['1.234.567', '.', 1234567],
    ['0,125', '.', 0.125],
    ['12,50', '.', 12.5],
  ] as Array<[string, ',' | '.' | undefined, number]>)('parseNumber(%s, decimal %s) → %d', (raw, decimal, value) => {
    expect(parseNumber(raw, { decimal })).toBe(value);
  });

  it('passes the hint through findAmounts and parseAmount', () => {
    expect(findAmounts('Menge 1,500 kg', { decimal: ',' })[0]).toMatchObject({ value: 1.5, decimals: 3 });
    expect(parseAmount('€ 1.250', { decimal: ',' })).toBe(1250);
    expect(parseAmount('$ 1.250', { decimal: '.' })).toBe(1.25);
  });

  it('marks whole-euro amounts as having no decimals and keeps offsets in the original text', () => {
    expect(findAmounts('Summe 12,- EUR')[0]).toMatchObject({ value: 12, decimals: 0, hasCurrency: true });
    const text = 'المجموع ١٢٣٫٤٥';
    const [a] = findAmounts(text);
    expect(text.slice(a.start, a.end)).toBe('١٢٣٫٤٥');
  });

  it('still rejects what is not one amount', () => {
    expect(parseAmount('1,2,3')).toBeNull();
    expect(parseAmount('12,--')).toBeNull();
    expect(parseAmount('12.00 - 3.00')).toBeNull();
    expect(parseNumber('1,23,45')).toBeNull();
    expect(parseAmount('Nr 12')).toBeNull();
    expect(parseAmount('2024-03-12')).toBeNull();
  });
});
