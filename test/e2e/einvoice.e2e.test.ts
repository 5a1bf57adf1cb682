import { ciiXml, invoicePdf, ublXml } from '../unit/einvoice/einvoice-fixtures';
import { registerVerified, startTestServer, type TestServer } from '../support/server';

/** Structured e-invoices through the real service: XML uploads and Factur-X PDFs over HTTPS. */
let t: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  headers = (await registerVerified(t)).headers;
});
afterAll(() => t.close());

const upload = (bytes: Buffer, name: string, type = 'application/xml') =>
  t.request('POST', '/api/v4', { headers, multipart: { files: [{ field: 'pdf', name, type, bytes }] } });

const documentCount = async (): Promise<number> => {
  const res = await t.request('POST', '/graphql', { headers, json: { query: '{ documents { totalCount } }' } });
  return res.body.data.documents.totalCount;
};

describe('POST /api/v4 with e-invoices', () => {
  it('reads an uploaded CII XML exactly: totals, number, parties and line items', async () => {
    const res = await upload(Buffer.from(ciiXml()), 'rechnung.xml');
    expect(res.status).toBe(200);
    const record = res.body.data;
    expect(record).toMatchObject({
      Invoice_Number: 'RE-2024-0815',
      Total: 529.87,
      Subtotal: 473,
      Tax: 56.87,
      Currency_Code: 'EUR',
      Date: '2024-03-05',
      Vendor_Name: 'Lieferant GmbH',
      Vendor_IBAN: 'DE02120300000000202051',
      Pages: '1',
    });
    expect(record.Tax_Lines).toHaveLength(2);
    expect(record.Raw_Text).toContain('Total\t529.87 EUR');
    expect(record.Line_Items.map((l: Record<string, unknown>) => [l.Description, l.QTY, l.Price, l.Amount])).toEqual([
      ['Trennblätter A4', 20, 9.9, 198],
      ['Joghurt Banane', 50, 5.5, 275],
    ]);
    const doc = await t.request('POST', '/graphql', {
      headers,
      json: { query: 'query($k: String!) { document(captureKey: $k) { mediaType pageDetails { number origin } } }', variables: { k: record.capture_key } },
    });
    expect(doc.body.data.document).toEqual({ mediaType: 'xml', pageDetails: [{ number: 1, origin: 'XML' }] });
  });

  it('reads an uploaded UBL credit note', async () => {
    const res = await upload(Buffer.from(ublXml('CreditNote')), 'credit.xml');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Invoice_Number: 'UBL-77', Document_Type: 'credit_note', Total: 155, Balance_Due: 150 });
    expect(res.body.data.Line_Items).toHaveLength(2);
  });

  it('fills the record of a Factur-X PDF from its XML even when the print says otherwise', async () => {
    const pdf = await invoicePdf({ number: 'RE-2024-0815', total: '592.87' }, { name: 'factur-x.xml', xml: ciiXml() });
    const res = await upload(pdf, 'factur-x.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Invoice_Number: 'RE-2024-0815', Total: 529.87, Vendor_Name: 'Lieferant GmbH' });
    expect(res.body.data.Line_Items).toHaveLength(2);
    expect(res.body.data.Raw_Text).toContain('592.87');
  });

  it('refuses XML that is not an e-invoice with 415 and stores nothing', async () => {
    const before = await documentCount();
    const res = await upload(Buffer.from('<?xml version="1.0"?><catalog xmlns="urn:example"><book/></catalog>'), 'catalog.xml');
    expect(res.status).toBe(415);
    expect(JSON.stringify(res.body)).toMatch(/accepted only as e-invoices.*<catalog>/);
    expect(await documentCount()).toBe(before);
  });

  it('refuses an e-invoice with a DOCTYPE (XXE) and malformed XML with 422, storing nothing', async () => {
    const before = await documentCount();
    const xxe = ciiXml().replace('<!-- a comment before the root -->', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>').replace('RE-2024-0815', '&e;');
    const res = await upload(Buffer.from(xxe), 'xxe.xml');
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toMatch(/DOCTYPE or ENTITY declaration/);
    expect(JSON.stringify(res.body)).not.toMatch(/root:/);
    const malformed = await upload(Buffer.from(ciiXml().replace('</ram:Name>', '</ram:Nam>')), 'bad.xml');
    expect(malformed.status).toBe(422);
    expect(JSON.stringify(malformed.body)).toMatch(/malformed at line \d+, column \d+/);
    expect(await documentCount()).toBe(before);
  });
});
