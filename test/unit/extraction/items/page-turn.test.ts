import { extractLineItems, headerTableItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';

describe('an item table going on over a page', () => {
  it('reads an item row that opens the next page (no heading lines repeated there, as on a scan)', () => {
    const doc = docOf([
      'Muster GmbH', 'Rechnung 4711',
      ['Pos Beschreibung Nettopreis Menge', 'Entgelt'],
      ['1 Trennblätter 9,90 20 Stk', '198,00'],
      'TB100A4 A4',
      '---page---',
      ['2 Joghurt 5,50 50 stk', '275,00'],
      'ARNR2 Banane',
      ['Positionssumme', '473,00'],
    ]);
    const brief = (items: ReturnType<typeof headerTableItems>) => items.map((i) => [String(i.Description).split(/\s/)[0], i.QTY, i.Amount]);
    expect(brief(headerTableItems(doc))).toEqual([['Trennblätter', 20, 198], ['Joghurt', 50, 275]]);
    expect(brief(extractLineItems(doc, { Subtotal: 473 }))).toEqual([['Trennblätter', 20, 198], ['Joghurt', 50, 275]]);
  });

  it('still skips the next page\'s letterhead lines before the rows resume', () => {
    const doc = docOf([
      'Muster GmbH', 'Rechnung 4711',
      ['Pos Beschreibung Nettopreis Menge', 'Entgelt'],
      ['1 Trennblätter 9,90 20 Stk', '198,00'],
      '---page---',
      'Muster GmbH Seite 2',
      ['2 Joghurt 5,50 50 stk', '275,00'],
      ['Positionssumme', '473,00'],
    ]);
    const items = extractLineItems(doc, { Subtotal: 473 }).map((i) => [String(i.Description).split(/\s/)[0], i.QTY, i.Amount]);
    expect(items).toEqual([['Trennblätter', 20, 198], ['Joghurt', 50, 275]]);
  });

  it('reads a labelled figure behind the item\'s code ("CO-123/V2A  Preisbasismenge: 1 Stk") as no item of its own', () => {
    const doc = docOf([
      'Muster GmbH', 'Rechnung 4711',
      ['Pos Beschreibung Nettopreis Menge', 'Entgelt'],
      ['1 Stahlcoil 100,00 10 Stk', '1000,00'],
      // Its figure stands under the price heading.
      'V2A Basismenge:   1,00',
      ['2 Stoßfänger 100,00 10 Stk', '1000,00'],
      ['Positionssumme', '2000,00'],
    ]);
    expect(headerTableItems(doc).map((i) => [i.Description, i.Amount])).toEqual([['Stahlcoil', 1000], ['Stoßfänger', 1000]]);
  });
});
