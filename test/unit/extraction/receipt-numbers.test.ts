/** Till receipts print their number under short signs: "No 0049-…", "Trx No:", "TRX", "Beleg-Nr.". */
import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

const receipt = (line: string) =>
  extractFields(tree([[50, '精肉の田中株式会社']], [[50, '請求日 2025/8/28 14:31']], [[50, line]], [[50, '2 生ビール'], [400, '6,720']], [[50, '合計'], [400, '6,720']]));

test.each([
  ['No 0049-354-054962 #37', '0049-354-054962'],
  ['Trx No: 0009-240-503075 #34', '0009-240-503075'],
  ['TRX 0017-666-939659', '0017-666-939659'],
  ['Beleg-Nr. 0011-268-053302 #16', '0011-268-053302'],
  ["עסקה מס' 0094-572-089386 קופאית רונית", '0094-572-089386'],
  ['Rcpt No. 62/9222', '62/9222'],
  ['Transactienr. 59/7734', '59/7734'],
  ['Nº factura simplificada 0085-843-405430', '0085-843-405430'],
])('%s', (line, want) => {
  expect(receipt(line).fields.Invoice_Number).toBe(want);
});

test('a street number after "NO" is not a receipt number', () => {
  const r = extractFields(tree([[50, 'KEDAI ABC SDN BHD']], [[50, 'NO 122.124. JALAN DEDAP 13']], [[50, '81100 JOHOR BAHRU']], [[50, 'TOTAL'], [400, '6.72']]));
  expect(r.fields.Invoice_Number).toBeUndefined();
});
