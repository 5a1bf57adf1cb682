import data from '../../../src/extraction/ppocr/hebrew-confusions.json';
import { hebrewWord } from '../../../src/extraction/ppocr/hebrew-marks';
import { normaliseWord } from '../../../src/extraction/ppocr/ocr-normalise';

describe('Hebrew marks after reading', () => {
  it("puts the gershayim back into an acronym read with a geresh and a yod", () => {
    expect(hebrewWord("מע'ימ")).toBe('מע״מ');
    expect(hebrewWord('מע\'"ימ')).toBe('מע״מ');
    expect(hebrewWord("סה'יכ:")).toBe('סה״כ:');
    expect(hebrewWord("דוא'יל")).toBe('דוא״ל');
    expect(hebrewWord("במע'ימ.")).toBe('במע״מ.');
    // Every reading in the data is taken.
    for (const read of data.acronymMark.readAs) expect(hebrewWord(`מע${read}מ`)).toBe('מע״מ');
  });

  it('reads two yods before a middle-form last letter as the gershayim, and only there', () => {
    expect(hebrewWord('בעיימ')).toBe('בע״מ');
    expect(hebrewWord('סהייכ:')).toBe('סה״כ:');
    expect(hebrewWord('מעיימ')).toBe('מע״מ');
    // A plain word ends in a final letter: its double yod stays.
    expect(hebrewWord('עניין')).toBe('עניין');
    expect(hebrewWord('בניין')).toBe('בניין');
    expect(hebrewWord('ייעוץ')).toBe('ייעוץ');
    expect(hebrewWord('דייל')).toBe('דייל');
  });

  it('leaves a geresh that writes a foreign sound, longer words and plain words alone', () => {
    expect(hebrewWord("ג'יפ")).toBe("ג'יפ");
    expect(hebrewWord("צ'יפס")).toBe("צ'יפס");
    expect(hebrewWord("מנג'ים")).toBe("מנג'ים");
    expect(hebrewWord("יח'")).toBe("יח'");
    expect(hebrewWord('שלום')).toBe('שלום');
    expect(hebrewWord("abc'id")).toBe("abc'id");
  });

  it('reads a look-alike letter against an amount as the shekel sign', () => {
    expect(hebrewWord('n2,545.45')).toBe('₪2,545.45');
    expect(hebrewWord('D780.77')).toBe('₪780.77');
    expect(hebrewWord('-D45.80')).toBe('-₪45.80');
    for (const read of data.currencyBeforeAmount.readAs) expect(hebrewWord(`${read}4,337.60`)).toBe('₪4,337.60');
  });

  it('leaves codes and numbers that are no amount alone', () => {
    expect(hebrewWord('D780')).toBe('D780');
    expect(hebrewWord('n27/10/2025')).toBe('n27/10/2025');
    expect(hebrewWord('D-780.77')).toBe('D-780.77');
    expect(hebrewWord('nD780.77')).toBe('nD780.77');
  });

  it('applies on Hebrew pages only', () => {
    expect(normaliseWord("מע'ימ", 'hebrew')).toBe('מע״מ');
    expect(normaliseWord('D780.77', 'hebrew')).toBe('₪780.77');
    expect(normaliseWord('D780.77', 'latin')).toBe('D780.77');
  });
});
