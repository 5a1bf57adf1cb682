import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { amountFromQty, fillLostAmount, lostAmountRow } from '../../../../src/extraction/items/lost-amount';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { readQtyLine } from '../../../../src/extraction/items/qty-line';
import { docOf } from './fixture';

describe('an item row whose amount the Arabic reader lost', () => {
  it('knows the row by a digit and the class mark read as a letter of its script at its end', () => {
    expect(lostAmountRow('خبز عربي 0 م')).toEqual({ description: 'خبز عربي', negative: false });
    expect(lostAmountRow('حليب طازج 1 لتر 5م')).toEqual({ description: 'حليب طازج 1 لتر', negative: false });
    expect(lostAmountRow('لبن زبادي 0 مم')).toEqual({ description: 'لبن زبادي', negative: false });
    expect(lostAmountRow('خصم العرض 0 -- م')).toEqual({ description: 'خصم العرض', negative: true });
    expect(lostAmountRow('خصم 5-م')).toEqual({ description: 'خصم', negative: true });
    // A readable amount, a Latin row and a bare mark are no lost rows.
    expect(lostAmountRow('عنب 437.57 م')).toBeUndefined();
    expect(lostAmountRow('Brot 0 A')).toBeUndefined();
    expect(lostAmountRow('0 - م')).toBeUndefined();
  });

  it('takes its amount from a quantity line above that prints count and price, never for a discount', () => {
    expect(amountFromQty({ qty: 3, price: 437 }, false)).toBe(1311);
    expect(amountFromQty({ qty: 0.662, price: 380.5, unit: 'كغ' }, false)).toBe(251.89);
    expect(amountFromQty({ price: 437 }, false)).toBeUndefined();
    expect(amountFromQty({ qty: 3, price: 437 }, true)).toBeUndefined();
  });

  it('fills one lost amount from the closing sum where its sign agrees, and leaves out rows it cannot fill', () => {
    const read = [{ Description: 'عنب', Amount: 437.57 }, { Description: 'تفاح', Amount: 99.65 }];
    const lost = { Description: 'خصم العرض' };
    expect(fillLostAmount([...read, lost], new Set([lost]), 500, new Set([lost]))).toEqual([...read, { Description: 'خصم العرض', Amount: -37.22 }]);
    // The sign disagrees: a discount row cannot raise the sum.
    const again = { Description: 'خصم العرض' };
    expect(fillLostAmount([...read, again], new Set([again]), 600, new Set([again]))).toEqual(read);
    // Two lost amounts: no figure for either.
    const [a, b] = [{ Description: 'خبز' }, { Description: 'لبن' }];
    expect(fillLostAmount([...read, a, b], new Set([a, b]), 700, new Set())).toEqual(read);
  });

  it('does not glue the lost row to the item above', () => {
    const doc = docOf([
      'مخبز الأمل', ['إيصال', '674714'],
      ['عصير برتقال', '198.50 م'],
      ['مناديل مطبخ', '505.50 م'],
      '3 x 437.00',
      ['خبز عربي', '0 م'],
      ['صدور دجاج', '425.00 م'],
      ['المجموع', '2,440.00'],
    ]);
    expect(extractLineItems(doc, { Total: 2440, ocr: true }).map((i) => [i.Description, i.Amount])).toEqual([
      ['عصير برتقال', 198.5], ['مناديل مطبخ', 505.5], ['خبز عربي', 1311], ['صدور دجاج', 425],
    ]);
  });
});

describe('a weight line whose "x/unit" the Arabic reader garbled', () => {
  it('reads the price per the weight unit behind a lam-alef, a star-slash or a garbled currency', () => {
    expect(readQtyLine('0.662 كغ 380.50 لاكغ')).toEqual({ qty: 0.662, price: 380.5, unit: 'كغ' });
    expect(readQtyLine('1.038 كغ 96.00 */كغ')).toEqual({ qty: 1.038, price: 96, unit: 'كغ' });
    expect(readQtyLine('2.428 كيلو » 7.00 0ع8/كيلو')).toEqual({ qty: 2.428, price: 7, unit: 'كيلو' });
    // Another unit than the weight's is no price per it.
    expect(readQtyLine('0.662 كغ 380.50 لالتر')).toBeUndefined();
  });
});

describe('an amount whose decimal comma OCR read as a slash', () => {
  it('reads the figure before a class letter as money with two decimals', () => {
    expect(readRowFigures('Μπανάνες 7/20 Α')).toMatchObject({ description: 'Μπανάνες', amount: 7.2 });
    expect(readRowFigures('Χαρτί κουζίνας 8,/71 Α')).toMatchObject({ description: 'Χαρτί κουζίνας', amount: 8.71 });
    // Without the class letter a slashed figure is no amount (a date, a period).
    expect(readRowFigures('Termin 12/25').amount).toBeUndefined();
  });
});

describe('the support of a reading that left lost rows out', () => {
  const head: Array<string | [string, string]> = ['مخبز الأمل', ['إيصال', '674714']];
  const read: Array<[string, string]> = [['عنب', '40.00 م'], ['تفاح', '30.00 م']];
  const lost: Array<[string, string]> = [['خبز عربي', '0 م'], ['لبن زبادي', '5م']];
  const amounts = (rows: Array<string | [string, string]>, total: number) =>
    extractLineItems(docOf([...head, ...rows, ['المجموع', total.toFixed(2)]]), { Total: total, ocr: true }).map((i) => i.Amount);

  it('takes the rows read though they cover less of the total, where at least as many rows were read as lost', () => {
    expect(amounts([...read, ...lost], 200)).toEqual([40, 30]);
    // The same rows without lost ones beside them are no items: they make up too little of the total.
    expect(amounts(read, 200)).toEqual([]);
    // More rows lost than read, or rows adding up to more than the total without a lost discount: no support.
    expect(amounts([read[0], ...lost], 200)).toEqual([]);
    expect(amounts([...read, ...lost], 60)).toEqual([]);
  });
});
