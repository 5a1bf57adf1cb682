import { extractFields } from '../../../src/extraction/fields';
import { toDoc } from '../../../src/extraction/fields/doc';
import { rateTriple } from '../../../src/extraction/fields/rate-triple';
import { tree } from '../../support/ocr-rows';

/** Each string one printed line of a letter. */
const letter = (...lines: string[]) => tree(...lines.map((l) => [[50, l]] as Array<[number, string]>));
const triple = (...lines: string[]) => rateTriple(toDoc(letter(...lines)));

describe('net, tax and gross told in sentences', () => {
  it('finds them by their arithmetic, whatever words surround them', () => {
    expect(triple('Before tax, this comes to £4,941.30. You therefore owe us £5,929.56, which', 'includes £988.26 VAT at 20%.'))
      .toEqual({ Subtotal: 4941.3, Tax: 988.26, Total: 5929.56, rate: 20 });
    expect(triple('Netto ergibt das EUR 3.545,58. Der Betrag von EUR 4.254,70 einschließlich 20 % USt.', '(EUR 709,12) ist fällig.'))
      .toMatchObject({ Subtotal: 3545.58, Tax: 709.12, Total: 4254.7 });
  });

  it('reads a bracketed figure as an aside, not a negative amount, and a rate with decimals', () => {
    expect(triple("Il totale imponibile è di 6'340.10 CHF. L'importo di 6'853.65 CHF, comprensivo di IVA al 8.1%", '(513.55 CHF), è da saldare.'))
      .toMatchObject({ Subtotal: 6340.1, Tax: 513.55, Total: 6853.65 });
  });

  it('reads figures glued to the words of scripts without spaces, and rounds to the currency unit', () => {
    expect(triple('小計（税抜）は206,155円となります。消費税（10%）は20,616円です。お支払い総額は226,771', '円です。'))
      .toMatchObject({ Subtotal: 206155, Tax: 20616, Total: 226771 });
    expect(triple('세전 금액은 476,000원입니다. 여기에 부가세 10%에 해당하는 47,600원이 추가됩니다. 따라서 총 청구금액은 523,600원입니다.'))
      .toMatchObject({ Subtotal: 476000, Tax: 47600, Total: 523600 });
  });

  it('reads right-to-left lines in the order their text layer holds them', () => {
    expect(triple('لاً ضريبة القيمة المضافة بنسبة % 15 2,010.49(', 'المبلغ الصافي هو 13,403.25 ريال. المبلغ 15,413.74 ريال شام'))
      .toMatchObject({ Subtotal: 13403.25, Tax: 2010.49, Total: 15413.74 });
    expect(triple('הסכום נטו עומד על ₪2,008.30. בתוספת מע״מ %( )18 בסך ₪361.49. לפיכך הסכום הכולל לתשלום הוא', '.₪2,369.79'))
      .toMatchObject({ Subtotal: 2008.3, Tax: 361.49, Total: 2369.79 });
    expect(triple('הסכום לפני מע"מ הוא 15,817.30 ש"ח. מע"מ בשיעור 18% מסתכם ב2,847.11- ש"ח. לפיכך הסכום הכולל', 'לתשלום הוא 18,664.41 ש"ח.'))
      .toMatchObject({ Subtotal: 15817.3, Tax: 2847.11, Total: 18664.41 });
  });

  it('adds a tax printed as two equal halves (CGST + SGST) twice', () => {
    expect(triple('Taxable value Rs. 10,000.00', 'CGST 9% Rs. 900.00', 'SGST 9% Rs. 900.00', 'Amount payable Rs. 11,800.00'))
      .toMatchObject({ Subtotal: 10000, Tax: 1800, Total: 11800 });
  });

  it('gives nothing without a printed rate, without the gross, or when two readings compete', () => {
    expect(triple('Net 100.00, tax 20.00, total 120.00')).toBeUndefined();
    expect(triple('Net 100.00, VAT 20% 20.00')).toBeUndefined();
    expect(triple('VAT 10% or 20%: 100.00 20.00 120.00 and 109.09 10.91 120.00')).toBeUndefined();
  });

  it('replaces labelled readings that do not add up, and leaves those that do', () => {
    const prose = extractFields(letter('Dear Sir or Madam,', 'Before tax, this comes to £4,941.30. You therefore owe us £5,929.56, which',
      'includes £988.26 VAT at 20%.')).fields;
    expect([prose.Subtotal, prose.Tax, prose.Total]).toEqual([4941.3, 988.26, 5929.56]);
    const table = extractFields(tree([[50, 'Subtotal'], [400, '50.00']], [[50, 'VAT 20%'], [400, '10.00']], [[50, 'Total'], [400, '60.00']],
      [[50, 'Other figures 100.00 20.00 120.00']])).fields;
    expect([table.Subtotal, table.Tax, table.Total]).toEqual([50, 10, 60]);
  });
});

describe('item figures that happen to fit a rate', () => {
  it('are no totals when a larger sum is printed', () => {
    expect(triple('Service 100.00 VAT 10% 10.00 row total 110.00', 'Grand total 1,350.00')).toBeUndefined();
  });
});

describe("a till receipt's labelled total against a rate's sums", () => {
  it('takes one unit of rounding only for figures printed without cents', () => {
    expect(triple('TOTAL SALES INCLUSIVE GST @6% 5.00', 'CASH 100.00', 'CHANGE 95.00')).toBeUndefined();
  });

  it('keeps a total that the cash less the change confirms', () => {
    const f = extractFields(letter('KEDAI MAJU SDN BHD', 'PEN 6.00', 'TOTAL INCL. GST @6% 6.00', 'CASH 106.00', 'CHANGE 100.00')).fields;
    expect(f.Total).toBe(6);
  });

  it('keeps a total that is the gross less a negative line printed on the receipt', () => {
    const f = extractFields(letter('KEDAI MAJU SDN BHD', 'TOTAL 6% SUPPLIES (EXCL. GST): 28.32', 'GST: 1.69', 'TOTAL 6% SUPPLIES (INC. GST): 30.01', 'TOTAL 0% SUPPLIES: -7.43', 'TOTAL PAYABLE: 22.58')).fields;
    expect(f.Total).toBe(22.58);
  });
});
