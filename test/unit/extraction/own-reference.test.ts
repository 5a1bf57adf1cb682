import { extractFields } from '../../../src/extraction/fields';
import { tree, type Row } from '../../support/ocr-rows';

/** A letter whose only number is the sender's own reference (rows of [x, text] cells). */
const numberOf = (...rows: Row[]) =>
  extractFields(tree([[50, 'Kilbride Consulting Ltd']], [[50, '14 Merchants Quay, Dublin 8']], [], ...rows, [], [[50, 'Dear Madam,']],
    [[50, 'we set out our charges below.']])).fields.Invoice_Number;

describe("the sender's own reference as the invoice number (own-reference-words.json)", () => {
  it.each([
    ['en, beside the addressee\'s reference', [[[50, 'Our ref.: KEC-2026-0193'], [250, 'Your ref.: PO 88-114']]], 'KEC-2026-0193'],
    ['it, the series code kept', [[[50, 'Ns. rif.: 26/0058']]], '26/0058'],
    ['el, a code before the figure', [[[50, 'Αρ. πρωτ.: ΤΠΥ 0092']]], 'ΤΠΥ 0092'],
    ['de, a DIN 5008 reference row over its values', [[[50, 'Ihr Zeichen'], [180, 'Unser Zeichen'], [330, 'Datum']], [[50, 'MB/ks'], [180, 'RE 2026-0311'], [330, '10.04.2026']]], 'RE 2026-0311'],
  ] as Array<[string, Row[], string]>)('%s', (_, rows, want) => {
    expect(numberOf(...rows)).toBe(want);
  });

  it("reads neither the addressee's reference nor a reference named inside a sentence", () => {
    expect(numberOf([[50, 'Your ref.: PO 88-114']])).toBeUndefined();
    expect(numberOf([[50, 'Please quote our ref. KEC-2026-0193 with your payment.']])).toBeUndefined();
  });

  it('gives way to an invoice-number label', () => {
    expect(numberOf([[50, 'Our ref.: KEC-2026-0193']], [[50, 'Invoice No.: 2026-0042']])).toBe('2026-0042');
  });
});
