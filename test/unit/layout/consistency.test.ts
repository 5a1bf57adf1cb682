import { arithmeticIssues, impliedTotal, linesSum, totalFit } from '../../../src/extraction/fields/consistency';
import { resolveFields } from '../../../src/extraction/fields/resolve';
import type { LayoutCandidate } from '../../../src/extraction/layout/decode';

const candidate = (field: string, value: number, score: number): LayoutCandidate => ({ field, value, score, cells: [], raw: String(value) });

describe('arithmetic consistency', () => {
  it('implies the total from subtotal, tax, shipping, tip and discount', () => {
    expect(impliedTotal({ Subtotal: 100, Tax: 19, Shipping: 5, Discount: 10 })).toBe(114);
    expect(impliedTotal({ Subtotal: 100 })).toBeUndefined();
  });

  it('scores a total by how it adds up', () => {
    expect(totalFit(119, { Subtotal: 100, Tax: 19 })).toBe(2);
    expect(totalFit(100, { Subtotal: 100, Tax: 0 })).toBe(2); // no tax: the subtotal is the total
    expect(totalFit(100, { Subtotal: 100 })).toBe(0); // tax unknown: nothing to check
    expect(totalFit(100, { Subtotal: 100, Tax: 19 })).toBe(-1);
    expect(totalFit(19, { Subtotal: 18.97, Tax: 0, Rounding: 0.03 })).toBe(2);
    expect(totalFit(150, { Subtotal: 100, Tax: 19 })).toBe(-1);
    expect(totalFit(42, {}, 42)).toBe(1);
    expect(totalFit(42, {})).toBe(0);
    // Tax-inclusive prices: "SUB-TOTAL 15.60 / COUPON DISCOUNT 8.40 / GRAND TOTAL 7.20" with 0.41 GST included.
    expect(totalFit(7.2, { Subtotal: 15.6, Tax: 0.41, Discount: 8.4 })).toBe(1);
    expect(totalFit(15.6, { Subtotal: 15.6, Tax: 0.41, Discount: 8.4 })).toBe(-1);
  });

  it('sums line amounts only when every line has one', () => {
    expect(linesSum([{ Amount: 1.1 }, { Amount: 2.2 }])).toBe(3.3);
    expect(linesSum([{ Amount: 1.1 }, { Description: 'x' }])).toBeUndefined();
  });

  it('reports what does not add up, and nothing when it does', () => {
    expect(arithmeticIssues({ Total: 119, Subtotal: 100, Tax: 19 }, [{ QTY: 2, Price: 50, Amount: 100 }])).toEqual([]);
    const issues = arithmeticIssues({ Total: 129, Subtotal: 100, Tax: 19, Balance_Due: 200 }, [{ QTY: 2, Price: 50, Amount: 90 }]);
    expect(issues.map((i) => i.field)).toEqual(['Total', 'Line_Items', 'Line_Items[1]', 'Balance_Due']);
    expect(issues[0]).toMatchObject({ code: 'ARITHMETIC', message: expect.stringContaining('= 119, but Total is 129') });
  });


  it('checks each tax line (rate × base) and their sum against the tax', () => {
    const ok = [{ Name: 'VAT', Rate: 19, Base: 100, Amount: 19 }, { Name: 'VAT', Rate: 7, Base: 50, Amount: 3.5 }];
    expect(arithmeticIssues({ Tax: 22.5 }, [], ok)).toEqual([]);
    const bad = [{ Name: 'VAT', Rate: 19, Base: 100, Amount: 91 }, { Name: 'VAT', Rate: 7, Base: 50, Amount: 3.5 }];
    expect(arithmeticIssues({ Tax: 22.5 }, [], bad).map((i) => [i.field, i.message])).toEqual([
      ['Tax_Lines[1]', 'VAT 19 % of 100 = 19, but the amount is 91'],
      ['Tax', 'The tax lines add up to 94.5, but Tax is 22.5'],
    ]);
  });
});

describe('resolving rules and model', () => {
  it('picks the total that adds up over a more probable one that does not', () => {
    const layout = new Map([['Total', [candidate('Total', 150, 0.9), candidate('Total', 119, 0.6)]]]);
    const r = resolveFields({ Subtotal: 100, Tax: 19 }, layout, []);
    expect(r.fields.Total).toBe(119);
  });

  it('takes a zero subtotal for a misread, not as proof that the tax is the total', () => {
    const layout = new Map([['Total', [candidate('Total', 101.76, 0.95), candidate('Total', 101.75, 0.9)]]]);
    const r = resolveFields({ Subtotal: 0, Tax: 5.76, Total: 5.76 }, layout, [], {}, () => 0, true, 0.01, [101.76, 5.76, 0.01, 101.75]);
    expect(r.fields.Total).toBe(101.75);
  });

  it('keeps a larger total that rules and model agree on over the sum of a tax summary that omits zero-rated goods', () => {
    // "TOTAL 77.20" read by both; the summary's "S = 6% 50.47 3.03" adds up to 53.50 (the 0 % goods are missing).
    const layout = new Map([['Total', [candidate('Total', 77.2, 0.96)]]]);
    const r = resolveFields({ Total: 77.2, Subtotal: 50.47, Tax: 3.03 }, layout, [], {}, () => 0, true, undefined, [77.2, 100, 22.8, 50.47, 3.03, 53.5]);
    expect(r.fields.Total).toBe(77.2);
  });

  it('keeps the sum when the total that rules and model agree on is a smaller part of it', () => {
    // "Gesamtbetrag der Abschläge -21,55" read as the total; net 403.55 and tax 76.67 add up to the printed 480.22.
    const layout = new Map([['Total', [candidate('Total', -21.55, 0.95)]]]);
    const r = resolveFields({ Total: -21.55, Subtotal: 403.55, Tax: 76.67 }, layout, [], {}, () => 0, false, undefined, [410.1, 15, -21.55, 403.55, 76.67, 480.22]);
    expect(r.fields.Total).toBe(480.22);
  });

  it('trusts agreement of rules and model more than either alone', () => {
    const agree = resolveFields({ Total: 42 }, new Map([['Total', [candidate('Total', 42, 0.7)]]]), []);
    const alone = resolveFields({}, new Map([['Total', [candidate('Total', 42, 0.7)]]]), []);
    expect(agree.choices.get('Total')!.confidence).toBeGreaterThan(alone.choices.get('Total')!.confidence);
  });

  it('keeps the rules\' date unless the model is sure and the rules found none', () => {
    const layout = new Map([['Date', [{ field: 'Date', value: '2024-02-02', score: 0.99, cells: [], raw: '' }]]]);
    expect(resolveFields({ Date: '2024-01-01' }, layout, []).fields.Date).toBe('2024-01-01');
    expect(resolveFields({}, layout, []).fields.Date).toBe('2024-02-02');
  });
});
