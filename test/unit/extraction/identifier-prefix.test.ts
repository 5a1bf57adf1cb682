import { extractFields } from '../../../src/extraction/fields';
import { identifierPrefix } from '../../../src/extraction/fields/doc';
import { tree } from '../../support/ocr-rows';

describe('a short letter code glued to digits is part of the identifier, not a label', () => {
  it('recognises the glued prefix only', () => {
    expect(identifierPrefix('PO-47201', 0, 2)).toBe(true);
    expect(identifierPrefix('PO47201', 0, 2)).toBe(true);
    expect(identifierPrefix('PO: 47201', 0, 2)).toBe(false);
    expect(identifierPrefix('PO 47201', 0, 2)).toBe(false);
    expect(identifierPrefix('Purchase order-4', 0, 14)).toBe(false);
  });

  it.each(['Αρ. Παραγγελίας:', 'Ihre Bestell-Nr.:', 'Ordine cliente:', 'Purchase order:'])('keeps "PO-" of the value after %s', (label) => {
    const f = extractFields(tree([[50, 'Example Trading Co']], [[300, 'Invoice No.:'], [420, 'R-2026-11']], [[300, label], [420, 'PO-47201']])).fields;
    expect(f.PO_Number).toBe('PO-47201');
  });

  it('still reads a value after a short label', () => {
    const f = extractFields(tree([[50, 'Example Trading Co']], [[300, 'PO: 47201']])).fields;
    expect(f.PO_Number).toBe('47201');
  });
});
