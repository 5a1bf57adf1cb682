import { foldPattern } from './fold';
import { w as word } from './labels';
import words from '../lexicon/payment-words.json';

/**
 * Printed evidence of how a document was (or is to be) paid. The words live in lexicon/payment-words.json (each
 * entry with examples a unit test checks); this module only compiles them once.
 */
export type PaymentType = 'cash' | 'credit_card' | 'debit_card' | 'bank_transfer' | 'direct_debit' | 'check' | 'paypal' | 'mobile_payment' | 'voucher' | 'other';

export interface PaymentWordEntry {
  patterns: string[];
  /** false: matched anywhere (scripts written without spaces), not only as whole words. */
  bounded?: boolean;
  examples: string[];
}

export interface PaymentMethodEntry extends PaymentWordEntry {
  display: string;
  type: PaymentType;
}

/** Lines are accent-folded before matching, so the patterns are too. */
export function compileEntry(entry: PaymentWordEntry): RegExp {
  const source = entry.patterns.join('|');
  return foldPattern(entry.bounded === false ? new RegExp(source, 'iu') : word(source));
}

export const PAYMENT_WORDS = words as unknown as {
  cardBrands: PaymentMethodEntry[];
  methods: PaymentMethodEntry[];
  barTender: { pattern: string; examples: string[]; counterExamples: string[] };
} & Record<'creditWords' | 'creditUnspaced' | 'debitWords' | 'debitUnspaced' | 'cardWords' | 'cardUnspaced' | 'accepted' | 'notPayment' | 'transferRequest', PaymentWordEntry>;

/** Card schemes as they should be displayed. */
export const CARD_BRANDS: Array<[RegExp, string, PaymentType]> =
  PAYMENT_WORDS.cardBrands.map((e) => [compileEntry(e), e.display, e.type]);

export const CREDIT_WORDS = compileEntry(PAYMENT_WORDS.creditWords);
export const CREDIT_UNSPACED = compileEntry(PAYMENT_WORDS.creditUnspaced);
export const DEBIT_WORDS = compileEntry(PAYMENT_WORDS.debitWords);
export const DEBIT_UNSPACED = compileEntry(PAYMENT_WORDS.debitUnspaced);
export const CARD_WORDS = compileEntry(PAYMENT_WORDS.cardWords);
export const CARD_UNSPACED = compileEntry(PAYMENT_WORDS.cardUnspaced);

/** Method words that need no card: [pattern, type, display name]. Order breaks ties: the more specific first. */
export const METHOD_WORDS: Array<[RegExp, PaymentType, string]> =
  PAYMENT_WORDS.methods.map((e) => [compileEntry(e), e.type, e.display]);

/** "Bar 20,00" / "BAR EUR 20,00": German cash tender, only as a line that starts with it and shows an amount. */
export const BAR_TENDER = new RegExp(PAYMENT_WORDS.barTender.pattern, 'iu');

/** Wording that lists what is accepted, not what was used ("We accept VISA, Mastercard"). */
export const ACCEPTED = compileEntry(PAYMENT_WORDS.accepted);

/** Not a payment: "Cash & Carry" shops, cash-back and rounding lines. */
export const NOT_PAYMENT = compileEntry(PAYMENT_WORDS.notPayment);

/** An invoice's request to transfer the amount (with an IBAN or account number printed). */
export const TRANSFER_REQUEST = compileEntry(PAYMENT_WORDS.transferRequest);
