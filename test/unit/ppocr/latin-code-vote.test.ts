import type { Decoded, WordSpan } from '../../../src/extraction/ppocr/ctc';
import { guessedRun, latinCodeWins } from '../../../src/extraction/ppocr/latin-code-vote';
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

describe('Latin capitals inside an Arabic line', () => {
  it('takes a sure English acronym over an unsure reading, on scripts without Latin look-alikes only', () => {
    expect(latinCodeWins(w('ل781', 0.31), w('TRN', 0.99), false)).toBe(true);
    expect(latinCodeWins(w('آحل/ا', 0.16), w('VAT', 1), false)).toBe(true);
    // Greek and Cyrillic capitals read as Latin ones are lookalike-vote.ts's to decide.
    expect(latinCodeWins(w('ΦΠΑ', 0.3), w('ONA', 0.99))).toBe(false);
    // A sure script word, an unsure English one, one capital, or lower case stay.
    expect(latinCodeWins(w('ضريبة', 0.89), w('VAT', 1), false)).toBe(false);
    expect(latinCodeWins(w('10', 0.35), w('PO', 0.8), false)).toBe(false);
    expect(latinCodeWins(w('ا', 0.2), w('A', 0.99), false)).toBe(false);
    expect(latinCodeWins(w('מע״מ', 0.3), w('yuun', 0.99), false)).toBe(false);
  });

  it('joins the guessed words the script model split Latin print into', () => {
    const under = (x: WordSpan) => x.start >= 0.2 && x.end <= 0.45;
    const own = [w('را', 0, 0.2, 0.3), w('فا', 0.26, 0.32, 0.44), w('ضريبة', 0.9, 0.5, 0.9)];
    expect(guessedRun(own, 0, under)).toEqual({ end: 2, word: { text: 'را فا', start: 0.2, end: 0.44, confidence: 0.26 } });
    // One sure word among them: not a guess.
    expect(guessedRun([w('را', 0, 0.2, 0.3), w('فا', 0.8, 0.32, 0.44)], 0, under)).toEqual({ end: 0 });
  });

  it('is part of the vote of an Arabic line', () => {
    const arabic = line([['ضريبة', 0.7, 0.95, 0.9], ['را', 0.5, 0.6, 0], ['فا', 0.38, 0.48, 0.26], ['١٥٪', 0.1, 0.3, 0.84]]);
    const english = line([['x10', 0.1, 0.3, 0.71], ['VAT', 0.37, 0.6, 0.97]]);
    expect(voteLine(arabic, english, ['arabic']).line.text).toBe('ضريبة VAT ١٥٪');
    const greek = line([['ΦΠΑ', 0.5, 0.7, 0.3]]);
    expect(voteLine(greek, line([['ONA', 0.5, 0.7, 0.99]]), ['greek']).line.text).toBe('ΦΠΑ');
  });
});
