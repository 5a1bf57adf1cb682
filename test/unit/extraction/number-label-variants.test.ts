import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

/**
 * Invoice and receipt number labels as tills and ERP prints write them, beyond the label files' three examples a
 * field: the hyphenated Hindi "लेन-देन" (transaction), Portuguese "Nº do documento", Filipino "Trans. Blg.", a
 * Korean "청구 No.", Arabic "الرقم التسلسلي" (serial number) and German "RE-NR" without its dot; a bare Arabic "رقم" on a
 * receipt line.
 */
const cases: Array<[string, string, string]> = [
  ['pt', 'Nº do documento: 2026/0876', '2026/0876'],
  ['pt', 'N.º do documento 2026424', '2026424'],
  ['fil', 'Trans. Blg. 968701', '968701'],
  ['fil', 'Blg. ng transaksyon: 0003-733-448827', '0003-733-448827'],
  ['hi', 'लेन-देन सं.: 888964', '888964'],
  ['hi', 'दस्तावेज़ सं. RE-2026-4723', 'RE-2026-4723'],
  ['ko', '청구 No.: INV-029636', 'INV-029636'],
  ['ar', 'الرقم التسلسلي: MS109028', 'MS109028'],
  ['de', 'RE-NR 2026/0358', '2026/0358'],
  // A number sign of another script opening a till receipt's line, with or without a colon.
  ['ar', 'رقم: 741149', '741149'],
  ['ar', 'رقم 0056-032-664714', '0056-032-664714'],
];

describe.each(cases)('%s "%s"', (_lang, line, want) => {
  it('is read as the invoice number', () => {
    const f = extractFields(tree([[50, 'Example Trading Co']], [[50, line]])).fields;
    expect(f.Invoice_Number).toBe(want);
  });
});
