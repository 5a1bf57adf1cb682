import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, Amount }) => ({ Description, Amount }));

describe('an amount whose decimal point OCR dropped before the class letter', () => {
  it('puts the point back where the document prints cents', () => {
    const doc = docOf([
      'SUPERMERCATO', ['Scontrino 1234', '10:31'],
      ['Latte intero 1 l', '1,42 A'],
      ['Succo d\'arancia 1 l', '175A'],
      ['Patate', '050 A'],
      ['Detersivo piatti', '7,98 B'],
      ['TOTALE', '11,65'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 11.65, ocr: true }))).toEqual([
      { Description: 'Latte intero 1 l', Amount: 1.42 },
      { Description: 'Succo d\'arancia 1 l', Amount: 1.75 },
      { Description: 'Patate', Amount: 0.5 },
      { Description: 'Detersivo piatti', Amount: 7.98 },
    ]);
  });

  it('leaves whole amounts of a currency without cents as printed', () => {
    const doc = docOf([
      '마트', ['영수증 1234', '10:31'],
      ['우유', '2,500 A'],
      ['사과', '480 A'],
      ['두부', '1,900 A'],
      ['합계', '4,880'],
    ]);
    expect(extractLineItems(doc, { Total: 4880, ocr: true }).map((i) => i.Amount)).toEqual([2500, 480, 1900]);
  });
});
