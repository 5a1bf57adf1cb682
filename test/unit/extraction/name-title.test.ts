import { extractFields } from '../../../src/extraction/fields';
import { withoutTitle } from '../../../src/extraction/fields/name-title';
import { tree } from '../../support/ocr-rows';

describe('a vendor name read together with the document title on its line (name-title.ts)', () => {
  it('drops the title words at the start or at the end when the rest keeps its legal form', () => {
    expect(withoutTitle('इनवॉइस जैन इलेक्ट्रिकल्स प्रा. लि.')).toBe('जैन इलेक्ट्रिकल्स प्रा. लि.');
    expect(withoutTitle('مؤسسة الصقر للنقل والخدمات اللوجستية التجارية فاتورة ضريبية')).toBe('مؤسسة الصقر للنقل والخدمات اللوجستية التجارية');
    expect(withoutTitle('Factura comercial Soluciones Navarro S.A. de C.V.')).toBe('Soluciones Navarro S.A. de C.V.');
  });

  it('keeps a name whose only legal form would go with the title, and a name without a title', () => {
    expect(withoutTitle('Rechnung GmbH')).toBe('Rechnung GmbH');
    expect(withoutTitle('Brightwater Logistics Limited')).toBe('Brightwater Logistics Limited');
  });

  it('gives the vendor name without the title in the extracted fields', () => {
    const f = extractFields(tree([[50, 'Factura comercial Soluciones Navarro S.A. de C.V.']], [[50, 'Av. Reforma 12']], [[50, '06600 Ciudad de México']], [[50, 'Total'], [400, '$ 1,160.00']])).fields;
    expect(f.Vendor_Name).toBe('Soluciones Navarro S.A. de C.V.');
  });
});
