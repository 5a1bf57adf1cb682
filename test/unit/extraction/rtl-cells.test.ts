import { extractFields } from '../../../src/extraction/fields';
import { lineCells } from '../../../src/extraction/raw-text';
import type { DocumentTree, Line } from '../../../src/extraction/types';

/**
 * A right-to-left line as the PDF reader gives it: words in reading order, from right to left. `cells` are
 * [right edge, text] runs; words are 6 units a character with one space between words, 10 units high.
 */
function rtlLine(y: number, cells: Array<[number, string]>): Line {
  const words = cells.flatMap(([right, text]) => {
    let at = right;
    return text.split(' ').map((word) => {
      const w = { text: word, box: [at - word.length * 6, y, at, y + 10] as [number, number, number, number], confidence: 1 };
      at -= (word.length + 1) * 6;
      return w;
    });
  });
  const xs = words.flatMap((w) => [w.box[0], w.box[2]]);
  return { text: cells.map((c) => c[1]).join(' '), box: [Math.min(...xs), y, Math.max(...xs), y + 10], words };
}

const page = (lines: Line[]): DocumentTree => ({ source: 'pdf-text', pages: [{ number: 1, width: 600, height: 800, lines }] });

describe('right-to-left cells', () => {
  it('span every word of the run, from the leftmost to the rightmost', () => {
    const [cell] = lineCells(rtlLine(100, [[550, 'شارع الاتحاد مبنى 949']]));
    expect(cell.x1).toBe(550);
    expect(cell.x0).toBe(550 - 'شارع الاتحاد مبنى 949'.length * 6);
  });

  it('a bill-to heading beside a label column keeps the name under it (columns aligned on their right edge)', () => {
    const tree = page([
      rtlLine(40, [[550, 'مؤسسة الأفق للتجارة']]),
      rtlLine(100, [[550, 'فاتورة إلى'], [180, 'الرقم'], [110, 'INV-2025-3909']]),
      rtlLine(115, [[550, 'الحلول الذكية للتجارة'], [180, 'التاريخ'], [110, '11/12/2025']]),
      rtlLine(130, [[550, '711 شارع التحرير']]),
      rtlLine(145, [[550, 'المنصورة 35511']]),
    ]);
    expect(extractFields(tree).fields.Bill_To_Name).toBe('الحلول الذكية للتجارة');
  });

  it('an envelope-window recipient without a postcode closes on its street line (Gulf and many Arabic and Hebrew addresses)', () => {
    const tree = page([
      rtlLine(30, [[300, 'مؤسسة الواحة للبرمجيات']]),
      rtlLine(100, [[550, 'الأثاث الراقي ذ.م.م'], [260, 'رقم المستند:'], [110, 'INV-054935']]),
      rtlLine(115, [[550, 'شارع الوحدة، مبنى 168'], [260, 'رقم العميل:'], [110, 'K-81005']]),
      rtlLine(130, [[550, 'دبي']]),
    ]);
    const f = extractFields(tree).fields;
    expect([f.Bill_To_Name, f.Bill_To_Address]).toEqual(['الأثاث الراقي ذ.م.م', 'شارع الوحدة، مبنى 168, دبي']);
  });

  it('a letter\'s dateline in the values column is not a second envelope window', () => {
    const tree = page([
      rtlLine(30, [[300, 'شركة الأثاث الراقي ش.م.م']]),
      rtlLine(100, [[550, 'يوسف السيد'], [250, 'مرجعنا:'], [100, 'WF4769']]),
      rtlLine(115, [[550, '34 شارع التحرير'], [100, 'الجيزة, 10/08/2026']]),
      rtlLine(130, [[550, 'الجيزة 12511']]),
    ]);
    expect(extractFields(tree).fields.Bill_To_Name).toBe('يوسف السيد');
  });

  it('a decimal with its unit under the receipt title is the first item\'s weight, not the receipt number', () => {
    const tree = page([
      rtlLine(30, [[170, 'سوبرماركت الخير']]),
      rtlLine(60, [[150, 'فاتورة شراء']]),
      rtlLine(75, [[200, '0.195 كيلو 11.50 x/كيلو']]),
      rtlLine(90, [[200, 'عنب'], [40, '2.24 A']]),
      rtlLine(200, [[200, 'إيصال رقم 2827']]),
    ]);
    expect(extractFields(tree).fields.Invoice_Number).toBe('2827');
  });
});
