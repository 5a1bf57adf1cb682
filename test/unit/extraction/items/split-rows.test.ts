import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { joinSplitRows } from '../../../../src/extraction/items/split-rows';
import { ocrDoc } from './ocr-fixture';

describe('rows that OCR split into two lines', () => {
  const header = { y: 100, words: [['Pos', 60, 80], ['Beschreibung', 120, 200], ['Preis', 340, 370], ['Menge', 400, 430], ['Betrag', 500, 540]] as Array<[string, number, number]> };

  it('joins an amount printed half a line lower than its row back into the row', () => {
    const doc = ocrDoc([
      header,
      { y: 120, words: [['1', 60, 66], ['Monatskarte', 120, 190], ['Zone', 192, 215], ['AB', 218, 230], ['8,41', 345, 368], ['1Stk', 405, 428]] },
      { y: 127, words: [['8,41', 515, 540]] },
      { y: 150, words: [['Zwischensumme', 300, 380], ['8,41', 515, 540]] },
    ]);
    const rows = joinSplitRows(doc).lines;
    expect(rows.map((l) => l.text)).toEqual(['Pos Beschreibung Preis Menge Betrag', '1 Monatskarte Zone AB 8,41 1Stk 8,41', 'Zwischensumme 8,41']);
    expect(extractLineItems(doc, { Subtotal: 8.41 })).toEqual([expect.objectContaining({ Description: 'Monatskarte Zone AB', Amount: 8.41, QTY: 1 })]);
  });

  it('joins an amount printed a little higher (it comes first in reading order)', () => {
    const doc = ocrDoc([
      { y: 116, words: [['12,50', 515, 540]] },
      { y: 121, words: [['Service', 120, 160], ['call', 162, 180]] },
    ]);
    expect(joinSplitRows(doc).lines.map((l) => l.text)).toEqual(['Service call 12,50']);
  });

  it('keeps lines apart that only touch, or whose figures stand under the text', () => {
    const doc = ocrDoc([
      { y: 120, words: [['Widget', 120, 160]] },
      { y: 131, words: [['12,50', 515, 540]] },
      { y: 160, words: [['Gadget', 120, 160], ['4', 300, 306]] },
      { y: 164, words: [['12,50', 200, 230]] },
    ]);
    expect(joinSplitRows(doc).lines).toHaveLength(4);
  });
});

describe('figures that OCR put on the line of a code printed under the row', () => {
  it('moves the amount beside a GTIN line back into its row and leaves the GTIN where it stands', () => {
    const doc = ocrDoc([
      { y: 132, words: [['KR3M', 118, 138], ['Kunstrasen', 190, 226], ['3m', 244, 255], ['breit', 257, 272], ['3,3333', 350, 375], ['3', 403, 409], ['Stk', 410, 423], ['19%', 451, 467]] },
      { y: 139, words: [['4012345001235', 118, 172], ['10,00', 512, 532]] },
    ]);
    expect(joinSplitRows(doc).lines.map((l) => l.text)).toEqual(['KR3M Kunstrasen 3m breit 3,3333 3 Stk 19% 10,00', '4012345001235']);
  });
});

describe('rows that stand close', () => {
  it('leaves the figures with their own row when that row has words of its own', () => {
    const doc = ocrDoc([
      { y: 359, words: [['5', 19, 25], ['4123456000021', 40, 100], ['GZ250', 110, 139], ['2,0000', 250, 280], ['Stk.', 282, 300], ['1,4500', 400, 430], ['-2,90', 540, 567]] },
      { y: 364, words: [['Gelierzucker', 112, 170], ['Extra', 172, 195], ['250g', 197, 225]] },
    ]);
    expect(joinSplitRows(doc).lines.map((l) => l.text)).toEqual(['5 4123456000021 GZ250 2,0000 Stk. 1,4500 -2,90', 'Gelierzucker Extra 250g']);
  });
});
