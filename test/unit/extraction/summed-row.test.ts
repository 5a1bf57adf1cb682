/** An unlabelled sum row under gross and tax headings (ZUGFeRD 1.0 sample layout), fields/summed-row.ts. */
import { toDoc } from '../../../src/extraction/fields/doc';
import { summedTotalsRow } from '../../../src/extraction/fields/summed-row';
import { extractTotals } from '../../../src/extraction/fields/totals';
import { tree, type Row } from '../../support/ocr-rows';

const HEADING: Row = [[10, 'Warenwert Zu-/Abschlag'], [200, 'Nettobetrag'], [300, 'MwSt-Betrag MwSt-%'], [480, 'Endbetrag']];
const row = (...cells: string[]): Row => cells.map((c, i): [number, string] => [[10, 80, 200, 300, 380, 480][i], c]);

describe('sum row of a totals table without a label', () => {
  it('takes net, tax and gross from the row that sums the rate rows', () => {
    const doc = toDoc(tree(HEADING, row('326,50', '-8,10', '321,40', '61,07', '19,0', '382,47'), row('130,70', '-3,11', '127,59', '8,93', '7,0', '136,52'), row('457,20', '-11,21', '448,99', '70,00', 'EUR', '518,99')));
    expect(summedTotalsRow(doc)).toEqual({ Subtotal: 448.99, Tax: 70, Total: 518.99 });
  });

  it('reads a credit note (all negative) and lets the row outrank a tax label elsewhere', () => {
    const doc = toDoc(tree([[10, 'Rabattbetrag: 0,10']], HEADING, row('-5,00', '0,15', '-4,85', '-0,92', '19,0', '-5,77'), row('-2,90', '0,08', '-2,82', '-0,20', '7,0', '-3,02'), row('-7,90', '0,23', '-7,67', '-1,12', 'EUR', '-8,79')));
    expect(extractTotals(doc, [])).toMatchObject({ Subtotal: -7.67, Tax: -1.12, Total: -8.79 });
  });

  it('takes a single rate row as its own sum', () => {
    const doc = toDoc(tree(HEADING, row('1062,60', '15,00', '1056,05', '200,65', '19,0', '1256,70')));
    expect(summedTotalsRow(doc)).toEqual({ Subtotal: 1056.05, Tax: 200.65, Total: 1256.7 });
  });

  it('finds nothing when the last row is no sum of the rows above or net + tax is not the gross', () => {
    expect(summedTotalsRow(toDoc(tree(HEADING, row('10,00', '0', '10,00', '1,90', '19,0', '11,90'), row('20,00', '0', '20,00', '3,80', '19,0', '23,80'))))).toBeUndefined();
    expect(summedTotalsRow(toDoc(tree(HEADING, row('10,00', '0', '10,00', '1,90', '19,0', '12,90'))))).toBeUndefined();
  });
});
