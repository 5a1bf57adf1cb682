import { readDocx, htmlBlocks, LINES_PER_PAGE } from '../../../src/extraction/office/docx-reader';
import { neutralise } from '../../../src/extraction/office/layout';
import { formatNumber, readXlsx } from '../../../src/extraction/office/xlsx-reader';
import { assertSafeZip } from '../../../src/extraction/office/zip-guard';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';
import { docxFile, docxInvoice, xlsxInvoice } from '../../support/office-factory';
import { writeZip } from '../../support/zip-writer';

const MB = 1024 * 1024;
const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A bomb that only declares its size: tiny on disk, 500 MB by its central directory. */
const declaredBomb = () => writeZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml', data: 'x', declaredSize: 500 * MB }]);
/** A real high-ratio entry: 5 MB of zeros deflate to ~5 KB (≈1000:1). */
const ratioBomb = () => writeZip([{ name: 'xl/workbook.xml', data: Buffer.alloc(5 * MB), deflate: true }]);

describe('office documents through the pipeline', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());

  it('reads an .xlsx invoice: totals, line items, tabs between columns, one page per sheet', async () => {
    const bytes = await xlsxInvoice();
    expect(await pipeline.inspect(bytes)).toBe('xlsx');
    const r = await pipeline.extract({ bytes, type: 'xlsx' });
    expect(r.pageCount).toBe(2);
    expect(r.fields).toMatchObject({ Total: 76.16, Subtotal: 64, Tax: 12.16, Invoice_Number: 'XL-2024-001', Date: '2024-03-15' });
    expect(r.lineItems).toEqual([
      { Description: 'Hammer', QTY: 2, Price: 12.5, Amount: 25 },
      { Description: 'Screwdriver set', QTY: 1, Price: 30, Amount: 30 },
      { Description: 'Nails box', QTY: 4, Price: 2.25, Amount: 9 },
    ]);
    expect(r.rawText).toContain('Description\tQty\tPrice\tAmount\nHammer\t2\t12.50\t25.00');
    // Formula cells show their cached result, never the formula.
    expect(r.rawText).toContain('Total\t76.16');
    expect(r.rawText).not.toMatch(/B6\*C6|SUM\(/);
    // Text that a spreadsheet would run as a formula is stored with a leading apostrophe.
    expect(r.rawText).toContain(`'=HYPERLINK(`);
    // The merged title appears once; the second sheet is the second page.
    expect(r.rawText.match(/Acme Tools GmbH/g)).toHaveLength(1);
    expect(r.rawText.split('\n\n')[1]).toBe('Payment terms: 30 days net\nThank you for your business');
  });

  it('reads a .docx invoice: paragraphs and a table in order', async () => {
    const bytes = docxInvoice();
    expect(await pipeline.inspect(bytes)).toBe('docx');
    const r = await pipeline.extract({ bytes, type: 'docx' });
    expect(r.pageCount).toBe(1);
    expect(r.fields).toMatchObject({ Invoice_Number: 'WD-7781', Total: 1980, Currency_Code: 'GBP' });
    expect(r.lineItems).toEqual([
      { Description: 'Strategy workshop', QTY: 1, Price: 1200, Amount: 1200 },
      { Description: 'Follow-up calls', QTY: 3, Price: 150, Amount: 450 },
    ]);
    expect(r.rawText).toContain('Terms & conditions apply <see below>\nDescription\tQty\tUnit Price\tAmount\nStrategy workshop\t1\t1,200.00\t1,200.00');
  });

  it('refuses zip bombs at inspection', async () => {
    await expect(pipeline.inspect(declaredBomb())).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await expect(pipeline.inspect(ratioBomb())).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringMatching(/ratio/) });
    // And again at extraction (a queued job must not reach the parser either).
    await expect(pipeline.extract({ bytes: declaredBomb(), type: 'xlsx' })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses corrupt office files with 415 or 422, and zips that are neither', async () => {
    const good = await xlsxInvoice();
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    await expect(pipeline.inspect(truncated)).rejects.toMatchObject({ code: expect.stringMatching(/^(UNSUPPORTED_MEDIA_TYPE|UNPROCESSABLE)$/) });
    const flipped = Buffer.from(good);
    for (let i = 200; i < 260; i++) flipped[i] ^= 0x5a;
    await expect(pipeline.inspect(flipped)).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    const noWorkbook = writeZip([{ name: 'xl/styles.xml', data: '<styleSheet/>' }]);
    await expect(pipeline.inspect(noWorkbook)).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringMatching(/xl\/workbook.xml/) });
    const plainZip = writeZip([{ name: 'readme.txt', data: 'hello' }, { name: 'data/a.csv', data: '1,2' }]);
    await expect(pipeline.inspect(plainZip)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const badXml = docxFile('<w:p>unclosed');
    await expect(pipeline.extract({ bytes: badXml, type: 'docx' })).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });
});

describe('assertSafeZip', () => {
  it('accepts a real workbook and honours a smaller cap', async () => {
    const bytes = await xlsxInvoice();
    expect(() => assertSafeZip(bytes)).not.toThrow();
    expect(() => assertSafeZip(bytes, { maxExpandedBytes: 1000 })).toThrow(expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }));
  });

  it('refuses lying sizes, too many entries, unknown methods and garbage', () => {
    // Declares 1 KB, inflates to 5 MB: caught by inflating with the declared size as the ceiling.
    const liar = writeZip([{ name: 'word/document.xml', data: Buffer.alloc(5 * MB), deflate: true, declaredSize: 1024 }]);
    expect(() => assertSafeZip(liar)).toThrow(/declared size/);
    const many = writeZip(Array.from({ length: 10_001 }, (_, i) => ({ name: `xl/${i}`, data: '' })));
    expect(() => assertSafeZip(many)).toThrow(/10001 entries/);
    const odd = writeZip([{ name: 'xl/a', data: 'abc' }]);
    odd.writeUInt16LE(12, odd.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10); // bzip2
    expect(() => assertSafeZip(odd)).toThrow(/compression method/);
    expect(() => assertSafeZip(Buffer.from('PK\x03\x04 not really a zip at all'))).toThrow(expect.objectContaining({ code: 'UNPROCESSABLE' }));
  });
});

describe('office readers', () => {
  it('neutralises formula-like text but keeps plain numbers', () => {
    expect(neutralise('=1+1')).toBe("'=1+1");
    expect(neutralise('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralise('-cmd|calc')).toBe("'-cmd|calc");
    expect(neutralise('-12.50')).toBe('-12.50');
    expect(neutralise('+49 30 1234')).toBe('+49 30 1234');
    expect(neutralise('Total')).toBe('Total');
  });

  it('formats numbers by their number format', () => {
    expect(formatNumber(1234.5, '#,##0.00')).toBe('1,234.50');
    expect(formatNumber(0.19, '0%')).toBe('19%');
    expect(formatNumber(-3, '"€"#,##0.00')).toBe('€-3.00');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
  });

  it('decodes entities and keeps nested tables inside their cell', () => {
    const blocks = htmlBlocks('<p>A &amp; B &#8364;5 &#x41;</p><table><tr><td><p>x</p><table><tr><td>in</td></tr></table></td><td>y</td></tr></table><ul><li>one</li></ul>');
    const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
    expect(blocks.map((b) => (b.kind === 'row' ? { ...b, cells: b.cells.map(squash) } : b))).toEqual([
      { kind: 'text', text: 'A & B €5 A' },
      { kind: 'row', cells: ['x in', 'y'], table: 1 },
      { kind: 'text', text: 'one' },
    ]);
  });

  it('splits long Word documents every LINES_PER_PAGE lines, but never inside a table', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `<w:tr><w:tc>${p(`Item ${i}`)}</w:tc><w:tc>${p(String(i))}</w:tc></w:tr>`).join('');
    const body = Array.from({ length: 50 }, (_, i) => p(`Paragraph ${i}`)).join('') + `<w:tbl>${rows}</w:tbl>` + p('After');
    const tree = await readDocx(docxFile(body));
    // The table starts on line 51 and runs past line 60 without a break; "After" opens page 2.
    expect(tree.pages.map((pg) => pg.lines.length)).toEqual([80, 1]);
    const long = await readDocx(docxFile(Array.from({ length: 130 }, (_, i) => p(`Line ${i}`)).join('')));
    expect(long.pages.map((pg) => pg.lines.length)).toEqual([LINES_PER_PAGE, LINES_PER_PAGE, 10]);
    expect(long.pages[1].lines[0].box[1]).toBe(long.pages[0].lines[0].box[1]);
  });

  it('skips hidden sheets and gives empty workbooks one empty page', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Shown').addRow(['Visible']);
    wb.addWorksheet('Lookup', { state: 'hidden' }).addRow(['Secret']);
    const tree = await readXlsx(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(tree.pages.map((pg) => pg.lines.map((l) => l.text))).toEqual([['Visible']]);
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Blank');
    expect((await readXlsx(Buffer.from(await empty.xlsx.writeBuffer()))).pages).toHaveLength(1);
  });
});
