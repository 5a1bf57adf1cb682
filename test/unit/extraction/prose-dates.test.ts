/**
 * Dates in the running text of insurance and direct-debit invoices (fields/document-dates.ts,
 * lexicon/date-range-words.json, lexicon/debit-words.json): a period's end is no deadline, a deadline in prose yields
 * to a labelled one, a label inside a sentence takes no date from the line below, the day of a direct debit is due.
 */
import { extractDates } from '../../../src/extraction/fields/document-dates';
import { isRangeWord, mentionsDebit } from '../../../src/extraction/lexicon';
import { docOf, rowsDoc } from '../../support/ocr-rows';

describe('dates in prose', () => {
  it('does not take the end of a period for the due date', () => {
    const doc = docOf(
      'Beitragsrechnung 24. Januar 2014',
      'zu Ihrer Haftpflichtversicherung wird der Beitrag für den Zeitraum vom 06.12.2013 bis zum 06.12.2014',
      'am 06.12.2013 fällig.',
      'Wir würden dann zu der Fälligkeit 06.12.2013 den Beitrag von dem uns bekannten Konto abbuchen.',
    );
    expect(extractDates(doc)).toEqual({ Date: '2014-01-24', Due_Date: '2013-12-06' });
  });

  it('prefers a label that opens its line to one a sentence reaches mid-way', () => {
    const doc = docOf(
      'Beitragsrechnung Nr. 00.123.456.7 vom 11.03.2014',
      'Fälligkeitstag: 01.04.2014',
      'Bei Ausstellung wurde der bekannte Vertragsstand (Zahlungen, Vertragsänderungen) bis zum 04.03.2014 berücksichtigt.',
    );
    expect(extractDates(doc).Due_Date).toBe('2014-04-01');
  });

  it('prefers a labelled column to a deadline stated in a sentence', () => {
    const doc = rowsDoc(
      [[50, 'Handelsrechnung Nr. 471102 vom 13.11.2019']],
      [[50, 'Zahlbar innerhalb 30 Tagen netto bis 04.04.2020, 3% Skonto innerhalb 10 Tagen bis 15.03.2020.']],
      [[50, 'Beschreibung'], [250, 'Fälligkeit'], [400, 'Teilzahlung']],
      [[250, '13.12.2017']],
    );
    expect(extractDates(doc).Due_Date).toBe('2017-12-13');
  });

  it('takes no date from the next line for a date word inside a sentence', () => {
    const doc = docOf(
      'Beitragsrechnung zur Kraftfahrtversicherung 11. März 2014',
      'Einfacher ist es, wenn Sie uns ein SEPA-Lastschriftmandat erteilen. Wir würden dann zu den Fälligkeiten',
      '01.07.2014, 01.10.2014 den jeweiligen Beitrag von dem uns bekannten Konto abbuchen. In diesem',
    );
    expect(extractDates(doc).Date).toBe('2014-03-11');
  });

  it("takes a letter's dateline, not a date word inside the body's sentences, for the document date", () => {
    const d = extractDates(docOf(
      'TALA EVENTS & CATERING SERVICES',
      'Abril 6, 2026',
      'G. Ramon Villanueva',
      'Maraming salamat po sa pagtitiwala ninyo sa Tala Events para sa inyong',
      'pagdiriwang noong Abril 4, 2026. Narito po ang buod ng aming serbisyo:',
    ));
    expect(d.Date).toBe('2026-04-06');
    const wrapped = extractDates(docOf(
      'Abril 6, 2026',
      'Maraming salamat po sa pagtitiwala ninyo sa Tala Events para sa inyong pagdiriwang',
      'noong Abril 4, 2026. Narito po ang buod ng aming serbisyo:',
    ));
    expect(wrapped.Date).toBe('2026-04-06');
    expect(extractDates(docOf('Rechnung Nr. 2026/0417 vom 14.03.2026', 'Hamburg, 20.03.2026')).Date).toBe('2026-03-14');
  });

  it('reads the day of a direct debit as the due date', () => {
    const doc = docOf(
      'Rechnungsdatum 05.03.2014',
      'Der Betrag in Höhe von EUR 529,87 wird am 20.03.2014 von Ihrem Konto mit IBAN DE21860000000086001055',
      'und BIC MARKDEF1860 per SEPA-Lastschrift eingezogen.',
    );
    expect(extractDates(doc)).toEqual({ Date: '2014-03-05', Due_Date: '2014-03-20' });
  });

  it.each(['bis zum', 'bis', 'until', 'to', 'au', 'tot en met', 'hasta', 'fino al', 'até', 'til', 'по', 'έως', 'sampai', 'hanggang'])(
    '"%s" joins the dates of a period',
    (w) => expect(isRangeWord(w)).toBe(true),
  );

  it.each([
    'wird am 20.03.2014 eingezogen',
    'will be debited on 20 March',
    'sera prélevé le 20 mars',
    'wordt op 20 maart geïncasseerd',
    'será cargado el 20 de marzo',
    'verrà addebitato il 20 marzo',
    'será debitado em 20 de março',
    'bliver trukket den 20. marts',
  ])('"%s" speaks of a direct debit', (t) => expect(mentionsDebit(t)).toBe(true));

  it('no debit in an ordinary payment sentence', () => expect(mentionsDebit('Bitte überweisen Sie den Betrag bis zum 20.03.2014')).toBe(false));
});
