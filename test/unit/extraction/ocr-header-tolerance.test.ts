import type { LayoutCandidate } from '../../../src/extraction/layout/decode';
import { resolveFields } from '../../../src/extraction/fields/resolve';
import { PART_SEPARATOR, splitParts } from '../../../src/extraction/fields/part-separators';
import { sameName } from '../../../src/extraction/fields/name-match';
import { reachesPostcodeFirst } from '../../../src/extraction/fields/address-choice';

const text = (field: string, value: string, score = 0.99): LayoutCandidate => ({ field, value, score, cells: [], raw: value });
/** Rules' values against one model candidate per field, as on an OCR'd page (the model's block may overrule). */
const resolve = (rules: Record<string, string>, model: Record<string, string>) =>
  resolveFields(rules, new Map(Object.entries(model).map(([f, v]) => [f, [text(f, v)]])), [], {}, () => 0, true).fields;

describe('a sender-line dot that OCR read as an Arabic-Indic zero', () => {
  const line = 'مؤسسة الأثاث الراقي التجارية \u200e٠\u200f طريق الملك فهد. مبنى 295 \u200e٠\u200f الرياض 12211';

  it('splits the line at a spaced lone zero, with or without direction marks', () => {
    expect(splitParts(line)).toEqual(['مؤسسة الأثاث الراقي التجارية', 'طريق الملك فهد. مبنى 295', 'الرياض 12211']);
    expect('شركة النور ۰ شارع 5'.split(PART_SEPARATOR)).toEqual(['شركة النور', 'شارع 5']);
  });

  it('keeps a zero inside a figure', () => {
    expect(splitParts('مبنى ٢٠٥ الرياض')).toEqual(['مبنى ٢٠٥ الرياض']);
  });
});

describe('one business name printed twice and read with a glyph apart', () => {
  it('takes names one edit in ten letters apart as the same, past the digit look-alikes', () => {
    expect(sameName('بؤسسة الأثاث الراقى التجارية', 'مؤسسة الأثاث الراقي التجارية')).toBe(true);
    expect(sameName('000 «Дубрава»', 'ООО «Дубрава»')).toBe(true);
  });

  it('keeps short names and names two edits apart distinct', () => {
    expect(sameName('Café Luna', 'Café Lune')).toBe(false);
    expect(sameName('Nordwind Logistik', 'Nordland Logistik')).toBe(false);
  });
});

describe("the rules' vendor address against the model's on an OCR'd page", () => {
  it('drops the name and the slogan the model took in front of a sender line', () => {
    const f = resolve(
      { Vendor_Name: 'مؤسسة الأثاث الراقي التجارية', Vendor_Address: 'طريق الملك فهد. مبنى 295, الرياض 12211' },
      { Vendor_Name: 'بؤسسة الأثاث الراقى التجارية', Vendor_Address: 'الجودة والثقة, مؤسسة الأثاث الراقي التجارية \u200e٠\u200f طريق الملك فهد. مبنى 295 \u200e٠\u200f الرياض 12211' },
    );
    expect(f.Vendor_Address).toBe('طريق الملك فهد. مبنى 295, الرياض 12211');
  });

  it("keeps the rules' address that reaches its postcode where the model's lost a line and took a slogan", () => {
    const rule = 'Jl. Gatot Subroto No. 75, Jakarta Pusat, DKI Jakarta 10210, Indonesia';
    expect(resolve({ Vendor_Address: rule }, { Vendor_Address: 'JI. Gatot Subroto No. 75, Indonesia, Segar setiap hari' }).Vendor_Address).toBe(rule);
    expect(resolve({ Vendor_Address: '〒220-0011 神奈川県横浜市西区みなとみらい2丁目4-40' }, { Vendor_Address: '創業1962年' }).Vendor_Address).toBe('〒220-0011 神奈川県横浜市西区みなとみらい2丁目4-40');
  });

  it("follows the model's address that is another block or has a postcode of its own", () => {
    expect(reachesPostcodeFirst('Hauptstraße 5, 10115 Berlin', 'Marktplatz 3, Potsdam')).toBe(false);
    expect(reachesPostcodeFirst('Hauptstraße 5, 10115 Berlin', 'Hauptstraße 5, 10117 Berlin')).toBe(false);
    expect(reachesPostcodeFirst('Hauptstraße 5, Berlin', 'Hauptstraße 5')).toBe(false);
  });
});
