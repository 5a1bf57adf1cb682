import { extractFields } from '../../../src/extraction/fields';
import { tree, type Row } from '../../support/ocr-rows';

const datesOf = (...rows: Row[]) => {
  const { fields } = extractFields(tree([[50, 'Hofer Elektrotechnik GmbH']], [[50, 'Mariahilfer Straße 88, 1070 Wien']], [], ...rows,
    [], [[50, 'Sehr geehrte Frau Maurer,']], [[50, 'wir stellen Ihnen folgende Leistungen in Rechnung:']]));
  return [fields.Date, fields.Due_Date];
};

/** The date of the addressee's message a letter answers is not the letter's own (labels.ts THEIR_MESSAGE). */
describe("the date of the addressee's message", () => {
  it('de: "Ihre Nachricht vom" in a DIN 5008 reference row gives way to "Datum"', () => {
    expect(datesOf([[50, 'Ihr Zeichen'], [150, 'Ihre Nachricht vom'], [300, 'Unser Zeichen'], [450, 'Datum']],
      [[50, 'MB/ks'], [150, '02.04.2026'], [300, 'RE 2026-0311'], [450, '10.04.2026']])[0]).toBe('2026-04-10');
  });

  it('it: "Vs. rif.: ordine 311 del …" is not the date; the dateline below is', () => {
    expect(datesOf([[50, 'Ns. rif.: 26/0058']], [[50, 'Vs. rif.: ordine 311 del 02/03/2026']], [[50, 'Firenze, 16 marzo 2026']])[0]).toBe('2026-03-16');
  });

  it('a plain "Datum" still dates the letter', () => {
    expect(datesOf([[50, 'Datum: 10.04.2026']])[0]).toBe('2026-04-10');
  });
});
