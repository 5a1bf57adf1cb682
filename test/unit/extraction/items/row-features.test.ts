import { documentRows } from '../../../../src/extraction/items';
import {
  alignment, geometry, kindBits, lexiconBits, position, readingBits, ROW_FEATURE_COUNT, rowContext, rowFeatures, tokenShapes,
} from '../../../../src/extraction/items/row-features';
import { docOf } from './fixture';

const invoice = () => documentRows(docOf([
  'Muster GmbH', ['Rechnung Nr. 2026-17', '01.02.2026'],
  ['Beschreibung     Menge     Preis', 'Betrag'],
  ['Toner cartridge TN-2420   2   62,50', '125,00'],
  'für Drucker HL-L2350',
  ['Papier A4 80 g/m²   5   4,00', '20,00'],
  ['Zwischensumme', '145,00'],
  ['MwSt 19 %', '27,55'],
  ['Gesamtbetrag', '172,55'],
]));

describe('row features', () => {
  it('computes the declared number of features for every row, all finite', () => {
    const rows = invoice();
    const ctx = rowContext(rows);
    for (let i = 0; i < rows.length; i++) {
      const f = rowFeatures(ctx, i);
      expect(f).toHaveLength(ROW_FEATURE_COUNT);
      expect(f.every(Number.isFinite)).toBe(true);
    }
  });

  it('finds the item header, the first totals line and the amount column', () => {
    const ctx = rowContext(invoice());
    expect(ctx.header).toBe(2);
    expect(ctx.firstEnd).toBe(6);
    expect(ctx.amountEdge).toBeCloseTo(400 / 420, 2);
  });

  it('one-hot encodes the rules\' row kind, and nothing for a missing neighbour', () => {
    const rows = invoice();
    expect(kindBits(rows[3])).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(kindBits(rows[4])).toEqual([0, 0, 0, 1, 0, 0, 0, 0]);
    expect(kindBits(undefined).every((v) => v === 0)).toBe(true);
  });

  it('measures geometry against the page and the document\'s line height', () => {
    const rows = invoice();
    const ctx = rowContext(rows);
    const g = geometry(rows[4], rows[3], rows[5], ctx);
    expect(g[0]).toBeCloseTo(20 / 420, 3);
    // Lines 12 units apart, 10 high: a gap of 2 / 10 of a line height, scaled by 6.
    expect(g[4]).toBeCloseTo(0.2 / 6, 3);
    expect(g[7]).toBe(0);
    // Without a neighbour the gap is the largest.
    expect(geometry(rows[0], undefined, rows[1], ctx)[4]).toBe(1);
  });

  it('tells an amount on the amount column from a row without one', () => {
    const rows = invoice();
    const ctx = rowContext(rows);
    expect(alignment(rows[3], ctx)).toEqual([1, 1, expect.any(Number)]);
    expect(alignment(rows[4], ctx)).toEqual([0, 0, 0]);
  });

  it('counts token shapes: money, whole numbers, codes, percentages, dates', () => {
    const t = tokenShapes('Toner cartridge TN-2420 2 62,50 125,00');
    expect(t[0]).toBeCloseTo(2 / 6);
    expect(t[1]).toBeCloseTo(1 / 6);
    expect(t[8]).toBeCloseTo(1 / 6);
    expect(tokenShapes('MwSt 19 % 27,55')[3]).toBeCloseTo(1 / 6);
    expect(tokenShapes('Datum 01.02.2026')[10]).toBe(1);
    expect(tokenShapes('Artikel:')[14]).toBe(1);
  });

  it('reads quantity × price = amount from the rules\' reading', () => {
    const rows = invoice();
    expect(readingBits(rows[3]).slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(readingBits(rows[6]).slice(0, 4)).toEqual([0, 0, 0, 1]);
  });

  it('finds totals words and the item header in the lexicons', () => {
    const rows = invoice();
    expect(lexiconBits(rows[8], undefined)[0]).toBe(1);
    expect(lexiconBits(rows[2], rows[3])[3]).toBe(1);
    expect(lexiconBits(rows[3], rows[4])).toEqual([0, 0, 0, 0, 0]);
  });

  it('places rows against the header and the totals, and sees a row that sums the items above', () => {
    const rows = invoice();
    const ctx = rowContext(rows);
    const item = position(3, ctx);
    expect(item.slice(0, 5)).toEqual([1, 0, 0, 0, 1]);
    // Zwischensumme 145,00 = 125,00 + 20,00.
    expect(position(6, ctx)[7]).toBe(1);
    expect(position(5, ctx)[7]).toBe(0);
  });
});
