import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { brokenHeadingsJoined } from '../../../../src/extraction/items/broken-heading';
import { docOf } from './fixture';

/** The header of a German invoice table whose amount heading is hyphenated over two lines ("Positions-" / "betrag"). */
const table = () => docOf([
  'Muster GmbH', 'Rechnung 4711',
  ['Pos Beschreibung Preis Menge USt.', 'Positions-'],
  ['Art-Nr', 'betrag'],
  ['1 Pfeffer 2,7700 20 Stk 19 %', '55,46'],
  ['2 Salz 0,0000 1 Stk 0 %', '0,00'],
  ['Positionssumme', '55,46'],
]);

describe('column headings hyphenated over two header lines', () => {
  it('joins the broken word to the part printed under it', () => {
    const doc = table();
    const joined = brokenHeadingsJoined(doc.lines[2], doc.lines[3]);
    expect(joined?.text).toBe('Pos Beschreibung Preis Menge USt. Positionsbetrag');
    expect(brokenHeadingsJoined(doc.lines[3], doc.lines[4])).toBeUndefined();
    // A hyphen before an upper-case word is a hyphenated name, not a broken heading.
    const names = docOf([['Art-Nr Beschreibung', 'Liefer-'], ['', 'Datum']]);
    expect(brokenHeadingsJoined(names.lines[0], names.lines[1])).toBeUndefined();
  });

  it('reads the amounts of rows that do not multiply out (rounded price, zero price) under the joined heading', () => {
    const items = extractLineItems(table(), { Subtotal: 55.46 }).map((i) => [i.Description, i.QTY, i.Amount]);
    expect(items).toEqual([['Pfeffer', 20, 55.46], ['Salz', 1, 0]]);
  });
});
