import type { Decoded, WordSpan } from '../../../src/extraction/ppocr/ctc';
import { latinCodeWins } from '../../../src/extraction/ppocr/latin-code-vote';
import { voteLine } from '../../../src/extraction/ppocr/number-vote';

const w = (text: string, confidence: number, start = 0, end = 1): WordSpan => ({ text, start, end, confidence });
const line = (words: Array<[string, number, number, number]>): Decoded => {
  const spans = words.map(([text, start, end, confidence]) => w(text, confidence, start, end));
  return { text: spans.map((s) => s.text).join(' '), confidence: 0.9, spans };
};

describe('Latin codes inside a line of another script', () => {
  it('takes a sure English code or address over an unsure script reading of the same place', () => {
    expect(latinCodeWins(w('2025-7506-/ז', 0.37), w('FA-2025-7566', 0.99))).toBe(true);
    expect(latinCodeWins(w('0654710ס.', 0), w('PO654710.', 0.98))).toBe(true);
    expect(latinCodeWins(w('וו.ס2.6ו56-0וזחטו65סזחו', 0.34), w('info@bluestone.co.il', 0.99))).toBe(true);
    expect(latinCodeWins(w('וו.ס', 0.2), w('www.bluestone.co.il', 0.99))).toBe(true);
  });

  it('keeps the script reading when it is sure, the English word unsure, a plain word, or one letter at a number', () => {
    expect(latinCodeWins(w('ב-24/09/2025', 0.91), w('A-24/09/2025', 0.99))).toBe(false);
    expect(latinCodeWins(w('0654710ס.', 0), w('PO654710.', 0.8))).toBe(false);
    expect(latinCodeWins(w('מע״מ', 0.3), w('yuun', 0.99))).toBe(false);
    expect(latinCodeWins(w('מ27/10/2025', 0.2), w('n27/10/2025', 0.99))).toBe(false);
  });

  it('is part of the vote of a Hebrew line', () => {
    const hebrew = line([['הזמנת', 0.5, 0.7, 0.91], ['רכש', 0.3, 0.45, 0.93], ['0654710ס.', 0, 0.25, 0]]);
    const english = line([['nnnin', 0.5, 0.7, 0.8], ['wo', 0.3, 0.45, 0.8], ['PO654710.', 0, 0.26, 0.99]]);
    expect(voteLine(hebrew, english, ['hebrew']).line.text).toBe('הזמנת רכש PO654710.');
  });
});
