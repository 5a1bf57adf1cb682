import { LINE_ITEM_COLUMNS, resolveColumns } from '../../../../src/extraction/fields/line-item-columns';
import { parseHeader } from '../../../../src/extraction/fields/table';
import { stackedHeadingsJoined } from '../../../../src/extraction/items/stacked-heading';
import { docOf } from './fixture';

/** Headings wrapped in narrow columns read column by column over their two lines. */
describe('stackedHeadingsJoined', () => {
  const keys = (rows: string[]) => {
    const doc = docOf(rows);
    const joined = stackedHeadingsJoined(doc.lines[0], doc.lines[1]);
    return joined && resolveColumns(parseHeader(joined, LINE_ITEM_COLUMNS).columns).map((c) => c.key);
  };
  it('joins each column\'s upper and lower words ("Invoiced" over "quantity", "Invoice line" over "net amount")', () => {
    expect(keys([
      'Line              Invoiced    Unit of        Item net    Invoice line',
      'ID    Item name   quantity    measure code   price       net amount',
    ])).toEqual(['pos', 'description', 'qty', 'unit', 'price', 'amount']);
  });
  it('reads the lower line as the header line, so the rows are read under both', () => {
    const doc = docOf(['Einzel-   Gesamt-', 'Menge   preis   preis', '2   3,00   6,00']);
    expect(stackedHeadingsJoined(doc.lines[0], doc.lines[1])?.index).toBe(1);
  });
  it('leaves lines with figures and lines that share no column', () => {
    const doc = docOf(['Pos   Menge   Betrag', '1   2   6,00']);
    expect(stackedHeadingsJoined(doc.lines[0], doc.lines[1])).toBeUndefined();
    const apart = docOf(['Rechnung', '                              Pos   Menge   Betrag']);
    expect(stackedHeadingsJoined(apart.lines[0], apart.lines[1])).toBeUndefined();
  });
});
