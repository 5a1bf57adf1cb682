import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { isSideways } from '../../../../src/extraction/items/sideways';
import { docOf } from './fixture';

describe('sideways lines beside the item table', () => {
  it('tells a line set up the margin from upright text', () => {
    expect(isSideways({ text: 'Copyright 2014 Muster', box: [24, 300, 29, 460] })).toBe(true);
    expect(isSideways({ text: 'Copyright 2014 Muster', box: [24, 300, 160, 310] })).toBe(false);
    // A lone digit or "I" is taller than wide without being turned.
    expect(isSideways({ text: '1', box: [24, 300, 29, 310] })).toBe(false);
  });

  it('does not add a margin note the reading order puts under an item to that item', () => {
    const doc = docOf([
      'Muster GmbH', 'Rechnung 4711',
      ['Tafelsalz 500 g', '8,00'],
      'Beispielrechnung Copyright 2014',
      ['Pfeffer schwarz', '7,00'],
      ['Summe netto', '15,00'],
    ]);
    const note = doc.lines[3];
    note.box = [4, note.box[1] - 60, 9, note.box[1] + 90];
    const items = extractLineItems(doc, { Subtotal: 15 }).map((i) => [i.Description, i.Amount]);
    expect(items).toEqual([['Tafelsalz 500 g', 8], ['Pfeffer schwarz', 7]]);
  });
});
