import { findDates, parseDate } from '../../../src/extraction/fields/dates';

describe('dates in every service language', () => {
  it.each([
    // English, ordinals and weekdays
    ['12th March 2024', '2024-03-12'],
    ['12th of March 2024', '2024-03-12'],
    ['Mon, 12 Mar 2024', '2024-03-12'],
    ['Monday, March 12th, 2024', '2024-03-12'],
    ['12-Mar-24', '2024-03-12'],
    // German, Dutch, Danish
    ['12. März 2024', '2024-03-12'],
    ['12. MÄRZ 2024', '2024-03-12'],
    ['12 maart 2024', '2024-03-12'],
    ['12. marts 2024', '2024-03-12'],
    ['1. maj 2024', '2024-05-01'],
    ['21/2-2025', '2025-02-21'],
    ['«25» ноября 2025 г.', '2025-11-25'],
    ['3. okt. 2024', '2024-10-03'],
    // French, Italian, Spanish, Portuguese
    ['1er mars 2024', '2024-03-01'],
    ['12 décembre 2024', '2024-12-12'],
    ['12 DECEMBRE 2024', '2024-12-12'],
    ['12 dicembre 2024', '2024-12-12'],
    ['1º de marzo de 2024', '2024-03-01'],
    ['12 de março de 2024', '2024-03-12'],
    ['12 de Dezembro de 2024', '2024-12-12'],
    ['12 out 2024', '2024-10-12'],
    // Indonesian, Malay, Filipino
    ['12 Maret 2024', '2024-03-12'],
    ['17 Agustus 2024', '2024-08-17'],
    ['12 Mac 2024', '2024-03-12'],
    ['5 Ogos 2024', '2024-08-05'],
    ['25 Disember 2024', '2024-12-25'],
    ['Marso 12, 2024', '2024-03-12'],
    ['12 Hunyo 2024', '2024-06-12'],
    // Russian (nominative and genitive), Greek (with and without accents)
    ['12 марта 2024 г.', '2024-03-12'],
    ['1 сентября 2024', '2024-09-01'],
    ['Март 12, 2024', '2024-03-12'],
    ['12 Μαρτίου 2024', '2024-03-12'],
    ['12 ΜΑΡΤΙΟΥ 2024', '2024-03-12'],
    ['3 Δεκ 2024', '2024-12-03'],
    // Hebrew, Arabic (incl. Levantine names and Arabic-Indic digits), Hindi
    ['12 במרץ 2024', '2024-03-12'],
    ['12 מרץ 2024', '2024-03-12'],
    ['12 مارس 2024', '2024-03-12'],
    ['١٢ مارس ٢٠٢٤', '2024-03-12'],
    ['12 كانون الثاني 2024', '2024-01-12'],
    ['12 मार्च 2024', '2024-03-12'],
    ['5 सितंबर 2024', '2024-09-05'],
    // Chinese, Japanese, Korean
    ['2024年3月12日', '2024-03-12'],
    ['日期：2024年03月12日', '2024-03-12'],
    ['于2024年3月12日', '2024-03-12'],
    ['2024 年 3 月 12 日', '2024-03-12'],
    ['２０２４年３月１２日', '2024-03-12'],
    ['2024년 3월 12일', '2024-03-12'],
    ['2024. 3. 12.', '2024-03-12'],
    // ISO, 2-digit years, Persian digits
    ['2024-03-12', '2024-03-12'],
    ['2024-03-12T10:15:00Z', '2024-03-12'],
    ['12.03.24', '2024-03-12'],
    ['12/03/99', '1999-03-12'],
    ['۱۲/۰۳/۲۰۲۴', '2024-03-12'],
  ])('%s → %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it('reads YYYYMMDD only when asked (a labelled value)', () => {
    expect(parseDate('20240312')).toBeNull();
    expect(parseDate('20240312', { compact: true })).toBe('2024-03-12');
    expect(parseDate('20241312', { compact: true })).toBeNull();
    expect(parseDate('120240312', { compact: true })).toBeNull();
  });

  it('keeps offsets in the original text when digits are not ASCII', () => {
    const text = 'التاريخ: ١٢/٠٣/٢٠٢٤';
    const [d] = findDates(text);
    expect(text.slice(d.start, d.end)).toBe('١٢/٠٣/٢٠٢٤');
  });

  it('does not read month words inside other words or impossible dates', () => {
    expect(parseDate('12 outlets 2024')).toBeNull();
    expect(parseDate('31 февраля 2024')).toBeNull();
    expect(parseDate('2024年2月30日')).toBeNull();
  });
});
