import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';
import { splitParts } from '../../../src/extraction/fields/part-separators';
import { footerSenderLine } from '../../../src/extraction/fields/vendor';
import { toDoc } from '../../../src/extraction/fields/doc';

describe('the small sender line above the envelope window', () => {
  it.each(['·', '•', '●', '|', '-'])('reads name and address separated by %s', (sep) => {
    const r = extractFields(
      tree(
        [[50, `Bei Spiel GmbH ${sep} Ecke 12 ${sep} 12345 Stadthausen`]],
        [[50, 'Max Mustermann']],
        [[50, 'Bahnstr. 42']],
        [[50, '88802 Spielkreis']],
        [[50, 'Rechnung # RE-20151008/504 von 08.10.2015']],
        [[50, 'Gesamtbetrag:'], [400, '571,04 €']],
      ),
    );
    expect(r.fields.Vendor_Name).toBe('Bei Spiel GmbH');
  });
});

describe('the parts of a sender line', () => {
  it('keeps a dash inside a part where dots separate the parts (city - PIN as printed)', () => {
    expect(splitParts('भारत लॉजिस्टिक्स लिमिटेड · मकान नं. 35, नेहरू नगर · वाराणसी - 221001 · उत्तर प्रदेश')).toEqual(
      ['भारत लॉजिस्टिक्स लिमिटेड', 'मकान नं. 35, नेहरू नगर', 'वाराणसी - 221001', 'उत्तर प्रदेश']);
    expect(splitParts('Müller GmbH - Dorfstr. 69 - 9000 St. Gallen')).toEqual(['Müller GmbH', 'Dorfstr. 69', '9000 St. Gallen']);
  });

  it("reads the vendor's address from a dotted sender line with the dash kept", () => {
    const r = extractFields(
      tree(
        [[50, 'Bei Spiel GmbH · Ecke 12 · Stadthausen - 221001 · Nordland']],
        [[50, 'Max Mustermann']],
        [[50, 'Bahnstr. 42']],
        [[50, '88802 Spielkreis']],
        [[50, 'Rechnung # RE-20151008/504 von 08.10.2015']],
        [[50, 'Gesamtbetrag:'], [400, '571,04 €']],
      ),
    );
    expect(r.fields.Vendor_Name).toBe('Bei Spiel GmbH');
    expect(r.fields.Vendor_Address).toBe('Ecke 12, Stadthausen - 221001, Nordland');
  });
});

describe('a sender line in the footer', () => {
  it("reads the middle dots Tesseract's Hebrew model returns as >, + or .= as separators, between Hebrew words only", () => {
    expect(splitParts('נתיב הובלות בע"מ > רחוב ויצמן 6 + ירושלים 9414101')).toEqual(['נתיב הובלות בע"מ', 'רחוב ויצמן 6', 'ירושלים 9414101']);
    // Where such dots separate the parts, a dash stays inside its part.
    expect(splitParts('חשבון בנק בנק הפועלים - סניף 287 .= חשבון 485785')).toEqual(['חשבון בנק בנק הפועלים - סניף 287', 'חשבון 485785']);
    expect(splitParts('Total 5 + 3')).toEqual(['Total 5 + 3']);
    expect(splitParts('נתיב הובלות בע"מ : רחוב ויצמן 6 . ירושלים 9414101')).toEqual(['נתיב הובלות בע"מ', 'רחוב ויצמן 6', 'ירושלים 9414101']);
    expect(splitParts('Note : 5 . 3')).toEqual(['Note : 5 . 3']);
  });

  it("takes the vendor from the first page's footer when its name and address stand there on one line", () => {
    const filler = Array.from({ length: 34 }, (_, i): Array<[number, string]> => [[300, `שורה ${i + 1}`], [50, `${i + 1}.00`]]);
    const r = extractFields(
      tree(
        [[480, 'חשבון']],
        [[450, 'אופק ייעוץ בע״מ'], [200, 'מספר'], [50, 'IL-2025-8510']],
        [[470, 'רחוב ויצמן 1'], [200, 'ת. מסמך'], [50, '08.02.2025']],
        ...filler,
        [[200, 'נתיב הובלות בע"מ > רחוב ויצמן 6 + ירושלים 9414101']],
      ),
    );
    expect(r.fields.Vendor_Name).toBe('נתיב הובלות בע"מ');
    expect(r.fields.Vendor_Address).toBe('רחוב ויצמן 6, ירושלים 9414101');
  });

  it('does not take a bank line with figures but no address for a sender line', () => {
    const filler = Array.from({ length: 34 }, (_, i): Array<[number, string]> => [[300, `Posten ${i + 1}`], [450, `${i + 1},00`]]);
    const page = tree(
      [[50, 'Bäckerei Sonnenschein GmbH']],
      [[50, 'Ringstr. 4']],
      [[50, '50667 Köln']],
      ...filler,
      [[50, 'Sparkasse AG · IBAN DE89 3704 0044 0532 0130 00 · BIC COLSDE33']],
    );
    expect(footerSenderLine(toDoc(page))).toBeUndefined();
    // Nor a contact line that opens with the name.
    const contact = tree(...filler, [[50, 'Summit Office Systems Corp. TEL 613-248-1444 Transit 96230 · Institution 542 · Account 7100497']]);
    expect(footerSenderLine(toDoc(contact))).toBeUndefined();
    expect(extractFields(page).fields.Vendor_Name).toBe('Bäckerei Sonnenschein GmbH');
  });
});
