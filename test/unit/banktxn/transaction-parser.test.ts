import { parseAmount, parseTransaction } from '../../../src/domain/banktxn/transaction-parser';

describe('parseAmount', () => {
  it.each([
    ['-23.50', -23.5],
    ['23.50', 23.5],
    ['+23.50', 23.5],
    ['1,234.56', 1234.56],
    ['-1,234,567.89', -1234567.89],
    ['(23.50)', -23.5],
    ['23.50-', -23.5],
    ['R 1 234,56', 1234.56],
    ['R1 234.56', 1234.56],
    ['-R23.50', -23.5],
    ['R-23.50', -23.5],
    ['$1,234.56', 1234.56],
    ['-$5.00', -5],
    ['€1.234,56', 1234.56],
    ['1.234,56 €', 1234.56],
    ['£12.99', 12.99],
    ['ZAR 100.00', 100],
    ['100.00 ZAR', 100],
    ['USD -45', -45],
    ['12,5', 12.5],
    ['1,234', 1234],
    ['1.234.567', 1234567],
    ["1'234.50", 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['250.00 CR', 250],
    ['250.00 DR', -250],
    ['250.00DR', -250],
    ['−12.00', -12],
    ['0', 0],
    ['-0.01', -0.01],
  ])('%s → %d', (input, expected) => {
    expect(parseAmount(input)).toBeCloseTo(expected, 10);
  });

  it.each(['', '   ', 'tx123', 'abc', 'ABC123', '12a', '1.2.3,4,5', '--', '$', 'R', '1,23,4.5.6', '12.34.56,78,9'])(
    'rejects %p',
    (input) => {
      expect(parseAmount(input)).toBeNull();
    },
  );
});

describe('parseTransaction', () => {
  it('reads description, amount and id', () => {
    expect(parseTransaction('UBER *TRIP HELP.UBER.COM|-23.50|tx123')).toEqual({
      description: 'UBER *TRIP HELP.UBER.COM',
      amount: -23.5,
      id: 'tx123',
    });
  });

  it('trims every part', () => {
    expect(parseTransaction('  WOOLWORTHS SANDTON  | -1,234.56 |  a1 ')).toEqual({
      description: 'WOOLWORTHS SANDTON',
      amount: -1234.56,
      id: 'a1',
    });
  });

  it('accepts a description alone', () => {
    expect(parseTransaction('NETFLIX.COM')).toEqual({ description: 'NETFLIX.COM', amount: null, id: null });
  });

  it('accepts description and amount without an id', () => {
    expect(parseTransaction('SALARY ACME LTD|25000.00')).toEqual({
      description: 'SALARY ACME LTD',
      amount: 25000,
      id: null,
    });
  });

  it('keeps a second part that is not an amount with the description', () => {
    expect(parseTransaction('PICK N PAY|SANDTON')).toEqual({ description: 'PICK N PAY SANDTON', amount: null, id: null });
  });

  it('treats an empty amount as unknown and keeps the id', () => {
    expect(parseTransaction('SPOTIFY||tx9')).toEqual({ description: 'SPOTIFY', amount: null, id: 'tx9' });
  });

  it('handles pipes inside the description', () => {
    expect(parseTransaction('PAYMENT TO | JOHN | RENT|-5000|id-7')).toEqual({
      description: 'PAYMENT TO JOHN RENT',
      amount: -5000,
      id: 'id-7',
    });
  });

  it('finds the amount in last place when the id is missing and the description has pipes', () => {
    expect(parseTransaction('ATM|CASH|-300.00')).toEqual({ description: 'ATM CASH', amount: -300, id: null });
  });

  it('keeps extra trailing parts with the id', () => {
    expect(parseTransaction('SHELL|-400|tx1|extra')).toEqual({ description: 'SHELL', amount: -400, id: 'tx1|extra' });
  });

  it('copes with empty input and lone pipes', () => {
    expect(parseTransaction('')).toEqual({ description: '', amount: null, id: null });
    expect(parseTransaction('|||')).toEqual({ description: '', amount: null, id: null });
  });

  it('takes the id from the last part when no part is an amount', () => {
    expect(parseTransaction('SOMETHING|ELSE|ref-1')).toEqual({ description: 'SOMETHING ELSE', amount: null, id: 'ref-1' });
  });
});
