import { extractParties } from '../../../src/extraction/fields/parties';
import { withoutCheckedNumber } from '../../../src/extraction/fields/name-notes';
import { addressRun } from '../../../src/extraction/fields/address-run';
import { lotNumber } from '../../../src/extraction/fields/lot-number';
import { headerAddress, withHeaderAddress } from '../../../src/extraction/fields/header-address';
import { anchoredAddress, anchoredFields, anchoredName, closesWithForm } from '../../../src/extraction/fields/receipt-anchor';
import { resolveFields } from '../../../src/extraction/fields/resolve';
import type { LayoutCandidate } from '../../../src/extraction/layout/decode';
import { docOf } from '../../support/ocr-rows';

const text = (field: string, value: string, score = 0.99): LayoutCandidate => ({ field, value, score, cells: [], raw: value });
/** Rules' values against one model candidate per field on an OCR'd page, with the rules' anchored fields. */
const resolve = (rules: Record<string, string>, model: Record<string, string>, anchored: string[], support = 0, ocr = true) =>
  resolveFields(rules, new Map(Object.entries(model).map(([f, v]) => [f, [text(f, v)]])), [], {}, () => support, ocr, undefined, [], new Set(anchored)).fields;

describe('a name that closes with its legal form or a trade name form', () => {
  it('ends with SDN BHD, S/B, ENTERPRISE or TRADING', () => {
    expect(closesWithForm('KEDAI MAJU JAYA SDN BHD')).toBe(true);
    expect(closesWithForm('BINTANG TIMUR (M) SDN. BHD.')).toBe(true);
    expect(closesWithForm('SERI MURNI S/B')).toBe(true);
    expect(closesWithForm('AH SENG ENTERPRISE')).toBe(true);
    expect(closesWithForm('KIM LOONG HARDWARE TRADING')).toBe(true);
  });

  it('not a form alone, a form inside the name, or a shop sign', () => {
    expect(closesWithForm('SDN BHD')).toBe(false);
    expect(closesWithForm('ENTERPRISE')).toBe(false);
    expect(closesWithForm('TRADING POST CAFE')).toBe(false);
    expect(closesWithForm('KOPI CORNER')).toBe(false);
  });
});

describe("the rules' vendor fields anchored in a receipt's header", () => {
  const receipt = docOf(
    'KEDAI MAJU JAYA SDN BHD',
    '(123456-X)',
    'NO. 12, JALAN MELATI 3,',
    'TAMAN SERI MELATI,',
    '43000 KAJANG, SELANGOR',
    'TEL: 03-8736 1234',
    'TAX INVOICE',
  );

  it('a legal-form name in the first lines and a street-to-postcode address', () => {
    expect(anchoredName(receipt, 'KEDAI MAJU JAYA SDN BHD')).toBe(true);
    expect(anchoredAddress(receipt, 'NO. 12, JALAN MELATI 3, TAMAN SERI MELATI, 43000 KAJANG, SELANGOR')).toBe(true);
    expect([...anchoredFields(receipt, { Vendor_Name: 'KEDAI MAJU JAYA SDN BHD', Vendor_Address: 'NO. 12, JALAN MELATI 3, TAMAN SERI MELATI, 43000 KAJANG, SELANGOR' })]).toEqual([
      'Vendor_Name',
      'Vendor_Address',
    ]);
  });

  it('not an address that stops before its postcode, nor one that opens without a number', () => {
    expect(anchoredAddress(receipt, 'NO. 12, JALAN MELATI 3, TAMAN SERI MELATI')).toBe(false);
    expect(anchoredAddress(receipt, 'TAMAN SERI MELATI, 43000 KAJANG, SELANGOR')).toBe(false);
  });

  it('not a legal-form name printed far down the slip (the operator or the owner)', () => {
    const slip = docOf('KOPI CORNER', 'NO. 3, JALAN BUNGA', '47300 PETALING JAYA', 'TEL: 03-7877 1234', 'TAX INVOICE', 'TABLE 4', 'TEH O 2.50', 'OPERATED BY KOPI SATU SDN BHD');
    expect(anchoredName(slip, 'KOPI SATU SDN BHD')).toBe(false);
  });
});

describe("the model's different block against an anchored rule on a receipt", () => {
  it('keeps the anchored name over an address line the model took for it', () => {
    const f = resolve({ Vendor_Name: 'KEDAI MAJU JAYA SDN BHD' }, { Vendor_Name: '2ND FLR, PLAZA MELATI' }, ['Vendor_Name']);
    expect(f.Vendor_Name).toBe('KEDAI MAJU JAYA SDN BHD');
  });

  it('keeps the anchored address over a block of other lines', () => {
    const rule = 'NO. 12, JALAN MELATI 3, TAMAN SERI MELATI, 43000 KAJANG, SELANGOR';
    expect(resolve({ Vendor_Address: rule }, { Vendor_Address: 'NO. 12, JALAN MELATI 3, 43000 KAJANG, TEL 03-8736 1234' }, ['Vendor_Address']).Vendor_Address).toBe(rule);
  });

  it('leaves nested readings (a line more or less) to the line-by-line judgement', () => {
    const f = resolve({ Vendor_Name: 'MAJU JAYA SDN BHD' }, { Vendor_Name: 'KEDAI MAJU JAYA SDN BHD' }, ['Vendor_Name']);
    expect(f.Vendor_Name).toBe('KEDAI MAJU JAYA SDN BHD');
  });

  it('follows the model when the rule is not anchored', () => {
    expect(resolve({ Vendor_Name: 'KEDAI MAJU JAYA SDN BHD' }, { Vendor_Name: 'KOPI CORNER' }, []).Vendor_Name).toBe('KOPI CORNER');
  });
});

describe("the address block of a narrow receipt's header when none is under the name", () => {
  it('past a site line between the name and the street', () => {
    const doc = docOf('PETROL SERI SDN BHD', 'COMPANY NO: 12345-A', 'SITE: 2041', '88 JLN KLANG LAMA,', '58000 KUALA LUMPUR.', 'TELEPHONE: 03-7980 1234');
    expect(headerAddress(doc)).toBe('88 JLN KLANG LAMA, 58000 KUALA LUMPUR.');
  });

  it('under a name that was not read, with a lot line above the street', () => {
    const doc = docOf('TAX INVOICE', 'STESEN MINYAK BUKIT 3', 'LOT PTD 204817', 'JALAN BUKIT 8/2', '81750 MASAI, JOHOR', 'CO. REG. NO: 0012345-T');
    expect(extractParties(doc).Vendor_Address).toBe('LOT PTD 204817 JALAN BUKIT 8/2 81750 MASAI, JOHOR');
  });

  it('over a branch code taken under the name, which names no street and reaches no postcode', () => {
    const doc = docOf('TF MART SDN BHD (123456-U)', 'BENTONG-2', 'GST REG NO 000184401920', 'JALAN TRAS BATU 1', '28700 BENTONG', 'PAHANG DARUL MAKMUR.', 'TEL : 09-2201388');
    expect(extractParties(doc).Vendor_Address).toBe('JALAN TRAS BATU 1 28700 BENTONG PAHANG DARUL MAKMUR.');
    expect(withHeaderAddress(doc, 'LOT 7, JALAN TRAS')).toBe('LOT 7, JALAN TRAS');
    expect(withHeaderAddress(docOf('KOPI CORNER', 'BENTONG-2', 'TEL: 012-345 6789'), 'BENTONG-2')).toBe('BENTONG-2');
  });

  it('not a run that never reaches a postcode, nor one under the first priced line', () => {
    expect(headerAddress(docOf('KOPI CORNER', '12 JALAN BUNGA', 'TEL: 012-345 6789', 'TAX INVOICE'))).toBeUndefined();
    expect(headerAddress(docOf('KOPI CORNER', 'TEH O 1 2.50', '12 JALAN BUNGA', '47300 PETALING JAYA'))).toBeUndefined();
  });
});

describe("the model's belief in the rules' differing name on an OCR'd receipt", () => {
  it('the rules win where the model gives their name 0.5 or more', () => {
    expect(resolve({ Vendor_Name: 'KOPI SATU' }, { Vendor_Name: 'KOPI CORNER' }, [], 0.85).Vendor_Name).toBe('KOPI SATU');
  });

  it("the model's own reading stands where it half believes the rules' (0.4)", () => {
    expect(resolve({ Vendor_Name: 'KOPI SATU' }, { Vendor_Name: 'KOPI CORNER' }, [], 0.4).Vendor_Name).toBe('KOPI CORNER');
  });

  it('a digital document keeps the rules whatever the support', () => {
    expect(resolve({ Vendor_Name: 'Kopi Satu GmbH' }, { Vendor_Name: 'Kopi Corner' }, [], 0.4, false).Vendor_Name).toBe('Kopi Satu GmbH');
  });
});

describe("a receipt's top line with its registration number in brackets", () => {
  it('is the name without the number', () => {
    expect(withoutCheckedNumber('KEDAI ELEKTRIK MAJU (304411-K)')).toBe('KEDAI ELEKTRIK MAJU');
    expect(extractParties(docOf('KEDAI ELEKTRIK MAJU (304411-K)', 'LOT G 12, PLAZA SERI', 'NO.5, JALAN SS2/1', '47300 PETALING JAYA, SELANGOR', 'GST REG. NO. 001122334455')).Vendor_Name).toBe(
      'KEDAI ELEKTRIK MAJU',
    );
  });

  it('keeps a bracket that is no registration number', () => {
    expect(withoutCheckedNumber('KEDAI MAJU (PUCHONG)')).toBe('KEDAI MAJU (PUCHONG)');
    expect(withoutCheckedNumber('(304411-K)')).toBe('(304411-K)');
  });
});

describe('an address line that ends with its postcode, and a lot number that looks like one', () => {
  it('takes the town and state printed under a postcode that ended its line', () => {
    expect(addressRun(['NO: 9, JALAN MAWAR 2C,', 'TAMAN SERI MAWAR, 41050', 'KLANG SELANGOR D.E, MALAYSIA', 'ROC NO. : (1234567-A)'])).toEqual([
      'NO: 9, JALAN MAWAR 2C,',
      'TAMAN SERI MAWAR, 41050',
      'KLANG SELANGOR D.E, MALAYSIA',
    ]);
  });

  it('reads a five-digit lot number as no postcode, so the street under it still belongs', () => {
    expect(lotNumber('LOT P.T. 40112, BATU 6', '40112')).toBe(true);
    expect(lotNumber('TAMAN SERI, 40112 SHAH ALAM', '40112')).toBe(false);
    expect(addressRun(['LOT P.T. 40112, BATU 6', 'JALAN MERU, MUKIM KAPAR', '42100 KLANG, SELANGOR', 'GST ID. NO : 000123456789'])).toEqual([
      'LOT P.T. 40112, BATU 6',
      'JALAN MERU, MUKIM KAPAR',
      '42100 KLANG, SELANGOR',
    ]);
  });

  it('still ends at a slogan under a postcode that opened its line', () => {
    expect(addressRun(['NO. 3, JALAN BUNGA', '47300 PETALING JAYA', 'THANK YOU COME AGAIN'])).toEqual(['NO. 3, JALAN BUNGA', '47300 PETALING JAYA']);
  });
});

describe('a postcode last on its line that is the city line itself', () => {
  it('ends the address before a label line under it', () => {
    expect(addressRun(['12 Rizal Avenue', 'Makati City, Metro Manila 1226', '# Detalye'])).toEqual(['12 Rizal Avenue', 'Makati City, Metro Manila 1226']);
  });
});
