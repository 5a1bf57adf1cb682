import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { CELL_BREAK, tokenize } from '../../../../src/extraction/items/tokens';
import { ocrDoc } from './ocr-fixture';

/** Patterns of 150-dpi scans of real e-invoices (ZUGFeRD), as the OCR reader returns their item rows. */
const cells = (...parts: string[]) => parts.join(` ${CELL_BREAK} `);

describe('item rows of scanned invoices', () => {
  it('puts a rate glued to its tax word and category code apart ("7%VATS)" for "7% VAT (S)")', () => {
    expect(tokenize('7%VATS) 2,90').map((t) => [t.text, t.kind])).toEqual([['7%', 'percent'], ['VAT', 'tax'], ['S)', 'tax'], ['2,90', 'number']]);
    expect(tokenize('7%VAT').map((t) => t.text)).toEqual(['7%', 'VAT']);
  });

  it('puts the category code glued to the tax word after a rate apart ("7% VATS" for "7% VAT (S)")', () => {
    expect(readRowFigures(cells('Joghurt', '5,50', '50 stk', '7%', 'VATS', '275,00'))).toMatchObject({ description: 'Joghurt', qty: 50, price: 5.5, amount: 275, taxRate: 7 });
    // A word that is no tax word stays whole.
    expect(tokenize('7% ABCD').map((t) => t.text)).toEqual(['7%', 'ABCD']);
  });

  it('puts a count, its unit and the rate glued together apart ("1Stk0%VAT" for "1 Stk 0% VAT")', () => {
    expect(tokenize('1,00 1Stk0%VAT (E 1163,40').map((t) => t.text)).toEqual(['1,00', '1', 'Stk', '0%', 'VAT', '(E', '1163,40']);
    // A count times a price glued together stays a quantity line, not a unit.
    expect(tokenize('2x19%VAT').map((t) => t.text)).not.toContain('x');
  });

  it('gives back the minus OCR dropped from the amount of a returned line whose count kept its own', () => {
    const r = readRowFigures(cells('2', 'Gelierzucker', '1,45', '-2 Stk', '7%VATS)', '2,90'));
    expect(r).toMatchObject({ description: 'Gelierzucker', qty: -2, price: 1.45, amount: -2.9, taxRate: 7, checked: true });
    // A count and a price that multiply out as printed keep the amount's sign.
    expect(readRowFigures('Widget 2 1,45 2,90')).toMatchObject({ qty: 2, price: 1.45, amount: 2.9 });
  });

  it('reads a header row that OCR split into two lines side by side, and the count the columns lost', () => {
    const doc = ocrDoc([
      { y: 100, words: [['Pos', 50, 70], ['Art-Nr', 75, 110], ['Beschreibung', 150, 230]] },
      { y: 101, words: [['Nettopreis', 300, 350], ['Menge', 380, 410], ['Steuer', 430, 460], ['Entgelt', 500, 540]] },
      { y: 130, words: [['1', 50, 56], ['Verbundene', 150, 210], ['1.000,00', 300, 345], ['1Stk0%VAT', 380, 440], ['(E', 445, 455], ['1163,40', 500, 540]] },
      { y: 143, words: [['Wohngebäudeversicherung', 150, 280]] },
      { y: 200, words: [['Rechnungssumme', 300, 380], ['1163,40', 500, 540]] },
    ]);
    expect(extractLineItems(doc, { Total: 1163.4, Subtotal: 1163.4, ocr: true })).toEqual([
      expect.objectContaining({ Description: 'Verbundene\nWohngebäudeversicherung', QTY: 1, Amount: 1163.4, Tax_Rate: 0 }),
    ]);
  });
});
