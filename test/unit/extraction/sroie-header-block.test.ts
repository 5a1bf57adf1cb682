import { extractParties } from '../../../src/extraction/fields/parties';
import { continuesAddress, premisesColon } from '../../../src/extraction/fields/address-run';
import { isHeaderNote, outletLine } from '../../../src/extraction/fields/header-notes';
import { placeOnly } from '../../../src/extraction/fields/header-name';
import { endsWithCountry } from '../../../src/extraction/fields/wrapped-lines';
import { toDoc } from '../../../src/extraction/fields/doc';
import { nameWithLegalForm } from '../../../src/extraction/fields/legal-form';
import { isRegistrationLine } from '../../../src/extraction/fields/name-notes';
import { tree } from '../../support/ocr-rows';

/** The parties of a one-column receipt whose header lines are given top to bottom. */
const parties = (...lines: string[]) => extractParties(toDoc(tree(...lines.map((t): Array<[number, string]> => [[50, t]]))));

describe('Malaysian receipt headers (SROIE): where the address starts', () => {
  it('skips the date of the sale, the web address and the registration between the name and the address', () => {
    expect(parties('UNIHAKKA INTERNATIONAL SDN BHD', '05 MAR 2018 18:24', '(867388-U)', '12, JALAN TAMPOI 7/4,KAWASAN PERINDUSTRIAN', 'TAMPOI,81200 JOHOR BAHRU,JOHOR', 'TAX INVOICE').Vendor_Address)
      .toBe('12, JALAN TAMPOI 7/4,KAWASAN PERINDUSTRIAN TAMPOI,81200 JOHOR BAHRU,JOHOR');
    expect(parties('THE STORE (MALAYSIA) SDN BHD (8199K)', 'WWW.TSTORE.COM.MY', 'LOT 34817 JALAN BATU AMBAR', 'TAMAN KOK LIAN', '51200 KUALA LUMPUR,', 'GST REG. NO : 000364929024').Vendor_Address)
      .toBe('LOT 34817 JALAN BATU AMBAR TAMAN KOK LIAN 51200 KUALA LUMPUR,');
  });

  it('leaves a second name line above the registration number out of the address', () => {
    expect(parties('RESTAURANT JIAWEI', 'JIAWEI HOUSE', '002693074-K', '13, JLN TASIK UTAMA 8', 'MEDAN NIAGA DAMAI SG BESI', '57000 KL', 'INVOICE').Vendor_Address)
      .toBe('13, JLN TASIK UTAMA 8 MEDAN NIAGA DAMAI SG BESI 57000 KL');
  });

  it('reads a premises number after "NO:" as a street line', () => {
    expect(premisesColon('NO: 28, JALAN ASTANA 1C,')).toBe(true);
    expect(premisesColon('LOT NO : 20, LEVEL UG1,')).toBe(true);
    expect(premisesColon('INVOICE NO: 9820')).toBe(false);
    expect(premisesColon('TEL NO: 03-3362 4395')).toBe(false);
    expect(parties('LIGHTROOM GALLERY SDN BHD', 'NO: 28, JALAN ASTANA 1C,', 'BANDAR BUKIT RAJA, 41050', 'KLANG SELANGOR D.E, MALAYSIA', 'ROC NO. : (1072825-A)').Vendor_Address)
      .toBe('NO: 28, JALAN ASTANA 1C, BANDAR BUKIT RAJA, 41050 KLANG SELANGOR D.E, MALAYSIA');
  });

  it('knows a date-and-time line and a web address from an address line', () => {
    for (const t of ['05 MAR 2018 18:24', '14-01-2018 (SUN) 16:02', 'WWW.TSTORE.COM.MY']) expect([t, isHeaderNote(t)]).toEqual([t, true]);
    for (const t of ['12, JALAN TAMPOI 7/4', '81200 JOHOR BAHRU', '2 MAR 2018 TAX INVOICE']) expect([t, isHeaderNote(t)]).toEqual([t, false]);
  });
});

describe('Malaysian receipt headers (SROIE): the outlet under the company', () => {
  it('is a line opening with the company\'s first word, left out of the address', () => {
    expect(outletLine("NANDO'S 1 MONT KIARA", "NANDO'S CHICKENLAND MALAYSIA SDN BHD")).toBe(true);
    expect(outletLine('UNIT G-13, GROUND FLOOR, NO.1', "NANDO'S CHICKENLAND MALAYSIA SDN BHD")).toBe(false);
    expect(outletLine('NO 5 JALAN BARU', 'NO 5 CAFE')).toBe(false);
    expect(outletLine('上海市 天河区体育西路42号', '上海市 恒达贸易有限公司')).toBe(false);
  });

  it('is left out between the registration and the address of a name whose legal form wrapped', () => {
    const rows: Array<Array<[number, string]>> = [[[50, 'MPH BOOKSTORES']], [[30, 'SDN BHD']], [[40, 'GST NO: 000542572544']], [[40, 'MPH ONE UTAMA PHASE 2']], [[56, 'LOT S319, 2ND FLOOR,']], [[40, '1 UTAMA SHOPPING CENTRE,']], [[20, 'NO1, LEBUH BANDAR UTAMA,47800 P.JAYA']], [[20, 'TEL:03-77259003']]];
    expect(extractParties(toDoc(tree(...rows)))).toEqual({
      Vendor_Name: 'MPH BOOKSTORES SDN BHD',
      Vendor_Address: 'LOT S319, 2ND FLOOR, 1 UTAMA SHOPPING CENTRE, NO1, LEBUH BANDAR UTAMA,47800 P.JAYA',
    });
  });
});

describe('Malaysian receipt headers (SROIE): where the address ends', () => {
  it('takes the town and state printed under the postcode', () => {
    expect(continuesAddress(['5-7, JALAN MAHAGONI 7/1', 'SEKSYEN 4, BANDAR UTAMA, 44300'], 'BATANG KALI, SELANGOR')).toBe(true);
    expect(continuesAddress(['NO: G3, BLK G, JLN PJU 1A/3,', 'ARA DAMANSARA, 47301'], 'PETALING JAYA, SELANGOR DARUL EHSAN.')).toBe(true);
    expect(continuesAddress(['NO. 20-A1, JALAN SS6/3, KELANA JAYA,', '47301 PETALING JAYA'], 'SELANGOR D.E.')).toBe(true);
    expect(continuesAddress(['NO 8, JALAN 7/118B, DESA TUN RAZAK', '56000 KUALA LUMPUR, MALAYSIA'], 'SUNWAY VELOCITY')).toBe(false);
  });

  it('stops at a bracketed line under the address: the GST number, the outlet', () => {
    expect(parties('MR. D.I.Y. (KUCHAI) SDN BHD', 'LOT 1851-A & 1851-B, JALAN KPB 6,', 'KAWASAN PERINDUSTRIAN BALAKONG,', '43300 SERI KEMBANGAN, SELANGOR', '(GST ID NO :000473792512)', '(SG WANG)', 'SPONGE DISHES 6103#').Vendor_Address)
      .toBe('LOT 1851-A & 1851-B, JALAN KPB 6, KAWASAN PERINDUSTRIAN BALAKONG, 43300 SERI KEMBANGAN, SELANGOR');
  });

  it('wraps nothing out of a line that ends with the country', () => {
    expect(endsWithCountry('56000 KUALA LUMPUR, MALAYSIA')).toBe(true);
    expect(endsWithCountry('NO 8, JALAN 7/118B, DESA TUN RAZAK')).toBe(false);
  });
});

describe('Malaysian receipt headers (SROIE): the name', () => {
  it('is the name at the top, not a company printed under the address and the title (customer, owner)', () => {
    const p = parties('PERNIAGAAN ZHENG HUI', 'JM0325955-V', 'NO.59 JALAN PERMAS 9/5', 'BANDAR BARU PERMAS JAYA', '81760 JOHOR BAHRU', 'TEL : 07-386 7524', 'SIMPLIFIED TAX INVOICE', 'GOGIANT ENGINEERING (M) SDN BHD', 'RECEIPT#: CS00082662');
    expect(p.Vendor_Name).toBe('PERNIAGAAN ZHENG HUI');
    expect(p.Vendor_Address).toBe('NO.59 JALAN PERMAS 9/5 BANDAR BARU PERMAS JAYA 81760 JOHOR BAHRU');
    expect(parties('SANYU STATIONERY SHOP', 'NO. 31G&33G, JALAN SETIA INDAH X ,U13/X', '40170 SETIA ALAM', 'TEL: +603-3362 4137', 'TAX INVOICE', 'OWNED BY :', 'SANYU SUPPLY SDN BHD (1135772-K)').Vendor_Name).toBe('SANYU STATIONERY SHOP');
  });

  it('keeps the company name when it is printed at the top', () => {
    expect(parties('MR. D.I.Y. (M) SDN BHD', '(CO REG :860671-D)', 'LOT 1851-A & 1851-B, JALAN KPB 6,', '43300 SERI KEMBANGAN, SELANGOR', 'TAX INVOICE').Vendor_Name).toBe('MR. D.I.Y. (M) SDN BHD');
  });

  it('is never a country or a state line', () => {
    expect(placeOnly('MALAYSIA')).toBe(true);
    expect(placeOnly('SELANGOR DARUL EHSAN')).toBe(true);
    expect(placeOnly('GL HANDICRAFT & TAILORING')).toBe(false);
    expect(parties('GL HANDICRAFT & TAILORING', '19, JALAN KANCIL,', 'OFF JALAN PUDU,', '55100 KUALA LUMPUR', 'MALAYSIA', 'COMPANY REG NO. :75495-W').Vendor_Name).toBe('GL HANDICRAFT & TAILORING');
  });

  it('joins a legal name wrapped over three lines', () => {
    expect(parties('AIK HUAT HARDWARE', 'ENTERPRISE (SETIA', 'ALAM) SDN BHD', '822737-X', 'NO. 17-G, JALAN SETIA INDAH').Vendor_Name).toBe('AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD');
  });

  it('is the line over the street line when no other rule names the business', () => {
    expect(parties('KEDAI UBAT DAN RUNCIT CHONG HWA', '3, JALAN PERDANA 5, TAMAN INDAH PERDANA,', 'KEPONG, 52100 KL.', 'TELEPHONE NO. 03-62801198', 'GST NO. 001379917824')).toEqual({
      Vendor_Name: 'KEDAI UBAT DAN RUNCIT CHONG HWA',
      Vendor_Address: '3, JALAN PERDANA 5, TAMAN INDAH PERDANA, KEPONG, 52100 KL.',
    });
  });

  it('is no legal form opening a line ("INC 6% GST" is "inclusive"), and a registration number may stand in angle brackets', () => {
    expect(nameWithLegalForm('INC 6% GST')).toBeUndefined();
    expect(nameWithLegalForm('ACME TRADING SDN BHD')).toBe('ACME TRADING SDN BHD');
    expect(isRegistrationLine('<484297-M>')).toBe(true);
    expect(parties('SUNFISH', '<484297-M>', '22 LRG PERUSAHAAN 4', 'KIMPAL INDS.PARK B.CAVES', 'TEL : 03-61855688')).toEqual({ Vendor_Name: 'SUNFISH', Vendor_Address: '22 LRG PERUSAHAAN 4 KIMPAL INDS.PARK B.CAVES' });
  });
});
