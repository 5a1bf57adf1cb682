import termWords from '../../../src/extraction/lexicon/term-days.json';
import { extractFields } from '../../../src/extraction/fields';
import { termDays } from '../../../src/extraction/fields/term-due-date';
import { tree } from '../../support/ocr-rows';

describe('payment terms counted in days', () => {
  it.each([
    ['Payment due within 30 days', 30],
    ['Zahlbar innerhalb von 14 Tagen ohne Abzug', 14],
    ['2 % Skonto innerhalb 10 Tagen, 30 Tage netto', 30],
    ['Net 45', 45],
    ['Paiement à 30 jours', 30],
    ['Betaling binnen 14 dagen', 14],
    ['Pago a 60 días', 60],
    ['Оплата в течение 5 дней', 5],
    ['Pembayaran dalam 14 hari', 14],
    ['請求書発行後30日以内にお支払いください', 30],
    ['开票后30天内付款', 30],
    ['30 दिनों के भीतर भुगतान करें', 30],
    ['Płatne w ciągu 14 dni', 14],
    ['Betalning inom 30 dagar', 30],
    ['30 gün içinde ödenecektir', 30],
  ])('%s', (text, days) => {
    expect(termDays(text)).toBe(days);
  });

  it('reads no term from dates, quantities or durations that are not terms', () => {
    for (const text of ['3月30日', 'Delivery in 2 days', 'Valid 30 days from issue', '14 Tage Rückgaberecht']) expect(termDays(text)).toBeUndefined();
    expect(termDays('Payment terms: 30 days', true)).toBe(30);
  });

  it('gives the due date from the invoice date when none is printed, and never overrides a printed one', () => {
    const base = [[[50, 'ACME Ltd']], [[50, 'Invoice date: 2025-03-01']], [[50, 'Total'], [400, '100.00']]] as Array<Array<[number, string]>>;
    expect(extractFields(tree(...base, [[50, 'Payment terms: 30 days']])).fields.Due_Date).toBe('2025-03-31');
    expect(extractFields(tree(...base, [[50, 'Due date: 2025-03-20']], [[50, 'Payable within 30 days']])).fields.Due_Date).toBe('2025-03-20');
    expect(extractFields(tree(...base)).fields.Due_Date).toBeUndefined();
  });
});

describe('term-days.json', () => {
  it('lists words for every language the label files cover', () => {
    const words = termWords as Record<string, unknown>;
    for (const lang of ['en', 'de', 'fr', 'nl', 'es', 'it', 'pt', 'da', 'ru', 'el', 'id', 'fil', 'ar', 'he', 'hi', 'zh', 'ja', 'ko', 'ms']) {
      expect(words[lang]).toEqual(expect.objectContaining({ before: expect.any(Array), days: expect.any(Array), net: expect.any(Array) }));
    }
  });
});
