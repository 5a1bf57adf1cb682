import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount }).filter(([, v]) => v !== undefined)));

// Patterns of the session-12 documents of test/fixtures/items-fresh (issue 13), failed by the rules at first reading.
describe('item patterns of the session-12 items-fresh documents', () => {
  it('reads a receipt printed in Arabic-Indic digits as one in ASCII digits', () => {
    const doc = docOf([
      'مقهى الياسمين', ['فاتورة ضريبية مبسطة', 'رقم ٤٤١٨'],
      ['٢ × قهوة تركية', '٢٤٫٠٠'], ['١ × شاي بالنعناع', '٨٫٠٠'], ['٣ × كرواسون بالزعتر', '٢٨٫٥٠'],
      ['الإجمالي شامل الضريبة', '٦٠٫٥٠ ر.س'], ['مدى', '٦٠٫٥٠'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 60.5 }))).toEqual([
      { Description: 'قهوة تركية', QTY: 2, Price: 12, Amount: 24 },
      { Description: 'شاي بالنعناع', QTY: 1, Price: 8, Amount: 8 },
      { Description: 'كرواسون بالزعتر', QTY: 3, Price: 9.5, Amount: 28.5 },
    ]);
  });
});
