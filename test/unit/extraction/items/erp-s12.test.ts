import { toDoc } from '../../../../src/extraction/fields/doc';
import { headerTableItems } from '../../../../src/extraction/fields/line-items';
import { pricedByColumns, readingsOf } from '../../../../src/extraction/items/column-price';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { extractFields } from '../../../../src/extraction/fields';
import { tree, type Row } from '../../../support/ocr-rows';

/** ERP prints of session 12 (test/fixtures/erp-items e36–e53): three-decimal figures, rates without a sign, table ends. */
const docOfRows = (...rows: Row[]) => toDoc(tree(...rows));
const brief = (items: ReturnType<typeof headerTableItems>) => items.map((i) => [i.Description, i.QTY, i.Price, i.Amount]);

describe('a figure with three digits after its one separator', () => {
  it('is read both ways: thousands and three decimals ("2,000", "1.250", "3,120")', () => {
    expect([readingsOf(2000, '2,000 Stk'), readingsOf(1.25, '1.250 kg'), readingsOf(3120, '3,120'), readingsOf(2.5, '2,50')]).toEqual([[2000, 2], [1.25, 1250], [3120, 3.12], [2.5]]);
    expect(readingsOf(1250, '1.250,00')).toEqual([1250]);
  });

  it('keeps the reading that adds up with the discount column (SAP Business One "2,000 Stk", "Rabatt % 8,00")', () => {
    expect(pricedByColumns({ qty: 2000, price: 689, amount: 1267.76 }, new Map([['qty', '2,000 Stk'], ['price', '689,00 EUR'], ['discount', '8,00']])))
      .toEqual({ qty: 2, price: 689, amount: 1267.76, discount: 110.24 });
    // A unit price with three decimals ("3,120" = 3.12) under a Spanish "Dto." column.
    expect(pricedByColumns({ qty: 48, price: 3120, amount: 142.27 }, new Map([['qty', '48'], ['price', '3,120'], ['discount', '5,00']])))
      .toEqual({ qty: 48, price: 3.12, amount: 142.27, discount: 7.49 });
  });

  it('reads a table of such rows under "Zeilensumme" and "Nr." headings', () => {
    const doc = docOfRows(
      [[10, 'Nr.'], [30, 'Artikelnummer'], [120, 'Beschreibung'], [260, 'Menge'], [300, 'ME'], [330, 'Stückpreis'], [400, 'Rabatt %'], [460, 'Zeilensumme']],
      [[10, '1'], [30, 'A00012'], [120, 'Etikettendrucker'], [260, '2,000'], [300, 'Stk'], [330, '689,00 EUR'], [420, '8,00'], [460, '1.267,76 EUR']],
      [[10, '2'], [30, 'A00140'], [120, 'Etikettenrolle'], [254, '40,000'], [300, 'Rol'], [336, '12,35 EUR'], [420, '0,00'], [466, '494,00 EUR']],
    );
    const items = headerTableItems(doc);
    expect(brief(items)).toEqual([['Etikettendrucker', 2, 689, 1267.76], ['Etikettenrolle', 40, 12.35, 494]]);
    expect(items.map((i) => i.SKU)).toEqual(['A00012', 'A00140']);
  });
});

describe('a discount rate printed without its sign between price and amount', () => {
  it('is taken where quantity × price less the rate gives the amount, with rate columns after the amount', () => {
    expect(readRowFigures('Conserva de atún, pack 3 x 80 g 48 3,120 5,00 142,27 10,00 1,40')).toMatchObject({ qty: 48, price: 3.12, discount: 7.49, amount: 142.27 });
    expect(readRowFigures('Réfrigérateur vitrine 450 l 2 1 290,00 8,00 2 373,60')).toMatchObject({ qty: 2, price: 1290, discount: 206.4, amount: 2373.6 });
  });

  it('leaves a figure between price and amount that is no rate of that discount', () => {
    expect(readRowFigures('Kabel 3 10,00 5,00 30,00')).toMatchObject({ qty: 3, price: 10, amount: 30 });
    expect(readRowFigures('Kabel 3 10,00 5,00 30,00').discount).toBeUndefined();
  });
});

describe('the section after the items', () => {
  it('ends the table at "Riepiloghi IVA e totali": the tax breakdown under it is no item (FatturaPA print)', () => {
    const doc = docOfRows(
      [[10, 'Cod. articolo'], [100, 'Descrizione'], [250, 'Quantità'], [320, 'Prezzo unitario'], [420, '%IVA'], [480, 'Prezzo totale']],
      [[10, 'TRAS'], [100, 'Spese di trasporto'], [256, '1,00'], [330, '18,00'], [420, '22,00'], [500, '18,00']],
      [[10, 'RIEPILOGHI IVA E TOTALI']],
      [[10, 'I (esigibilità immediata)'], [420, '22,00'], [460, '18,00'], [510, '3,96']],
    );
    expect(brief(headerTableItems(doc))).toEqual([['Spese di trasporto', 1, 18, 18]]);
  });
});

describe('sums under the table', () => {
  const fields = (...rows: Row[]) => extractFields(tree(...rows)).fields;
  it('reads SAP Business One\'s "Gesamtsumme vor Rabatt" as the net, not the total', () => {
    const f = fields([[50, 'LabelTec Systems GmbH']], [[300, 'Gesamtsumme vor Rabatt'], [470, '2.222,22 EUR']], [[300, 'Steuer 19 %'], [476, '422,22 EUR']], [[300, 'Zu zahlender Gesamtbetrag'], [470, '2.644,44 EUR']]);
    expect([f.Subtotal, f.Tax, f.Total]).toEqual([2222.22, 422.22, 2644.44]);
  });
});
