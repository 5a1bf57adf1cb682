import { readListRow } from '../../../../src/extraction/items/list-row';
import { classifyRow } from '../../../../src/extraction/items/rows';
import type { TextLine } from '../../../../src/extraction/fields/doc';

describe('list rows of letters: "desc, Q unit × P: A"', () => {
  it('reads the dashed entry with currency signs before the figures', () => {
    expect(readListRow('– Laser printer, 2 unit × £ 274.82: £ 549.64')).toEqual({
      description: 'Laser printer', qty: 2, unit: 'unit', price: 274.82, amount: 549.64, checked: true, amountDecimals: 2, amountGrouped: false,
    });
  });

  it('keeps numbers and commas inside the description: the quantity is the last count before the sign', () => {
    expect(readListRow('– USB-C docking station Ref. 2495, 1 pcs × £ 71.12: £ 71.12')).toMatchObject({ description: 'USB-C docking station Ref. 2495', qty: 1, unit: 'pcs', price: 71.12, amount: 71.12 });
    expect(readListRow('– Hängeregistraturschrank, 3 Schubladen RXC-997, 1 St × CHF 395.40: CHF 395.40')).toMatchObject({
      description: 'Hängeregistraturschrank, 3 Schubladen RXC-997', qty: 1, unit: 'St', price: 395.4, amount: 395.4,
    });
  });

  it('reads "=", codes or signs after the figure, decimal commas and grouped thousands', () => {
    expect(readListRow('– Widget, 3 × 1\'393.80 = 4\'181.40')).toMatchObject({ description: 'Widget', qty: 3, price: 1393.8, amount: 4181.4 });
    expect(readListRow('• Stuhl, 2 Stk × 12,50 €: 25,00 €')).toMatchObject({ description: 'Stuhl', qty: 2, unit: 'Stk', price: 12.5, amount: 25 });
    expect(readListRow('– Beratung, 10 h × 1 250,00 EUR: 12 500,00 EUR')).toMatchObject({ description: 'Beratung', qty: 10, unit: 'h', price: 1250, amount: 12500 });
    expect(readListRow('– Kabel 2x 5,00 = 10,00')).toMatchObject({ description: 'Kabel', qty: 2, price: 5, amount: 10 });
    expect(readListRow('– USBハブ、2 個 × ¥1,000：¥2,000')).toMatchObject({ description: 'USBハブ', qty: 2, unit: '個', price: 1000, amount: 2000 });
  });

  it('is no item where quantity × price does not give the amount, or no list arithmetic is printed', () => {
    expect(readListRow('– Laser printer, 2 unit × £ 274.82: £ 500.64')).toBeUndefined();
    expect(readListRow('Before tax, this comes to £ 4,941.30.')).toBeUndefined();
    expect(readListRow('– 2 × 5,00 = 10,00')).toBeUndefined();
  });

  it('makes the row an item with its checked figures', () => {
    const text = '– Laser printer, 2 unit × £ 274.82: £ 549.64';
    const line = { text, page: 0, box: [70, 100, 400, 112], height: 12, pageWidth: 595, cells: [{ text, words: [{ text: '549.64', box: [360, 100, 400, 112] }] }] } as unknown as TextLine;
    expect(classifyRow(line)).toMatchObject({ kind: 'item', reading: { description: 'Laser printer', qty: 2, price: 274.82, amount: 549.64, checked: true } });
  });
});
