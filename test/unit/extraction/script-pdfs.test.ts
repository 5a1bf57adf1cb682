import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';

/**
 * Arabic, Hebrew and Hindi invoices printed to PDF by Chromium (test/fixtures/scripts, Noto fonts): the text layer holds shaped
 * glyphs in visual order; the record reads as a person reads the page.
 */
describe('right-to-left digital PDFs', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());
  const read = (name: string) => pipeline.extract({ bytes: readFileSync(path.join(__dirname, '../../fixtures/scripts', name)), type: 'pdf' });

  it('reads an Arabic invoice: vendor, number, dates, amounts', async () => {
    const r = await read('invoice-ar.pdf');
    expect(r.fields).toMatchObject({
      Vendor_Name: 'شركة النور للتجارة ذ.م.م',
      Invoice_Number: 'SA-2026-0042',
      Date: '2026-03-14',
      Due_Date: '2026-04-13',
      Subtotal: 1000,
      Tax: 150,
      Total: 1150,
      Currency_Code: 'SAR',
      Bill_To_Name: 'مؤسسة الأفق',
      Vendor_Address_Line: 'شارع الملك فهد 12',
      Vendor_City: 'الرياض',
      Vendor_Zipcode: '11564',
      Vendor_Country: 'SA',
    });
    expect(r.rawText.split('\n')[0]).toBe('شركة النور للتجارة ذ.م.م');
  });

  it('reads a Hindi invoice whose conjuncts have no ToUnicode entry, through their ActualText', async () => {
    const r = await read('invoice-hi.pdf');
    expect(r.rawText).not.toContain('\u0000');
    expect(r.fields).toMatchObject({
      Vendor_Name: 'शर्मा ट्रेडर्स प्राइवेट लिमिटेड',
      Vendor_Address: '12, महात्मा गांधी मार्ग, नई दिल्ली 110001',
      Invoice_Number: 'HI-2026-0042',
      Date: '2026-03-14',
      Due_Date: '2026-04-13',
      Tax: 180,
      Total: 1180,
      Currency_Code: 'INR',
      Bill_To_Name: 'गुप्ता एंटरप्राइजेज',
      Vendor_City: 'नई दिल्ली',
      Vendor_Zipcode: '110001',
    });
  });

  it('keeps Hindi words whole where pdfjs measures clusters zero wide, and splits them where a space is drawn', async () => {
    const r = await read('words-hi.pdf');
    expect(r.rawText.split('\n').map((l) => l.trim())).toEqual(
      expect.arrayContaining([
        'अग्रवाल ट्रेडर्स',
        // "प्रा" is a span whose first item starts with the drawn space: the break survives its ActualText.
        'सरस्वती प्रिंटर्स प्रा. लि.',
        'दुकान नं. 79, नेहरू नगर',
        'वाराणसी, उत्तर प्रदेश 221001',
        'बिल प्राप्तकर्ता: संजय अग्रवाल, मध्य प्रदेश',
        'क्र.सं. 1975 से पारिवारिक कार्य, प्रिय ग्राहक',
      ]),
    );
  });

  it('gives a line back the first cluster pdfjs appended to the line above: in a table cell, a left-aligned and a right-aligned block; keeps words whole around zero-wide marks', async () => {
    const r = await read('lines-hi.pdf');
    const lines = r.rawText.split('\n').map((l) => l.trim());
    expect(lines).toEqual(expect.arrayContaining(['जैन इलेक्ट्रिकल्स प्रा. लि.', 'नेहा कुमार', 'दुकान नं. 12, एम.जी. रोड', 'दूरभाष +91 71222 31623']));
    expect(lines.some((l) => l.endsWith('दुकान नं. 234, स्टेशन रोड'))).toBe(true);
    expect(lines).toEqual(expect.arrayContaining(['महाराष्ट्र, भारत', 'जन औषधि केंद्र']));
  });

  it('joins a word around a run of conjuncts pdfjs measured zero wide, and keeps the spaces after clusters it measured in a monospaced run', async () => {
    const r = await read('joins-hi.pdf');
    const lines = r.rawText.split('\n').map((l) => l.trim());
    expect(lines).toEqual(expect.arrayContaining(['वर्मा कंस्ट्रक्शन प्राइवेट लिमिटेड', 'गुप्ता कंसल्टेंसी प्रा. लि.', 'सरस्वती प्रिंटर्स प्रा. लि.', 'हरियाली गार्डन्स लिमिटेड']));
    expect(lines).toEqual(expect.arrayContaining(['ऑफ़िस कुर्सी मॉडल OC-350', '2x 27" मॉनिटर के लिए आर्म']));
  });

  it('reads a Hebrew invoice the same way', async () => {
    const r = await read('invoice-he.pdf');
    expect(r.fields).toMatchObject({ Bill_To_Name: 'דוד כהן בע"מ', Vendor_Name: 'אור טכנולוגיות בע"מ', Invoice_Number: 'IL-2026-0042', Due_Date: '2026-04-13', Subtotal: 1000, Tax: 170, Total: 1170, Currency_Code: 'ILS' });
  });
});
