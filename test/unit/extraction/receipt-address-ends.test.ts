import { extractFields } from '../../../src/extraction/fields';
import { toDoc } from '../../../src/extraction/fields/doc';
import { isCheckedNumber } from '../../../src/extraction/fields/name-notes';
import { pricedRow } from '../../../src/extraction/fields/priced-row';
import { resolveFields } from '../../../src/extraction/fields/resolve';
import type { LayoutCandidate } from '../../../src/extraction/layout/decode';
import { tree } from '../../support/ocr-rows';

describe('an item row is no address line', () => {
  it('tells a row with a price right of its text', () => {
    const doc = toDoc(tree([[20, '22241 SOAP BAR'], [400, '18.00 S']], [[20, 'PWP LESS 30%'], [400, '-2.37']], [[20, 'LOT 5, JALAN MAWAR'], [400, 'RM 7.90']], [[20, '47400 PETALING JAYA']], [[20, 'TEL 03-1234 5678'], [400, 'FAX 03-1234 5679']], [[20, 'Bahnhofstrasse 3'], [400, '20.07.2025']], [[20, 'Main Street 5'], [400, '1,234.50']], [[20, 'Main Street 5'], [300, 'Total due'], [400, '1,234.50']]));
    expect(doc.lines.map((l) => pricedRow(l, 0))).toEqual([true, true, true, false, false, false, true, false]);
  });

  it('ends the address read under the name above the first priced row, whose item code reads like a postcode', () => {
    const f = extractFields(
      tree([[50, 'MAJU BAKERY SDN BHD']], [[50, 'NO 7, JALAN MELUR 2,']], [[50, 'TAMAN MELUR,']], [[20, '22241 SOAP BAR'], [400, '18.00 S']], [[20, '64542 TWEEZER'], [400, '17.90 S']], [[20, 'TOTAL'], [400, '35.90']]),
    ).fields;
    expect(f.Vendor_Address).toBe('NO 7, JALAN MELUR 2, TAMAN MELUR,');
  });
});

describe('a registration number with its check letter', () => {
  it('is never a postcode', () => {
    for (const t of ['(1198447-X)', '002458685-T', '201912345K', '(822737 X)']) expect([t, isCheckedNumber(t)]).toEqual([t, true]);
    for (const t of ['(34126)', '47500', '47500 PETALING JAYA', '1227039', 'NO 12-A']) expect([t, isCheckedNumber(t)]).toEqual([t, false]);
  });
});

describe("the model's address behind a line in brackets", () => {
  it("takes the rules' address without the bracketed branch line", () => {
    const cand = (value: string): LayoutCandidate => ({ field: 'Vendor_Address', value, score: 0.99, cells: [], raw: value });
    const rule = 'NO.7, JALAN UTAMA, TAMAN MELUR, 81300 SKUDAI, JOHOR.';
    const f = resolveFields({ Vendor_Address: rule }, new Map([['Vendor_Address', [cand(`(MELUR MALL 16) ${rule}`)]]]), [], {}, () => 0, true).fields;
    expect(f.Vendor_Address).toBe(rule);
    const g = resolveFields({ Vendor_Address: 'TAMAN MELUR, 81300 SKUDAI' }, new Map([['Vendor_Address', [cand(`(MELUR MALL 16) ${rule}`)]]]), [], {}, () => 0, true).fields;
    expect(g.Vendor_Address).toBe(`(MELUR MALL 16) ${rule}`);
  });
});
