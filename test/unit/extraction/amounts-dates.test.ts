import { findAmounts, parseAmount, parseNumber } from '../../../src/extraction/fields/amounts';
import { findDates, maskDates, parseDate } from '../../../src/extraction/fields/dates';

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1 234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ["1'234.56", 1234.56],
    ['12.00-', -12],
    ['(12.00)', -12],
    ['-12,50', -12.5],
    ['€ -9,32', -9.32],
    ['$4.11', 4.11],
    ['12,50 EUR', 12.5],
    ['Rs 1939', 1939],
    ['9,9000', 9.9],
    ['1,234', 1234],
    ['0,125', 0.125],
    ['2.321,00', 2321],
    ['-0,00', 0],
  ])('%s → %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it('rejects text that is not one amount', () => {
    expect(parseAmount('05.03.2018')).toBeNull();
    expect(parseAmount('19 %')).toBeNull();
    expect(parseAmount('INV-2023')).toBeNull();
    expect(parseAmount('12.00 and 13.00')).toBeNull();
    expect(parseNumber('1.23.4')).toBeNull();
  });

  it('finds every amount in a line, keeping prefix currencies apart', () => {
    expect(findAmounts('Tax 15% on $ 112.90 $ 16.94').map((a) => a.value)).toEqual([112.9, 16.94]);
    expect(findAmounts('Total 1 278.61 40.39 319.00').map((a) => a.value)).toEqual([1, 278.61, 40.39, 319]);
    expect(findAmounts('€ 399,00')[0]).toMatchObject({ value: 399, hasCurrency: true, decimals: 2 });
  });
});

describe('dates', () => {
  it.each([
    ['22.03.2018', '2018-03-22'],
    ['2018-03-22', '2018-03-22'],
    ['22/03/2018', '2018-03-22'],
    ['03/22/2018', '2018-03-22'],
    ['8-9-2022', '2022-09-08'],
    ['21.05.14', '2014-05-21'],
    ['22 Mar 2018', '2018-03-22'],
    ['22-MAR-18', '2018-03-22'],
    ['March 22, 2018', '2018-03-22'],
    ['August 3 , 2014', '2014-08-03'],
    ['7. Mai 2014', '2014-05-07'],
    ['15. März 2024', '2024-03-15'],
    ['02 Juillet 2015', '2015-07-02'],
    ['1er février 2021', '2021-02-01'],
    ['19 april 2014', '2014-04-19'],
    ['29 maart 2014', '2014-03-29'],
    ['5 de mayo de 2024', '2024-05-05'],
    ['12 giugno 2024', '2024-06-12'],
  ])('%s → %s (day-first)', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads ambiguous numeric dates month-first only when asked (US documents)', () => {
    expect(parseDate('03/04/2024')).toBe('2024-04-03');
    expect(parseDate('03/04/2024', { monthFirst: true })).toBe('2024-03-04');
    // A part above 12 decides regardless of the preference.
    expect(parseDate('20/03/2024', { monthFirst: true })).toBe('2024-03-20');
    expect(parseDate('03/20/2023')).toBe('2023-03-20');
  });

  it('rejects impossible dates and prefers the longer reading', () => {
    expect(parseDate('31.02.2024')).toBeNull();
    expect(parseDate('period July 1 - July 31 , 2014')).toBe('2014-07-31');
    expect(findDates('01.05.14-31.05.14').map((d) => d.iso)).toEqual(['2014-05-01', '2014-05-31']);
  });

  it('reads a date a Hebrew one-letter preposition is written onto, and no date glued to a word', () => {
    expect(findDates('לא יאוחר מ27/10/2025').map((d) => d.iso)).toEqual(['2025-10-27']);
    expect(findDates('העבודה הושלמה ב24/09/2025').map((d) => d.iso)).toEqual(['2025-09-24']);
    expect(findDates('שלום27/10/2025')).toEqual([]);
    expect(findDates('abc27/10/2025')).toEqual([]);
  });

  it('masks dates so their digits are not read as amounts', () => {
    expect(findAmounts(maskDates('TOTAL AMOUNT DUE ON August 3 , 2014 $4.11')).map((a) => a.value)).toEqual([4.11]);
  });
});
