import type { Decoded } from '../../../src/extraction/ppocr/ctc';
import { doubtedLatinLines, LATIN_SURE, wordedLines } from '../../../src/extraction/ppocr/latin-doubt';
import type { Box } from '../../../src/extraction/types';

const d = (text: string, confidence = 0.99): Decoded => ({ text, confidence });
/** A line box 20 px high and `aspect` times as wide. */
const box = (aspect: number): Box => [0, 0, 20 * aspect, 20];

describe('a page taken for a Latin language that its Latin model doubts', () => {
  // A Russian invoice read by the English model (look-alike words, two of them Danish by chance).
  const english = [d('Cyet ha onnaty', 0.93), d('<25> Hoa6pa 2025 r.', 0.94), d('30 535,20', 1), d('Email info@keystone-co.ru', 1), d('Konnyectbo', 0.87), d('.', 0.5)];
  const boxes = [box(8), box(9), box(7), box(12), box(6), box(1)];

  it('counts only text lines with words: amounts and specks say nothing of the script', () => {
    expect(wordedLines(english, boxes)).toEqual([0, 1, 3, 4]);
  });

  it('names the lines the Latin model was unsure of when it was unsure of most of the page', () => {
    // The Danish model's reading of the same lines: low confidence on Cyrillic, sure of the e-mail.
    const danish = [d('CyéT Ha OMMaTY', 0.31), d('«25» HOAGpa 2025 r.', 0.56), d('30 535,20', 0.93), d('Email info@keystone-co.ru', 0.9), d('KoMmuecTBo', 0.6), d('', 0)];
    expect(doubtedLatinLines(danish, english, boxes)).toEqual([0, 1, 4]);
  });

  it('leaves a Latin page alone when a few of its lines are unsure', () => {
    const danishPage = [d('Faktura nr', 0.95), d('Dato 25. november 2025', 0.94), d('30 535,20 DKK', 0.96), d('Email info@firma.dk', 0.6), d('Antal', 0.93), d('', 0)];
    expect(doubtedLatinLines(danishPage, english, boxes)).toEqual([]);
  });

  it('sets the bar between Latin print (median 0.92 or more) and Cyrillic read as Latin (0.65 or less)', () => {
    expect(LATIN_SURE).toBeGreaterThan(0.65);
    expect(LATIN_SURE).toBeLessThan(0.92);
  });
});
