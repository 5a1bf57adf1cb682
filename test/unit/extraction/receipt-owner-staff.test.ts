import staffWords from '../../../src/extraction/lexicon/staff-words.json';
import addressLabels from '../../../src/extraction/lexicon/address-labels.json';
import ownerWords from '../../../src/extraction/lexicon/owner-words.json';
import stampWords from '../../../src/extraction/lexicon/stamp-words.json';
import { withoutStamp } from '../../../src/extraction/fields/stamp-word';
import { extractFields } from '../../../src/extraction/fields';
import { ownerName } from '../../../src/extraction/fields/name-notes';
import { awaitsNumber, isStaffLine } from '../../../src/extraction/fields/staff-line';
import { withoutAddressLabel } from '../../../src/extraction/fields/header-address';
import { sizedRows } from '../../support/ocr-rows';

/** A till receipt read by OCR: rows of [x, text, glyph height], each under the last (made-up shops). */
const receipt = (rows: Array<[number, string, number]>) => sizedRows(rows, { width: 420, height: 900, gap: 6, advance: 0.6 });

const tail: Array<[number, string, number]> = [
  [20, 'TAX INVOICE', 14],
  [20, 'DATE: 12/04/2018 14:22', 14],
  [20, 'MINERAL WATER 2.50', 14],
  [20, 'TOTAL 2.50', 14],
];

const entries = (words: Record<string, string[]>) => Object.entries(words).flatMap(([lang, list]) => list.map((w) => [lang, w] as const));

describe('every owner word opens an owner line whose company is the vendor', () => {
  it.each(entries(ownerWords))('%s "%s"', (_lang, word) => {
    expect(ownerName(`${word.toUpperCase()} : MAJU HOLDINGS SDN BHD`)).toBe('MAJU HOLDINGS SDN BHD');
    expect(ownerName(`${word.toUpperCase()} MAJU HOLDINGS SDN BHD`)).toBe('MAJU HOLDINGS SDN BHD');
  });

  it('is no owner line without its words', () => {
    expect(ownerName('MAJU HOLDINGS SDN BHD')).toBeUndefined();
    expect(ownerName('SIZZLING GRILL')).toBeUndefined();
  });
});

describe('a shop sign over its owner line', () => {
  it('names the owner company as the vendor, without the owner words, and reads the address under it', () => {
    const f = extractFields(receipt([
      [80, 'OLD KAMPUNG', 18],
      [40, 'OWN BY: HARUM MANIS SDN BHD', 14],
      [60, 'CO.NO. (458592-T)', 14],
      [30, 'LG226, LGF, MAJU SHOPPING CENTRE,', 14],
      [30, 'LEBUH BANDAR MAJU, 47800 PETALING JAYA.', 14],
      [50, 'TEL: 03-77100299', 14],
      ...tail,
    ])).fields;
    expect(f.Vendor_Name).toBe('HARUM MANIS SDN BHD');
    expect(f.Vendor_Address).toBe('LG226, LGF, MAJU SHOPPING CENTRE, LEBUH BANDAR MAJU, 47800 PETALING JAYA.');
  });

  it('keeps the company when the owner line prints its registration number after it', () => {
    const f = extractFields(receipt([
      [80, 'PHO SAIGON', 18],
      [30, 'DIMILIKI: PHO SAIGON SDN BHD 1110644-W', 14],
      [40, 'NO. 1 JALAN PUTERI 7/10', 14],
      [40, 'BANDAR PUTERI, 47100 PUCHONG', 14],
      ...tail,
    ])).fields;
    expect(f.Vendor_Name).toBe('PHO SAIGON SDN BHD');
  });
});

describe('every staff word opens a line that names no business', () => {
  it.each(entries(staffWords))('%s "%s"', (_lang, word) => {
    expect([word, isStaffLine(`${word.toUpperCase()} [P.NISANTHI]`)]).toEqual([word, true]);
    expect([word, isStaffLine(`GOLDEN ${word.toUpperCase()}`)]).toEqual([word, false]);
  });
});

describe('a label awaiting its number on the next line', () => {
  it('ends with a number sign', () => {
    for (const t of ['PREPAY CHIT NUMBER', 'RECEIPT NO', 'ORDER #', 'Rechnung Nr.']) expect([t, awaitsNumber(t)]).toEqual([t, true]);
    for (const t of ['FIVE STAR CASH & CARRY', 'NUMBER', 'MAX ID']) expect([t, awaitsNumber(t)]).toEqual([t, false]);
  });

  it('is not the name over a number, nor is a cashier line at the top of a receipt read upside down', () => {
    const f = extractFields(receipt([
      [20, 'THANK YOU AND DO VISIT US AGAIN', 14],
      [20, 'CASHIER [P.NISANTHI]', 14],
      [60, 'FIVE STAR CASH & CARRY', 18],
      [90, '(1365663-P)', 14],
      [30, 'G.23 & G.22, PLAZA SERI SETIA,', 14],
      [30, 'NO.1 JALAN SS 9/1, 47300 PJ, SELANGOR', 14],
      ...tail,
    ])).fields;
    expect(f.Vendor_Name).toBe('FIVE STAR CASH & CARRY');
    const g = extractFields(receipt([[40, 'PREPAY CHIT NUMBER', 14], [80, '57381', 14], ...tail])).fields;
    expect(g.Vendor_Name).not.toBe('PREPAY CHIT NUMBER');
  });
});

describe('every address label opens a header address line, with its colon', () => {
  it.each(entries(addressLabels))('%s "%s"', (_lang, word) => {
    expect(withoutAddressLabel(`${word.toUpperCase()}: LOT 5, JALAN KAPAR`)).toBe('LOT 5, JALAN KAPAR');
    expect(withoutAddressLabel(`${word.toUpperCase()} LOT 5, JALAN KAPAR`)).toBe(`${word.toUpperCase()} LOT 5, JALAN KAPAR`);
  });

  it('finds the address a receipt prints after its phone and tax lines under an address label', () => {
    const f = extractFields(receipt([
      [40, 'HARUM RAYA BHD (169199-V)', 16],
      [60, 'KEPONG OUTLET', 14],
      [30, 'TEL / FAX : 03-62636977', 14],
      [30, 'GST ID NO: 001600892928', 14],
      [20, 'HQ ADD: LOT 11995, BATU 2, JALAN KAPAR', 14],
      [50, '41400 KLANG, SELANGOR', 14],
      ...tail,
    ])).fields;
    expect(f.Vendor_Address).toBe('LOT 11995, BATU 2, JALAN KAPAR 41400 KLANG, SELANGOR');
  });
});

describe('every stamp word after a name with its form is the stamp, not the name', () => {
  it.each(entries(stampWords))('%s "%s"', (_lang, word) => {
    expect(withoutStamp(`YONG CEN ENTERPRISE ${word.toUpperCase()}`)).toBe('YONG CEN ENTERPRISE');
    expect(withoutStamp(`MAJU HOLDINGS SDN BHD ${word.toUpperCase()}`)).toBe('MAJU HOLDINGS SDN BHD');
    // Without a form before it, the word may be the name's own.
    expect(withoutStamp(`GOLDEN ${word.toUpperCase()}`)).toBe(`GOLDEN ${word.toUpperCase()}`);
  });

  it('reads the receipt name without the stamp OCR read into its line', () => {
    const f = extractFields(receipt([[40, 'SENANG JAYA ENTERPRISE POSTED', 18], [40, '9, JALAN SUBANG JASA 3,', 14], [40, '40150 SHAH ALAM, SELANGOR.', 14], [40, 'TEL: 012-9719498', 14], ...tail])).fields;
    expect(f.Vendor_Name).toBe('SENANG JAYA ENTERPRISE');
  });
});

describe('a business registration number under the name', () => {
  it('is skipped before the address ("BR NO.: (124525-H)")', () => {
    const f = extractFields(receipt([
      [40, 'PASARAYA MAJU JAYA', 18],
      [80, 'SDN BHD', 18],
      [60, 'BR NO.: (124525-H)', 14],
      [20, 'NO 19-G& 19-1 JALAN TASIK UTAMA 4,', 14],
      [40, 'MEDAN NIAGA TASIK DAMAI', 14],
      [60, '016-5498845.', 14],
      ...tail,
    ])).fields;
    expect(f.Vendor_Address).toBe('NO 19-G& 19-1 JALAN TASIK UTAMA 4, MEDAN NIAGA TASIK DAMAI');
  });
});
