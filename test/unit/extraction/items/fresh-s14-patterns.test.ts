import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { amountLast, withAmountsLast } from '../../../../src/extraction/items/amount-first';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount }).filter(([, v]) => v !== undefined)));

// Patterns of the session-14 documents of test/fixtures/items-fresh (issue 13), failed by the rules at first reading.
describe('item patterns of the session-14 items-fresh documents', () => {
  it('reads the next group of a grid past its group sum and heading, and the last group sum above the totals', () => {
    const doc = docOf([
      '品名 数量 単位 単価 金額',
      '【A棟】外壁補修工事',
      ['足場仮設 1 式 150,000', '150,000'],
      ['外壁塗装 100 m² 2,500', '250,000'],
      ['小計', '400,000'],
      '【B棟】設備工事',
      ['換気扇交換 3 個 20,000', '60,000'],
      ['配管点検 5 時間 6,000', '30,000'],
      ['小計', '90,000'],
      ['合計（税抜）', '490,000'],
      ['消費税（10%）', '49,000'],
      ['総合計', '539,000'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 490000, Total: 539000 }))).toEqual([
      { Description: '足場仮設', QTY: 1, Price: 150000, Amount: 150000 },
      { Description: '外壁塗装', QTY: 100, Price: 2500, Amount: 250000 },
      { Description: '換気扇交換', QTY: 3, Price: 20000, Amount: 60000 },
      { Description: '配管点検', QTY: 5, Price: 6000, Amount: 30000 },
    ]);
  });

  it('still ends the items at a receipt subtotal followed by tax and total lines', () => {
    const doc = docOf([
      ['Bread 2 2.00', '4.00'],
      ['Milk 1 3.00', '3.00'],
      ['Subtotal', '7.00'],
      ['Tax', '0.70'],
      ['Total', '7.70'],
    ]);
    expect(extractLineItems(doc, { Total: 7.7 })).toHaveLength(2);
  });

  it('reads a line that leads with its amount with the amount last, keeping its words\' boxes', () => {
    const [line] = docOf(['14.99 T CLAW HAMMER 16OZ']).lines;
    const turned = amountLast(line)!;
    expect(turned.text).toBe('CLAW HAMMER 16OZ 14.99 T');
    expect(turned.cells[1].words[0].box).toEqual(line.cells[0].words[0].box);
    expect(amountLast(docOf(['57.72 SUBTOTAL']).lines[0])!.text).toBe('SUBTOTAL 57.72');
    // A line that prints money after its name as well is a row of another shape ("1.00 Stk Widget 5.00").
    expect(amountLast(docOf(['1.00 Stk Widget 5.00']).lines[0])).toBeUndefined();
    expect(amountLast(docOf(['Widget 5.00']).lines[0])).toBeUndefined();
  });

  it('turns a document\'s lines only where most of its money lines lead with their amount', () => {
    const mixed = docOf([['Bread', '2.00'], ['Milk', '3.00'], ['Eggs', '1.50'], '4.00 T CHEESE', ['Total', '10.50']]);
    expect(withAmountsLast(mixed)).toBe(mixed);
  });

  it('reads the items of a till roll that prints each amount before its name, a count line under its item', () => {
    const doc = docOf([
      'MAPLE STREET HARDWARE',
      '14.99 T CLAW HAMMER 16OZ',
      '6.98 T WOOD GLUE 8OZ',
      '    2 @ 3.49',
      '5.29 T SANDPAPER 5PK',
      '-1.00 T COUPON',
      '26.26 SUBTOTAL',
      '1.90 SALES TAX 7.25%',
      '28.16 TOTAL',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 26.26, Total: 28.16 }))).toEqual([
      { Description: 'CLAW HAMMER 16OZ', Amount: 14.99 },
      { Description: 'WOOD GLUE 8OZ', QTY: 2, Price: 3.49, Amount: 6.98 },
      { Description: 'SANDPAPER 5PK', Amount: 5.29 },
      { Description: 'COUPON', Amount: -1 },
    ]);
  });
});
