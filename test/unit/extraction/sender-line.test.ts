import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';
import { splitParts } from '../../../src/extraction/fields/part-separators';

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
