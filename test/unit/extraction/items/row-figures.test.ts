import { readRowFigures } from '../../../../src/extraction/items/row-figures';

describe('row figures read from the right', () => {
  it('steps over any number of trailing tax-class marks (a decorated "* * * THANK YOU * * *" line once never returned)', () => {
    expect(readRowFigures('* * * * * * THANK YOU * * * * * *')).toEqual(expect.objectContaining({ taxClass: '*', checked: false }));
    expect(readRowFigures('2.50 * *')).toEqual(expect.objectContaining({ amount: 2.5, taxClass: '*' }));
  });

  it('reads the space-separated toner row as QTY 2, Price 62.50, Amount 125.00', () => {
    const r = readRowFigures('Toner cartridge TN-2420         2       62.50           125.00');
    expect(r).toMatchObject({ description: 'Toner cartridge TN-2420', qty: 2, price: 62.5, amount: 125, checked: true });
  });

  it('keeps specifications and codes in the description', () => {
    expect(readRowFigures('Copy paper A4 80 g/m² 5 4.20 21.00')).toMatchObject({ description: 'Copy paper A4 80 g/m²', qty: 5, price: 4.2, amount: 21 });
    expect(readRowFigures('2x USB-C hub 3 15.00 45.00')).toMatchObject({ description: '2x USB-C hub', qty: 3, price: 15, amount: 45 });
  });

  it('reads European decimals, units and tax rates (de, fr, es)', () => {
    expect(readRowFigures('Druckerpapier 20 Stk 2,50 19 % 50,00')).toMatchObject({ description: 'Druckerpapier', qty: 20, unit: 'Stk', price: 2.5, taxRate: 19, amount: 50 });
    expect(readRowFigures('Câble HDMI 2 m 3 8,90 20 % 26,70')).toMatchObject({ description: 'Câble HDMI 2 m', qty: 3, price: 8.9, amount: 26.7, taxRate: 20 });
    expect(readRowFigures('Servicio de limpieza 4 h 25,00 100,00')).toMatchObject({ description: 'Servicio de limpieza', qty: 4, unit: 'h', price: 25, amount: 100 });
  });

  it('reads per-line discounts as amounts and as percentages', () => {
    expect(readRowFigures('Office chair 2 150.00 30.00 270.00')).toMatchObject({ qty: 2, price: 150, discount: 30, amount: 270 });
    expect(readRowFigures('Bürostuhl 2 150,00 10 % 270,00')).toMatchObject({ qty: 2, price: 150, discount: 30, amount: 270 });
  });

  it('reads a leading quantity and a tax-class letter (receipts)', () => {
    expect(readRowFigures('2 Cappuccino 7,00')).toMatchObject({ description: 'Cappuccino', qty: 2, price: 3.5, amount: 7 });
    expect(readRowFigures('Milch 1,5% 1L 1,19 A')).toMatchObject({ amount: 1.19, taxClass: 'A' });
    expect(readRowFigures('ПАКЕТ 5,99 *')).toMatchObject({ description: 'ПАКЕТ', amount: 5.99, taxClass: '*' });
  });

  it('reads letter-style list lines', () => {
    expect(readRowFigures('- 3 hours consulting at 120.00 = 360.00')).toMatchObject({ description: 'consulting', qty: 3, price: 120, amount: 360, checked: true });
    expect(readRowFigures('Website maintenance (March) 450.00')).toMatchObject({ description: 'Website maintenance (March)', amount: 450 });
  });

  it('reads weighed goods and price-before-quantity rows', () => {
    expect(readRowFigures('Tomatoes 0.512 kg @ 3.99/kg 2.04')).toMatchObject({ description: 'Tomatoes', qty: 0.512, price: 3.99, amount: 2.04, unit: 'kg' });
    expect(readRowFigures('Widget 62.50 2 125.00')).toMatchObject({ qty: 2, price: 62.5, amount: 125 });
  });

  it('reads coupons as negative amounts', () => {
    expect(readRowFigures('Coupon -0.50')).toMatchObject({ description: 'Coupon', amount: -0.5 });
    expect(readRowFigures('Rabatt 10% -1,20')).toMatchObject({ amount: -1.2 });
  });
});

import { fitsAmount, qtyFor, readQtyLine } from '../../../../src/extraction/items/qty-line';

describe('receipt quantity lines', () => {
  it('reads count and unit price lines', () => {
    expect(readQtyLine('2 x 1,25')).toEqual({ qty: 2, price: 1.25 });
    expect(readQtyLine('2 @ 1.25')).toEqual({ qty: 2, price: 1.25 });
    expect(readQtyLine('3 X 0,99 EUR')).toEqual({ qty: 3, price: 0.99 });
    expect(readQtyLine('2 x 1.25 2.50')).toEqual({ qty: 2, price: 1.25, amount: 2.5 });
  });

  it('reads weighed goods with their unit', () => {
    expect(readQtyLine('0.512 kg @ 3.99/kg')).toEqual({ qty: 0.512, price: 3.99, unit: 'kg' });
    expect(readQtyLine('0,512 kg x 3,99/kg')).toEqual({ qty: 0.512, price: 3.99, unit: 'kg' });
    expect(fitsAmount(readQtyLine('0,512 kg x 3,99/kg')!, 2.04)).toBe(true);
  });

  it('reads a price-only line and finds its count from the amount', () => {
    const q = readQtyLine('@ 3,50')!;
    expect(q).toEqual({ price: 3.5 });
    expect(fitsAmount(q, 7)).toBe(true);
    expect(qtyFor(q, 7)).toBe(2);
  });

  it('is not a quantity line when text is printed', () => {
    expect(readQtyLine('Brot 2 x 1,25')).toBeUndefined();
    expect(readQtyLine('12:30')).toBeUndefined();
  });
});

describe('right-to-left quantity lines and codes', () => {
  it('reads a weighed-goods line reordered by the text layer (ar, he)', () => {
    expect(readQtyLine('0.662 كغ 380.50 x/كغ')).toEqual({ qty: 0.662, price: 380.5, unit: 'كغ' });
    expect(readQtyLine('1.475 ק"ג 18.10 x/ק"ג')).toMatchObject({ qty: 1.475, price: 18.1 });
  });

  it('does not read a number with a leading zero as money', () => {
    expect(readRowFigures('Jl. Malioboro No. 23, RT 003/RW 013').amount).toBeUndefined();
  });
});

describe('OCR quirks', () => {
  it('drops table bars, rejoins spaced Han/kana words and splits a count glued to its unit', () => {
    expect(readRowFigures('B370-F | Support 24 h 148,85 3 572,40')).toMatchObject({ description: 'B370-F Support', qty: 24, price: 148.85, amount: 3572.4 });
    expect(readRowFigures('ウェ ブサ イト 保守 2 時 間 20,310 10% 40,620')).toMatchObject({ qty: 2, unit: '時間', price: 20310, amount: 40620 });
    expect(readRowFigures('9st. Whiteboardstiften, assorti x 49,29 443,61')).toMatchObject({ description: 'Whiteboardstiften, assorti', qty: 9, unit: 'st.', price: 49.29, amount: 443.61 });
  });

  it('reads the tax-class letter of a right-to-left row and ignores bidi marks (ar)', () => {
    expect(readRowFigures('\u200fمعكرونة 500 غ \u200eA\u200f 532.50')).toMatchObject({ description: 'معكرونة 500 غ', amount: 532.5, taxClass: 'A' });
  });
});

import { chooseItems } from '../../../../src/extraction/items/choose';

describe('choosing between the header-led and the header-free reading', () => {
  it('does not check a row by a price divided out of its amount', () => {
    expect(readRowFigures('2 ARNR2 Joghurt Banane 5,5000 50 Stk 7 %').checked).toBe(false);
  });

  it('reads a four-decimal price before the quantity as the price', () => {
    expect(readRowFigures('Trennblätter A4 9,9000 20 Stk 198,00')).toMatchObject({ qty: 20, price: 9.9, amount: 198 });
  });

  it('takes header-free items only with the support of the arithmetic', () => {
    const taxRows = [{ Description: 'Steuerbasisbetrag USt. 19%', Amount: 37.62 }, { Description: 'USt. 7%', Amount: 19.25 }];
    expect(chooseItems([[], taxRows], { Total: 529.87, Subtotal: 473 })).toEqual([]);
    const items = [{ Description: 'Brot', Amount: 2.5 }, { Description: 'Milch', Amount: 1.19 }];
    expect(chooseItems([[], items], { Subtotal: 3.4, Tax: 0.29 })).toEqual(items);
  });
});

describe('tax words between the figures', () => {
  it('reads past a tax word and category code printed between rate and amount (de)', () => {
    expect(readRowFigures('Trennblätter 9,90 20 Stk 19% VAT (S) 198,00')).toMatchObject({ description: 'Trennblätter', qty: 20, price: 9.9, amount: 198, taxRate: 19 });
    expect(readRowFigures('Tax consulting 2 120.00 240.00')).toMatchObject({ description: 'Tax consulting', qty: 2 });
  });
});

describe('glued OCR tokens', () => {
  it('splits "3x53,25" and "81,65A" (da)', () => {
    expect(readQtyLine('3x53,25')).toEqual({ qty: 3, price: 53.25 });
    expect(readRowFigures('Vindruer røde 81,65A')).toMatchObject({ description: 'Vindruer røde', amount: 81.65, taxClass: 'A' });
  });
});

describe('a tax-rate column after the amount', () => {
  it('reads the amount before a bare rate as money with its decimals, and the rate as Tax_Rate', () => {
    expect(readRowFigures('TB100A4 Trennblätter A4 20 Stk. 9,90 198,00 19')).toMatchObject({ qty: 20, price: 9.9, amount: 198, amountDecimals: 2, taxRate: 19, checked: true });
    // A trailing number too big for a rate is no rate.
    expect(readRowFigures('Joghurt 50 5,50 275,00 275')).not.toHaveProperty('taxRate');
  });
});

describe('quantities printed with four decimals', () => {
  it('takes the count before its unit as the quantity, and prices a free item at 0', () => {
    expect(readRowFigures('4123456000014 ZS997 100,0000 Stk. 1 1,0000 19,0 100,00')).toMatchObject({ qty: 100, unit: 'Stk.', price: 1, amount: 100 });
    expect(readRowFigures('4123456000021 GZ250 10,0000 Stk. 1 0,0000 7,0 0,00')).toMatchObject({ qty: 10, price: 0, amount: 0 });
  });
});

describe('three decimals or a thousands group', () => {
  it('reads "5,000" as five where the row writes its decimals with a comma, and "1,000" as a thousand where it uses points', () => {
    expect(readRowFigures('2 SFK5 Schweinesteak 5,000 kg 5,50 27,50 7')).toMatchObject({ qty: 5, unit: 'kg', price: 5.5, amount: 27.5, checked: true });
    expect(readRowFigures('Widget 1,000 2.50 2,500.00')).toMatchObject({ qty: 1000, price: 2.5, amount: 2500 });
    expect(readRowFigures('Schrauben 1.000 Stk 0,05 50,00')).toMatchObject({ qty: 1000, price: 0.05, amount: 50 });
  });
});

describe('OCR splits of decimals', () => {
  it('joins "1000, 00" back into one amount', () => {
    expect(readRowFigures('1 Toolbox Windschutzscheibe 100,0000 10 Stk 0% 1000, 00')).toMatchObject({ qty: 10, price: 100, amount: 1000, checked: true });
    expect(readRowFigures('Brot 2, 50')).toMatchObject({ description: 'Brot', amount: 2.5 });
  });
});

describe('a count glued to its unit after the price (OCR dropped the space)', () => {
  it('reads "8,41 1Stk 8,41" as price, quantity with unit, amount', () => {
    expect(readRowFigures('Monatskarte Zone AB 8,41 1Stk 8,41')).toMatchObject({ description: 'Monatskarte Zone AB', qty: 1, unit: 'Stk', price: 8.41, amount: 8.41 });
  });
  it('keeps a size glued to its unit inside the description', () => {
    expect(readRowFigures('Copy paper 80g 5 4.20 21.00')).toMatchObject({ description: 'Copy paper 80g', qty: 5, price: 4.2, amount: 21 });
  });
});

describe('an area unit glued to its count, its superscript lost ("3m2")', () => {
  it('reads the count as the quantity that multiplies out with a four-decimal price', () => {
    expect(readRowFigures('Kunstrasen grün 3m breit 3,3333 3m2 19% 10,00')).toMatchObject({ description: 'Kunstrasen grün 3m breit', qty: 3, unit: 'm²', price: 3.3333, amount: 10 });
  });
});

describe('a tax-class letter read in the script of the line', () => {
  it('takes one Arabic letter after an amount with decimals for the class mark (OCR read "A" as "م")', () => {
    expect(readRowFigures('مناديل مطبخ 17.75 م')).toMatchObject({ description: 'مناديل مطبخ', amount: 17.75, taxClass: 'م' });
  });
  it('keeps a Latin unit letter after a whole number as part of the description', () => {
    expect(readRowFigures('Cable 5 m').amount).toBeUndefined();
  });
});

describe('figures of yen and won rows as OCR spaces them', () => {
  it('joins a thousands group split off by a space ("18, 250") and reads a count glued to its unit ("1台")', () => {
    expect(readRowFigures('コピー用紙 A4 1台 18, 250 18, 250')).toMatchObject({ description: 'コピー用紙 A4', qty: 1, unit: '台', price: 18250, amount: 18250 });
  });
  it('reads quantity, price and a discount after a glued count', () => {
    expect(readRowFigures('作業用手袋 3式 49,770 -7,466 141,844')).toMatchObject({ description: '作業用手袋', qty: 3, price: 49770, discount: 7466, amount: 141844 });
  });
  it('leaves a figure list with more decimals alone ("2, 100.00")', () => {
    expect(readRowFigures('Widget 2, 100.00 200.00')).toMatchObject({ amount: 200 });
  });
});

describe('tax columns as OCR reads them', () => {
  it('reads a rate glued to its tax word and a category code that lost its bracket', () => {
    expect(readRowFigures('Monatskarte 8,41 1Stk 7%VAT (S 8,41')).toMatchObject({ description: 'Monatskarte', qty: 1, price: 8.41, amount: 8.41, taxRate: 7 });
  });
});

describe('the class letter of a right-to-left slip glued before its amount', () => {
  it('reads "A1.69" at the end of an Arabic row as class and amount', () => {
    expect(readRowFigures('253593 طماطم A1.69')).toMatchObject({ amount: 1.69, taxClass: 'A' });
    expect(readRowFigures('خبز عربي A1,311.00')).toMatchObject({ description: 'خبز عربي', amount: 1311, taxClass: 'A' });
    expect(readRowFigures('لبن زبادي 1,132.50 ممم')).toMatchObject({ description: 'لبن زبادي', amount: 1132.5 });
  });
  it('leaves a code of a left-to-right row alone', () => {
    expect(readRowFigures('Widget A1.69').amount).toBeUndefined();
  });
});

describe('OCR noise inside an invoice row', () => {
  it('reads a count glued to its unit before the price where count × price gives the amount', () => {
    expect(readRowFigures('Paglilinis ng opisina 4oras 6,174.00 24,696.00')).toMatchObject({ description: 'Paglilinis ng opisina', qty: 4, unit: 'oras', price: 6174, amount: 24696 });
    expect(readRowFigures('Paper 80g 4.20 4.20')).toMatchObject({ description: 'Paper 80g', amount: 4.2 });
  });
  it('drops a stray point after a price and reads the discount after it', () => {
    expect(readRowFigures('Cartouche de toner 1 pce 233,08. 34,96 20% 198,12')).toMatchObject({ qty: 1, price: 233.08, discount: 34.96, amount: 198.12, taxRate: 20 });
  });
  it('takes a class letter between the count and the price for a misread unit', () => {
    expect(readRowFigures('白板笔套装 3 F 2,489.70 6% 7,469.10')).toMatchObject({ description: '白板笔套装', qty: 3, price: 2489.7, amount: 7469.1 });
  });
});

describe('a count of one read as a letter', () => {
  it('reads "Ί τεμάχια" and "l Stk" before the price as one piece where the figures then check', () => {
    expect(readRowFigures('Σταθμός σύνδεσης USB-C Ί τεμάχια 373,87 56,08 13% 317,79')).toMatchObject({ description: 'Σταθμός σύνδεσης USB-C', qty: 1, price: 373.87, discount: 56.08, amount: 317.79 });
    expect(readRowFigures('Widget l Stk 12,50 12,50')).toMatchObject({ description: 'Widget', qty: 1, price: 12.5, amount: 12.5 });
  });
  it('keeps the letter of a description', () => {
    expect(readRowFigures('Type I cable 12,50')).toMatchObject({ description: 'Type I cable', amount: 12.5 });
  });
});
