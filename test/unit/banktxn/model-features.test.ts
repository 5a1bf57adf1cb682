import { BUCKETS, MAX_FEATURES, txnFeatures } from '../../../src/domain/banktxn/model/features';

describe('bank-transaction model features', () => {
  it('are deterministic: the same line gives the same buckets and weights', () => {
    const a = txnFeatures('POS PURCHASE JOES PIZZERIA SANDTON * 12 OCT', -120.5);
    const b = txnFeatures('POS PURCHASE JOES PIZZERIA SANDTON * 12 OCT', -120.5);
    expect(Array.from(a.indices)).toEqual(Array.from(b.indices));
    expect(Array.from(a.weights)).toEqual(Array.from(b.weights));
  });

  it('stay inside the bucket range with unit-length weights', () => {
    const f = txnFeatures('Kartenzahlung Apotheke am Markt Berlin', -17.45);
    expect(f.indices.length).toBeGreaterThan(10);
    for (const i of f.indices) expect(i >= 0 && i < BUCKETS).toBe(true);
    const norm = Array.from(f.weights).reduce((s, w) => s + w * w, 0);
    expect(norm).toBeCloseTo(1, 5);
  });

  it('see the amount sign and size, and the line without an amount', () => {
    const out = txnFeatures('INTEREST', -12);
    const into = txnFeatures('INTEREST', 12);
    const none = txnFeatures('INTEREST', null);
    expect(Array.from(out.indices)).not.toEqual(Array.from(into.indices));
    expect(Array.from(none.indices)).not.toEqual(Array.from(out.indices));
    expect(Array.from(txnFeatures('INTEREST', -12000).indices)).not.toEqual(Array.from(out.indices));
  });

  it('ignore case, dates and references the way the rules do', () => {
    const a = txnFeatures('POS Purchase Joes Pizzeria * 12 Oct', -10);
    const b = txnFeatures('pos purchase joes pizzeria * 03 nov', -10);
    expect(Array.from(a.indices).sort()).toEqual(Array.from(b.indices).sort());
  });

  it('cap a very long description and keep its amount features', () => {
    const long = Array.from({ length: 80 }, (_, i) => `WORD${String.fromCharCode(65 + (i % 26))}X`).join(' ');
    const f = txnFeatures(long, -5);
    expect(f.indices.length).toBeLessThanOrEqual(MAX_FEATURES);
    const short = txnFeatures('X', -5);
    const amountBuckets = Array.from(short.indices).slice(-2);
    expect(Array.from(f.indices).slice(-2)).toEqual(amountBuckets);
  });

  it('give an empty description a feature of its own', () => {
    const f = txnFeatures('', null);
    expect(f.indices.length).toBeGreaterThan(0);
  });
});
