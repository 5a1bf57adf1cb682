import registrationWords from '../../../src/extraction/lexicon/registration-words.json';
import ownerWords from '../../../src/extraction/lexicon/owner-words.json';
import { extractFields } from '../../../src/extraction/fields';
import { isOwnerLine, isRegistrationLine } from '../../../src/extraction/fields/name-notes';
import { beforeContact } from '../../../src/extraction/fields/contact-tail';
import { signAboveAddress } from '../../../src/extraction/fields/address-sign';
import { joinAddress } from '../../../src/extraction/fields/address-run';
import { resolveFields } from '../../../src/extraction/fields/resolve';
import type { LayoutCandidate } from '../../../src/extraction/layout/decode';
import { tree } from '../../support/ocr-rows';

const entries = (words: Record<string, string[]>) => Object.entries(words).flatMap(([lang, list]) => list.map((w) => [lang, w] as const));

describe('every registration word opens a registration line in its language', () => {
  it.each(entries(registrationWords))('%s "%s"', (_lang, word) => {
    const line = `${word.toUpperCase()} : 499702-V`;
    expect([line, isRegistrationLine(line)]).toEqual([line, true]);
  });
});

describe('every owner word opens an owner line in its language', () => {
  it.each(entries(ownerWords))('%s "%s"', (_lang, word) => {
    const line = `${word.toUpperCase()} : MAJU HOLDINGS SDN BHD`;
    expect([line, isOwnerLine(line)]).toEqual([line, true]);
  });
});

describe('a registration number between a business name and its address', () => {
  it('is read alone, in brackets, or with a check letter', () => {
    for (const line of ['822737-X', '(139386 X)', '1227039', '002458685-T', 'CO.NO. (458592-T)', 'GST REG : 001627654144', '(GST ID NO: 001656262656)']) {
      expect([line, isRegistrationLine(line)]).toEqual([line, true]);
    }
    for (const line of ['NO 15 JALAN BANDAR RAWANG 10', '81100 JOHOR BAHRU', '12, JALAN TAMPOI 7/4', 'Kerkstraat 24', 'GST 6% 1.20']) {
      expect([line, isRegistrationLine(line)]).toEqual([line, false]);
    }
  });

  it('does not stop the address under the name: the address starts under the registration and owner lines', () => {
    const f = extractFields(
      tree(
        [[50, 'SIZZLING GRILL']],
        [[50, 'DIMILIKI OLEH : MAJU HOLDINGS SDN BHD']],
        [[50, 'COMPANY NO: 499702-V']],
        [[50, 'LOT G29 & G30, AEON MALL TEBRAU CITY,']],
        [[50, 'NO. 1, JALAN DESA TEBRAU,']],
        [[50, 'TAMAN DESA TEBRAU, 81100 JOHOR BAHRU.']],
        [[50, 'TEL : 07-364 3785']],
      ),
    ).fields;
    expect(f.Vendor_Address).toBe('LOT G29 & G30, AEON MALL TEBRAU CITY, NO. 1, JALAN DESA TEBRAU, TAMAN DESA TEBRAU, 81100 JOHOR BAHRU.');
  });

  it('takes five address lines', () => {
    const f = extractFields(
      tree([[50, 'MAJU BAKERY SDN BHD']], [[50, '(123456-X)']], [[50, 'S117, SECOND FLOOR,']], [[50, 'AEON TEBRAU CITY,']], [[50, '1, JALAN DESA TEBRAU,']], [[50, 'TAMAN DESA TEBRAU,']], [[50, '81100 JOHOR BAHRU, JOHOR.']]),
    ).fields;
    expect(f.Vendor_Address).toBe('S117, SECOND FLOOR, AEON TEBRAU CITY, 1, JALAN DESA TEBRAU, TAMAN DESA TEBRAU, 81100 JOHOR BAHRU, JOHOR.');
  });
});

describe('a postcode line with the phone number after it', () => {
  it('keeps the part before the contact label', () => {
    expect(beforeContact('81750 JOHOR BAHRU, JOHOR, TEL NO.: 07-387 3322')).toBe('81750 JOHOR BAHRU, JOHOR');
    expect(beforeContact('TEL NO.: 07-387 3322')).toBeUndefined();
    expect(beforeContact('OPEN DAILY TEL 07-387 3322')).toBeUndefined();
    expect(beforeContact('Industriestraße 44 · 73728 Esslingen · Tel. 0711 396 550')).toBe('Industriestraße 44 · 73728 Esslingen');
  });

  it("ends a sender line's address under the name at the phone", () => {
    const f = extractFields(tree(
      [[50, 'Kessler Antriebstechnik GmbH'], [450, 'RECHNUNG']],
      [[50, 'Industriestraße 44 · 73728 Esslingen · Tel. 0711 396 550']],
      [],
      [[50, 'Rechnungsanschrift']],
      [[50, 'Hartmann Fördertechnik AG']],
    )).fields;
    expect(f.Vendor_Address).toBe('Industriestraße 44, 73728 Esslingen');
  });

  it('ends the address with it', () => {
    const f = extractFields(tree([[50, 'MOONLIGHT CAKE HOUSE SDN BHD']], [[50, 'NO.1, JALAN PERMAS 10/5, BANDAR BARU PERMAS JAYA']], [[50, '81750 JOHOR BAHRU, JOHOR, TEL NO.: 07-387 3322']])).fields;
    expect(f.Vendor_Address).toBe('NO.1, JALAN PERMAS 10/5, BANDAR BARU PERMAS JAYA 81750 JOHOR BAHRU, JOHOR');
  });
});

describe("words in front of the rules' address in the model's reading", () => {
  it('are a shop sign when they hold no figure and name no street', () => {
    expect(signAboveAddress('LOT-18A-2, BERJAYA TIMES SQUARE, KUALA LUMPUR.', 'CITY MILK LOT-18A-2, BERJAYA TIMES SQUARE, KUALA LUMPUR.')).toBe(true);
    expect(signAboveAddress('NO 15 JALAN RAWANG 10 BANDAR BARU RAWANG', 'BANDAR BARU RAWANG NO 15 JALAN RAWANG 10 BANDAR BARU RAWANG')).toBe(true);
  });

  it('are the street when they name one or the address opens at its postcode', () => {
    expect(signAboveAddress('LOT 5, TAMAN MAJU, 81100 JOHOR BAHRU', 'JALAN MAJU LOT 5, TAMAN MAJU, 81100 JOHOR BAHRU')).toBe(false);
    expect(signAboveAddress('15000 KHEMISSET', 'AUTOROUTE RABAT MEKNES 15000 KHEMISSET')).toBe(false);
  });

  it("let the rules' address win", () => {
    const cand = (value: string): LayoutCandidate => ({ field: 'Vendor_Address', value, score: 0.99, cells: [], raw: value });
    const rule = 'LOT-18A-2, BERJAYA TIMES SQUARE, KUALA LUMPUR.';
    const f = resolveFields({ Vendor_Address: rule }, new Map([['Vendor_Address', [cand(`CITY MILK ${rule}`)]]]), [], {}, () => 0, true).fields;
    expect(f.Vendor_Address).toBe(rule);
  });
});

describe("the model's address without the postcode line the rules joined with a space", () => {
  it("takes the rules' address", () => {
    const cand = (value: string): LayoutCandidate => ({ field: 'Vendor_Address', value, score: 0.99, cells: [], raw: value });
    const rule = 'NO.1, JALAN PERMAS 10/5, BANDAR BARU PERMAS JAYA 81750 JOHOR BAHRU, JOHOR';
    const f = resolveFields({ Vendor_Address: rule }, new Map([['Vendor_Address', [cand('NO.1, JALAN PERMAS 10/5, BANDAR BARU PERMAS JAYA')]]]), [], {}, () => 0, true).fields;
    expect(f.Vendor_Address).toBe(rule);
  });
});

describe('a branch line above the street that the address repeats below', () => {
  it('is left out', () => {
    expect(joinAddress(['BANDAR BARU RAWANG', 'NO 15 JALAN BANDAR RAWANG 10', 'BANDAR BARU RAWANG'])).toBe('NO 15 JALAN BANDAR RAWANG 10 BANDAR BARU RAWANG');
    expect(joinAddress(['WISMA ATRIA', 'NO 15 JALAN BUKIT BINTANG', '55100 KUALA LUMPUR'])).toBe('WISMA ATRIA NO 15 JALAN BUKIT BINTANG 55100 KUALA LUMPUR');
  });
});

describe("a till's running number before the name", () => {
  it('is not part of it', () => {
    expect(extractFields(tree([[50, '#000002 BAIFU (M) SDN BHD']], [[50, 'DAISO JAPAN, IOI MALL 47100']])).fields.Vendor_Name).toBe('BAIFU (M) SDN BHD');
  });
});
