import { netTermDate } from '../../../src/extraction/fields/net-term-date';

/** Of a cash-discount date and a net date in one payment term, the net one is due (term-days.json "net" words). */
describe('netTermDate', () => {
  it.each([
    ['de', 'Zahlungsbedingungen: bis 27.03.2026 2 % Skonto, bis 16.04.2026 netto.', '2026-04-16'],
    ['en', 'Terms: 27/03/2026 less 2% discount, 16/04/2026 net', '2026-04-16'],
    ['nl', 'Betaling: vóór 27-03-2026 2% korting, 16-04-2026 netto', '2026-04-16'],
  ])('%s: %s', (_lang, text, want) => {
    expect(netTermDate(text, {})).toBe(want);
  });
  it('leaves a term with one date, or none named net, to the other rules', () => {
    expect(netTermDate('Zahlbar bis 16.04.2026 netto', {})).toBeUndefined();
    expect(netTermDate('Leistungszeitraum 01.03.2026 bis 31.03.2026', {})).toBeUndefined();
  });
});
