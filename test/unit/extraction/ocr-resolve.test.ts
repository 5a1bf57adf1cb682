import type { LayoutCell } from '../../../src/extraction/layout/cells';
import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';
import type { LayoutCandidate } from '../../../src/extraction/layout/decode';
import { resolveFields, withoutName } from '../../../src/extraction/fields/resolve';
import { labelsAValue } from '../../../src/extraction/lexicon';
import { addressRun } from '../../../src/extraction/fields/address-run';

const text = (field: string, value: string, score = 0.99): LayoutCandidate => ({ field, value, score, cells: [], raw: value });
/** Rules' values against one model candidate per field, as on an OCR'd page (the model's block may overrule). */
const resolve = (rules: Record<string, string>, model: Record<string, string>) =>
  resolveFields(rules, new Map(Object.entries(model).map(([f, v]) => [f, [text(f, v)]])), [], {}, () => 0, true).fields;

describe("the rules' and the model's reading of one name or address on an OCR'd page", () => {
  it("keeps the rules' street address against a model block of neither street nor postcode (a till's number)", () => {
    expect(resolve({ Vendor_Address: '广东省广州市朝阳区建国路82号' }, { Vendor_Address: '收银台 3' }).Vendor_Address).toBe('广东省广州市朝阳区建国路82号');
    expect(resolve({ Vendor_Address: 'Jalan Besar 12' }, { Vendor_Address: '47100 Puchong, Selangor' }).Vendor_Address).toBe('47100 Puchong, Selangor');
  });

  it("keeps the rules' wrapped line where the model's block breaks it into two parts", () => {
    const f = resolve({ Vendor_Address: 'Οδός Πανεπιστημίου 988, 546 24 Θεσσαλονίκη' }, { Vendor_Address: 'Οδός Πανεπιστημίου 988, 546 24, Θεσσαλονίκη' });
    expect(f.Vendor_Address).toBe('Οδός Πανεπιστημίου 988, 546 24 Θεσσαλονίκη');
    expect(resolve({ Vendor_Address: 'Hauptstr. 1, 10115 Berlin' }, { Vendor_Address: 'Hauptstr. 1 10115 Berlin' }).Vendor_Address).toBe('Hauptstr. 1 10115 Berlin');
  });

  it("keeps the street the model's block lost above the city", () => {
    const f = resolve({ Vendor_Address: '52 Bay Street, Hamilton, ON L8P 4R5' }, { Vendor_Address: 'Hamilton, ON L8P 4R5' });
    expect(f.Vendor_Address).toBe('52 Bay Street, Hamilton, ON L8P 4R5');
  });

  it("keeps the street the model's block lost when the rules joined its lines with spaces (capitals)", () => {
    const f = resolve({ Vendor_Address: '3RD FLR, KOMPLEKS SERI INDAH JLN MELATI, TAMAN SERI, 55100 KUALA LUMPUR' }, { Vendor_Address: 'JLN MELATI, TAMAN SERI, 55100 KUALA LUMPUR' });
    expect(f.Vendor_Address).toBe('3RD FLR, KOMPLEKS SERI INDAH JLN MELATI, TAMAN SERI, 55100 KUALA LUMPUR');
  });

  it("follows the model when the rules' extra line is the branch's line opening with the brand", () => {
    const f = resolve(
      { Vendor_Name: 'KOPI HANGAT SDN BHD', Vendor_Address: 'KOPI 2 MONT KIARA UNIT G-3, NO.1 JLN KIARA, 50480 KUALA LUMPUR' },
      { Vendor_Name: 'KOPI HANGAT SDN BHD', Vendor_Address: 'UNIT G-3, NO.1 JLN KIARA, 50480 KUALA LUMPUR' },
    );
    expect(f.Vendor_Address).toBe('UNIT G-3, NO.1 JLN KIARA, 50480 KUALA LUMPUR');
  });

  it("keeps the lines the model's block lost between the street and the postcode line", () => {
    const f = resolve(
      { Vendor_Address: 'LOT 18-A, JALAN KPB 6, KAWASAN PERINDUSTRIAN MAJU, 43300 SERI KEMBANGAN, SELANGOR' },
      { Vendor_Address: 'LOT 18-A, JALAN KPB 6, 43300 SERI KEMBANGAN, SELANGOR' },
    );
    expect(f.Vendor_Address).toBe('LOT 18-A, JALAN KPB 6, KAWASAN PERINDUSTRIAN MAJU, 43300 SERI KEMBANGAN, SELANGOR');
    expect(resolve({ Vendor_Address: 'LOT 18-A, JALAN KPB 6, TEL 03-8961 1234, 43300 SERI KEMBANGAN' }, { Vendor_Address: 'LOT 18-A, JALAN KPB 6, 43300 SERI KEMBANGAN' }).Vendor_Address).toBe(
      'LOT 18-A, JALAN KPB 6, 43300 SERI KEMBANGAN',
    );
  });

  it("takes the vendor's name, as OCR misread it, off the front of a sender line that lost its separators", () => {
    const f = resolve(
      { Vendor_Name: 'Müller Bürotechnik GmbH', Vendor_Address: 'Muller Bir technik GmbH Dorfstrasse 69, CH-9000 St. Gallen' },
      { Vendor_Name: 'Müller Bürotechnik GmbH' },
    );
    expect(f.Vendor_Address).toBe('Dorfstrasse 69, CH-9000 St. Gallen');
    const other = resolve({ Vendor_Name: 'Müller Bürotechnik GmbH', Vendor_Address: 'c/o Regus Business Centre GmbH, Bahnhofplatz 1, 8001 Zürich' }, {});
    expect(other.Vendor_Address).toBe('c/o Regus Business Centre GmbH, Bahnhofplatz 1, 8001 Zürich');
  });

  it('keeps the postcode line the model lost under the street', () => {
    expect(resolve({ Vendor_Address: 'Avenida Brasil, 13, 80010-000 Curitiba/PR' }, { Vendor_Address: 'Avenida Brasil, 13' }).Vendor_Address).toBe(
      'Avenida Brasil, 13, 80010-000 Curitiba/PR',
    );
  });

  it("follows the model when the rules' extra lines are a branch's own address (its city named again)", () => {
    expect(resolve({ Vendor_Address: 'Markt 155, Berlin, Industriestraße 12, 10115 Berlin' }, { Vendor_Address: 'Industriestraße 12, 10115 Berlin' }).Vendor_Address).toBe(
      'Industriestraße 12, 10115 Berlin',
    );
  });

  it("follows the model when the rules' extra line is a registration number, a name or a phone", () => {
    expect(resolve({ Vendor_Address: '822737-X, NO. 17-G, JALAN SETIA INDAH, 40170 SHAH ALAM' }, { Vendor_Address: 'NO. 17-G, JALAN SETIA INDAH, 40170 SHAH ALAM' }).Vendor_Address).toBe(
      'NO. 17-G, JALAN SETIA INDAH, 40170 SHAH ALAM',
    );
    expect(resolve({ Vendor_Address: 'FTOF NOODLE HOUSE, NO.25, JALAN METRO, 52100 KUALA LUMPUR' }, { Vendor_Address: 'NO.25, JALAN METRO, 52100 KUALA LUMPUR' }).Vendor_Address).toBe(
      'NO.25, JALAN METRO, 52100 KUALA LUMPUR',
    );
    expect(resolve({ Vendor_Address: 'NO.49, JALAN DINAR, 40150 SHAH ALAM, 03-7845 8155' }, { Vendor_Address: 'NO.49, JALAN DINAR, 40150 SHAH ALAM' }).Vendor_Address).toBe(
      'NO.49, JALAN DINAR, 40150 SHAH ALAM',
    );
  });

  it("keeps the rules' address when the model's runs on past the postcode into a slogan or heading, or has no figure", () => {
    expect(resolve({ Vendor_Address: 'Havnegade 5, 5000 Odense C' }, { Vendor_Address: 'Havnegade 5, 5000 Odense C, Løsninger der passer' }).Vendor_Address).toBe(
      'Havnegade 5, 5000 Odense C',
    );
    expect(resolve({ Vendor_Address: 'Jl. Gatot Subroto No. 75, Jakarta Pusat, DKI Jakarta 10210' }, { Vendor_Address: 'Indonesia, Segar setiap hari' }).Vendor_Address).toBe(
      'Jl. Gatot Subroto No. 75, Jakarta Pusat, DKI Jakarta 10210',
    );
    // Before the postcode, the model's further lines may be the rest of the address.
    expect(resolve({ Vendor_Address: 'NO. 3, JALAN 6/37A' }, { Vendor_Address: 'NO. 3, JALAN 6/37A, TAMAN BUKIT MALURI, 52100 KUALA LUMPUR' }).Vendor_Address).toBe(
      'NO. 3, JALAN 6/37A, TAMAN BUKIT MALURI, 52100 KUALA LUMPUR',
    );
  });

  it("drops a branch or address line the model's name block grew over", () => {
    expect(resolve({ Vendor_Name: 'GROENTEBOER JANSEN' }, { Vendor_Name: 'GROENTEBOER JANSEN Filiaal Eindhoven' }).Vendor_Name).toBe('GROENTEBOER JANSEN');
    expect(resolve({ Vendor_Name: 'Bäckerei Schmitt' }, { Vendor_Name: 'Bäckerei Schmitt Markt 155, Berlin' }).Vendor_Name).toBe('Bäckerei Schmitt');
    // A longer name is still the model's to give ("ACME" / "ACME TRADING SDN BHD").
    expect(resolve({ Vendor_Name: 'ACME' }, { Vendor_Name: 'ACME TRADING SDN BHD' }).Vendor_Name).toBe('ACME TRADING SDN BHD');
  });

  it("takes the vendor's name off a dashed sender line, and only there", () => {
    expect(withoutName('Falegnameria Conti Sagl - Via Cantonale 87 - 6900 Lugano', 'Falegnameria Conti Sagl')).toBe('Via Cantonale 87, 6900 Lugano');
    expect(withoutName('Av. Insurgentes Sur 90 - Col. Centro', 'Transportes López')).toBe('Av. Insurgentes Sur 90 - Col. Centro');
  });
});

describe('a label with a number sign before its figure', () => {
  it('labels a value, so an address stops at it', () => {
    expect(labelsAValue('Contribuinte n.º 573690407')).toBe(true);
    expect(labelsAValue('Contribuinte N.º 573690407')).toBe(true);
    expect(addressRun(['Rua Direita, 70', '1100-053 Lisboa', 'Portugal', 'Contribuinte n.º 573690407'])).toEqual(['Rua Direita, 70', '1100-053 Lisboa', 'Portugal']);
  });
});

describe('a sender line under a name without a legal form, as OCR prints it', () => {
  it("reads the address after the vendor's name, and knows the name with a misread glyph", () => {
    const f = extractFields(tree([[50, 'Tibay Construction Enterprises']], [[50, 'Tibay Construction Enterprises - 842 Osmeña Boulevard - Cebu City, Cebu 6000']], [[50, 'Bill To']], [[50, 'Paolo Bautista']])).fields;
    expect(f.Vendor_Address).toBe('842 Osmeña Boulevard, Cebu City, Cebu 6000');
    // A sender line clipped by the window before its postcode is no address.
    expect(extractFields(tree([[50, 'Summit Office Systems']], [], [], [[50, 'Summit Office Systems · 23 Queen Street, Unit 423 · Ottawa ON K1P']])).fields.Vendor_Address).toBeUndefined();
    expect(withoutName('000 «Дубрава» - ул. Ленина, д. 5 - г. Екатеринбург, 620014', 'ООО «Дубрава»')).toBe('ул. Ленина, д. 5, г. Екатеринбург, 620014');
    expect(withoutName('Acme Trading - 12 Main St - Springfield 12345', 'Other Name')).toBe('Acme Trading - 12 Main St - Springfield 12345');
  });
});

describe("the model's total read from a cell that ends in a stray digit", () => {
  it('takes the figure with cents beside a lone digit', () => {
    const cell = { text: '215.50 6' } as unknown as LayoutCell;
    const total: LayoutCandidate = { field: 'Total', value: 6, score: 0.9, cells: [cell], raw: '6' };
    expect(resolveFields({}, new Map([['Total', [total]]]), [], {}, () => 0, true).fields.Total).toBe(215.5);
    // A whole figure alone in its cell stays what it is.
    const whole: LayoutCandidate = { field: 'Total', value: 25, score: 0.9, cells: [{ text: '25' } as unknown as LayoutCell], raw: '25' };
    expect(resolveFields({}, new Map([['Total', [whole]]]), [], {}, () => 0, true).fields.Total).toBe(25);
  });
});

describe('the vendor is not the customer', () => {
  it("keeps the rules' vendor when the model's name is the bill-to party the rules found", () => {
    const f = resolve({ Vendor_Name: 'ООО «Зелёный Сад»', Bill_To_Name: 'ПАО «Северная Торговля»' }, { Vendor_Name: 'ПАО «Северная Торговля»' });
    expect(f.Vendor_Name).toBe('ООО «Зелёный Сад»');
  });

  it("keeps the rules' vendor address when the model's name block is the customer's, with a label beside it", () => {
    const f = resolve(
      { Vendor_Name: 'נתיב הובלות בע"מ', Vendor_Address: 'רחוב ויצמן 6, ירושלים 9414101', Bill_To_Name: 'אופק ייעוץ בע״מ', Bill_To_Address: 'רחוב ויצמן 1, חיפה 3303101' },
      { Vendor_Name: 'אופק ייעוץ בע״מ', Vendor_Address: 'רחוב ויצמן 1 ת. מסמך' },
    );
    expect([f.Vendor_Name, f.Vendor_Address]).toEqual(['נתיב הובלות בע"מ', 'רחוב ויצמן 6, ירושלים 9414101']);
    // Or when only its address block opens with the customer's street line.
    const g = resolve(
      { Vendor_Name: 'נתיב הובלות בע"מ', Vendor_Address: 'רחוב ויצמן 6, ירושלים 9414101', Bill_To_Name: 'אופק ייעוץ בע״מ', Bill_To_Address: 'רחוב ויצמן 1, חיפה 3303101' },
      { Vendor_Name: 'שולם ב העברה בנקאית', Vendor_Address: 'רחוב ויצמן 1 ת. מסמך' },
    );
    expect(g.Vendor_Address).toBe('רחוב ויצמן 6, ירושלים 9414101');
    // The model's address stands when its name is the vendor the rules read too.
    expect(resolve({ Vendor_Name: 'Acme GmbH', Vendor_Address: 'Hauptstr. 1', Bill_To_Name: 'Beta AG' }, { Vendor_Name: 'Acme GmbH', Vendor_Address: 'Hauptstr. 1, 10115 Berlin' }).Vendor_Address).toBe('Hauptstr. 1, 10115 Berlin');
  });

  it('reads a legal form printed with digits for its letters when looking for the vendor', () => {
    const f = extractFields(tree([[300, '000 «Зелёный Сад»']], [], [], [[50, 'ПАО «Северная Торговля»']], [[50, '191186, г. Санкт-Петербург, ул. Ленина, д. 3']])).fields;
    expect(f.Vendor_Name).toBe('ООО «Зелёный Сад»');
  });
});
