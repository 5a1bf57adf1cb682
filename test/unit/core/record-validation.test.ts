import { validateLineItemPatch, validateRecordPatch } from '../../../src/domain/document/record-validation';
import { emptyRecordFields, RECORD_FIELDS } from '../../../src/domain/document/record-fields';

describe('validateRecordPatch', () => {
  it('accepts fields of the right type', () => {
    const p = validateRecordPatch({ Total: 12.5, Vendor_Name: 'ACME', Date: '2024-02-29', Is_Duplicate: 1, Tax_Lines: [{ Rate: 19, Amount: 1.9 }] });
    expect(p.fields).toEqual({ Total: 12.5, Vendor_Name: 'ACME', Date: '2024-02-29', Is_Duplicate: 1, Tax_Lines: [{ Name: '', Rate: 19, Base: 0, Amount: 1.9 }] });
  });

  it('reports every problem at once', () => {
    expect(() => validateRecordPatch({ Total: '12.5', Nope: 1, Date: '2023-02-29', capture_key: 'x', Is_Duplicate: 0.5 })).toThrow(
      expect.objectContaining({
        code: 'BAD_REQUEST',
        details: {
          problems: [
            'Total must be a number',
            'unknown field "Nope"',
            'Date must be a date as YYYY-MM-DD or ""',
            'capture_key is set by the service and cannot be changed',
            'Is_Duplicate must be an integer',
          ],
        },
      }),
    );
  });

  it('refuses non-objects and empty bodies', () => {
    expect(() => validateRecordPatch([1])).toThrow(/JSON object/);
    expect(() => validateRecordPatch('x')).toThrow(/JSON object/);
    expect(() => validateRecordPatch({})).toThrow(/no field/);
  });

  it('replaces line items, ignoring echoed ids and positions', () => {
    const p = validateRecordPatch({ Line_Items: [{ line_item_id: 'abc', Line: 1, Description: 'Pen', QTY: 2 }] });
    expect(p.lineItems?.[0]).toMatchObject({ Description: 'Pen', QTY: 2, Amount: 0 });
    expect(() => validateRecordPatch({ Line_Items: [{ QTY: 'two' }] })).toThrow(/Line_Items\[0\]\.QTY must be a number/);
    expect(() => validateRecordPatch({ Line_Items: [{ Amount: 1 }, { Amount: 2, Price: '2,00' }] })).toThrow(/Line_Items\[1\]\.Price must be a number/);
  });

  it('knows every contract field, each with its empty value', () => {
    const empty = emptyRecordFields();
    expect(Object.keys(empty)).toHaveLength(RECORD_FIELDS.length);
    expect(empty.Total).toBe(0);
    expect(empty.Vendor_Name).toBe('');
    expect(empty.Tax_Lines).toEqual([]);
  });
});

describe('validateLineItemPatch', () => {
  it('accepts the updatable keys and refuses the rest', () => {
    expect(validateLineItemPatch({ SKU: 'A1', Order: 2, Tax_Rate: 19 })).toEqual({ SKU: 'A1', Order: 2, Tax_Rate: 19 });
    expect(() => validateLineItemPatch({ Line: 3 })).toThrow(/set by the service/);
    expect(() => validateLineItemPatch({ Order: 1.5 })).toThrow(/Order must be an integer/);
    expect(() => validateLineItemPatch({ Date: '31/12/2024' })).toThrow(/YYYY-MM-DD/);
  });
});
