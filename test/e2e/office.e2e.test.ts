import { docxInvoice, xlsxInvoice } from '../support/office-factory';
import { registerVerified, startTestServer, type TestServer } from '../support/server';
import { writeZip } from '../support/zip-writer';

/** .xlsx and .docx uploads through the real service (OCR off: office files need no OCR). */
let t: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({ OCR: 'off' });
  headers = (await registerVerified(t)).headers;
});
afterAll(() => t.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const upload = (bytes: Buffer, name: string, type: string) =>
  t.request('POST', '/api/v4', { headers, multipart: { files: [{ field: 'pdf', name, type, bytes }] } });

describe('office uploads', () => {
  it('captures an .xlsx invoice', async () => {
    const res = await upload(await xlsxInvoice(), 'invoice.xlsx', XLSX_TYPE);
    expect(res.status).toBe(200);
    const record = res.body.data;
    expect(record).toMatchObject({ Total: 76.16, Invoice_Number: 'XL-2024-001', Pages: '2' });
    expect(record.Line_Items.map((i: Record<string, unknown>) => [i.Description, i.QTY, i.Amount])).toEqual([
      ['Hammer', 2, 25],
      ['Screwdriver set', 1, 30],
      ['Nails box', 4, 9],
    ]);
    expect(record.Raw_Text).toContain('Description\tQty\tPrice\tAmount');
    expect(record.Raw_Text).toContain(`'=HYPERLINK(`);
  });

  it('captures a .docx invoice', async () => {
    const res = await upload(docxInvoice(), 'invoice.docx', DOCX_TYPE);
    expect(res.status).toBe(200);
    const record = res.body.data;
    expect(record).toMatchObject({ Total: 1980, Invoice_Number: 'WD-7781', Pages: '1' });
    expect(record.Line_Items).toHaveLength(2);
    expect(record.Line_Items[0]).toMatchObject({ Description: 'Strategy workshop', QTY: 1, Price: 1200, Amount: 1200 });
  });

  it('refuses a zip bomb before parsing it', async () => {
    for (const bomb of [
      writeZip([{ name: 'xl/workbook.xml', data: 'x', declaredSize: 500 * 1024 * 1024 }]),
      writeZip([{ name: 'xl/workbook.xml', data: Buffer.alloc(5 * 1024 * 1024), deflate: true }]),
    ]) {
      const res = await upload(bomb, 'bomb.xlsx', XLSX_TYPE);
      expect([413, 422]).toContain(res.status);
      expect(res.body).toMatchObject({ message: expect.any(String), status: 'unsuccessful' });
    }
  });

  it('refuses a corrupt workbook and a zip that is no office file', async () => {
    const good = await xlsxInvoice();
    const corrupt = Buffer.from(good);
    for (let i = 200; i < 260; i++) corrupt[i] ^= 0x5a;
    const res = await upload(corrupt, 'invoice.xlsx', XLSX_TYPE);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'unsuccessful', code: 'UNPROCESSABLE' });
    const plain = await upload(writeZip([{ name: 'notes.txt', data: 'hi' }]), 'invoice.xlsx', XLSX_TYPE);
    expect(plain.status).toBe(415);
  });
});
