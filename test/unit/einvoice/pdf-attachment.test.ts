import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { compareWithVisual } from '../../../src/extraction/einvoice/compare';
import { readEInvoice } from '../../../src/extraction/einvoice/einvoice';
import { findEmbeddedInvoice } from '../../../src/extraction/einvoice/pdf-attachment';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';
import { ciiXml, invoicePdf, ublXml } from './einvoice-fixtures';

const DATASET = path.join(__dirname, '../../../../shared/datasets/facturx_de');

describe('finding the XML attached to a PDF', () => {
  it('finds factur-x.xml (stored FlateDecode by pdf-lib) and decodes it', async () => {
    const pdf = await invoicePdf({ number: 'RE-2024-0815', total: '529.87' }, { name: 'factur-x.xml', xml: ciiXml() });
    const found = await findEmbeddedInvoice(pdf);
    expect(found).toMatchObject({ fileName: 'factur-x.xml', syntax: 'CII' });
    expect(found!.bytes.toString('utf8')).toBe(ciiXml());
  });

  it('takes any attached .xml whose root is an e-invoice, and ignores other attachments', async () => {
    const pdf = await invoicePdf({ number: 'X', total: '1.00' }, { name: 'rechnung-77.xml', xml: ublXml() });
    expect(await findEmbeddedInvoice(pdf)).toMatchObject({ fileName: 'rechnung-77.xml', syntax: 'UBL' });
    const other = await invoicePdf({ number: 'X', total: '1.00' }, { name: 'notes.xml', xml: '<notes/>' });
    expect(await findEmbeddedInvoice(other)).toBeNull();
  });

  it('gives null for a PDF without attachments and for bytes pdfjs cannot open', async () => {
    expect(await findEmbeddedInvoice(await invoicePdf({ number: 'X', total: '1.00' }))).toBeNull();
    expect(await findEmbeddedInvoice(Buffer.from('%PDF-1.7\ngarbage'))).toBeNull();
  });

  const samples = existsSync(DATASET) ? readdirSync(DATASET).filter((f) => f.endsWith('.pdf')) : [];
  if (!samples.length) {
    it('finds the XML in the FeRD sample PDFs (skipped: ../shared/datasets/facturx_de is absent)', () => {
      console.warn(`skipped: no PDFs in ${DATASET}`);
    });
  }
  // Jest refuses an empty table: without the dataset the test is skipped (the warning above says so).
  (samples.length ? it.each(samples) : it.skip.each(['(dataset absent)']))('finds in %s the invoice of the sample .cii.xml', async (file) => {
    const found = await findEmbeddedInvoice(readFileSync(path.join(DATASET, file)));
    expect(found?.syntax).toBe('CII');
    const sibling = path.join(DATASET, file.replace(/\.pdf$/, '.cii.xml'));
    if (!existsSync(sibling)) return;
    // Not byte-equal: the attachments have CRLF line ends, and XRECHNUNG_Einfach.pdf carries an older
    // edition of its XML (other dates and profile, same invoice).
    const [attached, published] = [readEInvoice(found!.bytes), readEInvoice(readFileSync(sibling))];
    expect(attached.fields.Invoice_Number).toBe(published.fields.Invoice_Number);
    expect(attached.fields.Total).toBe(published.fields.Total);
    expect(attached.lineItems).toHaveLength(published.lineItems.length);
  });
});

describe('XML against the print', () => {
  it('reports amounts beyond a cent, other calendar days and other ids; ignores what one side lacks', () => {
    const xml = { Total: 529.87, Tax: 56.87, Subtotal: 473, Date: '2024-03-05', Invoice_Number: 'RE 2024/1', Currency_Code: 'EUR', PO_Number: 'PO-1' };
    const visual = { Total: 592.87, Tax: 56.88, Date: '2024-03-06', Invoice_Number: 're2024/1', Currency_Code: 'USD', Vendor_IBAN: 'DE02' };
    expect(compareWithVisual(xml, visual)).toEqual([
      { code: 'EINVOICE_MISMATCH', field: 'Total', message: 'Total: XML 529.87, printed 592.87' },
      { code: 'EINVOICE_MISMATCH', field: 'Date', message: 'Date: XML 2024-03-05, printed 2024-03-06' },
      { code: 'EINVOICE_MISMATCH', field: 'Currency_Code', message: 'Currency_Code: XML EUR, printed USD' },
    ]);
    expect(compareWithVisual(xml, {})).toEqual([]);
  });
});

describe('ExtractionPipeline with a Factur-X PDF', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());

  it('fills the record from the attached XML and reports where the print disagrees', async () => {
    const pdf = await invoicePdf({ number: 'RE-2024-0815', total: '592.87' }, { name: 'factur-x.xml', xml: ciiXml() });
    const result = await pipeline.extract({ bytes: pdf, type: 'pdf' });
    expect(result.fields).toMatchObject({ Invoice_Number: 'RE-2024-0815', Total: 529.87, Vendor_Name: 'Lieferant GmbH' });
    expect(result.lineItems).toHaveLength(2);
    expect(result.einvoice).toEqual({ format: 'CII', profile: 'urn:cen.eu:en16931:2017', source: 'pdf-attachment' });
    expect(result.issues).toContainEqual({ code: 'EINVOICE_MISMATCH', field: 'Total', message: 'Total: XML 529.87, printed 592.87' });
    expect(result.issues!.some((i) => i.field === 'Invoice_Number')).toBe(false);
    // Raw_Text and pages stay what the PDF shows.
    expect(result.rawText).toContain('Gesamtbetrag: 592.87 EUR');
    expect(result.pages[0].origin).toBe('text-layer');
  });

  it('keeps the printed record, with an issue, when the attached XML is broken', async () => {
    const broken = ciiXml().replace('</ram:Name>', '</ram:Nam>');
    const pdf = await invoicePdf({ number: 'RE-2024-0815', total: '592.87' }, { name: 'factur-x.xml', xml: broken });
    const result = await pipeline.extract({ bytes: pdf, type: 'pdf' });
    expect(result.fields.Total).toBe(592.87);
    expect(result.einvoice).toBeUndefined();
    expect(result.issues).toEqual([expect.objectContaining({ code: 'EINVOICE_MISMATCH', message: expect.stringMatching(/attached factur-x.xml could not be read.*malformed at line/) })]);
  });

  const real = ['EN16931_Einfach.pdf', 'EN16931_Gutschrift.pdf', 'XRECHNUNG_Einfach.pdf'].filter((f) => existsSync(path.join(DATASET, f)));
  (real.length ? it.each(real) : it.skip.each(['(dataset absent)']))('reads the FeRD sample %s from its XML, and its print agrees', async (file) => {
    const bytes = readFileSync(path.join(DATASET, file));
    const result = await pipeline.extract({ bytes, type: 'pdf' });
    const attached = readEInvoice((await findEmbeddedInvoice(bytes))!.bytes);
    expect(result.einvoice).toMatchObject({ format: 'CII', source: 'pdf-attachment' });
    expect(result.fields).toEqual(attached.fields);
    expect(result.lineItems).toEqual(attached.lineItems);
    expect(result.issues).toEqual([]);
  });

  it('leaves a PDF without XML as the visual reading', async () => {
    const result = await pipeline.extract({ bytes: await invoicePdf({ number: 'RE-1', total: '10.00' }), type: 'pdf' });
    expect(result.einvoice).toBeUndefined();
    expect(result.issues ?? []).not.toContainEqual(expect.objectContaining({ code: 'EINVOICE_MISMATCH' }));
  });
});
