/** Label-file entries added for the Hindi digital PDFs (issue 12): each is read from a line printing it. */
import { extractFields } from '../../../src/extraction/fields';
import { type Row, tree } from '../../support/ocr-rows';

const fields = (...rows: Row[]) => extractFields(tree(...rows)).fields;

describe('hi label entries', () => {
  it.each(['जीएसटी नं.', 'जीएसटी नं', 'जीएसटी सं.'])('tax_id "%s" labels a GSTIN', (label) => {
    const f = fields([[50, 'सुपर बाज़ार प्राइवेट लिमिटेड']], [[50, `${label} 27AAPFU0939F1ZV`]], [[50, 'कुल देय'], [400, '10.00']]);
    expect(f.Vat_Number).toBe('27AAPFU0939F1ZV');
  });
});

describe('hi label entries, parties and order', () => {
  it('po_number "पीओ नं." in a header row with its value below', () => {
    const f = fields([[50, 'मेहता फर्नीचर लिमिटेड']], [[50, 'इनवॉइस सं.'], [200, 'पीओ नं.']], [[50, 'INV-092852'], [200, '4566669440']], [[50, 'कुल देय'], [400, '10.00']]);
    expect(f.PO_Number).toBe('4566669440');
    expect(fields([[50, 'मेहता फर्नीचर लिमिटेड']], [[50, 'पीओ नं 4500123987']], [[50, 'कुल देय'], [400, '10.00']]).PO_Number).toBe('4500123987');
  });

  it('ship_to "डिलीवरी का पता" heads the ship-to column, so it is no bill-to name', () => {
    const f = fields(
      [[50, 'मेहता फर्नीचर लिमिटेड']],
      [[50, 'बिल प्राप्तकर्ता'], [300, 'डिलीवरी का पता']],
      [[50, 'भारत लॉजिस्टिक्स लिमिटेड']],
      [[50, 'मकान नं. 324, नेहरू नगर']],
      [[50, 'कुल देय'], [400, '10.00']],
    );
    expect(f.Bill_To_Name).toBe('भारत लॉजिस्टिक्स लिमिटेड');
  });
});

describe('hi label entries, receipt totals', () => {
  it.each(['सब टोटल', 'सबटोटल'])('subtotal "%s" (a till\'s "sub total" in Devanagari) labels the subtotal', (label) => {
    const f = fields([[50, 'ताज़ा फल भंडार प्रा. लि.']], [[50, '2 मीठी लस्सी'], [400, '506.00']], [[50, label], [400, '506.00']], [[50, 'कुल देय'], [400, '581.90']]);
    expect(f.Subtotal).toBe(506);
  });
});
