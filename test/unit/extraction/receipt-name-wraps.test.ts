import { extractFields } from '../../../src/extraction/fields';
import { sizedRows } from '../../support/ocr-rows';
import { addressRun } from '../../../src/extraction/fields/address-run';

/** A till receipt read by OCR: rows of [x, text, glyph height], each under the last (made-up shops). */
const receipt = (rows: Array<[number, string, number]>) => sizedRows(rows, { width: 420, height: 900, gap: 6, advance: 0.6 });

const tail: Array<[number, string, number]> = [
  [20, 'TAX INVOICE', 14],
  [20, 'DATE: 12/04/2018 14:22', 14],
  [20, 'MINERAL WATER 2.50', 14],
  [20, 'TOTAL 2.50', 14],
  [20, 'CASH 5.00', 14],
  [20, 'CHANGE 2.50', 14],
];

describe('a shop name whose legal form wrapped onto its own line', () => {
  it('joins a line that is only the legal form to the name above it', () => {
    const f = extractFields(receipt([[60, 'KEDAI RUNCIT MAJU JAYA', 14], [110, 'SDN BHD', 14], [60, '(1234567-K)', 14], [40, 'NO 12, JALAN MAWAR 3,', 14], [60, '43000 KAJANG, SELANGOR', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('KEDAI RUNCIT MAJU JAYA SDN BHD');
  });

  it('joins a long line above a legal form line with one word of its own', () => {
    const f = extractFields(receipt([[40, 'RESTORAN SERI BAYU TANJUNG', 14], [70, 'ENTERPRISE SDN BHD', 14], [40, 'NO 7, JALAN MELUR 2,', 14], [60, '81100 JOHOR BAHRU', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('RESTORAN SERI BAYU TANJUNG ENTERPRISE SDN BHD');
  });

  it('does not join a shorter shop sign above a legal name of several words', () => {
    const f = extractFields(receipt([[80, 'TAMAN PERMATA', 14], [40, 'GOLDEN LEAF TRADING SDN BHD', 14], [40, 'NO 7, JALAN MELUR 2,', 14], [60, '81100 JOHOR BAHRU', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('GOLDEN LEAF TRADING SDN BHD');
  });
});

describe('a large shop name over its registration number and street', () => {
  it('keeps the registration number and the street line out of the name', () => {
    const f = extractFields(receipt([[60, 'SERI MURNI MART', 26], [60, '(SA0012345-T)', 26], [40, 'NO.9 JALAN PUTRA 2/4', 14], [60, '47100 PUCHONG, SELANGOR', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('SERI MURNI MART');
    expect(f.Vendor_Address).toContain('NO.9 JALAN PUTRA 2/4');
  });
});

describe('an address line printed with a comma at its end', () => {
  it('goes on over a district line after the postcode', () => {
    expect(addressRun(['NO.5, JALAN BESAR,', '39100 BRINCHANG,', 'CAMERON HIGHLANDS,', 'PAHANG', 'GST REG.: 002120876032'])).toEqual([
      'NO.5, JALAN BESAR,', '39100 BRINCHANG,', 'CAMERON HIGHLANDS,', 'PAHANG',
    ]);
  });

  it('still stops at a contact line', () => {
    expect(addressRun(['NO.5, JALAN BESAR,', '39100 BRINCHANG,', 'TEL: 05-491 1234'])).toEqual(['NO.5, JALAN BESAR,', '39100 BRINCHANG,']);
  });
});
