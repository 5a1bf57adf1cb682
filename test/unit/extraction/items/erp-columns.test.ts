import { toDoc } from '../../../../src/extraction/fields/doc';
import { extractLineItems, headerTableItems } from '../../../../src/extraction/fields/line-items';
import { discountFactor, pricedByColumns } from '../../../../src/extraction/items/column-price';
import { skuSpill } from '../../../../src/extraction/items/sku-spill';
import { pagesTree, tree, type Row } from '../../../support/ocr-rows';

/** ERP item tables (test/fixtures/erp-items): price units, discount columns, optional positions, carried-forward sums. */
const docOfRows = (...rows: Row[]) => toDoc(tree(...rows));
const brief = (items: ReturnType<typeof headerTableItems>) => items.map((i) => [i.Description, i.QTY, i.Price, i.Amount]);

describe('prices per 100 pieces', () => {
  it('reads a price-unit column ("PE 100"): the count stays, the price is given per piece', () => {
    const doc = docOfRows(
      [[10, 'Pos'], [40, 'Bezeichnung'], [250, 'Menge'], [300, 'ME'], [350, 'Preis'], [420, 'PE'], [500, 'Betrag EUR']],
      [[10, '4'], [40, 'Dübel SX 8x40 Nylon'], [260, '150'], [300, 'VE50'], [355, '4,80'], [420, '100'], [510, '7,20']],
      [[10, '5'], [40, 'Gewindestange M10 1 m'], [266, '20'], [300, 'Stk.'], [355, '1,85'], [426, '1'], [504, '37,00']],
      [[40, 'Warenwert netto'], [504, '44,20']],
    );
    expect(brief(headerTableItems(doc))).toEqual([['Dübel SX 8x40 Nylon', 150, 0.048, 7.2], ['Gewindestange M10 1 m', 20, 1.85, 37]]);
    // The figures read from the right ("8x40" → 4 × 1,80) no longer win over the columns.
    expect(brief(extractLineItems(doc, { Subtotal: 44.2 }))[0]).toEqual(['Dübel SX 8x40 Nylon', 150, 0.048, 7.2]);
  });

  it('reads "48,60 /100" in the price cell, a count with a thousands point and a gross column beside the net one', () => {
    const doc = docOfRows(
      [[10, 'Bezeichnung'], [200, 'Menge'], [260, 'ME'], [300, 'Preis €'], [380, 'Brutto €'], [480, 'Netto €']],
      [[10, 'Legehennenfutter Korn'], [200, '1.250'], [260, 'kg'], [300, '48,60 /100'], [380, '650,03'], [480, '607,50']],
      [[10, 'Mineralfutter Sack'], [212, '4'], [260, 'Sack'], [300, '31,90'], [380, '136,53'], [480, '127,60']],
      [[10, 'Summe netto'], [480, '735,10']],
    );
    expect(brief(headerTableItems(doc))).toEqual([['Legehennenfutter Korn', 1250, 0.486, 607.5], ['Mineralfutter Sack', 4, 31.9, 127.6]]);
  });

  it('takes a gross column as the amount where the table prints no net one', () => {
    const doc = docOfRows(
      [[10, 'Bezeichnung'], [200, 'Menge'], [300, 'Einzelpreis'], [480, 'Brutto']],
      [[10, 'Kaffee 1 kg'], [206, '2'], [300, '18,90'], [480, '37,80']],
    );
    expect(brief(headerTableItems(doc))).toEqual([['Kaffee 1 kg', 2, 18.9, 37.8]]);
  });
});

describe('a discount column', () => {
  it('keeps the columns where quantity × price less the discount % gives the amount, the discount as money', () => {
    const doc = docOfRows(
      [[10, 'Pos'], [40, 'Material / Bezeichnung'], [250, 'Menge'], [320, 'Preis'], [400, 'Rabatt'], [470, 'Nettowert EUR']],
      [[10, '10'], [40, '4500127 Schlauch DN12 1,5 m'], [250, '12 Stk'], [320, '23,40 / Stk'], [400, '10,0 %'], [490, '252,72']],
      [[10, '20'], [40, '4500311 Kugelhahn 1/2" PN63'], [250, '6 Stk'], [320, '41,80 / Stk'], [490, '250,80']],
      [[40, 'Summe Positionen'], [490, '503,52']],
    );
    const items = headerTableItems(doc);
    expect(brief(items)).toEqual([['Schlauch DN12 1,5 m', 12, 23.4, 252.72], ['Kugelhahn 1/2" PN63', 6, 41.8, 250.8]]);
    expect(items[0].Discount).toBe(28.08);
  });

  it('reads discounts in cascade ("10+5") under Italian headings (Cod., U.M., Q.tà, Sconti, C.IVA)', () => {
    const doc = docOfRows(
      [[10, 'Cod.'], [70, 'Descrizione'], [250, 'U.M.'], [290, 'Q.tà'], [330, 'Prezzo'], [390, 'Sconti'], [450, 'Importo'], [520, 'C.IVA']],
      [[10, 'VT-4410'], [70, 'Vite autoperforante 4,2x19'], [250, 'cf'], [296, '10'], [330, '24,00'], [390, '10+5'], [450, '205,20'], [525, '22']],
      [[10, 'TS-2210'], [70, 'Tassello nylon 8x40'], [250, 'cf'], [296, '20'], [336, '6,50'], [396, '20'], [450, '104,00'], [525, '22']],
      [[10, 'TR-3300'], [70, 'Trasporto'], [250, 'nr'], [302, '1'], [330, '35,00'], [450, '35,00'], [525, '22']],
      [[250, 'Totale imponibile'], [450, '344,20']],
    );
    const items = headerTableItems(doc);
    expect(brief(items)).toEqual([['Vite autoperforante 4,2x19', 10, 24, 205.2], ['Tassello nylon 8x40', 20, 6.5, 104], ['Trasporto', 1, 35, 35]]);
    expect(items.map((i) => [i.SKU, i.Discount, i.Tax_Rate])).toEqual([['VT-4410', 34.8, 22], ['TS-2210', 26, 22], ['TR-3300', undefined, 22]]);
  });

  it('reads a discount printed as money ("Rabatt €  74,75")', () => {
    expect(pricedByColumns({ qty: 6.5, price: 115, amount: 672.75 }, new Map([['discount', '74,75']]))).toEqual({ qty: 6.5, price: 115, amount: 672.75, discount: 74.75 });
    expect(discountFactor('10+5')).toBeCloseTo(0.855, 6);
    expect([discountFactor('20 %'), discountFactor(''), discountFactor('Rabatt')]).toEqual([0.8, 1, 1]);
  });

  it('leaves a row alone whose quantity × price gives the amount (the usual reading goes on)', () => {
    expect(pricedByColumns({ qty: 2, price: 5, amount: 10 }, new Map([['discount', '10 %']]))).toBeUndefined();
    expect(pricedByColumns({ qty: 2, price: 5, amount: 7 }, new Map([['discount', '10 %']]))).toBeUndefined();
  });
});

describe('headings with a currency and ERP words', () => {
  it('reads "OZ", "EP €" and "GP €" (construction software) as position, price and amount', () => {
    const doc = docOfRows(
      [[10, 'OZ'], [60, 'Leistungsbeschreibung'], [300, 'Menge'], [350, 'ME'], [400, 'EP €'], [500, 'GP €']],
      [[10, '01.0010'], [60, 'Oberboden abtragen'], [306, '180'], [350, 'm²'], [400, '4,20'], [500, '756,00']],
    );
    expect(brief(headerTableItems(doc))).toEqual([['Oberboden abtragen', 180, 4.2, 756]]);
  });

  it('reads "Net Amt" beside a VAT code column (Sage)', () => {
    const doc = docOfRows(
      [[10, 'Product Code'], [100, 'Details'], [300, 'Quantity'], [360, 'Unit Price'], [430, 'Net Amt'], [520, 'VAT']],
      [[10, 'PAP-A4-80'], [100, 'Copier paper A4 80gsm'], [310, '10'], [370, '21.50'], [440, '215.00'], [525, 'S']],
    );
    expect(brief(headerTableItems(doc))).toEqual([['Copier paper A4 80gsm', 10, 21.5, 215]]);
  });
});

describe('positions that are not billed', () => {
  const head: Row = [[10, 'OZ'], [60, 'Leistungsbeschreibung'], [300, 'Menge'], [350, 'ME'], [400, 'EP €'], [500, 'GP €']];
  it('skips alternative and contingency positions that print a unit price but no amount ("nur EP")', () => {
    const doc = docOfRows(
      head,
      [[10, '01.0020'], [60, 'Baugrube ausheben'], [300, '96,5'], [350, 'm³'], [400, '28,60'], [500, '2.759,90']],
      [[10, '01.0030'], [60, 'Alternativposition: Aushub lagern'], [300, '96,5'], [350, 'm³'], [400, '9,80'], [500, 'nur EP']],
      [[10, '01.0040'], [60, 'Eventualposition: Frostschürze'], [306, '24'], [350, 'm'], [400, '61,00']],
      [[10, '01.0050'], [60, 'Betonstahl liefern und verlegen'], [300, '1,85'], [350, 't'], [400, '1.420,00'], [500, '2.627,00']],
    );
    expect(brief(headerTableItems(doc)).map((i) => i[0])).toEqual(['Baugrube ausheben', 'Betonstahl liefern und verlegen']);
  });

  it('keeps an optional position that is billed (its amount printed)', () => {
    const doc = docOfRows(
      [[10, 'Description'], [300, 'Qty'], [400, 'Rate'], [500, 'Amount']],
      [[10, 'Optional extended warranty'], [306, '1'], [400, '49.00'], [500, '49.00']],
    );
    expect(brief(headerTableItems(doc))).toEqual([['Optional extended warranty', 1, 49, 49]]);
  });
});

describe('a sectioned table', () => {
  it('goes on after a section\'s sum ("Totale parziale capitolo 1") under the next section heading', () => {
    const doc = docOfRows(
      [[10, 'N.'], [40, 'Descrizione lavori'], [250, 'U.M.'], [300, 'Quantità'], [380, 'Prezzo unitario'], [500, 'Importo']],
      [[40, 'Capitolo 1 – Demolizioni']],
      [[10, '1.1'], [40, 'Demolizione pavimento'], [250, 'm²'], [306, '42'], [390, '14,50'], [500, '609,00']],
      [[250, 'Totale parziale capitolo 1'], [500, '609,00']],
      [[40, 'Capitolo 2 – Pavimenti']],
      [[10, '2.1'], [40, 'Massetto cementizio'], [250, 'm²'], [306, '42'], [390, '18,00'], [500, '756,00']],
      [[10, '2.2'], [40, 'In opzione: battiscopa'], [250, 'm'], [306, '28'], [390, '12,00'], [500, '—']],
      [[250, 'Imponibile'], [500, '1.365,00']],
    );
    expect(brief(headerTableItems(doc))).toEqual([['1.1 Demolizione pavimento', 42, 14.5, 609], ['2.1 Massetto cementizio', 42, 18, 756]]);
  });
});

describe('carried-forward lines in a header-led table', () => {
  it('reads "Übertrag" at a page end and "Übertrag von Seite 1" under the repeated header as no items', () => {
    const head: Row = [[10, 'Pos'], [40, 'Bezeichnung'], [250, 'Menge'], [350, 'Preis'], [500, 'Betrag EUR']];
    const doc = toDoc(
      pagesTree([
        [head, [[10, '1'], [40, 'Zollstock Holz 2 m'], [256, '10'], [350, '2,95'], [504, '29,50']], [[40, 'Übertrag'], [504, '29,50']]],
        [head, [[40, 'Übertrag von Seite 1'], [504, '29,50']], [[10, '2'], [40, 'Cuttermesser 18 mm'], [256, '10'], [350, '4,10'], [504, '41,00']], [[40, 'Warenwert netto'], [504, '70,50']]],
      ]),
    );
    expect(brief(headerTableItems(doc)).map((i) => i[0])).toEqual(['Zollstock Holz 2 m', 'Cuttermesser 18 mm']);
  });
});

describe('a description heading centred over its column', () => {
  it('gives the words that spilled into the code column back to the description ("VT-4410 Vite" | "autoperforante")', () => {
    expect(skuSpill('VT-4410 Vite', 'autoperforante 4,2x19')).toEqual({ sku: 'VT-4410', description: 'Vite autoperforante 4,2x19' });
    expect(skuSpill('TR-3300 Trasporto', '')).toEqual({ sku: 'TR-3300', description: 'Trasporto' });
  });
  it('leaves codes with spaces and item names in an item column alone', () => {
    expect(skuSpill('AB 123', 'Toner')).toEqual({ sku: 'AB 123', description: 'Toner' });
    expect(skuSpill('VE50 X2', 'Dübel')).toEqual({ sku: 'VE50 X2', description: 'Dübel' });
    expect(skuSpill('Office Chair', 'Mesh back')).toEqual({ sku: 'Office Chair', description: 'Mesh back' });
  });
});
