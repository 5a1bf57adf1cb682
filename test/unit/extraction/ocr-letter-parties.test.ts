import { extractFields } from '../../../src/extraction/fields';
import type { DocumentTree, Line, Word } from '../../../src/extraction/types';

/** One OCR'd line from its cells ([text, x0, x1]) at y0..y1, words spread over each cell by their letters. */
function line(y0: number, y1: number, ...cells: [string, number, number][]): Line {
  const words: Word[] = [];
  for (const [text, x0, x1] of cells) {
    const parts = text.split(' ');
    const unit = (x1 - x0) / text.length;
    let x = x0;
    for (const p of parts) {
      words.push({ text: p, box: [x, y0, x + p.length * unit, y1], confidence: 0.95 });
      x += (p.length + 1) * unit;
    }
  }
  return { text: cells.map((c) => c[0]).join(' '), box: [cells[0][1], y0, cells[cells.length - 1][2], y1], words };
}

/**
 * A letter as OCR reads its screenshot: the small print of the sender line and the footer loses the name's accents
 * and a dot, and the spaced middle dots come out as a full stop and a dash.
 */
function letter(sender: string, footerName: string): DocumentTree {
  return {
    source: 'ocr',
    pages: [{
      number: 1, width: 1390, height: 1958, origin: 'ocr',
      lines: [
        line(92, 128, ['Boulangerie Thévenot S.A.S.', 700, 1255]),
        line(299, 324, [sender, 163, 700]),
        line(334, 362, ['Claire Moreau', 165, 330], ['Code client :', 828, 973], ['78735', 1196, 1262]),
        line(370, 398, ['8 avenue Jean Jaurès', 166, 440], ['Lyon, 5/8/2025', 1043, 1259]),
        line(406, 434, ['75019 Paris', 164, 320]),
        line(631, 660, ['Facture n° F2025-986 du 5/8/2025', 164, 600]),
        line(863, 896, ['2 Gâteau opéra 45,00', 171, 900], ['90,00 €', 1100, 1253]),
        line(1217, 1247, ['TOTAL :', 316, 420], ['90,00 €', 1100, 1253]),
        line(1793, 1820, [footerName, 163, 500], ['Tél. : +33 4 72 00 00 00', 600, 900]),
        line(1818, 1843, ['12 rue Victor Hugo', 164, 400]),
        line(1841, 1871, ['69002 Lyon', 163, 300]),
        line(1869, 1894, ['France', 162, 230]),
      ],
    }],
  };
}

describe('the parties of an OCR\'d letter whose small print reads the name a little otherwise', () => {
  const fields = extractFields(letter('Boulangerie Thevenot S.A.S. . 12 rue Victor Hugo - 69002 Lyon', 'Boulangerie Thévenot SAS.')).fields;

  it('takes the vendor\'s address under the footer\'s printing of its name, one dot short', () => {
    expect(fields.Vendor_Name).toBe('Boulangerie Thévenot S.A.S.');
    expect(fields.Vendor_Address).toBe('12 rue Victor Hugo, 69002 Lyon, France');
  });

  it('takes the window under a sender line that lost the accents and reads its dots as a full stop', () => {
    expect(fields.Bill_To_Name).toBe('Claire Moreau');
    expect(fields.Bill_To_Address).toBe('8 avenue Jean Jaurès, 75019 Paris');
  });
});

