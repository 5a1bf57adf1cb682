import confusions from '../../../src/extraction/ppocr/ocr-confusions.json';
import { currencyAfter, normaliseReading, normaliseWord } from '../../../src/extraction/ppocr/ocr-normalise';

describe('post-OCR normalisation', () => {
  it("reads a look-alike before an amount on a Korean page as the won sign", () => {
    expect(normaliseWord('w14,180,623', 'hangul')).toBe('₩14,180,623');
    expect(normaliseWord('#33,700', 'hangul')).toBe('₩33,700');
    expect(normaliseWord('-W676,725', 'hangul')).toBe('-₩676,725');
    expect(normaliseWord('\\1,289,148', 'hangul')).toBe('₩1,289,148');
    // Every look-alike in the data is taken.
    for (const look of confusions.currencyBeforeAmount.hangul.readAs) expect(normaliseWord(`${look}52,300`, 'hangul')).toBe('₩52,300');
  });

  it('leaves codes, other scripts and words without an amount alone', () => {
    expect(normaliseWord('W-85', 'hangul')).toBe('W-85');
    expect(normaliseWord('#31', 'hangul')).toBe('#31');
    expect(normaliseWord('#A31', 'hangul')).toBe('#A31');
    expect(normaliseWord('W676,725', 'latin')).toBe('W676,725');
    expect(normaliseWord('W676,725', undefined)).toBe('W676,725');
    expect(normaliseWord('Wien', 'hangul')).toBe('Wien');
  });

  it('puts the Greek mu for the micro sign inside Greek words only, and the middle dot for the archaic jamo', () => {
    expect(normaliseWord('Πανεπιστηµίου', 'greek')).toBe('Πανεπιστημίου');
    expect(normaliseWord('5µm', 'latin')).toBe('5µm');
    expect(normaliseWord('ㆍ', 'hangul')).toBe('·');
  });

  it('writes polytonic Greek as monotonic: breathings dropped, the acute kept as the tonos', () => {
    expect(normaliseWord('Ὀπωροπωλείο', 'greek')).toBe('Οπωροπωλείο');
    expect(normaliseWord('Ἄρτος', 'greek')).toBe('Άρτος');
    expect(normaliseWord('ἀπόδειξη', 'greek')).toBe('απόδειξη');
    expect(normaliseWord('Σύνολο', 'greek')).toBe('Σύνολο');
    // The circumflex stands where the print has the tonos, unless the word has one.
    expect(normaliseWord('εἶναι', 'greek')).toBe('είναι');
    expect(normaliseWord('ὧρ.', 'greek')).toBe('ώρ.');
    expect(normaliseWord('µεῖους', 'greek')).toBe('μείους');
    expect(normaliseWord('πῶλησή', 'greek')).toBe('πωλησή');
  });

  it('reads a look-alike before a Japanese postcode as the postal mark on a Han or kana page only', () => {
    expect(normaliseWord('T530-0001', 'kana')).toBe('〒530-0001');
    expect(normaliseWord('元104-0061,', 'han')).toBe('〒104-0061,');
    expect(normaliseWord('式530-0001大阪府大阪市', 'kana')).toBe('〒530-0001 大阪府大阪市');
    expect(normaliseWord('T530-0001', 'latin')).toBe('T530-0001');
    expect(normaliseWord('T530-00011', 'kana')).toBe('T530-00011');
    expect(normaliseWord('元', 'han')).toBe('元');
  });

  it('keeps the word spans in step with the text', () => {
    const d = { text: '총 결제금액 w14,180,623', confidence: 0.9, spans: [
      { text: '총', start: 0, end: 0.1, confidence: 0.9 },
      { text: '결제금액', start: 0.15, end: 0.5, confidence: 0.9 },
      { text: 'w14,180,623', start: 0.6, end: 1, confidence: 0.9 },
    ] };
    const out = normaliseReading(d, 'hangul');
    expect(out.text).toBe('총 결제금액 ₩14,180,623');
    expect(out.spans!.map((s) => s.text)).toEqual(['총', '결제금액', '₩14,180,623']);
    expect(normaliseReading(d, 'latin')).toBe(d);
  });

  it('reads a look-alike word after an amount as the currency sign on a page of that script only', () => {
    expect(normaliseReading({ text: 'οφείλετε 7.768,61 Ε.', confidence: 0.9 }, 'greek').text).toBe('οφείλετε 7.768,61 €.');
    for (const look of confusions.currencyAfterAmount.greek.readAs) expect(currencyAfter(look, '610,61', 'greek')).toBe('€');
    // Not after a count, a word or at the start; not on other pages.
    expect(currencyAfter('Ε', '8', 'greek')).toBe('Ε');
    expect(currencyAfter('Ε', 'ΦΠΑ', 'greek')).toBe('Ε');
    expect(currencyAfter('Ε', undefined, 'greek')).toBe('Ε');
    expect(currencyAfter('Ε', '610,61', 'cyrillic')).toBe('Ε');
    expect(currencyAfter('Ελλάδα', '610,61', 'greek')).toBe('Ελλάδα');
  });
});
