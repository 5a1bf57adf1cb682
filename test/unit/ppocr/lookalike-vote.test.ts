import type { Decoded, WordSpan } from '../../../src/extraction/ppocr/ctc';
import { bare, explained, latinPrintWins, scriptLookalike } from '../../../src/extraction/ppocr/lookalike-vote';
import { voteLine } from '../../../src/extraction/ppocr/number-vote';

const reading = (text: string, confidence: number): Decoded => ({ text, confidence });

describe('look-alike vote between Greek or Cyrillic print and Latin print', () => {
  it('aligns with free pairs and drops accents and spaces of the script reading', () => {
    expect(bare('Σύν ολο')).toEqual([...'Συνολο']);
    expect(explained([...'abc'], [...'abc'], (x, y) => x === y)).toBe(1);
    expect(explained([...'abc'], [...'xbc'], (x, y) => x === y)).toBeCloseTo(2 / 3);
    expect(explained([], [...'a'], () => true)).toBe(0);
  });

  it('takes Latin codes and currency codes the script model read as its look-alike letters', () => {
    expect(latinPrintWins('ВОВ', 'RUB', ['cyrillic'])).toBe(true);
    expect(latinPrintWins('КОВ', 'RUB', ['cyrillic'])).toBe(true);
    expect(latinPrintWins('ВУВ', 'RUB', ['cyrillic'])).toBe(true);
    expect(latinPrintWins('АР5-992', 'APS-992', ['cyrillic'])).toBe(true);
    expect(latinPrintWins('ΕΖ02509-025', 'F202509-025', ['greek'])).toBe(true);
    expect(latinPrintWins('ΕΙ851107946', 'EL851107946', ['greek'])).toBe(true);
    expect(latinPrintWins('Η5034', '#5034', ['greek'])).toBe(true);
    expect(latinPrintWins('ΔΊ12', '412', ['greek'])).toBe(true);
    // All homoglyphs, digits in both: a code.
    expect(latinPrintWins('ΡΟ-53297', 'PO-53297', ['greek'])).toBe(true);
  });

  it("leaves the script's words alone", () => {
    expect(latinPrintWins('НОМЕР', 'HOMEP', ['cyrillic'])).toBe(false);
    expect(latinPrintWins('НДС', 'HAC', ['cyrillic'])).toBe(false);
    expect(latinPrintWins('ИНН', 'UHH', ['cyrillic'])).toBe(false);
    expect(latinPrintWins('ΑΡ.', 'AP.', ['greek'])).toBe(false);
    // A digit in the English reading only is the English model's reading of Ο.
    expect(latinPrintWins('ΗΜΕΡΟΜΗΝΙΑ', 'HMEP0MHNIA', ['greek'])).toBe(false);
    // No script letter, not ASCII, or no table for the script (Hebrew keeps latin-code-vote.ts).
    expect(latinPrintWins('2026', '2026', ['greek'])).toBe(false);
    expect(latinPrintWins('ΕΖ02509', 'Ε202509', ['greek'])).toBe(false);
    expect(latinPrintWins('ו2025', 'FA2025', ['hebrew'])).toBe(false);
  });

  it('keeps a script line whose confident English reading is its look-alike letters', () => {
    const own = scriptLookalike(reading('συναρμολόγηση', 0.15), reading('cuvap oAoynon', 0.85), ['greek']);
    expect(own?.text).toBe('συναρμολόγηση');
    expect(own!.confidence).toBeGreaterThan(0.6);
    expect(scriptLookalike(reading('Μεταφορά και συναρμολόγηση', 0.44), reading('Metapopd kal ouvap oAoynon', 0.9), ['greek'])?.text).toBe('Μεταφορά και συναρμολόγηση');
    expect(scriptLookalike(reading('+ СЛИВКИ', 0.14), reading('+ CAUBK0', 0.76), ['cyrillic'])?.text).toBe('+ СЛИВКИ');
    // A tie of homoglyphs goes to the page's script when the line has words.
    expect(scriptLookalike(reading('ώρες', 0.37), reading('Wpec', 0.79), ['greek'])?.text).toBe('ώρες');
  });

  it('leaves Latin lines, quantity lines and short codes to the English reading', () => {
    expect(scriptLookalike(reading('Μαςίογζαγᾶ ΣΣΣΣ66Ί 12', 0.13), reading('Mastercard ****6612', 1), ['greek'])).toBeUndefined();
    expect(scriptLookalike(reading('ΤΚΙ5', 0.44), reading('IRIS', 1), ['greek'])).toBeUndefined();
    expect(scriptLookalike(reading('ΕγαΙ! αεςοιητσ(ΘρτϊπιθοΠςθ.αΓ', 0), reading('Email accounts@primeoffice.gr', 1), ['greek'])).toBeUndefined();
    expect(scriptLookalike(reading('2,482 Κα κ᾿2,31/Κα', 0.4), reading('2,482 kg x 2,31/kg', 0.98), ['greek'])).toBeUndefined();
    expect(scriptLookalike(reading('Χ2', 0.92), reading('X2', 0.81), ['greek'])).toBeUndefined();
    expect(scriptLookalike(reading('30 535,20 ВОВ', 0.84), reading('30 535,20 RUB', 1), ['cyrillic'])).toBeUndefined();
    expect(scriptLookalike(reading('שלום', 0.2), reading('eiyw', 0.9), ['hebrew'])).toBeUndefined();
  });

  it('puts the English word in the script line where it is Latin print (voteLine)', () => {
    const spans = (words: Array<[string, number, number, number]>): Decoded => {
      const s: WordSpan[] = words.map(([text, start, end, confidence]) => ({ text, start, end, confidence }));
      return { text: s.map((w) => w.text).join(' '), confidence: 0.85, spans: s };
    };
    const russian = spans([['30', 0, 0.2, 0.9], ['535,20', 0.22, 0.6, 0.9], ['ВОВ', 0.7, 1, 0.7]]);
    const english = spans([['30', 0, 0.2, 1], ['535,20', 0.22, 0.6, 1], ['RUB', 0.7, 1, 1]]);
    expect(voteLine(russian, english, ['cyrillic']).line.text).toBe('30 535,20 RUB');
    const greek = spans([['ΑΦΜ', 0, 0.3, 0.9], ['Εἰ', 0.35, 0.45, 0.3], ['66622743', 0.46, 1, 0.4]]);
    const latin = spans([['A', 0, 0.1, 0.9], ['M', 0.2, 0.3, 0.9], ['EL666722743', 0.35, 1, 0.99]]);
    expect(voteLine(greek, latin, ['greek']).line.text).toBe('ΑΦΜ EL666722743');
  });
});
