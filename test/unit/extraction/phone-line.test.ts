import { addressRun, continuesAddress, phoneOnly } from '../../../src/extraction/fields/address-run';

describe('a phone number on its own line under an address', () => {
  it('is not part of the address', () => {
    for (const line of ['218 485 5363', 'ت 5967 563 011', '8 (383) 275-43-73', '+49 30 950581', 'Tel. 020 847 8861']) {
      expect(phoneOnly(line)).toBe(true);
      expect(continuesAddress(['Οδός Τσιμισκή 805', '546 24 Θεσσαλονίκη'], line)).toBe(false);
    }
    expect(addressRun(['Οδός Τσιμισκή 805', '546 24 Θεσσαλονίκη', '218 485 5363'])).toEqual(['Οδός Τσιμισκή 805', '546 24 Θεσσαλονίκη']);
  });

  it('leaves postcodes and street lines alone', () => {
    for (const line of ['20040-020 Rio de Janeiro/RJ', '20040-020', '(16677)', '〒220-0011', '1012 AB Amsterdam', 'Unit 6, 34 Church Lane']) expect(phoneOnly(line)).toBe(false);
  });
});
