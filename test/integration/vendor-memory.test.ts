import { AppError } from '../../src/common/app-error';
import type { BlobStore } from '../../src/domain/capture/blob-store';
import { DocumentProcessor } from '../../src/domain/capture/document.processor';
import type { DocumentEntity } from '../../src/domain/document/document.entity';
import { type Actor, DocumentService } from '../../src/domain/document/document.service';
import type { RecordFields } from '../../src/domain/document/record-fields';
import { CorrectionEntity } from '../../src/domain/vendor-memory/correction.entity';
import { VendorMemoryRepository } from '../../src/domain/vendor-memory/vendor-memory.repository';
import { VendorMemoryService } from '../../src/domain/vendor-memory/vendor-memory.service';
import type { ExtractionResult } from '../../src/extraction/types';
import { dbLabel } from '../support/database';
import { createAccount, seedDocument, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

// Vendor memory against the real database: corrections stored in the edit's transaction, applied to the
// vendor's next document by the processor, per account; and the Is_Duplicate rules.
let env: GraphqlTestServices;
let processor: DocumentProcessor;
let next: ExtractionResult;

const blobs: BlobStore = { put: async () => {}, putStream: async () => {}, get: async () => Buffer.from('%PDF-1.4'), delete: async () => {} };

beforeAll(async () => {
  env = await createGraphqlTestServices();
  const memory = new VendorMemoryService(VendorMemoryRepository.from(env.services.dataSource));
  processor = new DocumentProcessor({
    docs: env.docRepo,
    blobs,
    // The processor only calls extract; inspect is the capture service's.
    reader: { extract: async () => next, inspect: async () => 'pdf' },
    mailer: { send: async () => {}, close() {} },
    logger: { error() {}, info() {}, debug() {} },
    memory,
  });
});
afterAll(() => env?.close());

const actor = (a: TestAccount, via: Actor['via'] = 'rest'): Actor => ({ accountId: a.accountId, email: a.email, isDemo: false, via });
const corrections = (documentId: string) =>
  env.services.dataSource.manager.find(CorrectionEntity, { where: { documentId }, order: { id: 'ASC' } });

function globex(number: string, date: string, item: string, amount: string, total: string): string {
  return ['Globex Ltd', 'VAT Reg GB 123 4567 89', `Invoice no. ${number}`, `Issued ${date}`, `${item}\t1\t${amount}`, `To be settled\t${total}`, 'Thank you'].join('\n');
}
const A1 = globex('G-1001', '03/04/2024', 'Widgets', '30.00', '36.00');
const A2 = globex('G-1002', '17/05/2024', 'Gadgets', '80.00', '96.00');

/** Captures a document for `account` whose extraction yields `fields` and `rawText`, and processes it. */
async function capture(account: TestAccount, fields: Partial<RecordFields>, rawText: string, lineItems: ExtractionResult['lineItems'] = [], more: Partial<ExtractionResult> = {}): Promise<DocumentEntity> {
  const doc = await seedDocument(env, account, { status: 'processing' });
  next = { fields, lineItems, rawText, pageCount: 1, pages: [], ...more };
  await processor.process(doc.id);
  return (await env.docRepo.findById(doc.id))!;
}

describe(`vendor memory on ${dbLabel}`, () => {
  let dave: TestAccount;
  let erin: TestAccount;
  beforeAll(async () => {
    [dave, erin] = await Promise.all([createAccount(env), createAccount(env)]);
  });

  it('stores each edited field as a labelled example: engine value, corrected value, anchor, source', async () => {
    const doc = await capture(dave, { Vendor_Name: 'Globex Ltd', Total: 30 }, A1);
    await env.services.documents.updateFields(actor(dave), doc.captureKey, { Total: 36, Notes: 'checked' });
    await env.services.documents.updateFields(actor(dave, 'graphql'), doc.captureKey, { Total: 36 });
    const rows = await corrections(doc.id);
    expect(rows.map((r) => [r.field, r.extractedValue, r.correctedValue, r.source])).toEqual([
      ['Total', '30', '36', 'rest'],
      ['Notes', '""', '"checked"', 'rest'],
      // A second correction still names what the engine read, not the first correction.
      ['Total', '30', '36', 'graphql'],
    ]);
    expect(rows[0]).toMatchObject({ accountId: dave.accountId, vendorKey: 'name:GLOBEX', anchorLabel: 'to be settled', anchorLine: 5, anchorPlacement: 'inline' });
  });

  it('reads the corrected field on the vendor\'s next document, for that account only', async () => {
    const a2 = await capture(dave, { Vendor_Name: 'Globex Ltd', Total: 80 }, A2);
    expect(a2.fields!.Total).toBe(96);
    expect(a2.total).toBe(96);
    // Provenance names the correction, not a place on the page.
    expect((a2.extraction!.sources ?? []).filter((s) => s.name === 'Total')).toEqual([{ name: 'Total', value: 96, confidence: 0.9, page: 0, bbox: null, raw: '' }]);
    const other = await capture(erin, { Vendor_Name: 'Globex Ltd', Total: 80 }, A2);
    expect(other.fields!.Total).toBe(80);
  });

  it('keeps the engine value when the learned label is not on the new document', async () => {
    const text = A2.replace('To be settled', 'Amount payable');
    const doc = await capture(dave, { Vendor_Name: 'Globex Ltd', Total: 80 }, text);
    expect(doc.fields!.Total).toBe(80);
  });

  it('follows a corrected vendor name: the engine\'s misread name leads to the corrected vendor\'s examples', async () => {
    const bob = await createAccount(env);
    const text = 'GL0BEX TRADlNG\nInvoice no. T-1\nTo be settled\t12.00';
    const first = await capture(bob, { Vendor_Name: 'GL0BEX TRADlNG', Total: 12, Currency_Code: 'EUR' }, text);
    await env.services.documents.updateFields(actor(bob), first.captureKey, { Vendor_Name: 'Globex Trading Ltd', Currency_Code: 'GBP' });
    const rows = await corrections(first.id);
    expect(rows.map((r) => [r.field, r.vendorKey, r.extractedKey])).toEqual([
      ['Vendor_Name', 'name:GLOBEX TRADING', 'name:GL0BEX TRADLNG'],
      ['Currency_Code', 'name:GLOBEX TRADING', 'name:GL0BEX TRADLNG'],
    ]);
    const second = await capture(bob, { Vendor_Name: 'GL0BEX TRADlNG', Total: 7, Currency_Code: 'EUR' }, text.replace('12.00', '7.00'));
    expect(second.fields).toMatchObject({ Vendor_Name: 'Globex Trading Ltd', Currency_Code: 'GBP' });
    expect(second.vendorName).toBe('Globex Trading Ltd');
  });

  it('files a document\'s earlier examples under its vendor once the vendor name is corrected', async () => {
    const fay = await createAccount(env);
    const text = 'Umbrella C0rp\nInvoice no. U-1\nTo be settled\t10.00';
    const first = await capture(fay, { Vendor_Name: 'Umbrella C0rp', Total: 1 }, text);
    await env.services.documents.updateFields(actor(fay), first.captureKey, { Total: 10 });
    await env.services.documents.updateFields(actor(fay), first.captureKey, { Vendor_Name: 'Umbrella Corp' });
    expect((await corrections(first.id)).map((r) => [r.field, r.vendorKey, r.extractedKey])).toEqual([
      ['Total', 'name:UMBRELLA', 'name:UMBRELLA C0RP'],
      ['Vendor_Name', 'name:UMBRELLA', 'name:UMBRELLA C0RP'],
    ]);
    // A later document the engine names right finds the total's anchor under the corrected vendor.
    const second = await capture(fay, { Vendor_Name: 'Umbrella Corp', Total: 2 }, text.replace('10.00', '20.00'));
    expect(second.fields!.Total).toBe(20);
  });

  it('keys by VAT number first, so a renamed vendor keeps its memory', async () => {
    const carl = await createAccount(env);
    const first = await capture(carl, { Vendor_Name: 'Initech GmbH', Vat_Number: 'DE 811 234 567', Payment_Terms: '' }, 'Initech GmbH');
    await env.services.documents.updateFields(actor(carl), first.captureKey, { Payment_Terms: '30 days net' });
    expect((await corrections(first.id))[0].vendorKey).toBe('vat:DE811234567');
    const renamed = await capture(carl, { Vendor_Name: 'Initech Holding AG', Vat_Number: 'DE811234567' }, 'Initech Holding AG');
    expect(renamed.fields!.Payment_Terms).toBe('30 days net');
  });

  it('stores line-item edits: added, changed field by field, deleted', async () => {
    const doc = await capture(dave, { Vendor_Name: 'Globex Ltd', Total: 96 }, A2.replace('Gadgets', 'Gizmos'));
    const item = await env.services.documents.addLineItem(actor(dave), doc.captureKey, { Description: 'Gizmos', Amount: 80 });
    await env.services.documents.updateLineItem(actor(dave), doc.captureKey, item.line_item_id, { Amount: 96, QTY: 1 });
    await env.services.documents.deleteLineItem(actor(dave), doc.captureKey, item.line_item_id);
    const rows = (await corrections(doc.id)).map((r) => [r.field, r.lineItemId, r.extractedValue === null ? null : JSON.parse(r.extractedValue), r.correctedValue === null ? null : JSON.parse(r.correctedValue)]);
    expect(rows).toEqual([
      ['Line_Items', item.line_item_id, null, expect.objectContaining({ Description: 'Gizmos', Amount: 80 })],
      ['Line_Items.Amount', item.line_item_id, 80, 96],
      ['Line_Items.QTY', item.line_item_id, 0, 1],
      ['Line_Items', item.line_item_id, expect.objectContaining({ Amount: 96 }), null],
    ]);
  });

  it('reads the vendor\'s next line items with the row layout learned from item edits made one by one', async () => {
    const [gina, hank] = await Promise.all([createAccount(env), createAccount(env)]);
    const table = (rows: string[]) => ['Acme Tools', 'VAT Reg GB 555 1234 99', 'Qty\tArticle\tEach\tVAT\tNet', ...rows, 'Net\t0.00'].join('\n');
    const t1 = table(['3\tHammer\t12.00\t7.20\t36.00', '1\tDelivery\t5.00\t1.00\t5.00']);
    const t2 = table(['2\tChisel set\t20.50\t8.20\t41.00', '5\tSandpaper\t1.10\t1.10\t5.50', '1\tDelivery\t5.00\t1.00\t5.00']);
    const vendor = { Vendor_Name: 'Acme Tools', Vat_Number: 'GB555123499' };
    // The engine takes the VAT column for the amount and keeps the delivery row.
    const first = await capture(gina, vendor, t1, [{ Description: 'Hammer', Amount: 7.2 }, { Description: 'Delivery', Amount: 1 }]);
    const [hammer, delivery] = await env.docRepo.lineItems(first.id);
    await env.services.documents.updateLineItem(actor(gina), first.captureKey, hammer.id, { QTY: 3, Price: 12, Tax: 7.2, Amount: 36 });
    await env.services.documents.deleteLineItem(actor(gina), first.captureKey, delivery.id);
    const engine = [{ Description: 'Chisel set', Amount: 8.2 }, { Description: 'Sandpaper', Amount: 1.1 }, { Description: 'Delivery', Amount: 1 }];
    const second = await capture(gina, vendor, t2, engine);
    expect((await env.docRepo.lineItems(second.id)).map((i) => [i.position, i.fields.Description, i.fields.QTY, i.fields.Price, i.fields.Tax, i.fields.Amount, i.sources?.[0]?.confidence])).toEqual([
      [1, 'Chisel set', 2, 20.5, 8.2, 41, 0.9],
      [2, 'Sandpaper', 5, 1.1, 1.1, 5.5, 0.9],
    ]);
    // Another account has taught nothing: the engine's reading stands.
    const other = await capture(hank, vendor, t2, engine);
    expect((await env.docRepo.lineItems(other.id)).map((i) => i.fields.Amount)).toEqual([8.2, 1.1, 1]);
    // Items read from attached e-invoice XML are exact: the learned layout does not touch them.
    const xml = await capture(gina, vendor, t2, engine, { einvoice: { format: 'CII', source: 'pdf-attachment' } });
    expect((await env.docRepo.lineItems(xml.id)).map((i) => i.fields.Amount)).toEqual([8.2, 1.1, 1]);
  });

  it('stores nothing for a refused edit', async () => {
    const doc = await capture(dave, { Vendor_Name: 'Globex Ltd', Total: 96 }, A2.replace('Gadgets', 'Sprockets'));
    await expect(env.services.documents.updateFields(actor(dave), doc.captureKey, { Total: 'ninety', Vendor_Name: 'X' })).rejects.toBeInstanceOf(AppError);
    await expect(env.services.documents.updateLineItem(actor(dave), doc.captureKey, 'nope', { Amount: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await corrections(doc.id)).toEqual([]);
  });

  it('keeps the edit and its example together: when storing the example fails, the edit is rolled back', async () => {
    const doc = await capture(dave, { Vendor_Name: 'Globex Ltd', Total: 96 }, A2.replace('Gadgets', 'Cogs'));
    const failing = new VendorMemoryService(VendorMemoryRepository.from(env.services.dataSource));
    failing.recordFieldEdits = async () => {
      throw new Error('disk full');
    };
    await expect(new DocumentService(env.docRepo, failing).updateFields(actor(dave), doc.captureKey, { Total: 1 })).rejects.toThrow('disk full');
    expect((await env.docRepo.findById(doc.id))!.fields!.Total).toBe(96);
  });
});

describe(`Is_Duplicate on ${dbLabel}`, () => {
  let acct: TestAccount;
  beforeEach(async () => {
    acct = await createAccount(env);
  });
  const inv = (number: string, date: string, total: number) => ({ Vendor_Name: 'Hooli Inc', Invoice_Number: number, Date: date, Total: total });

  it('flags the same vendor, number and total; a different date on both sides makes it another document', async () => {
    expect((await capture(acct, inv('H-1', '2024-01-05', 50), 'Hooli one')).fields!.Is_Duplicate).toBe(0);
    expect((await capture(acct, inv('H-1', '2024-01-05', 50), 'Hooli two')).fields!.Is_Duplicate).toBe(1);
    expect((await capture(acct, inv('H-1', '2024-02-05', 50), 'Hooli three')).fields!.Is_Duplicate).toBe(0);
    // Without a date of its own it matches both.
    expect((await capture(acct, inv('H-1', '', 50), 'Hooli four')).fields!.Is_Duplicate).toBe(1);
    expect((await capture(acct, inv('H-1', '2024-01-05', 51), 'Hooli five')).fields!.Is_Duplicate).toBe(0);
  });

  const letter = [
    'Pied Piper Consulting', 'Invoice 2024-118', 'Date 2024-03-01',
    'Compression platform consulting, March, 12 hours at 150.00', 'Travel to Palo Alto office, economy fare',
    'Subtotal 1,950.00', 'Tax 0.00', 'Total due 1,950.00', 'Payable within 30 days to account 12-3456-7890',
  ].join('\n');

  it('flags near-identical text with the same total (a re-read of the same paper), not another total or text', async () => {
    const fields = { Vendor_Name: 'Pied Piper', Total: 1950, Date: '2024-03-01' };
    expect((await capture(acct, fields, letter)).fields!.Is_Duplicate).toBe(0);
    // The re-read misreads the number and a letter, so the vendor + number rule cannot see it.
    const reread = letter.replace('2024-118', '2O24-1l8').replace('Travel', 'Trave1');
    expect((await capture(acct, { ...fields, Invoice_Number: '2O24-1l8' }, reread)).fields!.Is_Duplicate).toBe(1);
    expect((await capture(acct, { ...fields, Total: 1951 }, reread)).fields!.Is_Duplicate).toBe(0);
    const april = letter.replace(/March, 12 hours/, 'April, 20 hours').replace('Travel to Palo Alto office, economy fare', 'Workshop with the Hooli integration team');
    expect((await capture(acct, fields, april)).fields!.Is_Duplicate).toBe(0);
  });

  it('stores the text fingerprint with the document', async () => {
    const doc = await capture(acct, { Vendor_Name: 'Pied Piper', Total: 3 }, letter);
    expect(doc.textSimhash).toMatch(/^[0-9a-f]{16}$/);
    const blank = await capture(acct, { Total: 4 }, '');
    expect(blank.textSimhash).toBeNull();
  });
});
