import { repairFormComma } from '../../../src/extraction/fields/legal-form-comma';

describe('a legal form whose dot OCR read as a comma', () => {
  it('takes the dot back where it makes the longer legal form, after Devanagari letters', () => {
    expect(repairFormComma('जैन इलेक्ट्रिकल्स प्रा, लि.')).toBe('जैन इलेक्ट्रिकल्स प्रा. लि.');
    expect(repairFormComma('मेहता फर्नीचर प्रा, लि.')).toBe('मेहता फर्नीचर प्रा. लि.');
  });

  it('leaves names as printed, commas before the form and Latin print alone', () => {
    expect(repairFormComma('जैन इलेक्ट्रिकल्स प्रा. लि.')).toBe('जैन इलेक्ट्रिकल्स प्रा. लि.');
    expect(repairFormComma('शर्मा ट्रेडर्स, लिमिटेड')).toBe('शर्मा ट्रेडर्स, लिमिटेड');
    expect(repairFormComma('Acme Pvt, Ltd.')).toBe('Acme Pvt, Ltd.');
    expect(repairFormComma('अनिल सिंह')).toBe('अनिल सिंह');
  });
});
