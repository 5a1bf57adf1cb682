import { findDates, parseDate } from '../../../src/extraction/fields/dates';

// Receipt photos read by OCR often lose the space between a date and what follows or precedes it.
describe('dates that OCR glued to their neighbours', () => {
  it('reads a date whose time follows without a space', () => {
    expect(parseDate('Date 02/02/20177:31:08PM A3')).toBe('2017-02-02');
    expect(parseDate('Receipt :71857936 02/03/1805:16 PM')).toBe('2018-03-02');
    expect(parseDate('13.03.202614:05')).toBe('2026-03-13');
    expect(parseDate('영수증 번호 49/3163 2025.08.1911:23')).toBe('2025-08-19');
    expect(parseDate('2025-08-0109:05')).toBe('2025-08-01');
    expect(parseDate('No 2025.08.19117')).toBeNull();
  });

  it('reads a year-first date that a right-to-left line read glued after its time', () => {
    expect(parseDate('12:43:052026/06/28 رقم الإيصال 921550')).toBe('2026-06-28');
    expect(parseDate('18:002025-05-17')).toBe('2025-05-17');
    // No time before it: digits run on into an identifier, not a date.
    expect(parseDate('INV 12052026/06/28')).toBeNull();
  });

  it('reads a day glued to a capitalised month name', () => {
    expect(parseDate('22Mar 2018 18:24')).toBe('2018-03-22');
    expect(parseDate('7Mai 2014')).toBe('2014-05-07');
  });

  it('reads a month name glued to its four-digit year', () => {
    expect(parseDate('Datum: 16 september2025')).toBe('2025-09-16');
    expect(parseDate('Betalen vóór: 23september2025')).toBe('2025-09-23');
    // Two digits glued to a month are no year: a code.
    expect(findDates('Lot 16 sep25')).toEqual([]);
    expect(findDates('16 september20255')).toEqual([]);
  });

  it('does not take a glued number that is no time for a date', () => {
    expect(findDates('Ref 02/02/201799')).toEqual([]);
    expect(findDates('02/03/1899:99')).toEqual([]);
    // A lower-case word after digits is not a month: "3mar" in a code stays a code.
    expect(findDates('SKU 12mar2018x')).toEqual([]);
  });
});
