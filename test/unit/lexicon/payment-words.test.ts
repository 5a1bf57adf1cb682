import { foldAccents } from '../../../src/extraction/fields/fold';
import {
  ACCEPTED, BAR_TENDER, CARD_BRANDS, compileEntry, METHOD_WORDS, NOT_PAYMENT, PAYMENT_WORDS, TRANSFER_REQUEST,
  type PaymentWordEntry,
} from '../../../src/extraction/fields/payment-words';

/** Lines are folded before matching (payment.ts), so the examples are too. */
const matches = (re: RegExp, text: string) => re.test(foldAccents(text));

const WORD_LISTS = ['creditWords', 'creditUnspaced', 'debitWords', 'debitUnspaced', 'cardWords', 'cardUnspaced', 'accepted', 'notPayment', 'transferRequest'] as const;

describe('lexicon/payment-words.json', () => {
  it.each(PAYMENT_WORDS.cardBrands.map((e) => [e.display, e] as const))('card brand %s matches each of its examples', (_name, entry) => {
    expect(entry.examples.length).toBeGreaterThan(0);
    const re = compileEntry(entry);
    expect(entry.examples.filter((x) => !matches(re, x))).toEqual([]);
  });

  it.each(PAYMENT_WORDS.methods.map((e, i) => [`${i} ${e.display}`, e] as const))('method %s matches each of its examples', (_name, entry) => {
    expect(entry.examples.length).toBeGreaterThan(0);
    const re = compileEntry(entry);
    expect(entry.examples.filter((x) => !matches(re, x))).toEqual([]);
  });

  it.each(WORD_LISTS.map((k) => [k, PAYMENT_WORDS[k]] as [string, PaymentWordEntry]))('%s matches each of its examples', (_k, entry) => {
    expect(entry.examples.length).toBeGreaterThan(0);
    const re = compileEntry(entry);
    expect(entry.examples.filter((x) => !matches(re, x))).toEqual([]);
  });

  it.each((PAYMENT_WORDS as unknown as { labelledValues: PaymentWordEntry[] }).labelledValues.map((e, i) => [`${i}`, e] as const))('labelled value %s matches each of its examples', (_name, entry) => {
    expect(entry.examples.length).toBeGreaterThan(0);
    const re = compileEntry(entry);
    expect(entry.examples.filter((x) => !matches(re, x))).toEqual([]);
  });

  it('every pattern alternative compiles on its own and is exercised by some example', () => {
    const all = [...PAYMENT_WORDS.cardBrands, ...PAYMENT_WORDS.methods, ...WORD_LISTS.map((k) => PAYMENT_WORDS[k])];
    for (const entry of all) for (const p of entry.patterns) expect(() => new RegExp(p, 'iu')).not.toThrow();
  });

  it('whole words only where spaced: "card" is not found inside "discard", "cash" not inside "cashew"', () => {
    const card = compileEntry(PAYMENT_WORDS.cardWords);
    expect(matches(card, 'discard')).toBe(false);
    const cash = METHOD_WORDS.find(([, type]) => type === 'cash')![0];
    expect(matches(cash, 'Cashew nuts 3.20')).toBe(false);
    expect(matches(cash, 'CASH 20.00')).toBe(true);
  });

  it('German "Bar" counts only as a tender line with an amount', () => {
    for (const x of PAYMENT_WORDS.barTender.examples) expect(BAR_TENDER.test(x)).toBe(true);
    for (const x of PAYMENT_WORDS.barTender.counterExamples) expect(BAR_TENDER.test(x)).toBe(false);
  });

  it('keeps the old module surface: brands, acceptance lists, non-payments and transfer requests', () => {
    expect(CARD_BRANDS.find(([re]) => matches(re, 'MASTER XXXXXXXXXXXX1234'))?.[1]).toBe('Mastercard');
    expect(CARD_BRANDS.find(([re]) => matches(re, 'MASTER CHEF'))).toBeUndefined();
    expect(matches(ACCEPTED, 'We accept VISA, Mastercard')).toBe(true);
    expect(matches(NOT_PAYMENT, 'CASH & CARRY')).toBe(true);
    expect(matches(TRANSFER_REQUEST, 'Bitte überweisen Sie den Betrag')).toBe(true);
  });
});
