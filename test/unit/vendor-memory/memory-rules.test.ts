import { emptyRecordFields, type RecordFields } from '../../../src/domain/document/record-fields';
import { findAnchor } from '../../../src/domain/vendor-memory/anchors';
import { applyExamples, carryRule, type Example } from '../../../src/domain/vendor-memory/memory-rules';

const record = (f: Partial<RecordFields>): RecordFields => ({ ...emptyRecordFields(), ...f }) as RecordFields;
const A1 = 'Globex Ltd\nInvoice no. G-1001\nIssued 03/04/2024\nWidgets\t3\t30.00\nTo be settled\t36.00';
const A2 = 'Globex Ltd\nInvoice no. G-1002\nIssued 17/05/2024\nGadgets\t1\t80.00\nTo be settled\t96.00';

describe('carryRule', () => {
  it.each([
    ['Vendor_Name', 'latest'],
    ['Vendor_IBAN', 'latest'],
    ['Vat_Number', 'latest'],
    ['Currency_Code', 'latest'],
    ['Document_Type', 'latest'],
    ['Bill_To_Name', 'consistent'],
    ['Total', 'anchored'],
    ['Due_Date', 'anchored'],
    ['Invoice_Number', 'anchored'],
    ['Is_Duplicate', null],
    ['Raw_Text', null],
    ['Notes', null],
    ['Tax_Lines', null],
    ['No_Such_Field', null],
  ])('%s → %s', (field, rule) => expect(carryRule(field)).toBe(rule));
});

describe('applyExamples', () => {
  it('re-reads a per-document amount where the correction was printed', () => {
    const examples: Example[] = [{ field: 'Total', corrected: 36, anchor: findAnchor(A1, 'number', 36) }];
    const out = applyExamples(record({ Raw_Text: A2, Total: 80 }), examples);
    expect(out.fields.Total).toBe(96);
    expect(out.applied).toEqual(['Total']);
  });

  it('keeps the engine value when the anchor is not in the new text', () => {
    const examples: Example[] = [{ field: 'Total', corrected: 36, anchor: { label: 'amount payable', line: 4, placement: 'inline' } }];
    const input = record({ Raw_Text: A2, Total: 80 });
    const out = applyExamples(input, examples);
    expect(out.fields.Total).toBe(80);
    expect(out.applied).toEqual([]);
  });

  it('takes the newest correction of a vendor-constant field', () => {
    const examples: Example[] = [
      { field: 'Currency_Code', corrected: 'GBP', anchor: null },
      { field: 'Currency_Code', corrected: 'USD', anchor: null },
    ];
    expect(applyExamples(record({ Currency_Code: 'EUR' }), examples).fields.Currency_Code).toBe('GBP');
  });

  it('takes buyer fields only when every correction agrees', () => {
    const agree: Example[] = [
      { field: 'Bill_To_Name', corrected: 'Beispiel AG', anchor: null },
      { field: 'Bill_To_Name', corrected: 'Beispiel AG', anchor: null },
    ];
    const differ: Example[] = [...agree, { field: 'Bill_To_Name', corrected: 'Other GmbH', anchor: null }];
    expect(applyExamples(record({ Bill_To_Name: '' }), agree).fields.Bill_To_Name).toBe('Beispiel AG');
    expect(applyExamples(record({ Bill_To_Name: '' }), differ).applied).toEqual([]);
  });

  it('re-reads dates and identifiers, and never carries the duplicate flag or notes', () => {
    const examples: Example[] = [
      { field: 'Date', corrected: '2024-04-03', anchor: findAnchor(A1, 'date', '2024-04-03') },
      { field: 'Invoice_Number', corrected: 'G-1001', anchor: findAnchor(A1, 'id', 'G-1001') },
      { field: 'Is_Duplicate', corrected: 1, anchor: null },
      { field: 'Notes', corrected: 'checked', anchor: null },
    ];
    const out = applyExamples(record({ Raw_Text: A2 }), examples);
    expect(out.fields).toMatchObject({ Date: '2024-05-17', Invoice_Number: 'G-1002', Is_Duplicate: 0, Notes: '' });
    expect(out.applied.sort()).toEqual(['Date', 'Invoice_Number']);
  });

  it('does not modify the fields it was given', () => {
    const input = record({ Currency_Code: 'EUR' });
    applyExamples(input, [{ field: 'Currency_Code', corrected: 'GBP', anchor: null }]);
    expect(input.Currency_Code).toBe('EUR');
  });
});
