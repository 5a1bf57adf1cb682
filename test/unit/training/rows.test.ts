import { documentRows } from '../../../src/extraction/items';
import { labelRows, sharesText } from '../../../src/training/rows/label';
import { rowExamples, toModelFile, trainRowLayers, type RowDoc } from '../../../src/training/rows/train-rows';
import { RowModel } from '../../../src/extraction/items/row-model';
import type { DocumentTree } from '../../../src/extraction/types';
import { docOf } from '../extraction/items/fixture';

const lines: Array<string | [string, string]> = [
  'Muster GmbH', ['Rechnung Nr. 2026-17', '01.02.2026'],
  ['Beschreibung     Menge     Preis', 'Betrag'],
  ['Toner cartridge TN-2420   2   62,50', '125,00'],
  'cartridge black high yield',
  'Wartung Drucker',
  ['1   20,00', '20,00'],
  ['Zwischensumme', '145,00'],
  ['MwSt 19 %', '27,55'],
  ['Gesamtbetrag', '172,55'],
  'Vielen Dank für Ihren Auftrag',
];
const truth = { items: [{ Description: 'Toner cartridge TN-2420 cartridge black high yield', Amount: 125 }, { Description: 'Wartung Drucker', Amount: 20 }], sums: [145, 27.55, 172.55] };

/** The fixture document as a tree (the trainer reads trees), one line per row. */
function treeOf(rows: typeof lines): DocumentTree {
  const doc = docOf(rows);
  return { source: 'pdf', pages: [{ number: 1, width: 420, height: 800, lines: doc.lines.map((l) => ({ text: l.text, box: l.box, words: l.cells.flatMap((c) => c.words) })) }] } as unknown as DocumentTree;
}

describe('row labels from the true line items', () => {
  it('labels item, continuation, figures-only, header, totals and other rows', () => {
    const { labels, matched } = labelRows(documentRows(docOf(lines)), truth);
    expect(matched).toBe(1);
    expect(labels).toEqual(['other', 'other', 'header', 'item', 'continuation', 'continuation', 'figures', 'total', 'total', 'total', 'other']);
  });

  it('reports the share of items it could not find, so that such documents are left out', () => {
    const { matched } = labelRows(documentRows(docOf(lines)), { items: [...truth.items, { Description: 'Kabel', Amount: 9.99 }], sums: [] });
    expect(matched).toBeCloseTo(2 / 3);
    expect(labelRows(documentRows(docOf(lines)), { items: [], sums: [] }).matched).toBe(0);
  });

  it('matches description words, two characters in CJK scripts', () => {
    expect(sharesText('Toner cartridge', 'TONER CARTRIDGE TN-2420')).toBe(true);
    expect(sharesText('Lieferung frei Haus', 'Toner')).toBe(false);
    expect(sharesText('咖啡 2', '热咖啡')).toBe(true);
    expect(sharesText('black high cable', 'black high yield', true)).toBe(true);
    expect(sharesText('anything', undefined)).toBe(false);
  });
});

describe('row classifier training', () => {
  const docs: RowDoc[] = [0, 1, 2].map((i) => ({ id: `d${i}`, group: 'test', tree: treeOf(lines), truth }));

  it('builds examples and leaves out documents whose items are not in the print', () => {
    const ex = rowExamples([...docs, { id: 'other', group: 'test', tree: treeOf(lines), truth: { items: [{ Description: 'x', Amount: 1 }], sums: [] } }]);
    expect(ex.docs).toBe(3);
    expect(ex.skipped).toEqual(['other']);
    expect(ex.rows).toHaveLength(3 * lines.length);
  });

  it('gives the same weights for the same seed, other weights for another seed', () => {
    const ex = rowExamples(docs);
    const a = trainRowLayers(ex, { hidden: [8], epochs: 3, seed: 7 });
    const b = trainRowLayers(ex, { hidden: [8], epochs: 3, seed: 7 });
    const c = trainRowLayers(ex, { hidden: [8], epochs: 3, seed: 8 });
    expect(Array.from(a[0].w)).toEqual(Array.from(b[0].w));
    expect(Array.from(a[1].b)).toEqual(Array.from(b[1].b));
    expect(Array.from(a[0].w)).not.toEqual(Array.from(c[0].w));
  });

  it('writes a model file the runtime reads, and the runtime refuses a file of other features or classes', () => {
    const layers = trainRowLayers(rowExamples(docs), { hidden: [8], epochs: 40, seed: 7 });
    const file = toModelFile(layers, { seed: 7 });
    const model = RowModel.fromJson(file);
    const rows = documentRows(docOf(lines));
    expect(model.classify(rows).map((p) => p.cls).slice(2, 4)).toEqual(['header', 'item']);
    expect(() => RowModel.fromJson({ ...file, featureCount: 3 })).toThrow(/features/);
    expect(() => RowModel.fromJson({ ...file, classes: ['item', 'other'] })).toThrow(/classes/);
    expect(() => RowModel.fromJson({ ...file, layers: file.layers.slice(0, 1) })).toThrow(/layer sizes/);
  });
});
