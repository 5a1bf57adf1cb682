import { extractFields } from '../../../src/extraction/fields';
import { sizedRows, tree } from '../../support/ocr-rows';

/** A 58 mm slip: rows of [x, text, glyph height], each row under the last. */
const slip = (rows: Array<[number, string, number]>) => sizedRows(rows, { width: 165, height: 400, gap: 4, advance: 0.55 });

const body: Array<[number, string, number]> = [
  [40, 'Kerkstraat 24', 10],
  [45, '8000 Brugge', 10],
  [20, '10/10/2025 12:51:30 Kassa 3', 8],
  [7, 'Spaghetti 500 g', 10],
  [7, '1 × 1,01', 10],
  [7, 'Factuurbedrag € 1,01', 12],
  [7, 'CONTANT 2,00', 10],
  [24, 'Dank u wel voor uw aankoop', 10],
];

describe('a store name printed large that wraps on a narrow receipt', () => {
  it('joins the line under it in the same large type', () => {
    const f = extractFields(slip([[35, 'Bakkerij Van', 20], [48, 'Leeuwen', 20], ...body])).fields;
    expect(f.Vendor_Name).toBe('Bakkerij Van Leeuwen');
    expect(f.Vendor_Address).toBe('Kerkstraat 24, 8000 Brugge');
  });

  it('joins the line above a name found by its legal form', () => {
    expect(extractFields(slip([[40, 'Bageriet', 20], [20, 'Kornblomst I/S', 20], ...body])).fields.Vendor_Name).toBe('Bageriet Kornblomst I/S');
  });

  it('does not join an address line in body type, nor a name printed in body type', () => {
    expect(extractFields(slip([[35, 'Bakkerij Van Leeuwen', 20], ...body])).fields.Vendor_Name).toBe('Bakkerij Van Leeuwen');
    expect(extractFields(slip([[35, 'Bakkerij Van', 10], [48, 'Leeuwen', 10], ...body])).fields.Vendor_Name).not.toBe('Bakkerij Van Leeuwen');
  });
});

describe("a till receipt's number", () => {
  const number = (...lines: string[]) => extractFields(tree([[50, 'Example Trading Co']], ...lines.map((l) => [[50, l]] as Array<[number, string]>))).fields.Invoice_Number;

  it('after a document word and a colon', () => {
    expect(number('11/5/2026 11:13:35 Ticket: 953517')).toBe('953517');
  });

  it('alone on the line under a document word that closes the date line', () => {
    expect(number('28-09-2025 10:11:59 Ticket', '0017-460-455212')).toBe('0017-460-455212');
    expect(number('Ticket', '0088-561-310483')).toBe('0088-561-310483');
    expect(number('28-09-2025 10:11:59 Ticket', 'VENDEUR Pierre')).toBeUndefined();
  });

  it('after a number sign that follows the date and time', () => {
    expect(number('2026-03-18 07:31:52 No. 0088-553-504763')).toBe('0088-553-504763');
    expect(number('2025-03-04 10:35:47 No.： 49/3844')).toBe('49/3844');
  });
});

describe('a line under a document word that is not a number', () => {
  it('is not taken for it', () => {
    const f = extractFields(tree([[50, 'Example Trading Co']], [[50, '发票']], [[50, '上海市西湖区延安路56号']])).fields;
    expect(f.Invoice_Number).toBeUndefined();
  });
});

describe('till-receipt number labels of the label files, read through the field rules', () => {
  it.each([
    ['Sale # 7289', '7289'],
    ['Kassenbeleg-Nr.: 0058-486-815581', '0058-486-815581'],
    ['Nº venta: 0070-042-155365', '0070-042-155365'],
    ['Operazione 1129', '1129'],
    ['Venda nº 863037', '863037'],
    ['Nº operação 6339', '6339'],
    ['Документ 98/5466', '98/5466'],
    ['מס׳ עסקה 3877', '3877'],
    ['लेनदेन सं. 468409', '468409'],
  ])('%s', (line, want) => {
    expect(extractFields(tree([[50, 'Example Trading Co']], [[50, line]])).fields.Invoice_Number).toBe(want);
  });
});
