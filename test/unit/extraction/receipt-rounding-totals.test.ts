/** Receipt totals around a cash rounding line and a zero-rated charge (SROIE-style till receipts). */
import { extractTotals } from '../../../src/extraction/fields/totals';
import { docOf } from '../../support/ocr-rows';

const totals = (...lines: string[]) => extractTotals(docOf('ACME RESTAURANT', ...lines), []);

describe('totals after a cash rounding line', () => {
  it('takes the total printed below the rounding line over the total before rounding', () => {
    const t = totals('TOTAL SALES AMOUNT 33.00', 'GST 6% 1.98', 'ROUNDING ADJUSTMENT 0.02', 'TOTAL 35.00', 'CASH 55.00', 'CHANGE 20.00');
    expect(t.Total).toBe(35);
  });

  it('takes "TOTAL AMT PAYABLE" after the rounding over "TOTAL AMT INCL GST" before it', () => {
    const t = totals('TOTAL AMT INCL GST @ 6% : 7.42', 'ROUNDING ADJUSTMENT : (0.02)', 'TOTAL AMT PAYABLE : 7.40', 'PAID AMOUNT : 10.00');
    expect(t.Total).toBe(7.4);
  });

  it('reads a net-total label below the tax and the rounding as the paid total, the subtotal above as the net', () => {
    const t = totals('SUB TOTAL 7.00', 'GST 6% 0.42', 'ROUNDING ADJ -0.02', 'NET TOTAL 7.40', 'CASH 7.40');
    expect([t.Total, t.Subtotal]).toEqual([7.4, 7]);
  });

  it('keeps the total before the rounding when no total label follows it', () => {
    expect(totals('TOTAL RM1.38', 'ROUNDING RM0.02', 'CASH RM1.40').Total).toBe(1.38);
  });

  it('ignores a zero rounding line', () => {
    expect(totals('TOTAL 12.40', 'ROUNDING 0.00', 'SUB TOTAL 11.70').Total).toBe(12.4);
  });
});

describe('tax beside a zero charge', () => {
  it('takes the tax with a figure over a longer charge label printed as zero', () => {
    const t = totals('SUB-TOTAL : 13.00', 'DISC : 0.00', 'SERVICE CHARGE : 0.00', 'GOV TAX : 0.78', 'ROUNDING : 0.02', 'TOTAL 13.80');
    expect([t.Total, t.Tax]).toEqual([13.8, 0.78]);
  });

  it('keeps a zero tax when no tax line prints a figure', () => {
    expect(totals('SUBTOTAL 10.00', 'GST 0% 0.00', 'TOTAL 10.00').Tax).toBe(0);
  });
});

describe('totals after a discount', () => {
  it('takes the total line below a discount that takes the first total down to it', () => {
    expect(totals('合计 125.00', '优惠 -5.00', '应付 120.00', '支付方式 微信支付').Total).toBe(120);
    expect(totals('Total 48.00', 'Discount -3.00', 'Total due 45.00').Total).toBe(45);
  });

  it('keeps the larger total when the discount between does not account for the difference', () => {
    expect(totals('Total 48.00', 'Discount -2.00', 'Total 45.00').Total).toBe(48);
  });
});

describe('the tax among several tax-word lines', () => {
  it('takes the tax that the printed net and the total tie together, not an item named after the tax', () => {
    const t = totals('업무 내용 금액', '5월 기장대행 수수료 300,000', '부가가치세 예정신고 대행 200,000', '공급가액 500,000원', '부가세 50,000원', '청구 합계 550,000원');
    expect([t.Tax, t.Subtotal, t.Total]).toEqual([50000, 500000, 550000]);
  });
});
