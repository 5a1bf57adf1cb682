import { readListRow, withinEntry } from '../../../../src/extraction/items/list-row';
import { classifyRow } from '../../../../src/extraction/items/rows';
import type { TextLine } from '../../../../src/extraction/fields/doc';

describe('list rows of letters: "desc, Q unit × P: A"', () => {
  it('reads the dashed entry with currency signs before the figures', () => {
    expect(readListRow('– Laser printer, 2 unit × £ 274.82: £ 549.64')).toEqual({
      description: 'Laser printer', qty: 2, unit: 'unit', price: 274.82, amount: 549.64, checked: true, listed: true, amountDecimals: 2, amountGrouped: false,
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

  it('reads the bracketed form "desc (Q unit × P) A", brackets moved by right-to-left text, and units with a geresh', () => {
    expect(readListRow('Laserprinter (11 stk. × 827,25 DKK) 9.099,75 DKK')).toMatchObject({ description: 'Laserprinter', qty: 11, unit: 'stk.', price: 827.25, amount: 9099.75 });
    expect(readListRow('Маркеры для доски, набор (6 шт × 20 048,00 ₽) 120 288,00 ₽')).toMatchObject({ description: 'Маркеры для доски, набор', qty: 6, price: 20048, amount: 120288 });
    expect(readListRow('تركيب وتشغيل 24( ساعة × 161.00 ريال( 3,864.00 ريال')).toMatchObject({ description: 'تركيب وتشغيل', qty: 24, unit: 'ساعة', price: 161, amount: 3864 });
    expect(readListRow("– תמיכת מחשוב, 1 ש' × 522.60 ש\"ח: 522.60 ש\"ח")).toMatchObject({ description: 'תמיכת מחשוב', qty: 1, unit: "ש'", price: 522.6, amount: 522.6 });
    expect(readListRow('Laserprinter (11 stk. × 827,25 DKK) 9.000,00 DKK')).toBeUndefined();
  });

  it('takes a line under a list entry as its continuation only inside the entry\'s width', () => {
    const at = (x0: number, x1: number) => ({ box: [x0, 0, x1, 14], height: 14 }) as unknown as TextLine;
    const entry = at(88, 485);
    expect(withinEntry(entry, at(88, 300))).toBe(true);
    expect(withinEntry(entry, at(71, 519))).toBe(false);
    expect(withinEntry(at(137, 534), at(78, 534))).toBe(false);
  });
});
