import { findIban } from './banking';
import type { Doc } from './doc';
import { foldAccents, foldPattern } from './fold';
import { w as word } from './labels';
import {
  ACCEPTED, BAR_TENDER, CARD_BRANDS, CARD_UNSPACED, CARD_WORDS, CREDIT_UNSPACED, CREDIT_WORDS, DEBIT_UNSPACED, DEBIT_WORDS,
  METHOD_WORDS, NOT_PAYMENT, TRANSFER_REQUEST, type PaymentType,
} from './payment-words';
import { labelledMethods, type LabelledMethod } from './payment-label';

/** Lines are accent-folded before matching, so the patterns are too. */
const w = (src: string) => foldPattern(word(src));

/**
 * Payment_Type, Card_Number and Payment_Display_Name from what the document prints. A card number is never
 * kept whole: only its last four digits survive, as `************1234`, whether the receipt printed a mask or
 * (wrongly) the full number.
 */
export interface PaymentFields {
  Payment_Type?: PaymentType;
  Card_Number?: string;
  Payment_Display_Name?: string;
}

/** "XXXX XXXX XXXX 1234", "**** 1234", "************4242", "xxxx-1234", "•••• 1234". */
const MASKED = /(?:[X*•#][\s-]?){4,}(\d{4})(?!\d)/iu;
const ENDING_IN = w(String.raw`(?:ending|ends)\s+(?:in|with)|endet\s+(?:auf|mit)|endend\s+auf|se\s+terminant\s+par|eindigend\s+op|eindigt\s+op|terminada\s+en|che\s+termina\s+(?:con|in)|terminado\s+em|slutter\s+på|berakhir\s+dengan|berakhir`);
/**
 * A card number as printed: 15–19 digits in one run, or grouped 4-4-4-4(-3) / 4-6-5 (Amex) by spaces or dashes.
 * 13-digit runs are left out: they are EAN barcodes far more often than cards.
 */
const DIGIT_RUN = /(?<![\d])(?:\d{15,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{3})?|\d{4}[ -]\d{6}[ -]\d{5})(?![\d])/gu;
/** Loyalty and membership cards carry numbers too; they are not how the document was paid. */
const NOT_PAYMENT_CARD = w(String.raw`member(?:ship)?|loyalty|kundenkarte|payback|points?|punkte|fidélité|klantenkaart|rewards?|ahli|bonus|club\s+card|gift\s*card|prepaid\s+card`);
/** "CHANGE 19.00": cash was handed over and change given. */
const CHANGE = w(String.raw`change|due\s+back|rückgeld|wechselgeld|rendu|monnaie\s+rendue|wisselgeld|cambio|resto|troco|byttepenge|kembalian|baki|sukli|сдача|ρέστα|الباقي|עודף|बाकी`);
const CHANGE_UNSPACED = /找零|找续|お釣り|おつり|거스름돈/u;
const AMOUNT = /(?<![\d.,])(\d{1,7}(?:[.,]\d{3})*[.,]\d{2})(?![\d])/gu;
const INVOICE_TYPES = new Set(['invoice', 'bill', 'statement']);

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Issuer prefixes of the card schemes (Visa, Mastercard, Amex, Diners, Discover, JCB, UnionPay, Maestro). */
const ISSUER = /^(?:4|5[1-5]|2[2-7]|3[47]|3[06-9]|6(?:011|5|2|4[4-9])|5[06-9]|6[0-9])/;

/** Full card numbers (PANs) in a text: Luhn-valid digit runs of card length with a card issuer's prefix. */
export function findPans(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 15 && digits.length <= 19 && ISSUER.test(digits) && luhn(digits)) out.push(m[0]);
  }
  return out;
}

/** The text with every full card number replaced by its masked form (`************1234`). */
export function maskCardNumbers(text: string): string {
  let out = text;
  for (const pan of findPans(text)) out = out.split(pan).join(maskedCard(pan.replace(/\D/g, '').slice(-4)));
  return out;
}

const maskedCard = (last4: string) => `${'*'.repeat(12)}${last4}`;

const hasNonZeroAmount = (text: string) => [...text.matchAll(AMOUNT)].some((m) => Number(m[1].replace(/[.,](?=\d{3})/g, '').replace(',', '.')) > 0);
const hasZeroAmountOnly = (text: string) => {
  const amounts = [...text.matchAll(AMOUNT)];
  return amounts.length > 0 && !hasNonZeroAmount(text);
};

interface Candidate {
  type: PaymentType | '';
  display: string;
  strength: number;
}

/** Last four digits of the card a line (or its neighbour) shows: a mask, "ending in 1234", or a full PAN. */
function cardDigits(text: string): string | undefined {
  const masked = MASKED.exec(text);
  if (masked) return masked[1];
  const ending = ENDING_IN.exec(text);
  if (ending) return /^\D{0,3}(\d{4})(?!\d)/.exec(text.slice(ending.index + ending[0].length))?.[1];
  const [pan] = findPans(text);
  return pan?.replace(/\D/g, '').slice(-4);
}

function cardCandidate(lines: string[], i: number): { candidate: Candidate; last4?: string } | undefined {
  const text = lines[i];
  const brand = CARD_BRANDS.find(([re]) => re.test(text));
  const credit = CREDIT_WORDS.test(text) || CREDIT_UNSPACED.test(text);
  // "VISA DEBIT", "Debit Mastercard": on a card line the word alone decides.
  const debitCard = DEBIT_WORDS.test(text) || DEBIT_UNSPACED.test(text);
  const debit = debitCard || w('debit|débit|débito|debito|debet').test(text);
  const card = CARD_WORDS.test(text) || CARD_UNSPACED.test(text);
  // "… by direct debit from your account ****3767": a masked account number, not a card.
  const wrapped = `${lines[i - 1] ?? ''} ${text} ${lines[i + 1] ?? ''}`;
  if (!brand && !credit && !card && DIRECT_DEBIT.some((re) => re.test(wrapped))) return undefined;
  const ownDigits = cardDigits(text);
  if (!brand && !credit && !debit && !(card && (ownDigits || hasNonZeroAmount(text)))) return undefined;
  // The number is often printed on the line under (or over) the scheme's name.
  const last4 = ownDigits ?? [lines[i + 1], lines[i - 1]].map((l) => (l && !NOT_PAYMENT_CARD.test(l) ? cardDigits(l) : undefined)).find(Boolean);
  // "We will debit your credit card": a named debit card decides, the verb does not outrank "credit card".
  const type: PaymentType | '' = debitCard || (debit && !credit) ? 'debit_card' : credit ? 'credit_card' : (brand?.[2] ?? '');
  const name = brand?.[1] ?? (type === 'debit_card' ? 'Debit card' : type === 'credit_card' ? 'Credit card' : 'Card');
  const display = `${name}${last4 ? ` ****${last4}` : ''}`;
  const strength = last4 ? 4 : hasNonZeroAmount(text) || brand ? 3 : 2;
  return { candidate: { type, display, strength }, last4 };
}

function methodCandidates(text: string): Candidate[] {
  const out: Candidate[] = [];
  const strength = hasNonZeroAmount(text) ? 3 : 2;
  for (const [re, type, display] of METHOD_WORDS) if (re.test(text)) out.push({ type, display, strength });
  if (BAR_TENDER.test(text)) out.push({ type: 'cash', display: 'Cash', strength: 3 });
  if ((CHANGE.test(text) || CHANGE_UNSPACED.test(text)) && hasNonZeroAmount(text)) out.push({ type: 'cash', display: 'Cash', strength: 2 });
  return out;
}

/** One method a value names (a card of a known kind, or method words of one type), for payment-label.ts. */
function classify(text: string): LabelledMethod | undefined {
  const card = cardCandidate([text], 0)?.candidate;
  if (card?.type) return { type: card.type, display: card.display };
  const found = methodCandidates(text).filter((c): c is Candidate & { type: PaymentType } => c.type !== '');
  return found.length && new Set(found.map((c) => c.type)).size === 1 ? { type: found[0].type, display: found[0].display } : undefined;
}

const DIRECT_DEBIT = METHOD_WORDS.filter(([, type]) => type === 'direct_debit').map(([re]) => re);

/** A Latin word set straight after (or before) Chinese, Japanese or Korean ("カードJCB ****8602") is still a word. */
const SCRIPT_SEAM = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?=[A-Za-z])|(?<=[A-Za-z])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;

export function extractPayment(doc: Doc, documentType?: string): PaymentFields {
  const lines = doc.lines.map((l) => foldAccents(l.text).replace(SCRIPT_SEAM, ' '));
  const candidates: Candidate[] = [];
  let last4: string | undefined;
  lines.forEach((text, i) => {
    // "We accept VISA", "Cash & Carry", "VISA 0.00" and loyalty cards say nothing about this payment.
    if (ACCEPTED.test(text) || NOT_PAYMENT.test(text) || hasZeroAmountOnly(text)) return;
    if (NOT_PAYMENT_CARD.test(text)) return;
    const card = cardCandidate(lines, i);
    if (card) {
      candidates.push(card.candidate);
      last4 ??= card.last4;
    } else {
      candidates.push(...methodCandidates(text));
    }
  });
  // A sentence wraps: a method named across a line break ("… por débito / direto na sua conta …") still counts.
  for (const m of labelledMethods(doc, classify)) candidates.push({ ...m, strength: 3 });
  lines.forEach((text, i) => {
    if (i + 1 >= lines.length) return;
    const joined = `${text} ${lines[i + 1]}`;
    for (const [re, type, display] of METHOD_WORDS) if (re.test(joined) && !re.test(text) && !re.test(lines[i + 1])) candidates.push({ type, display, strength: 2 });
  });
  const text = lines.join('\n');
  // An invoice that asks for a transfer to its account is to be paid by bank transfer; without an IBAN (account
  // numbers of other formats) the request alone is weaker evidence than any method word.
  if (documentType && INVOICE_TYPES.has(documentType) && TRANSFER_REQUEST.test(text)) {
    candidates.push({ type: 'bank_transfer', display: 'Bank transfer', strength: findIban(text) ? 2 : 1 });
  }
  // A printed mask with no scheme or card word nearby is still a card.
  if (!last4) {
    const masked = lines.find((l) => MASKED.test(l) && !NOT_PAYMENT_CARD.test(l));
    if (masked) last4 = MASKED.exec(masked)?.[1];
  }
  const best = pick(candidates);
  const out: PaymentFields = {};
  if (last4 && (!best || best.type === '' || best.type.endsWith('_card'))) out.Card_Number = maskedCard(last4);
  if (best?.type) out.Payment_Type = best.type;
  if (best) out.Payment_Display_Name = best.display;
  else if (last4) out.Payment_Display_Name = `Card ****${last4}`;
  return out;
}

/**
 * The strongest evidence decides. Direct debit outranks a transfer request (the IBAN printed is then the
 * customer's); different methods with equal strength are a split or an unclear document: nothing is claimed.
 */
function pick(candidates: Candidate[]): Candidate | undefined {
  if (!candidates.length) return undefined;
  const top = Math.max(...candidates.map((c) => c.strength));
  let best = candidates.filter((c) => c.strength === top);
  if (best.some((c) => c.type === 'direct_debit')) best = best.filter((c) => c.type !== 'bank_transfer');
  // A card with a scheme name is the same payment as a bare "card" line.
  const types = new Set(best.map((c) => c.type).filter((t) => t !== ''));
  if (types.size > 1) return undefined;
  const named = best.find((c) => c.type !== '' && !/card\b/i.test(c.display)) ?? best.find((c) => c.type !== '') ?? best[0];
  return named;
}
