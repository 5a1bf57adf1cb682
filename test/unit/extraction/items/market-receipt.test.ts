import { extractFields } from '../../../../src/extraction/fields';
import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { isCodeLine, isGtin, trailingGtin } from '../../../../src/extraction/items/gtin';
import { loyaltyLine } from '../../../../src/extraction/items/non-item';
import { readQtyLine } from '../../../../src/extraction/items/qty-line';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { pagesTree, type Row } from '../../../support/ocr-rows';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount, Unit, SKU }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount, Unit, SKU }).filter(([, v]) => v !== undefined)));

describe('GS1 item codes', () => {
  it('checks the check digit of EAN-13, EAN-8 and UPC-A numbers', () => {
    expect(isGtin('4006381333931')).toBe(true);
    expect(isGtin('4006381333932')).toBe(false);
    expect(isGtin('96385074')).toBe(true);
    expect(isGtin('036000291452')).toBe(true);
    expect(isGtin('12345')).toBe(false);
  });

  it('takes a code after the name only when it is a GS1 number', () => {
    expect(trailingGtin('Milk 1L 4006381333931')).toEqual({ name: 'Milk 1L', code: '4006381333931' });
    expect(trailingGtin('Toner 4006381333932')).toBeUndefined();
    expect(trailingGtin('4006381333931')).toBeUndefined();
  });

  it('knows a line of a code alone', () => {
    expect(isCodeLine(' 4006381333931 ')).toBe(true);
    expect(isCodeLine('96382')).toBe(true);
    expect(isCodeLine('2,50')).toBe(false);
    expect(isCodeLine('123')).toBe(false);
  });
});

describe('receipt figures', () => {
  it('reads a price per unit with its currency in front of the unit ("3,99 EUR/kg", "7.00 AED/كيلو", "1,15 /kg")', () => {
    expect(readQtyLine('0,512 kg x 3,99 EUR/kg')).toEqual({ qty: 0.512, price: 3.99, unit: 'kg' });
    expect(readQtyLine('2.428 كيلو × 7.00 AED/كيلو')).toMatchObject({ qty: 2.428, price: 7 });
    expect(readQtyLine('1,104 kg * 7,10 /kg')).toMatchObject({ qty: 1.104, price: 7.1 });
    expect(readQtyLine('1.842 kg x 7.20 CHF /kg')).toEqual({ qty: 1.842, price: 7.2, unit: 'kg' });
  });

  it('reads the × of a photographed quantity line that OCR gave as "+"', () => {
    expect(readQtyLine('2 + 55,00')).toEqual({ qty: 2, price: 55 });
    expect(readQtyLine('1,208 kg + 46,75 DKK/kg')).toEqual({ qty: 1.208, price: 46.75, unit: 'kg' });
  });

  it('never groups a figure that ends one cell with the first figure of the next ("Letmælk 1 l" | "209,00")', () => {
    expect(readRowFigures('Letmælk 1 1 \uE000 209,00 A')).toMatchObject({ amount: 209 });
    expect(readRowFigures('Letmælk 1 1 209,00 A')).toMatchObject({ amount: 1209 });
  });

  it('splits a count glued to its price by an asterisk ("4*6,37")', () => {
    expect(readRowFigures('Orange juice 1 L 4*6,37 25,48 A')).toMatchObject({ description: 'Orange juice 1 L', qty: 4, price: 6.37, amount: 25.48 });
  });

  it('reads the count of a right-to-left row that comes out as "× 4 name"', () => {
    expect(readRowFigures('× 4 مناديل مطبخ 176.00')).toMatchObject({ description: 'مناديل مطبخ', qty: 4, amount: 176 });
  });
});

describe('supermarket receipt without an item header', () => {
  it('puts a code printed on its own line to the item below and a lone price under an item to that item', () => {
    const doc = docOf([
      'FRISCHEMARKT', ['12.03.2025 14:22', 'Kasse 3'],
      '96382', ['Spaghetti 500 g', '2,58 A'], '2 x 1,29',
      '4006381333931', ['3 x Milch', '3,87 A'], '1,29',
      ['Äpfel Elstar 96385074', '2,04 B'], '0,512 kg * 3,99 EUR/kg',
      ['SUMME', '8,49'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 8.49 }))).toEqual([
      { Description: 'Spaghetti 500 g', QTY: 2, Price: 1.29, Amount: 2.58, SKU: '96382' },
      { Description: 'Milch', QTY: 3, Price: 1.29, Amount: 3.87, SKU: '4006381333931' },
      { Description: 'Äpfel Elstar', QTY: 0.512, Price: 3.99, Amount: 2.04, Unit: 'kg', SKU: '96385074' },
    ]);
  });

  it('reads a photographed quantity line whose price lost its decimal sign, where only so it gives the amount', () => {
    const doc = docOf(['MARKT', '3x841', ['Orangensaft 1 l', '25,23 B'], '2 x 150', ['Brot', '3,00 A'], ['SUMME', '28,23']]);
    expect(brief(extractLineItems(doc, { Total: 28.23 }))).toEqual([
      { Description: 'Orangensaft 1 l', QTY: 3, Price: 8.41, Amount: 25.23 },
      { Description: 'Brot', QTY: 2, Price: 1.5, Amount: 3 },
    ]);
  });

  it('counts coupon, voucher and deposit lines as items where only with them do the items add up to the total', () => {
    const doc = docOf([
      'MINIMARKET', ['Roti tawar', '15.000 A'], ['Voucher', '-2.000 A'], ['Air mineral', '6.000 A'], ['Deposit Botol', '1.500 A'],
      ['Susu UHT', '12.500 A'], ['TOTAL', '33.000'], ['Tunai', '50.000'], ['Kembali', '17.000'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 33000 })).map((i) => i.Amount)).toEqual([15000, -2000, 6000, 1500, 12500]);
  });

  it('counts a coupon line as an item where with it the items give the total, though the totals rules took it for a discount', () => {
    const doc = docOf(['MARKET', ['Juice', '3.00 A'], ['Tissues', '25.00 A'], ['Coupon', '-2.00 A'], ['Total', '26.00 AED']]);
    // Subtotal 26.76 = 26.00 − 1.24 tax + 2.00 "discount": the items without the coupon give subtotal + tax.
    expect(brief(extractLineItems(doc, { Total: 26, Tax: 1.24, Subtotal: 26.76 })).map((i) => i.Amount)).toEqual([3, 25, -2]);
  });

  it('leaves such lines out where the items add up without them', () => {
    const doc = docOf(['SHOP', ['Bread', '2.50'], ['Milk', '1.20'], ['Deposit', '0.25'], ['Subtotal', '3.70'], ['Total', '3.70']]);
    expect(brief(extractLineItems(doc, { Subtotal: 3.7, Total: 3.7 })).map((i) => i.Amount)).toEqual([2.5, 1.2]);
  });

  it('reads the stamp line (date, time, till number) of a receipt without cents as no item', () => {
    const doc = docOf(['スーパー', ['2026/09/08 19:45', 'レジ 4'], ['バナナ', '275 A'], ['食パン', '206 A'], ['合計', '481']]);
    expect(brief(extractLineItems(doc, { Total: 481 })).map((i) => i.Description)).toEqual(['バナナ', '食パン']);
  });

  it('drops an address row at the head of the items when only without it do they add up', () => {
    const doc = docOf(['WARUNG', ['Jl. Sudirman No.', '278'], 'Surabaya', ['Tomat', '22.500 A'], ['Sabun', '16.000 A'], ['TOTAL', '38.500']]);
    expect(brief(extractLineItems(doc, { Total: 38500 })).map((i) => i.Amount)).toEqual([22500, 16000]);
  });
});

describe('loyalty lines in the totals block', () => {
  it('knows points, savings and item counts in several languages', () => {
    expect(loyaltyLine('Point i alt: 3372')).toBe(true);
    expect(loyaltyLine('סה"כ נקודות: 1753')).toBe(true);
    expect(loyaltyLine('At betale')).toBe(false);
  });

  it('does not take a points balance with a total word for the total', () => {
    const rows: Row[] = [[[50, 'At betale'], [300, '1.063,71 kr']], [[50, 'Bonuspoint: 141']], [[50, 'Point i alt: 3372']]];
    expect(extractFields(pagesTree([rows])).fields.Total).toBe(1063.71);
  });
});
