import { parseQuery } from '../../../src/rest/query';

describe('parseQuery', () => {
  it('keeps every repeated key, in order, far past the old limits of 20 and 1,000', () => {
    const str = Array.from({ length: 10_000 }, (_, i) => `txns=t${i}`).join('&') + '&api_key=k';
    const q = parseQuery(str);
    expect(q.txns).toHaveLength(10_000);
    expect((q.txns as string[])[20]).toBe('t20');
    expect(q.api_key).toBe('k');
  });

  it('keeps bracket keys literal (the routes that document them read them)', () => {
    expect(parseQuery('txns[]=a&txns[]=b&x[1]=c')).toMatchObject({ 'txns[]': ['a', 'b'], 'x[1]': 'c' });
  });

  it('cannot reach Object.prototype through a key', () => {
    const q = parseQuery('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(q)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(q.__proto__).toBe('x');
  });
});
