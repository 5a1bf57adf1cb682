import { normaliseDescription, type NormalisedDescription } from '../normalise';

/**
 * Text features of one transaction, shared by the trainer and the ONNX model at run time. Any change to what is
 * hashed or how it is weighted must bump FEATURE_VERSION: the model refuses to load for another version, because a
 * silently shifted feature space gives confident nonsense.
 */
export const FEATURE_VERSION = 1;
/** Hash buckets (rows of the embedding table). 2^15 keeps the model under 10 MB with 64-wide rows. */
export const BUCKETS = 1 << 15;
/** Features beyond this many are dropped (long descriptions); bounds the [N, L] tensors of a batch. */
export const MAX_FEATURES = 112;
/** Only the first words of the merchant text are split into character n-grams: names come first. */
const MAX_NGRAM_TOKENS = 6;
const MAX_TOKEN_CHARS = 20;

export interface TxnFeatures {
  indices: Int32Array;
  weights: Float32Array;
}

/** How the bank says the money moved; it survives even when the merchant name is unknown or cut off. */
const CHANNEL_WORDS: Record<string, readonly string[]> = {
  pos: ['POS', 'EFTPOS', 'CARD', 'VISA', 'MASTERCARD', 'MAESTRO', 'CONTACTLESS', 'CHECKCARD', 'PURCHASE', 'KARTENZAHLUNG', 'CB', 'COMPRA', 'ACHAT'],
  atm: ['ATM', 'CASH', 'CASHPOINT', 'WITHDRAWAL', 'WDL', 'GELDAUTOMAT', 'RETRAIT', 'BANCOMAT', 'CAJERO'],
  transfer: ['TRANSFER', 'TRF', 'TFR', 'XFER', 'EFT', 'PAYMENT', 'PMT', 'RTC', 'SEPA', 'UEBERWEISUNG', 'VIREMENT', 'GIRO', 'WIRE', 'UPI', 'NEFT', 'IMPS', 'FPS', 'BACS', 'IB'],
  debit_order: ['DEBIT ORDER', 'D/O', 'DEBICHECK', 'DIRECT DEBIT', 'LASTSCHRIFT', 'PRLV', 'DD', 'MANDATE', 'MANDAT', 'RECURRING', 'STANDING ORDER', 'MAGTAPE'],
  fee: ['FEE', 'FEES', 'CHARGE', 'CHARGES', 'GEBUEHR', 'FRAIS', 'COMISION', 'COMMISSIE', 'SURCHARGE'],
  interest: ['INTEREST', 'INT', 'ZINSEN', 'INTERETS', 'INTERESES', 'RENTE'],
  salary: ['SALARY', 'SALARIES', 'PAYROLL', 'WAGES', 'GEHALT', 'LOHN', 'SALAIRE', 'NOMINA', 'SALARIS'],
  refund: ['REFUND', 'REFUNDED', 'REVERSAL', 'REVERSED', 'REV', 'CHARGEBACK', 'RETURN', 'ERSTATTUNG', 'REMBOURSEMENT', 'DEVOLUCION'],
  deposit: ['DEPOSIT', 'DEP', 'CREDIT', 'GUTSCHRIFT'],
  online: ['ONLINE', 'INTERNET', 'WWW', 'COM', 'APP', 'MOBILE', 'DIGITAL'],
};
const CHANNEL_OF = new Map(Object.entries(CHANNEL_WORDS).flatMap(([name, words]) => words.map((w) => [w, name] as const)));
// One pass over the line for all channel words, longest first so "DEBIT ORDER" is not read as something shorter.
const CHANNEL_RE = new RegExp(
  `\\b(?:${[...CHANNEL_OF.keys()].sort((a, b) => b.length - a.length).map((w) => w.replace(/[/ ]/g, (c) => (c === ' ' ? '\\s+' : '\\/'))).join('|')})\\b`,
  'g',
);

const OFFSET = 0x811c9dc5;
const PRIME = 0x01000193;

function mix(h: number, code: number): number {
  return Math.imul(h ^ code, PRIME);
}

function mixString(h: number, s: string, start = 0, end = s.length): number {
  for (let i = start; i < end; i++) h = mix(h, s.charCodeAt(i));
  return h;
}

/** FNV-1a of a feature kind and its text, as a bucket number. */
export function bucketOf(kind: string, text: string): number {
  return mixString(mixString(OFFSET, kind), text) & (BUCKETS - 1);
}

function amountFeatures(amount: number | null, out: number[]): void {
  if (amount === null || !Number.isFinite(amount)) {
    out.push(bucketOf('a', 'none'));
    return;
  }
  const sign = amount < 0 ? '-' : '+';
  // Half-decade buckets: a R12 fee and a R12,000 salary should not look alike.
  const size = Math.max(0, Math.min(12, Math.floor(Math.log10(Math.abs(amount) + 1) * 2)));
  out.push(bucketOf('a', sign), bucketOf('a', sign + size));
}

/**
 * Features of a description and its signed amount (negative = money out, null = unknown). A caller that has
 * normalised the description already (the hybrid, for its rules) passes it, so it is not normalised twice.
 */
export function txnFeatures(
  description: string,
  amount: number | null,
  normalised: NormalisedDescription = normaliseDescription(description),
): TxnFeatures {
  const out: number[] = [];
  const upper = description.toUpperCase();
  const { tokens } = normalised;
  for (let i = 0; i < tokens.length; i++) {
    out.push(bucketOf('w', tokens[i]));
    if (i > 0) out.push(mixString(mix(mixString(mixString(OFFSET, 'b'), tokens[i - 1]), 32), tokens[i]) & (BUCKETS - 1));
  }
  for (let t = 0; t < tokens.length && t < MAX_NGRAM_TOKENS; t++) {
    const token = tokens[t];
    if (/^\d+$/.test(token)) continue;
    // "<PIZZ" and "RIA>" mark word edges, so a prefix is told from the same letters mid-word.
    const s = `<${token.length > MAX_TOKEN_CHARS ? token.slice(0, MAX_TOKEN_CHARS) : token}>`;
    for (let n = 3; n <= 5; n++) {
      for (let i = 0; i + n <= s.length; i++) out.push(mixString(mix(OFFSET, 48 + n), s, i, i + n) & (BUCKETS - 1));
    }
  }
  const channels = new Set<string>();
  for (const m of upper.matchAll(CHANNEL_RE)) channels.add(CHANNEL_OF.get(m[0].replace(/\s+/g, ' '))!);
  for (const name of channels) out.push(bucketOf('c', name));
  if (tokens.length === 0) out.push(bucketOf('e', 'empty'));
  amountFeatures(amount, out);
  // Keep the amount and channel features when a long description overflows: they are appended last.
  const kept = out.length > MAX_FEATURES ? [...out.slice(0, MAX_FEATURES - 16), ...out.slice(out.length - 16)] : out;
  const w = 1 / Math.sqrt(kept.length);
  return { indices: Int32Array.from(kept), weights: new Float32Array(kept.length).fill(w) };
}
