import { extractFields } from '../../../src/extraction/fields';
import { labelsIn } from '../../../src/extraction/lexicon';
import { type Row, tree } from '../../support/ocr-rows';

const fields = (...rows: Row[]) => extractFields(tree(...rows)).fields;

describe('tax breakdowns whose header OCR misread or broke over two lines', () => {
  it('reads rate rows whose figures agree with the rate, under a line naming a tax', () => {
    const f = fields(
      [[50, 'Kiosk am Markt']],
      [[50, 'Gesamtbetrag EUR']],
      [[150, 'Nettobetrag Steuer Bruttobetrag']],
      [[50, 'A USL. 19%'], [250, '10,49'], [350, '1,99'], [450, '12,48']],
      [[50, 'B USL.7%'], [250, '27,47'], [350, '1,92'], [450, '29,39']],
    );
    expect(f.Tax).toBe(3.91);
    expect(f.Tax_Lines).toHaveLength(2);
  });

  it('reads a row whose heading words were split onto two lines', () => {
    const f = fields([[50, 'Café Havnen']], [[50, '%'], [150, 'Momsgrundlag Moms'], [450, 'mid.']], [[150, 'Moms']], [[50, 'A 25%'], [200, '839,52 209,88'], [450, '1.049,40']]);
    expect(f.Tax).toBe(209.88);
  });

  it('does not take an item row with a rate column for a tax line', () => {
    const f = fields([[50, 'Acme Ltd']], [[50, 'Installation and setup'], [300, '8'], [350, '13%'], [450, '1,374.16']], [[50, 'Total'], [450, '1,374.16']]);
    expect(f.Tax_Lines).toBeUndefined();
    // Figures that agree with a rate but no tax named above: no tax line either.
    expect(fields([[50, 'Acme Ltd']], [[50, 'Discount'], [200, '10%'], [300, '120.00'], [400, '12.00']]).Tax_Lines).toBeUndefined();
  });
});

describe('a date OCR broke over two lines', () => {
  it('finishes a labelled date with the year on the next line', () => {
    expect(fields([[50, 'Café Havnen']], [[50, 'FAKTURADATO: 17-06-'], [300, 'TIDSPUNKT: 14:59:11']], [[50, '2025']]).Date).toBe('2025-06-17');
  });

  it('finishes it when the next label runs on in the same cell (a till roll too narrow for both)', () => {
    expect(fields([[50, 'Café Havnen']], [[50, 'FAKTURADATO: 17-06- TIDSPUNKT: 14:59:11']], [[50, '2025']]).Date).toBe('2025-06-17');
    // A part number that ends in a dash is no date's beginning.
    expect(fields([[50, 'Café Havnen']], [[50, 'FAKTURADATO: 17-06-2025 ART. 12-04- Z']], [[50, '2024']]).Date).toBe('2025-06-17');
  });

  it('does not take a figure further down for the year', () => {
    const rows = tree([[50, 'Café Havnen']], [[50, 'FAKTURADATO: 17-06-']]);
    rows.pages[0].lines.push({ text: '2025', box: [50, 400, 80, 410], words: [{ text: '2025', box: [50, 400, 80, 410], confidence: 1 }] });
    expect(extractFields(rows).fields.Date).toBeUndefined();
  });
});

describe('tax rows whose rate OCR misread', () => {
  it('takes the tax and its rate from net + tax = gross ("10%" read as "109%")', () => {
    const f = fields([[50, '골목커피']], [[50, '%'], [150, '과세 부가가치세 부가세 포함']], [[50, 'A 부가가치세 109%'], [250, '124,895'], [350, '12,489'], [450, '137,384']], [[50, '현금'], [450, '200,000']], [[50, '거스름돈'], [450, '62,616']]);
    expect(f.Tax).toBe(12489);
    expect(f.Tax_Lines).toMatchObject([{ Rate: 10, Base: 124895, Amount: 12489 }]);
    // The total is the printed figure that net and tax add up to, in a currency without cents too.
    expect(f.Total).toBe(137384);
  });

  it('reads "Php" before a figure as a currency, so the figure is the label\'s value', () => {
    expect(fields([[50, 'Matibay Furniture Corp.']], [[50, 'SUBTOTAL'], [400, 'Php 223,647.75']], [[50, 'VAT 1296'], [400, 'Php 26,837.73']], [[50, 'KABUUAN'], [400, 'Php 250,485.48']]).Tax).toBe(26837.73);
  });
});

describe('labels and headings as OCR spaces them', () => {
  it('reads a several-word label whose spaces OCR dropped ("BILLTO", "DUEDATE")', () => {
    expect(labelsIn('BILLTO').map((s) => s.key)).toContain('bill_to');
    expect(labelsIn('DUEDATE').map((s) => s.key)).toContain('due_date');
    expect(labelsIn('toto')).toEqual([]);
    const f = fields([[50, 'Oakmont Hardware LLP']], [[50, 'BILLTO'], [300, 'DELIVER TO']], [[50, 'Silverline Electrical Pte Ltd'], [300, 'Sarah Patel']], [[50, '4 Anson Road']]);
    expect(f.Bill_To_Name).toBe('Silverline Electrical Pte Ltd');
  });

  it('does not take a misread heading beside the bill-to heading for the name', () => {
    const f = fields([[50, 'Pedersen Byg IVS']], [[50, 'FAKTURERES TIL'], [300, 'LEVERES s TIL']], [[50, 'Jensen Kontorartikler IVS'], [300, 'Jensen Kontorartikler IVS']], [[50, 'Algade 862'], [300, 'Vesterbrogade 91']], [[50, '9000 Aalborg'], [300, '6700 Esbjerg']]);
    expect(f.Bill_To_Name).toBe('Jensen Kontorartikler IVS');
    // A label with its value beside it, the address under the value only: the value is still the name.
    const g = fields([[50, 'Fattura 12']], [[50, 'Cliente'], [300, 'Falegnameria Conti Sagl']], [[300, 'Via Cantonale 87']], [[300, '6900 Lugano']]);
    expect(g.Bill_To_Name).toBe('Falegnameria Conti Sagl');
  });
});
