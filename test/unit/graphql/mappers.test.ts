import { DocumentEntity } from '../../../src/domain/document/document.entity';
import { RECORD_FIELDS, emptyRecordFields } from '../../../src/domain/document/record-fields';
import { LineItemEntity } from '../../../src/domain/document/line-item.entity';
import { toRestLineItem } from '../../../src/domain/document/record.mapper';
import { lineItemEntityToModel, lineItemInputToRest, toDocumentModel, toLineItemModel, updateInputToRest } from '../../../src/graphql/mappers';

function entity(status: DocumentEntity['status'], fields: Record<string, unknown> | null): DocumentEntity {
  return Object.assign(new DocumentEntity(), {
    id: 'd1', captureKey: 'data/a@b.cc/2025-01-01_x.json', accountId: 'a', status, failureReason: status === 'failed' ? 'bad' : null,
    fileName: 'f.pdf', mediaType: 'pdf', fields, createdAt: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)), processedAt: null,
  });
}

describe('updateInputToRest', () => {
  it('renames camelCase fields to the contract names, tax lines and line items included', () => {
    const input = {
      vendorName: 'Acme', poNumber: 'PO-1', vendorIban: 'DE00', isDuplicate: 1,
      taxLines: [{ name: 'VAT', rate: 19 }],
      lineItems: [{ sku: 'A', qty: 2, taxRate: 7 }],
    };
    expect(updateInputToRest(input)).toEqual({
      Vendor_Name: 'Acme', PO_Number: 'PO-1', Vendor_IBAN: 'DE00', Is_Duplicate: 1,
      Tax_Lines: [{ Name: 'VAT', Rate: 19 }],
      Line_Items: [{ SKU: 'A', QTY: 2, Tax_Rate: 7 }],
    });
  });

  it('leaves absent fields out but passes explicit nulls on, for the domain to reject', () => {
    expect(updateInputToRest({ total: undefined, notes: null })).toEqual({ Notes: null });
    expect(lineItemInputToRest({ description: null })).toEqual({ Description: null });
  });

  it('knows every record field', () => {
    const all = Object.fromEntries(RECORD_FIELDS.map((s) => [s.graphql, s.kind === 'taxLines' ? [] : 0]));
    expect(Object.keys(updateInputToRest(all)).sort()).toEqual(RECORD_FIELDS.map((s) => s.name).sort());
  });
});

describe('toDocumentModel', () => {
  it('carries every record field of a processed document, empty values included', () => {
    const model = toDocumentModel(entity('processed', { ...emptyRecordFields(), Total: 5, Tax_Lines: [{ Name: 'VAT', Rate: 19, Base: 4.2, Amount: 0.8 }] }));
    expect(model).toMatchObject({ status: 'processed', total: 5, vendorName: '', isDuplicate: 0, created: '2025-01-02 03:04:05' });
    expect(model.taxLines).toEqual([{ name: 'VAT', rate: 19, base: 4.2, amount: 0.8 }]);
    for (const spec of RECORD_FIELDS) expect(model[spec.graphql]).not.toBeNull();
  });

  it('has null record fields until the document is processed', () => {
    for (const status of ['processing', 'failed'] as const) {
      const model = toDocumentModel(entity(status, null));
      for (const spec of RECORD_FIELDS) expect([spec.graphql, model[spec.graphql]]).toEqual([spec.graphql, null]);
    }
    expect(toDocumentModel(entity('failed', null)).failureReason).toBe('bad');
  });
});

describe('toLineItemModel', () => {
  it('renames the contract keys to camelCase', () => {
    const rest = { line_item_id: 'li1', Line: 2, SKU: 'A', Description: 'd', Date: '', Order: 0, Reference: '', QTY: 1, Unit: '', Price: 2, Amount: 2, Discount: 0, Tax_Rate: 19, Tax: 0.38, Type: '' };
    expect(toLineItemModel(rest)).toMatchObject({
      lineItemId: 'li1', line: 2, sku: 'A', description: 'd', date: '', order: 0, reference: '', qty: 1, unit: '', price: 2, amount: 2, discount: 0, taxRate: 19, tax: 0.38, type: '',
    });
  });

  it('lists each set value with where extraction found it, and values set since as certain', () => {
    const rest = { line_item_id: 'li1', Line: 1, SKU: '', Description: 'Widget', Date: '', Order: 0, Reference: '', QTY: 2, Unit: '', Price: 5, Amount: 10, Discount: 0, Tax_Rate: 0, Tax: 0, Type: '' };
    const sources = [
      { name: 'Amount', value: 10, confidence: 0.97, page: 1, bbox: [1, 2, 3, 4] as [number, number, number, number], raw: '10,00' },
      { name: 'Description', value: 'Old name', confidence: 0.8, page: 1, bbox: [5, 6, 7, 8] as [number, number, number, number], raw: 'Old name' },
    ];
    const fields = (toLineItemModel(rest, sources) as unknown as { fields: Array<{ name: string }> }).fields;
    expect(fields.map((f) => f.name)).toEqual(['Description', 'QTY', 'Price', 'Amount']);
    expect(fields.find((f) => f.name === 'Amount')).toEqual(sources[0]);
    // Edited after extraction: the person's value, certain, no longer pointing at the print.
    expect(fields.find((f) => f.name === 'Description')).toEqual({ name: 'Description', value: 'Widget', confidence: 1, page: 0, bbox: null, raw: '' });
  });
});

describe('lineItemEntityToModel', () => {
  it('answers as toLineItemModel of the REST item: empty values for fields not stored, provenance when asked for', () => {
    const sources = [{ name: 'Amount', value: 10, confidence: 0.97, page: 1, bbox: [1, 2, 3, 4] as [number, number, number, number], raw: '10,00' }];
    const item = Object.assign(new LineItemEntity(), { id: 'li1', documentId: 'd1', position: 3, fields: { Description: 'Widget', QTY: 2, Amount: 10 }, sources });
    const model = lineItemEntityToModel(item) as unknown as Record<string, unknown>;
    const expected = toLineItemModel(toRestLineItem(item), sources) as unknown as Record<string, unknown>;
    expect(model).toMatchObject({ lineItemId: 'li1', line: 3, description: 'Widget', qty: 2, amount: 10, sku: '', price: 0, taxRate: 0, type: '' });
    for (const key of ['lineItemId', 'line', 'sku', 'description', 'date', 'order', 'reference', 'qty', 'unit', 'price', 'amount', 'discount', 'taxRate', 'tax', 'type', 'fields']) {
      expect([key, model[key]]).toEqual([key, expected[key]]);
    }
  });

  it('reads the sources only when fields is asked for', () => {
    const item = Object.assign(new LineItemEntity(), { id: 'li1', documentId: 'd1', position: 1, fields: { Amount: 1 } });
    const read = jest.fn(() => null);
    Object.defineProperty(item, 'sources', { get: read });
    const model = lineItemEntityToModel(item) as unknown as { amount: number; fields: unknown[] };
    expect(model.amount).toBe(1);
    expect(read).not.toHaveBeenCalled();
    expect(model.fields).toEqual([{ name: 'Amount', value: 1, confidence: 1, page: 0, bbox: null, raw: '' }]);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
