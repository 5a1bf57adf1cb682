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
