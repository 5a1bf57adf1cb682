import type { LayoutCandidate } from '../../../src/extraction/layout/decode';
import { resolveFields } from '../../../src/extraction/fields/resolve';
import { PART_SEPARATOR, splitParts } from '../../../src/extraction/fields/part-separators';
import { sameName } from '../../../src/extraction/fields/name-match';
import { reachesPostcodeFirst } from '../../../src/extraction/fields/address-choice';
import { extractFields } from '../../../src/extraction/fields';
import { sizedRows } from '../../support/ocr-rows';
import { isBranchLine } from '../../../src/extraction/lexicon';
import { addressRun } from '../../../src/extraction/fields/address-run';
import { nationalTaxId } from '../../../src/extraction/fields/banking';
import { repairAddressPunctuation } from '../../../src/extraction/fields/ocr-punctuation';
import { joinAddressLines, joinWrappedNumbers } from '../../../src/extraction/fields/address-lines';

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

describe('an amount after its currency code is no tax id', () => {
  it('skips the value of a tax word in the totals and keeps the national id after its label', () => {
    expect(nationalTaxId('IDR 6.495.401')).toBeUndefined();
    expect(nationalTaxId('EUR 1.234,50')).toBeUndefined();
    expect(nationalTaxId('31.630.781.4-855.417')).toBe('31.630.781.4-855.417');
    expect(nationalTaxId('CHE-248.471.878')).toBe('CHE-248.471.878');
  });
});

describe('OCR misreads inside address values', () => {
  it('reads a full stop after a house number between Arabic words as the Arabic comma', () => {
    expect(repairAddressPunctuation('مكتب 946. شارع الاتحاد')).toBe('مكتب 946، شارع الاتحاد');
    expect(repairAddressPunctuation('No. 5. Main Street')).toBe('No. 5. Main Street');
  });

  it('reads a capital I as the l of a Romance article after a lower-case word', () => {
    expect(repairAddressPunctuation('81 place de Ia Gare, 31000 Toulouse')).toBe('81 place de la Gare, 31000 Toulouse');
    expect(repairAddressPunctuation('Calle de Ios Reyes 5')).toBe('Calle de los Reyes 5');
    expect(repairAddressPunctuation('Via Ia 5, Iasi')).toBe('Via Ia 5, Iasi');
  });
});

describe('a CJK address wrapped inside its number', () => {
  it('joins a line that opens with the unit of the number above, unspaced', () => {
    expect(joinAddressLines(['广东省深圳市朝阳区建国路389', '号193室'])).toBe('广东省深圳市朝阳区建国路389号193室');
    expect(joinWrappedNumbers(['서울특별시 중구 광교로 671, 726', '호'])).toEqual(['서울특별시 중구 광교로 671, 726호']);
  });

  it('keeps a postal-code line and a line that opens with a place name apart', () => {
    expect(joinAddressLines(['〒220-0011', '神奈川県横浜市西区みなとみらい2丁目4-40'])).toBe('〒220-0011, 神奈川県横浜市西区みなとみらい2丁目4-40');
    expect(joinWrappedNumbers(['12 Main St 4', 'Springfield'])).toEqual(['12 Main St 4', 'Springfield']);
  });
});

describe('a spaced middle dot read as a colon inside an address', () => {
  it('separates two parts with figures on both sides', () => {
    expect(repairAddressPunctuation('Veldstraat 6 bus 5 : 3500 Hasselt')).toBe('Veldstraat 6 bus 5, 3500 Hasselt');
    expect(repairAddressPunctuation('Postfach : 1234, 8000 Zürich')).toBe('Postfach : 1234, 8000 Zürich');
  });
});

describe('a branch line of a CJK receipt: a place and the shop sign', () => {
  it('is a branch line, not part of the address or the name', () => {
    expect(isBranchLine('福岡市博多区店')).toBe(true);
    expect(isBranchLine('중구점')).toBe(true);
    expect(addressRun(['중구점', '(04533) 서울특별시 중구 광교로 671, 726호'])).toEqual(['(04533) 서울특별시 중구 광교로 671, 726호']);
  });

  it('keeps shop names that end in the shop sign without a place ending', () => {
    expect(isBranchLine('山田商店')).toBe(false);
    expect(isBranchLine('행복제과점')).toBe(false);
    expect(isBranchLine('喫茶こもれび')).toBe(false);
  });
});

describe('a Japanese address wrapped between the place and its number', () => {
  it('joins the number with its unit to the place above, unspaced', () => {
    expect(joinAddressLines(['〒812-0011 福岡県福岡市博多区丸の内', '3丁目5-75', '日本'])).toBe('〒812-0011 福岡県福岡市博多区丸の内3丁目5-75, 日本');
  });

  it('keeps a Korean street and its spaced number apart', () => {
    expect(joinWrappedNumbers(['서울특별시 중구 광교로', '671번길 5'])).toEqual(['서울특별시 중구 광교로', '671번길 5']);
  });
});

describe('the envelope window of an OCR-read letter', () => {
  const page = (rows: Array<[number, string, number]>) => extractFields(sizedRows(rows, { width: 1300, height: 1800, gap: 6, advance: 0.55 })).fields;

  it('drops the sender line above the window whose dots OCR read as colons', () => {
    const f = page([
      [786, 'Matibay Furniture Corp.', 40],
      [166, 'Matibay Furniture Corp. : 1583 Osmena Boulevard : Makati City 1226', 25],
      [166, 'Limbagan ng Maynila Enterprises', 31],
      [166, '256 Ayala Avenue', 31],
      [166, 'Davao City, Davao del Sur 8000', 31],
      [166, 'Philippines', 31],
    ]);
    expect(f.Bill_To_Name).toBe('Limbagan ng Maynila Enterprises');
    expect(f.Bill_To_Address).toBe('256 Ayala Avenue, Davao City, Davao del Sur 8000, Philippines');
  });

  it('is no item list with prices by currency code', () => {
    const f = page([
      [572, '동양건설 주식회사', 37],
      [540, '(34126) 대전광역시 유성구 세종대로 66', 30],
      [167, '미래컨설팅 주식회사', 32],
      [167, '대전광역시 유성구 세종대로 585', 30],
      [167, '(34126)', 32],
      [206, '- 그래픽 디자인, 2 개월 × 108,700 KRW: 217,400 KRW', 29],
      [206, '- 소프트웨어 구독료, 24 시간 × 166,400 KRW: 3,993,600', 31],
      [206, '- 멀티탭 5m,1 개 × 469,6008:469,600 KRW', 30],
    ]);
    expect(f.Bill_To_Name).toBe('미래컨설팅 주식회사');
  });
});

describe('a Chinese sender line whose spaced dots OCR read unspaced', () => {
  it('splits at a Latin middle dot beside Han characters, not inside a Latin word', () => {
    expect(splitParts('新华印务股份有限公司·上海市天河区体育西路42号·中华人民共和国')).toEqual(['新华印务股份有限公司', '上海市天河区体育西路42号', '中华人民共和国']);
    expect(splitParts('Col·legi Major 5')).toEqual(['Col·legi Major 5']);
  });

  it("drops the model's vendor address that is the customer's block", () => {
    const f = resolveFields(
      { Vendor_Name: '新华印务股份有限公司', Vendor_Address: '新华印务股份有限公司·上海市天河区体育西路42号·中华人民共和国', Bill_To_Address: '广东省深圳市南山区科技园路87号, 中华人民共和国' },
      new Map([['Vendor_Address', [text('Vendor_Address', '周静, 广东省深圳市南山区科技园路87号, 中华人民共和国')]]]),
      [], {}, () => 0, true,
    ).fields;
    expect(f.Vendor_Address).toBe('上海市天河区体育西路42号, 中华人民共和国');
  });

  it("drops it when the customer's street follows the contact name the model took with it", () => {
    const rules = {
      Vendor_Name: 'Transportes López S.A.P.I. de C.V.', Vendor_Address: 'Av. Insurgentes Sur 90, Col. Centro, C.P. 44100, Guadalajara, Jal., México',
      Bill_To_Name: 'José González', Bill_To_Address: 'Av. Paseo de la Reforma 5547, Col. Centro, 72000 Puebla, Pue.',
    };
    const model = text('Vendor_Address', 'José González, Av. Paseo de la Reforma 5547, Col. Centro');
    expect(resolveFields(rules, new Map([['Vendor_Address', [model]]]), [], {}, () => 0, true).fields.Vendor_Address).toBe(rules.Vendor_Address);
  });
});

describe('the space a photo lost after an abbreviated street word', () => {
  it('restores it between a short capitalised abbreviation and a capitalised word', () => {
    expect(repairAddressPunctuation('Av.Insurgentes Sur 422,Col.Centro, 44100 Guadalajara')).toBe('Av. Insurgentes Sur 422,Col. Centro, 44100 Guadalajara');
    expect(repairAddressPunctuation('8483 Ayala Avenue,Brgy.San Antonio')).toBe('8483 Ayala Avenue,Brgy. San Antonio');
  });

  it('leaves initials, domains and spaced abbreviations alone', () => {
    expect(repairAddressPunctuation('P.O. Box 5, St. Gallen')).toBe('P.O. Box 5, St. Gallen');
    expect(repairAddressPunctuation('h.5. fqRuT')).toBe('h.5. fqRuT');
    expect(repairAddressPunctuation('www.Example.Com')).toBe('www.Example.Com');
  });
});
