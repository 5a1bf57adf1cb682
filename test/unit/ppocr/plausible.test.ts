import { latinPlausibility, plausibleWord } from '../../../src/extraction/ppocr/plausible';
import type { Decoded } from '../../../src/extraction/ppocr/ctc';
import { pickReader, prefersScript, type ScriptReader } from '../../../src/extraction/ppocr/script-router';

const d = (text: string, confidence: number): Decoded => ({ text, confidence });
const box = (aspect: number) => [0, 0, 20 * aspect, 20];

describe('Latin print or look-alike letters', () => {
  it('takes words in lower case, Capitalised, in capitals and codes for Latin print', () => {
    for (const w of ['total', 'Invoice', 'TOTAL', 'INV-2024-001', 'SA57', '5m', '2,482kg', 'billing@alpha-serv.co.kr', 'V-08', '(1234-X)']) expect(plausibleWord(w)).toBe(true);
  });

  it('takes case flips and digits inside letters for another script read by the English model', () => {
    for (const w of ['ALyaio', 'ouAsutikn', 'Lnnapa8o0nkav', 'TnAeqwvo', 'OTtwpoTIWAELO', 'iwwgo;Jl']) expect(plausibleWord(w)).toBe(false);
    expect(latinPlausibility('ALyaio Eu ouAsutikn O.E.')).toBeLessThan(0.4);
    expect(latinPlausibility('Invoice No: INV-2024-001 TOTAL 21.70')).toBe(1);
    expect(latinPlausibility('21.70')).toBe(1);
  });

  it('names Greek over a confident but garbled English reading, on less evidence', () => {
    const GREEK: ScriptReader = { name: 'ell', kind: 'tesseract', scripts: ['greek'], languages: ['ell'] };
    const boxes = [box(8), box(10), box(8)];
    const english = [d('TEALKOnO', 0.73), d('ALyaio Eu ouAsutikn O.E.', 0.84), d('2tEaxia', 0.75)];
    const greek = { reader: GREEK, readings: [d('Τελικό ποσό', 0.96), d('Αιγαίο Συμβουλευτική Ο.Ε.', 0.42), d('2τεµάχια', 0.52)] };
    expect(pickReader(english, [greek], boxes)?.name).toBe('ell');
    // The same Greek evidence against English that reads as Latin print is not enough.
    const latin = [d('Total amount', 0.75), d('Aegean Consulting O.E.', 0.84), d('2 pieces', 0.75)];
    expect(pickReader(latin, [greek], boxes)).toBeUndefined();
  });

  it('keeps the script reading of a line whose English reading is look-alike letters', () => {
    expect(prefersScript(d('Αιγαίο Συμβουλευτική Ο.Ε.', 0.42), ['greek'], d('ALyaio Eu ouAsutikn O.E.', 0.84), box(10))).toBe(true);
    expect(prefersScript(d('Αιγαίο Συμβουλευτική Ο.Ε.', 0.42), ['greek'], d('Aegean Consulting O.E.', 0.84), box(10))).toBe(false);
  });
});
