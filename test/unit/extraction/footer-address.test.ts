import { toDoc } from '../../../src/extraction/fields/doc';
import { extractParties } from '../../../src/extraction/fields/parties';
import { tree, type Row } from '../../support/ocr-rows';

const blank = (n: number): Row[] => Array.from({ length: n }, () => []);

describe("the vendor's address in the footer, under a second printing of its name", () => {
  it('is read from the footer when the name at the top stands alone', () => {
    const p = extractParties(toDoc(tree(
      [[380, 'भारत लॉजिस्टिक्स लिमिटेड']],
      [[50, 'हरियाली गार्डन्स प्रा. लि.'], [350, 'बीजक दिनांक'], [480, '28-08-2026']],
      [[50, '53, नेहरू नगर']],
      [[50, 'भोपाल, मध्य प्रदेश 462001']],
      [[50, 'सकल योग'], [480, '6,960.82']],
      ...blank(30),
      [[50, 'भारत लॉजिस्टिक्स लिमिटेड'], [250, 'फ़ोन +91 87780 48367']],
      [[50, 'मकान नं. 88, सदर बाज़ार']],
      [[50, 'वाराणसी - 221001']],
      [[50, 'उत्तर प्रदेश']],
    )));
    expect(p.Vendor_Name).toBe('भारत लॉजिस्टिक्स लिमिटेड');
    expect(p.Vendor_Address).toBe('मकान नं. 88, सदर बाज़ार, वाराणसी - 221001, उत्तर प्रदेश');
  });

  it('is not taken from a second printing high on the page (a ship-to block sharing the name)', () => {
    const p = extractParties(toDoc(tree(
      [[380, 'Nordwind Handel GmbH']],
      [],
      [[50, 'Lieferadresse'], [300, 'Nordwind Handel GmbH']],
      [[300, 'Hafenstraße 12']],
      [[300, '20457 Hamburg']],
      ...blank(30),
      [[50, 'Gesamtbetrag'], [400, '1.234,56 €']],
    )));
    expect(p.Vendor_Address).toBeUndefined();
  });
});
