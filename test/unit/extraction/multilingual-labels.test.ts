/** The issue's own examples: an invoice number printed under its label in each script is read. */
import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';
const cases: Array<[string, string]> = [
  ['Fakturanummer: DA-2026-1174', 'DA-2026-1174'], ['Rechnungsnummer: DE-2026-1137', 'DE-2026-1137'], ['Номер счёта: 77-2026', '77-2026'],
  ['請求書番号：INV-2026-0042', 'INV-2026-0042'], ['رقم الفاتورة: 2026-118', '2026-118'], ['מספר חשבונית: 2026-55', '2026-55'],
  ['बीजक संख्या: HI-2026-9', 'HI-2026-9'], ['송장 번호: KR-2026-1', 'KR-2026-1'], ['Αριθμός τιμολογίου: GR-77', 'GR-77'], ['Nomor faktur: ID/2026/5', 'ID/2026/5'],
  ['Rechnung Nr. 2026/0417 vom 14.03.2026', '2026/0417'], ['发票号码: 12345678', '12345678'], ['Numero ng invoice: PH-2026-3', 'PH-2026-3'],
];
test.each(cases)('%s', (line, want) => {
  const r = extractFields(tree([[50, 'ACME Ltd']], [[50, line]], [[50, 'Total'], [400, '100.00']]));
  expect(r.fields.Invoice_Number).toBe(want);
});
