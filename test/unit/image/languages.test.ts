import type Tesseract from 'tesseract.js';
import { existsSync } from 'fs';
import { LANGUAGES, languageFile, toTesseractCode } from '../../../src/extraction/image/languages';
import { guessLatinLanguage } from '../../../src/extraction/image/latin-language';
import { dominantScript, languagesForScript, probeGroups } from '../../../src/extraction/image/script-detect';

const ALL = Object.keys(LANGUAGES);
const block = (...words: Array<[string, number]>): Tesseract.Block[] =>
  [{ paragraphs: [{ lines: [{ words: words.map(([text, confidence]) => ({ text, confidence })) }] }] }] as unknown as Tesseract.Block[];

describe('language registry', () => {
  it('has the 18 product languages, each with offline model data', () => {
    expect([...ALL].sort()).toEqual(
      ['ara', 'chi_sim', 'dan', 'deu', 'ell', 'eng', 'fil', 'fra', 'heb', 'hin', 'ind', 'ita', 'jpn', 'kor', 'nld', 'por', 'rus', 'spa'].sort(),
    );
    for (const lang of ALL) expect(existsSync(languageFile(lang))).toBe(true);
    expect(languageFile('rus')).toMatch(/models[/\\]tessdata[/\\]rus[/\\]rus\.traineddata\.gz$/);
    expect(languageFile('eng')).toMatch(/4\.0\.0_best_int/);
  });

  it('maps ISO codes and refuses unknown ones', () => {
    expect(['ar', 'zh', 'zh-CN', 'ja', 'ko', 'he', 'iw', 'tl', 'el', 'ru', 'DE', 'chi_sim'].map(toTesseractCode)).toEqual(
      ['ara', 'chi_sim', 'chi_sim', 'jpn', 'kor', 'heb', 'heb', 'fil', 'ell', 'rus', 'deu', 'chi_sim'],
    );
    expect(() => toTesseractCode('xx')).toThrow(/not supported/);
    expect(() => languageFile('../eng')).toThrow(/not supported/);
  });
});

describe('script detection helpers', () => {
  it('probes with one mixed worker (no Chinese: Japanese covers Han) and Korean second', () => {
    expect(probeGroups(ALL)).toEqual([['ell', 'rus', 'ara', 'heb', 'hin', 'jpn'], ['kor', 'eng']]);
    expect(probeGroups(['eng', 'fra'])).toEqual([]);
  });

  it('adds English to a script set for digits and Latin codes', () => {
    expect(languagesForScript('arabic', ALL)).toEqual(['ara', 'eng']);
    expect(languagesForScript('han', ALL)).toEqual(['chi_sim', 'eng']);
  });

  it('names the dominant non-Latin script and the confidence of its words', () => {
    expect(dominantScript([block(['Счёт', 90], ['20417', 96], ['ABC', 99])])).toMatchObject({ script: 'cyrillic', confidence: 90 });
    // Han with a real share of kana is Japanese; Han alone is Chinese.
    expect(dominantScript([block(['株式会社', 90], ['さくら', 80])]).script).toBe('kana');
    expect(dominantScript([block(['发票号码', 90])]).script).toBe('han');
    expect(dominantScript([block(['TOTAL', 99])]).script).toBeUndefined();
  });
});

describe('guessLatinLanguage', () => {
  it('recognises invoice vocabulary without diacritics, as the English model returns it', () => {
    expect(guessLatinLanguage('Rechnungsnr.: 20417\nGesamtbetrag: 203,90', ALL)).toBe('deu');
    expect(guessLatinLanguage('Factura numero 20417\nFecha: 14/03/2024', ALL)).toBe('spa');
    expect(guessLatinLanguage('Invoice No: 1\nTotal: 3.00', ALL)).toBe('eng');
  });

  it('says nothing on one chance hit (a Korean page read as Latin nonsense)', () => {
    expect(guessLatinLanguage('SHUAAL FAI3) A}\neA: 203.90\nSA', ALL)).toBeUndefined();
  });
});
