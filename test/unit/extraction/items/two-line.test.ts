import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount, Unit }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount, Unit }).filter(([, v]) => v !== undefined)));

/** Till slips that print each item on two lines: the name, then a figures line (quantity, unit price, amount). */
describe('two-line items: name line, then the figures line', () => {
  it('reads a German 58 mm slip: "2 × 5,16  10,32" and weighed goods under their names, cash and change skipped', () => {
    const doc = docOf([
      'Frischmarkt Kühn', 'Lindenweg 4, 04109 Leipzig', '14.03.2026 09:12 Beleg 8812',
      'Spaghetti 500 g', ['  2 × 5,16', '10,32'],
      'Weintrauben rot', ['  2,206 kg × 5,78/kg', '12,75'],
      'Milch 1,5 % 1 l', ['  1 × 1,19', '1,19'],
      ['Summe', '24,26'],
      ['Bar', '30,00'], ['Rückgeld', '5,74'],
      ['MwSt 7 %', '1,59'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 24.26 }))).toEqual([
      { Description: 'Spaghetti 500 g', QTY: 2, Price: 5.16, Amount: 10.32 },
      { Description: 'Weintrauben rot', QTY: 2.206, Price: 5.78, Amount: 12.75, Unit: 'kg' },
      { Description: 'Milch 1,5 % 1 l', QTY: 1, Price: 1.19, Amount: 1.19 },
    ]);
  });

  it('reads "x", "*" and "@" as the sign, and figures lines without any sign when the arithmetic agrees (en)', () => {
    const doc = docOf([
      'CORNER STORE', '03/14/2026 5:40 PM',
      'Orange juice 1L', ['  3 x 2.49', '7.47'],
      'Bananas', ['  1.250 lb @ 0.59/lb', '0.74'],
      'Bread', ['  2 * 3.10', '6.20'],
      'Coffee beans', ['  2  8.99', '17.98'],
      ['TOTAL', '32.39'], ['VISA', '32.39'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 32.39 }))).toEqual([
      { Description: 'Orange juice 1L', QTY: 3, Price: 2.49, Amount: 7.47 },
      { Description: 'Bananas', QTY: 1.25, Price: 0.59, Amount: 0.74, Unit: 'lb' },
      { Description: 'Bread', QTY: 2, Price: 3.1, Amount: 6.2 },
      { Description: 'Coffee beans', QTY: 2, Price: 8.99, Amount: 17.98 },
    ]);
  });

  it('reads a name line followed by a line with only the amount, and a single item with its amount on the name line', () => {
    const doc = docOf([
      'Boulangerie Martin', '14/03/2026 08:02',
      'Baguette tradition', ['', '1,30'],
      'Pain aux raisins', ['  2 x 1,60', '3,20'],
      ['Croissant', '1,10'],
      ['TOTAL', '5,60'], ['Espèces', '10,00'], ['Rendu', '4,40'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 5.6 }))).toEqual([
      { Description: 'Baguette tradition', Amount: 1.3 },
      { Description: 'Pain aux raisins', QTY: 2, Price: 1.6, Amount: 3.2 },
      { Description: 'Croissant', Amount: 1.1 },
    ]);
  });

  it('keeps a quantity line whose amount repeats its item\'s amount with that item, not as a new one', () => {
    const doc = docOf([
      'Kiosk am Markt',
      ['Apfelschorle', '3,00'], ['  2 x 1,50', '3,00'],
      ['Brezel', '0,90'],
      ['Summe', '3,90'], ['EC-Karte', '3,90'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 3.9 }))).toEqual([
      { Description: 'Apfelschorle', QTY: 2, Price: 1.5, Amount: 3 },
      { Description: 'Brezel', Amount: 0.9 },
    ]);
  });
});
