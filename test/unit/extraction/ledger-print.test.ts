import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

describe('ERP text prints (dot leaders, key/value lists beside the parties, vendor in the footer)', () => {
  it('does not take a labelled field beside the bill-to heading for the customer', () => {
    const f = extractFields(
      tree(
        [[50, 'Northstar IT Solutions LLP']],
        [[50, 'Unit 1, 5 King\'s Road'], [400, 'Sales Invoice']],
        [[50, 'London EC2A 4NE']],
        [],
        [[50, 'Sold to'], [380, 'Inv. No .......: R2025-258']],
        [[50, 'Sarah Campbell'], [380, 'Dated .........: 22/02/25']],
        [[50, 'Unit 6, 34 Church Lane'], [380, 'Account No. ...: K-48245']],
        [[50, 'Bristol BS1 4DJ']],
        [],
        [[50, 'Amount payable'], [400, '£763.68']],
      ),
    ).fields;
    expect(f).toMatchObject({ Bill_To_Name: 'Sarah Campbell', Bill_To_Address: 'Unit 6, 34 Church Lane, Bristol BS1 4DJ', Invoice_Number: 'R2025-258' });
  });
});

describe('the vendor printed only in the footer', () => {
  it('takes the address from the footer line that opens with the vendor name', () => {
    const rows: Array<Array<[number, string]>> = [
      [[50, 'FACTURE']],
      [[50, 'Client'], [380, 'N° de pièce GG949342']],
      [[50, 'Menuiserie Bernard SA'], [380, 'Date de pièce 21/07/2025']],
      [[50, 'Rue de la Station 8, boîte 8']],
      [[50, '4000 Liège']],
      [],
      [[50, 'Total à régler'], [400, '€ 8.247,13']],
    ];
    // Item rows push the footer past the first twenty lines.
    for (let i = 0; i < 24; i++) rows.splice(6, 0, [[50, `Article ${i + 1}`], [400, '10,00']]);
    for (let i = 0; i < 12; i++) rows.push([]);
    rows.push([[120, 'Menuiserie Bernard SRL · Rue de la Station 56 · 5000 Namur']], [[120, 'Courriel info@menuiserie-bernard.be · TVA BE0297956742']]);
    const f = extractFields(tree(...rows)).fields;
    expect(f).toMatchObject({ Vendor_Name: 'Menuiserie Bernard SRL', Vendor_Address: 'Rue de la Station 56, 5000 Namur', Bill_To_Name: 'Menuiserie Bernard SA' });
  });
});

describe('the envelope-window guess', () => {
  it('does not take numbered item rows for the recipient', () => {
    const f = extractFields(
      tree(
        [[50, 'Gráfica Oliveira'], [380, 'FATURA']],
        [[50, 'Rua das Flores, 238']],
        [[50, '20040-020 Rio de Janeiro/RJ']],
        [],
        [[50, 'Nº Descrição'], [300, 'Qtd'], [360, 'Preço'], [450, 'Valor']],
        [[50, '4 Fita para etiquetadora 12 mm x 8 m'], [300, '1'], [360, '13,30'], [450, '13,30']],
        [[50, '5 Luvas de proteção tam. 9 EN 388'], [300, '1'], [360, '1.025,60'], [450, '1.025,60']],
        [[50, '6 SSD 1 TB NVMe M.2 2280'], [300, '1'], [360, '1.887,60'], [450, '1.887,60']],
        [],
        [[50, 'Total da fatura'], [450, 'BRL 2.926,50']],
      ),
    ).fields;
    expect(f.Bill_To_Name).toBeUndefined();
  });
});

describe('bill-to headings of billing-data wording', () => {
  it.each([
    ['Datos de facturación', 'Martínez Asesores S.A.P.I. de C.V.'],
    ['DITAGIHKAN KEPADA', 'PT. Bangun Karya Mandiri'],
    ['Dados de faturação', 'Carpintaria Gomes Lda.'],
  ])('%s opens the customer block', (heading, name) => {
    const f = extractFields(
      tree(
        [[50, 'Northstar Trading Ltd'], [380, 'INVOICE']],
        [[50, '5 King Road, London EC2A 4NE']],
        [],
        [[50, heading], [380, 'Invoice No.: 2025-0012']],
        [[50, name]],
        [[50, 'Main Street 4']],
        [[50, '1000 Lisboa']],
        [],
        [[50, 'Total'], [400, '100.00']],
      ),
    ).fields;
    expect(f.Bill_To_Name).toBe(name);
  });
});

describe('café slips with a tip under the order sum', () => {
  it.each([
    ['お品代', 'チップ', '請求', 'ja'],
    ['주문 합계', '팁', '합계', 'ko'],
  ])('%s is the subtotal', (sub, tip, total) => {
    const f = extractFields(
      tree(
        [[50, 'Cafe Nico']],
        [[50, 'No. 9714'], [300, '2025-05-25 18:55']],
        [[50, 'Item A'], [400, '2,200']],
        [[50, 'Item B'], [400, '870']],
        [[50, sub], [400, '3,070']],
        [[50, tip], [400, '307']],
        [[50, total], [400, '3,377']],
      ),
    ).fields;
    expect(f.Subtotal).toBe(3070);
  });
});

describe('a VAT id whose country code also ends its label', () => {
  it('is read once ("TVA BE BE0297956742")', () => {
    const f = extractFields(
      tree(
        [[50, 'Menuiserie Bernard SRL']],
        [[50, 'Rue de la Station 56, 5000 Namur']],
        [[50, 'TVA BE BE0297956742']],
        [],
        [[50, 'Facture n° F-2026-118']],
        [[50, 'Total TTC'], [400, '240,00 €']],
      ),
    ).fields;
    expect(f.Vat_Number).toBe('BE0297956742');
  });
});
