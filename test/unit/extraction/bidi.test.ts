import { drawnRtl, isRtlLine, logicalLine, logicalWord, turnRtl, unshape } from '../../../src/extraction/pdf/bidi';
import type { Line } from '../../../src/extraction/types';

/** A visually ordered line as a PDF text layer gives it: words left to right with their boxes. */
function visualLine(...words: string[]): Line {
  let x = 0;
  const ws = words.map((text) => {
    const w = { text, box: [x, 0, x + text.length * 6, 10] as [number, number, number, number], confidence: 1 };
    x += text.length * 6 + 6;
    return w;
  });
  return { text: words.join(' '), box: [0, 0, x, 10], words: ws };
}

describe('right-to-left text from PDF text layers', () => {
  it('turns presentation forms back into letters', () => {
    expect(unshape('ﺔﻛﺮﺷ')).toBe('ةكرش');
  });

  it('turns CJK radicals that stand for whole ideographs back into them (Kangxi and supplement)', () => {
    expect(unshape('中华人⺠共和国')).toBe('中华人民共和国');
    expect(unshape('横浜市⻄区')).toBe('横浜市西区');
    expect(unshape('⼠')).toBe('士');
    expect(unshape('⺡')).toBe('⺡'); // a component form stays: it never stands for a word
  });

  it('reverses a right-to-left word and keeps numbers and Latin inside it as they read', () => {
    expect(logicalWord('ةكرش')).toBe('شركة');
    expect(logicalWord('15%ةبيرض')).toBe('ضريبة15%');
  });

  it('puts a visually ordered line in reading order: the label first, then its value', () => {
    const line = logicalLine(visualLine('SA-2026-0042', ':ةروتافلا', 'مقر'));
    expect(line.text).toBe('رقم الفاتورة: SA-2026-0042');
    expect(line.words.map((w) => w.box[0])).toEqual([...line.words.map((w) => w.box[0])].sort((a, b) => b - a));
  });

  it('moves punctuation drawn at the left of a number in right-to-left text to where it is typed', () => {
    expect(logicalLine(visualLine('לארשי', ',15', 'לצרה')).text).toBe('הרצל 15, ישראל');
  });

  it('keeps Arabic-Indic numbers, with their own separators, reading left to right (ar1: "١٠٤٧", "١٬٨٠٠٫٠٠")', () => {
    expect(turnRtl('١٠٤٧')).toBe('١٠٤٧');
    expect(turnRtl('١٬٨٠٠٫٠٠')).toBe('١٬٨٠٠٫٠٠');
    expect(logicalWord('٢٠٢٦/٠٤/١٣')).toBe('٢٠٢٦/٠٤/١٣');
    // The Arabic percent sign stays a right-to-left neutral: drawn left of the figure, typed after it.
    expect(logicalWord('٪١٥')).toBe('١٥٪');
    expect(logicalLine(visualLine('١٠٤٧', 'ةروتافلا', 'مقر')).text).toBe('رقم الفاتورة ١٠٤٧');
  });

  it('draws the full stop after a number at its left, where the right-to-left sentence ends (ar4: "٠٩." → ".٠٩")', () => {
    expect(drawnRtl('٠٩.')).toBe('.٠٩');
    expect(logicalWord(`${drawnRtl('٠٩.')}/٠٥/٢٠٢٦`)).toBe('٠٩/٠٥/٢٠٢٦.');
    expect(drawnRtl('ن،')).toBe(turnRtl('ن،'));
  });

  it('turns a logically ordered item into drawn order and back (pdfjs gives right-to-left items as typed)', () => {
    const typed = "חשבונית מס' 2026-0093";
    expect(turnRtl(typed)).toBe("2026-0093 'סמ תינובשח");
    expect(turnRtl(turnRtl(typed))).toBe(typed);
  });

  it('leaves left-to-right lines alone', () => {
    const line = visualLine('Total', '1,150.00', 'ر.س');
    expect(isRtlLine(line.text)).toBe(false);
    expect(logicalLine(line)).toBe(line);
  });

  it('does not count the letters of an e-mail or web address towards a line\'s direction', () => {
    // A Hebrew footer drawn in visual order: "טל …", "דוא"ל sales@…", "ח.פ. 531017814".
    const footer = '531017814 .פ.ח sales@primeoffice.co.il ל"אוד +972-3-907-7252 לט';
    expect(isRtlLine(footer)).toBe(true);
    expect(isRtlLine('www.example-shop.com contact@example-shop.com לט')).toBe(true);
    expect(isRtlLine('Invoice No. 2026-0093 ח.פ.')).toBe(false);
  });
});
