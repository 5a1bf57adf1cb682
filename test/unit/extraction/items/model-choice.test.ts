import { documentRows } from '../../../../src/extraction/items';
import { itemSupport, withRowModel } from '../../../../src/extraction/items/model-choice';
import { lineItemConfidence } from '../../../../src/extraction/fields/line-item-confidence';
import { ROW_CLASSES, type RowClass } from '../../../../src/extraction/items/row-classes';
import { modelItems } from '../../../../src/extraction/items/row-reading';
import type { Row } from '../../../../src/extraction/items/rows';
import { docOf } from './fixture';

const preds = (...cls: RowClass[]) => cls.map((c) => ({ cls: c, p: ROW_CLASSES.map((k) => (k === c ? 1 : 0)) }));
/** A classifier that answers the given classes whatever the rows. */
const fixed = (...cls: RowClass[]) => ({ classify: (rows: Row[]) => preds(...cls).slice(0, rows.length) });

describe('items read from the classified rows', () => {
  it('starts an item on an item row and joins the continuation right under it', () => {
    const rows = documentRows(docOf([['Toner cartridge   2   62,50', '125,00'], 'black, high yield', ['Summe', '125,00']]));
    expect(modelItems(rows, preds('item', 'continuation', 'total'))).toEqual([
      { Description: 'Toner cartridge black, high yield', QTY: 2, Price: 62.5, Amount: 125 },
    ]);
  });

  it('names a figures-only row by the continuation lines above it, and completes an item that lacks its amount', () => {
    const rows = documentRows(docOf(['Wartung Drucker', ['1   20,00', '20,00'], ['Summe', '20,00']]));
    expect(modelItems(rows, preds('continuation', 'figures', 'total'))).toEqual([{ Description: 'Wartung Drucker', QTY: 1, Price: 20, Amount: 20 }]);
  });

  it('takes a quantity line under an item as its quantity and price when they multiply out to its amount', () => {
    const rows = documentRows(docOf([['Apfelschorle', '3,00'], '2 x 1,50', ['Brot', '2,20'], '3 x 1,00']));
    expect(modelItems(rows, preds('item', 'continuation', 'item', 'continuation'))).toEqual([
      { Description: 'Apfelschorle', QTY: 2, Price: 1.5, Amount: 3 },
      { Description: 'Brot', Amount: 2.2 },
    ]);
  });

  it('drops the open item at a header, total or other line, and keeps no item without a description', () => {
    const rows = documentRows(docOf([['Kaffee', '3,00'], 'Danke', 'Filiale 12', ['4,00', '']]));
    expect(modelItems(rows, preds('item', 'other', 'continuation', 'figures'))).toEqual([
      { Description: 'Kaffee', Amount: 3 },
      { Description: 'Filiale 12', Amount: 4 },
    ]);
    expect(modelItems(rows.slice(3), preds('figures'))).toEqual([]);
  });
});

describe('the arithmetic chooses between the rules and the classifier', () => {
  const doc = docOf([['Kaffee', '3,00'], ['Kuchen', '4,50'], ['Summe', '7,50']]);
  const rules = [{ Description: 'Kaffee', Amount: 3 }];

  it('keeps the rules\' items when they add up to the printed sums, whatever the classifier reads', () => {
    const both = [...rules, { Description: 'Kuchen', Amount: 4.5 }];
    expect(withRowModel(doc, both, { Total: 7.5 }, fixed('other', 'other', 'other'))).toBe(both);
  });

  it('takes the classifier\'s reading when only it adds up', () => {
    expect(withRowModel(doc, rules, { Total: 7.5 }, fixed('item', 'item', 'total'))).toEqual([
      { Description: 'Kaffee', Amount: 3 },
      { Description: 'Kuchen', Amount: 4.5 },
    ]);
  });

  it('keeps the rules\' items when they add up to a figure printed under them (a position total before allowances)', () => {
    const both = [{ Description: 'Kaffee', Amount: 3 }, { Description: 'Kuchen', Amount: 4 }];
    expect(withRowModel(doc, both, { Subtotal: 7.5, below: [7, 0.5] }, fixed('item', 'item', 'total'))).toBe(both);
    expect(withRowModel(doc, both, { Subtotal: 7.5, below: [0.5] }, fixed('item', 'item', 'total'))).toHaveLength(2);
    expect(withRowModel(doc, both, { Subtotal: 7.5, below: [0.5] }, fixed('item', 'item', 'total'))).not.toBe(both);
  });

  it('takes the classifier\'s reading when it adds up to a receipt\'s total less the tip', () => {
    const tipped = docOf([['Kaffee', '3,00'], ['Kuchen', '4,50'], ['Trinkgeld', '1,00'], ['Summe', '8,50']]);
    expect(withRowModel(tipped, rules, { Total: 8.5, Tip: 1 }, fixed('item', 'item', 'other', 'total'))).toHaveLength(2);
    expect(withRowModel(tipped, rules, { Total: 8.5 }, fixed('item', 'item', 'other', 'total'))).toBe(rules);
  });

  it('keeps the rules when the classifier reads fewer items, though they add up', () => {
    const two = [{ Description: 'Kaffee', Amount: 3 }, { Description: 'Incl. Pfand', Amount: 0.25 }, { Description: 'Kuchen', Amount: 4.5 }];
    expect(withRowModel(doc, two, { Total: 7.5 }, fixed('item', 'item', 'total'))).toBe(two);
  });

  it('keeps the rules when neither reading adds up, when there are no sums, or when there is no model', () => {
    expect(withRowModel(doc, rules, { Total: 99 }, fixed('item', 'item', 'total'))).toBe(rules);
    expect(withRowModel(doc, rules, {}, fixed('item', 'item', 'total'))).toBe(rules);
    expect(withRowModel(doc, rules, { Total: 7.5 }, null)).toBe(rules);
  });
});

describe('line-item confidence from the sums and the classifier', () => {
  const doc = docOf([['Kaffee', '3,00'], ['Kuchen', '4,50'], ['Summe', '7,50']]);

  it('raises an unchecked amount that adds up with the others to the printed sum', () => {
    const items = withRowModel(doc, [{ Description: 'Kaffee', Amount: 3 }, { Description: 'Kuchen', Amount: 4.5 }], { Total: 7.5 }, fixed('item', 'item', 'total'));
    expect(itemSupport(items[0])).toEqual({ sums: true, row: 1 });
    expect(lineItemConfidence(items[0], 'Amount')).toBe(0.97);
    expect(lineItemConfidence(items[0], 'Description')).toBe(0.8);
  });

  it('lowers the confidence of an item whose row the classifier takes for no item row', () => {
    const items = withRowModel(doc, [{ Description: 'Kaffee', Amount: 3 }], { Total: 99 }, fixed('other', 'item', 'total'));
    expect(itemSupport(items[0])).toEqual({ sums: false, row: 0 });
    expect(lineItemConfidence(items[0], 'Amount')).toBeCloseTo(0.85 * 0.6, 2);
    // Without support noted (items from elsewhere), the confidence is the rules' alone.
    expect(lineItemConfidence({ Description: 'x', Amount: 1 }, 'Amount')).toBe(0.85);
    expect(lineItemConfidence({ Description: 'x', QTY: 2, Price: 1, Amount: 2 }, 'QTY')).toBe(0.97);
  });
});
