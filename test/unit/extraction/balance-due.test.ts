/** Balance_Due: a line of its own that says what is still to pay; not the total's own line, not loyalty points. */
import { extractTotals } from '../../../src/extraction/fields/totals';
import { docOf } from '../../support/ocr-rows';

const totals = (...lines: string[]) => extractTotals(docOf('ACME Ltd', ...lines), []);

describe('Balance_Due', () => {
  it('reads a balance printed under the total, even when it equals the total', () => {
    expect(totals('Total 100.00', 'Amount due 100.00').Balance_Due).toBe(100);
  });

  it('reads what is left after a payment', () => {
    const t = totals('Total 100.00', 'Amount paid -30.00', 'Balance due 70.00');
    expect([t.Total, t.Balance_Due]).toEqual([100, 70]);
  });

  it.each([['Net à payer 88,04 €'], ['Te betalen EUR 3.839,88'], ['Total due $7,720.61'], ['TOTALE DA PAGARE CHF 4\'962.68'], ['AMOUNT TO PAY A$118.10'], ['At betale DKK 454,25']])(
    'takes a sum line with no total line besides it (%s) for the total, with no balance',
    (line) => {
      const t = totals('Subtotal 10.00', line);
      expect(t.Total).toBeGreaterThan(0);
      expect(t.Balance_Due).toBeUndefined();
    },
  );

  it('keeps the total of a document that prints only a balance label', () => {
    expect(totals('Restbetrag 812,40 €').Total).toBe(812.4);
  });

  it('reads "still to pay" beneath a total as the balance, not as a second total', () => {
    expect(totals('Totaal € 1.714,29', 'Betaald € 514,29', 'Nog te betalen € 1.200,00')).toMatchObject({ Total: 1714.29, Balance_Due: 1200 });
  });

  it.each([['POINTS BALANCE: 3009'], ['Saldo punti: 4619'], ['Saldo Poin: 3788'], ['积分余额：2551'], ['ポイント残高 3797']])(
    'does not read a loyalty points balance (%s) as money owed',
    (line) => {
      expect(totals('TOTAL 118.10', line).Balance_Due).toBeUndefined();
    },
  );
});

/** Balance labels of the label files, each printed under a total line in its language, and a change label that is not one. */
describe('balance labels per language', () => {
  it.each([
    ['nl', 'Totaal 1.206,35 €', 'Restbedrag 1.206,35 €', 1206.35],
    ['fil', 'Kabuuan PHP 194,275.82', 'Babayaran pa PHP 194,275.82', 194275.82],
    ['ja', '合計 ¥279,059', '残額 ¥279,059', 279059],
    ['ru', 'Всего 610 839,60 р.', 'К доплате 610 839,60 р.', 610839.6],
    ['el', 'ΣΥΝΟΛΙΚΗ ΑΞΙΑ 9.266,31 EUR', 'ΟΦΕΙΛΟΜΕΝΟ 9.266,31 EUR', 9266.31],
    ['el', 'ΤΕΛΙΚΟ ΠΟΣΟ 14.268,39 EUR', 'ΟΦΕΙΛΗ 14.268,39', 14268.39], // "τελικό ποσό" (final amount) is a total label too
    ['el', 'ΣΥΝΟΛΟ ΤΙΜΟΛΟΓΙΟΥ €748,22', 'ΑΠΟΜΕΝΕΙ €748,22', 748.22],
    ['hi', 'सकल योग: Rs. 1,93,061.92', 'देय राशि: Rs. 1,35,143.34', 135143.34],
    ['hi', 'कुल देय ₹1,08,267.36', 'बाकी राशि ₹1,08,267.36', 108267.36],
  ])('%s: "%s" then "%s"', (_lang, totalLine, balanceLine, want) => {
    expect(totals(totalLine, balanceLine).Balance_Due).toBe(want);
  });

  it('hi: "कुल देय राशि" (total amount due) is the total, not a balance', () => {
    const t = totals('उप-योग ₹6,00,400.65', 'कुल देय राशि ₹7,08,472.77');
    expect([t.Total, t.Balance_Due]).toEqual([708472.77, undefined]);
  });

  it('ar: "المتبقي للعميل" (left for the customer) on a till receipt is change, not a balance', () => {
    const t = totals('الإجمالي 5,877.11', 'نقدا 10,000.00', 'المتبقي للعميل 4,122.89');
    expect([t.Total, t.Balance_Due]).toEqual([5877.11, undefined]);
  });
});

describe('the total line beside a balance', () => {
  it('must be able to hold it: an item count under a "to pay" line is no total', () => {
    expect(totals('देय राशि Rs. 9,264.00', 'कुल आइटम: 29').Balance_Due).toBeUndefined();
  });

  it('may be smaller than the balance when an earlier amount is still open', () => {
    const t = totals('Bruttosumme 220,00', 'Offene Zahlungen 220,00', 'Zahlbetrag 440,00');
    expect([t.Total, t.Balance_Due]).toEqual([220, 440]);
  });

  it('is not a net total under a larger amount due: net plus tax is the total, with no balance', () => {
    const t = totals('Total net 100.00', 'VAT 19% 19.00', 'Amount due 119.00');
    expect([t.Total, t.Balance_Due]).toEqual([119, undefined]);
  });
});

describe('id: "tagihan" is the bill, not what is left of it', () => {
  it('a pay-by sentence naming the bill ("melunasi tagihan sebesar …") is no balance', () => {
    expect(totals('Total Rp. 119.139.519', 'Harap melunasi tagihan sebesar Rp. 119.139.519 melalui transfer').Balance_Due).toBeUndefined();
  });

  it('"Sisa tagihan" (the bill\'s remainder) still is', () => {
    expect(totals('Total Rp. 119.139.519', 'Sisa tagihan Rp. 83.397.663').Balance_Due).toBe(83397663);
  });
});

describe('change is no balance', () => {
  it('hi: "बाकी" (remaining) under an invoice total is the balance', () => {
    expect(totals('कुल देय राशि ₹7,08,472.77', 'बाकी 7,08,472.77').Balance_Due).toBe(708472.77);
  });

  it('hi: "बाकी" after the cash handed over on a till receipt is the change', () => {
    expect(totals('कुल योग Rs. 480.00', 'नकद Rs. 500.00', 'बाकी Rs. 20.00').Balance_Due).toBeUndefined();
  });
});
