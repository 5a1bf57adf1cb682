import { documentRows } from '../../../../src/extraction/items';
import { ROW_CLASSES } from '../../../../src/extraction/items/row-classes';
import { rowModel } from '../../../../src/extraction/items/row-model';
import { docOf } from './fixture';

describe('the shipped row classifier (models/rows/rows.json)', () => {
  const model = rowModel();

  it('loads once and is reused', () => {
    expect(model).not.toBeNull();
    expect(rowModel()).toBe(model);
  });

  it('classifies the rows of a hand-made invoice: header, items, continuation, totals, other', () => {
    const rows = documentRows(docOf([
      'Muster GmbH', ['Rechnung Nr. 2026-17', '01.02.2026'],
      ['Beschreibung     Menge     Preis', 'Betrag'],
      ['Toner cartridge TN-2420   2   62,50', '125,00'],
      ['Papier A4 80 g/m²   5   4,00', '20,00'],
      ['Kabel USB-C 2 m   1   9,99', '9,99'],
      ['Zwischensumme', '154,99'],
      ['MwSt 19 %', '29,45'],
      ['Gesamtbetrag', '184,44'],
      'Vielen Dank für Ihren Auftrag',
    ]));
    const preds = model!.classify(rows);
    expect(preds.map((p) => p.cls)).toEqual(['other', 'other', 'header', 'item', 'item', 'item', 'total', 'total', 'total', 'other']);
    for (const p of preds) {
      expect(p.p).toHaveLength(ROW_CLASSES.length);
      expect(p.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    }
  });

  it('classifies the rows of a till receipt without an item header', () => {
    const rows = documentRows(docOf([
      'Bäckerei Sonnenschein', ['Bon-Nr. 4711', '12:03'],
      ['Brötchen', '2,50 A'], ['Milch 1,5% 1L', '1,19 A'], ['Kaffee', '3,20 A'],
      ['Summe', '6,89'], ['Bar', '10,00'], ['Rückgeld', '3,11'],
    ]));
    const cls = model!.classify(rows).map((p) => p.cls);
    expect(cls.slice(2, 6)).toEqual(['item', 'item', 'item', 'total']);
    expect(cls.slice(6)).not.toContain('item');
  });
});
