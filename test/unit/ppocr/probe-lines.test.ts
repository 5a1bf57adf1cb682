import type { Decoded } from '../../../src/extraction/ppocr/ctc';
import { isLatinPage, isTextLine, latinPrintShare, probeLines } from '../../../src/extraction/ppocr/probe-lines';
import type { Box } from '../../../src/extraction/types';

const d = (text: string, confidence = 0.99): Decoded => ({ text, confidence });
/** A line box 20 px high and `aspect` times as wide. */
const box = (aspect: number): Box => [0, 0, 20 * aspect, 20];

describe('lines the script probe reads', () => {
  it('tells text lines from specks and rules', () => {
    expect(isTextLine(box(6))).toBe(true);
    expect(isTextLine(box(1.2))).toBe(false);
  });

  it('probes text lines before specks the English model read as nothing', () => {
    // An Arabic page: two specks read as nothing, three lines of Arabic read as Latin noise.
    const english = [d(''), d(''), d('ib uo iw.no o,9iL', 0.5), d('g>iw JI Jb>xI', 0.58), d('shou sg pbi', 0.32), d('SAR 36,699.09')];
    const boxes = [box(1), box(1.5), box(9), box(8), box(7), box(6)];
    expect(probeLines(english, boxes, [0, 1, 2, 3, 4]).sort()).toEqual([2, 3, 4]);
    // With too few text lines the specks still make up the count.
    expect(probeLines(english.slice(0, 3), boxes.slice(0, 3), [0, 1, 2])[0]).toBe(2);
  });

  it('judges a page Latin by its lines with words, not by its amounts', () => {
    // Arabic read by the English model: sure of the amounts, unsure of the words, two "function words" found.
    const arabic = [d('SAR 4,786.84'), d('SAR 31,912.25'), d('011 556 7496'), d('28 2026'), d('sa na iwwgo', 0.5), d('g>iw JI', 0.6), d('shou sg', 0.3), d('oL9I2I inJ', 0.57)];
    const boxes = arabic.map(() => box(8));
    const unsure = [4, 5, 6, 7];
    expect(unsure.length <= 0.6 * arabic.length).toBe(true);
    expect(isLatinPage(arabic, boxes, unsure, 'fil')).toBe(false);
    // A blurred Latin receipt: a third of its lines unsure.
    const latin = [d('TOTAL 21.70'), d('Thank you', 0.8), d('CASH 50.00'), d('Invoice No 123'), d('Qty Price', 0.7), d('Subtotal 20.00')];
    expect(isLatinPage(latin, latin.map(() => box(8)), [1, 4], 'eng')).toBe(true);
    expect(isLatinPage(latin, latin.map(() => box(8)), [1, 4], undefined)).toBe(false);
  });

  it('does not take a page for Latin when its words are not written as Latin print, whatever language they suggest', () => {
    // A Japanese invoice read by the English model: confident look-alikes, few lines unsure.
    const japanese = [d('y F IF#rtt'), d('3F&31WL#+E*y F'), d('1F#AF L+T3 Typ L-33'), d('USB-CFy#Yy3F-y3Y'), d('JPY 2,373,843'), d('S/N QG211163276'), d('tJTF-FZ-t-', 0.5)];
    expect(latinPrintShare(japanese)).toBeLessThan(0.7);
    expect(isLatinPage(japanese, japanese.map(() => box(8)), [6], 'dan')).toBe(false);
    expect(latinPrintShare([d('Subtotal 20.00'), d('Thank you')])).toBe(1);
    expect(latinPrintShare([d('20.00')])).toBe(1);
  });
});
