import type { Decoded } from '../../../src/extraction/ppocr/ctc';
import { betterOf, betterOwnReadings, density, isUncertain, median, mergeNumbers, pickReader, prefersScript, readingScore, type ScriptReader } from '../../../src/extraction/ppocr/script-router';

const d = (text: string, confidence: number): Decoded => ({ text, confidence });
const reader = (name: string, scripts: ScriptReader['scripts'], kind: ScriptReader['kind'] = 'tesseract'): ScriptReader => ({ name, kind, scripts, languages: [name] });
const KOR = reader('kor', ['hangul']);
const HEB = reader('heb', ['hebrew']);
const LATIN = reader('latin', ['latin'], 'onnx');
const JAPAN = reader('japan', ['kana', 'han'], 'onnx');
/** A line box 20 px high and `aspect` times as wide. */
const box = (aspect: number) => [0, 0, 20 * aspect, 20];

describe('script routing', () => {
  it('takes a line as unsure when the English model doubts it or left most of it unread', () => {
    expect(isUncertain(d('TOTAL 21.70', 0.99), box(6))).toBe(false);
    expect(isUncertain(d('TOTAL 21.70', 0.7), box(6))).toBe(true);
    // Hangul read by the English model: a few confident digits over a long box.
    expect(isUncertain(d(': 2024 3 14', 0.99), box(12))).toBe(true);
    expect(density(d('ab cd', 1), box(2))).toBe(2);
  });

  it('scores a reading by confidence and the share of its letters in the reader\'s script', () => {
    expect(readingScore(d('합계: 203.90원', 0.9), ['hangul'])).toBeCloseTo(0.9);
    expect(readingScore(d('합계 AB', 0.9), ['hangul'])).toBeCloseTo(0.45);
    expect(readingScore(d('203.90', 0.8), ['hangul'])).toBeCloseTo(0.8);
    expect(readingScore(d('203.90', 0.8), ['hangul'], true)).toBe(0);
  });

  it('names Hebrew over confident Latin look-alikes, and Korean over a sparse Latin reading', () => {
    const boxes = [box(10), box(10), box(10)];
    const english = [d("179.00 TuD n1xo'", 0.75), d("20417 on n'iun", 0.9), d('24.90 jn7iU n iD', 0.79)];
    const hebrew = { reader: HEB, readings: [d('כיסאות משרד 179.00', 0.93), d('חשבונית מס 20417', 0.92), d('24.90 1171710 0', 0.8)] };
    const latin = { reader: LATIN, readings: [d("179.00 TUD N1XD'D", 0.81), d("20417 on n'1vn", 0.86), d('24.90 1n7iv n 1D', 0.84)] };
    expect(pickReader(english, [latin, hebrew], boxes)?.name).toBe('heb');
    const sparse = [d('8 x 2 x 89.50', 0.97), d(': 2024 3@ 14', 0.94), d('H HH 1 x 24.9O', 0.83)];
    const korean = { reader: KOR, readings: [d('사무용 의자 2 × 89.50', 0.88), d('날짜: 2024년 3월 14일', 0.91), d('책상 램프 1 × 24.90', 0.9)] };
    expect(pickReader(sparse, [{ reader: LATIN, readings: sparse }, korean], [box(12), box(12), box(12)])?.name).toBe('kor');
  });

  it('keeps English lines English: a Korean reader reading Latin print is no evidence', () => {
    const english = [d('TOTAL 21.70', 0.99), d('CASH 50.00', 0.98)];
    const korean = { reader: KOR, readings: [d('TOTAL 21.70', 0.8), d('여 50.00', 0.3)] };
    expect(pickReader(english, [korean], [box(6), box(6)])).toBeUndefined();
  });

  it('needs kana to call Han print Japanese', () => {
    const english = [d('JJ * 2', 0.5)];
    const han = { reader: JAPAN, readings: [d('办公椅', 0.95)] };
    expect(pickReader(english, [han], [box(5)])).toBeUndefined();
    const kana = { reader: JAPAN, readings: [d('デスクライト', 0.95)] };
    expect(pickReader(english, [kana], [box(5)])?.name).toBe('japan');
  });

  it('prefers the script reading per line, but keeps a sure, dense English line', () => {
    expect(prefersScript(d('Ημερομηνία: 14/03/2024', 0.9), ['greek'], d('H spo nvia: 14/03/2024', 0.97), box(11))).toBe(true);
    expect(prefersScript(d('INV-20417', 0.8), ['hangul'], d('INV-20417', 0.99), box(5))).toBe(false);
    // The Latin model: the English reading plus the accents it cannot write.
    expect(prefersScript(d('Müller und Söhne GmbH', 0.95), ['latin'], d('Muller und Sohne GmbH', 1), box(12))).toBe(true);
    expect(prefersScript(d('TOTAL 2l.70', 0.9), ['latin'], d('TOTAL 21.70', 0.99), box(6))).toBe(false);
  });

  it('puts back the digits Tesseract dropped or misread, from the English reading of the same line', () => {
    expect(mergeNumbers('दिनांक 4/03/2024', 'fatic 14/03/2024')).toBe('दिनांक 14/03/2024');
    expect(mergeNumbers('Ημερομηνία: 14/05/2024', 'H spo nvia: 14/03/2024')).toBe('Ημερομηνία: 14/03/2024');
    // Not the same number: a glyph the English model read as a digit ("14일" → "142").
    expect(mergeNumbers('2024년 3월 14일', 'Euf: 2024E 3y 142')).toBe('2024년 3월 14일');
    expect(mergeNumbers('합계 203.90', 'g 203.90 12')).toBe('합계 203.90');
  });

  it('pairs numbers in order when the English model read a script glyph as a digit', () => {
    expect(mergeNumbers('दिनांक 4/03/2024', 'f2aic 14/03/2024')).toBe('दिनांक 14/03/2024');
    expect(mergeNumbers('बीजक संख्या 2047', 'a|gch 5 <i@ 20417')).toBe('बीजक संख्या 20417');
    // A single digit or an unrelated number stays.
    expect(mergeNumbers('टेबल लैंप 4 » 24.90', '2g aq 1 x 24.90')).toBe('टेबल लैंप 4 » 24.90');
    expect(mergeNumbers('합계 203.90', 'g 208.90 12')).toBe('합계 203.90');
  });

  it('joins a number Tesseract split at its decimal point on a right-to-left line', () => {
    expect(mergeNumbers('מנורת שולחן 90. 24', '24.90 jn7iu nun')).toBe('מנורת שולחן 24.90');
    expect(mergeNumbers('סך הכל 90. 203', '203.90 757 70')).toBe('סך הכל 203.90');
    // Two numbers that are not one: left apart.
    expect(mergeNumbers('Офисные стулья 2 89,50', 'Ofncnbie 2 x 89,50')).toBe('Офисные стулья 2 89,50');
    expect(mergeNumbers('2024 3 14', '2024 3 14')).toBe('2024 3 14');
  });

  it('takes the English reading\'s times sign between the same two numbers', () => {
    expect(mergeNumbers('Офисные стулья 2х 89,50', 'Ofncnbie 2x 89,50')).toBe('Офисные стулья 2x 89,50');
    expect(mergeNumbers('कार्यालय कुर्सी 2 » 89.50', 'chR4I4 gdf 2 x 89.50')).toBe('कार्यालय कुर्सी 2 x 89.50');
    // Not between the same numbers, or a letter that is not a look-alike sign: left alone.
    expect(mergeNumbers('Итого 2х', 'Ofncnbie 2x 89,50')).toBe('Итого 2х');
    expect(mergeNumbers('합계 2 - 89.50', 'g 2 89.50')).toBe('합계 2 - 89.50');
    // Spaces where either reading has them.
    expect(mergeNumbers('사무용 의자 2×89.50', 'AFg 2 x 89.50')).toBe('사무용 의자 2 x 89.50');
    expect(mergeNumbers('사무용 의자 2 × 89.50', 'AFg 2x89.50')).toBe('사무용 의자 2 x 89.50');
  });

  it("takes the English reading's sign after a count that ends the line (the amount in a cell of its own)", () => {
    expect(mergeNumbers('사무용 의자 2×', 'x}98 93} 2 x')).toBe('사무용 의자 2 x');
    expect(mergeNumbers('책상 램프1※', 'zH^ ay 1x')).toBe('책상 램프1x');
    // A letter of the script after the number, another number, or no sign in the English reading: left alone.
    expect(mergeNumbers('3월', '3 x')).toBe('3월');
    expect(mergeNumbers('합계 15×', '2 x')).toBe('합계 15×');
    expect(mergeNumbers('수량 2×', 'g 2 x 5')).toBe('수량 2×');
    expect(mergeNumbers('총 24.90×', 'g 24.90x')).toBe('총 24.90×');
  });

  it('takes the other reading\'s separators for the same digits', () => {
    expect(mergeNumbers('事務用チェア2×89,50', '事務用于工 2×89.50', true)).toBe('事務用チェア2×89.50');
    expect(mergeNumbers('合計:20390円', '合計:203.90F', true)).toBe('合計:203.90円');
    // Other digits: left alone; and only when asked (Tesseract's commas beat the English model's).
    expect(mergeNumbers('合計:20390円', '合計:208.90F', true)).toBe('合計:20390円');
    expect(mergeNumbers('Итого: 203,90 руб.', 'Toro: 203.90 py6.')).toBe('Итого: 203,90 руб.');
  });

  it('keeps the more confident of two readings of a line, discounted for what it left unread', () => {
    const japan = d('テスクライトト', 0.62);
    const chinese = d('41X', 0.5);
    expect(betterOf(japan, chinese)).toBe(japan);
    // The Chinese model reads the Han line surely; the Japanese one garbles it.
    expect(betterOf(d('合1ま03カ元', 0.55), d('合计:203.90元', 0.98)).text).toBe('合计:203.90元');
    // Confident but skipping the kana: the longer reading wins.
    expect(betterOf(d('デスクライト1メ24.90', 0.92), d('1×24.90', 0.95)).text).toBe('デスクライト1メ24.90');
  });

  it('lets the Latin-language reading add stroked letters as well as accents', () => {
    const latinLine = box(14);
    expect(prefersScript(d('Grøn kaffe på dåse 1 x 24,90', 0.85), ['latin'], d('Gron kaffe pa dase 1 x 24,90', 0.98), latinLine)).toBe(true);
    // A different word is not an added accent.
    expect(prefersScript(d('Grøn kaffe på dåse 1 x 24,90', 0.85), ['latin'], d('Gran kaffe pa dase 1 x 24,90', 0.98), latinLine)).toBe(false);
  });

  it('scores a script by the better of two readings of each probe line in that script', () => {
    const alone = [d('ΦΠΑ 24', 0.87), d('ΦΠΑ 13', 0.58), d('Γενικο σύνολο', 0.55)];
    const mixed = [d('ΦΠΑ 24 %', 0.94), d('ФПА 13 %', 0.95), d('', 0)];
    const best = betterOwnReadings(alone, mixed, ['greek']);
    // The mixed set's Cyrillic look-alikes are no Greek evidence; its Greek reading of the first line is.
    expect(best.map((x) => x.text)).toEqual(['ΦΠΑ 24 %', 'ΦΠΑ 13', 'Γενικο σύνολο']);
    expect(betterOwnReadings(alone, [], ['greek'])).toEqual(alone);
  });

  it('takes medians', () => {
    expect(median([])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });
});
