import { AppError } from '../../../src/common/app-error';
import { sniffEInvoice, xmlRoot } from '../../../src/extraction/einvoice/syntax';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';
import { sniffType } from '../../../src/extraction/sniff';
import { ciiXml, ublXml } from './einvoice-fixtures';

const buf = (s: string) => Buffer.from(s, 'utf8');

describe('recognising e-invoice XML by content', () => {
  it('finds the root element past a BOM, the declaration, comments and processing instructions', () => {
    expect(xmlRoot(buf(ciiXml()))).toEqual({ name: 'CrossIndustryInvoice', ns: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100' });
    expect(sniffType(buf(ciiXml()))).toBe('xml');
    expect(sniffType(buf(ublXml('Invoice')))).toBe('xml');
    expect(sniffType(buf(ublXml('CreditNote')))).toBe('xml');
    expect(sniffEInvoice(buf('<?xml-stylesheet href="x"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'))).toBe('UBL');
  });

  it('does not take other XML, or a right name in the wrong namespace, for an e-invoice', () => {
    expect(sniffType(buf('<?xml version="1.0"?><note><to>x</to></note>'))).toBeNull();
    expect(sniffType(buf('<Invoice xmlns="urn:example:not-ubl"/>'))).toBeNull();
    expect(sniffType(buf('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'))).toBeNull();
    expect(sniffType(buf('{"pages":[]}'))).toBe('ocr-json');
  });

  it('sees the root behind a DOCTYPE, so that the reader refuses it with 422 rather than 415', () => {
    const xml = ciiXml().replace('<!-- a comment before the root -->', '<!DOCTYPE r [<!ENTITY x "y>z">]>');
    expect(sniffType(buf(xml))).toBe('xml');
  });
});

describe('ExtractionPipeline and XML uploads', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());

  async function inspectError(xml: string): Promise<AppError> {
    const e = await pipeline.inspectPages(buf(xml)).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }

  it('accepts an e-invoice as one page of type xml', async () => {
    await expect(pipeline.inspectPages(buf(ciiXml()))).resolves.toEqual({ type: 'xml', pages: 1 });
  });

  it('refuses other XML with 415 naming the root element and what is accepted', async () => {
    const e = await inspectError('<?xml version="1.0"?><Order xmlns="urn:example:orders"><ID>1</ID></Order>');
    expect(e.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(e.message).toMatch(/accepted only as e-invoices/);
    expect(e.message).toMatch(/root element is <Order> in namespace urn:example:orders/);
  });

  it('refuses a DOCTYPE, malformed and too-deep e-invoices at acceptance with 422', async () => {
    const doctype = ciiXml().replace('<!-- a comment before the root -->', '<!DOCTYPE r SYSTEM "http://example.com/x.dtd">');
    expect((await inspectError(doctype)).code).toBe('UNPROCESSABLE');
    const malformed = ciiXml().replace('</ram:Name>', '</ram:Nam>');
    const e = await inspectError(malformed);
    expect(e.code).toBe('UNPROCESSABLE');
    expect(e.message).toMatch(/line \d+, column \d+: <\/ram:Nam> closes <ram:Name>/);
    const deep = ciiXml().replace('<ram:BuyerReference>', '<x>'.repeat(80) + '</x>'.repeat(80) + '<ram:BuyerReference>');
    expect((await inspectError(deep)).message).toMatch(/nested deeper/);
  });

  it('extracts an uploaded XML into the record, with a one-page summary as Raw_Text', async () => {
    const result = await pipeline.extract({ bytes: buf(ciiXml()), type: 'xml' });
    expect(result.fields).toMatchObject({ Invoice_Number: 'RE-2024-0815', Total: 529.87, Currency_Code: 'EUR' });
    expect(result.lineItems).toHaveLength(2);
    expect(result.einvoice).toEqual({ format: 'CII', profile: 'urn:cen.eu:en16931:2017', source: 'upload' });
    expect(result.issues).toBeUndefined();
    expect(result.pageCount).toBe(1);
    expect(result.pages).toEqual([expect.objectContaining({ number: 1, origin: 'xml' })]);
    expect(result.rawText).toContain('Invoice\tRE-2024-0815');
    expect(result.rawText).toContain('Trennblätter A4\t20 H87\t9.9\t198.00');
    expect(result.rawText).toContain('Total\t529.87 EUR');
  });
});
