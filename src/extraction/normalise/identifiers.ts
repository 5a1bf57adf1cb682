import { vatChecksumOk, VAT_FORMATS } from './vat-rules';

/**
 * Validators for the payment and tax identifiers printed on invoices. Each `normaliseX` returns the compact
 * form we store (upper case, no spaces or punctuation); each `validateX` checks format and, where the scheme
 * has one, the check digits — so an OCR slip in one digit is caught instead of stored.
 */

/** IBAN lengths per country (SWIFT IBAN registry). */
export const IBAN_LENGTH: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15,
  PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27,
  ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** ISO 3166-1 alpha-2 codes (plus XK, used by banks for Kosovo). */
const COUNTRIES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
    'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
    'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
    'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
    'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
    'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
  ).split(' '),
);

export function isCountryCode(code: string): boolean {
  return COUNTRIES.has(code.toUpperCase());
}

/** Remainder of a long decimal string modulo m, digit by digit (the number is too long for a double). */
export function modString(digits: string, m: number): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % m;
  return rest;
}

/** Letters as two-digit numbers (A=10 … Z=35), the ISO 7064 / ISO 13616 convention. */
export function lettersToDigits(s: string): string {
  return [...s].map((ch) => (ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch)).join('');
}

// ---- IBAN -------------------------------------------------------------------------------------

export function normaliseIban(s: string): string {
  return s.replace(/^\s*IBAN[:\s]*/i, '').replace(/[\s.-]+/g, '').toUpperCase();
}

/** ISO 13616: a known country, its registered length (when we know it), and the mod-97 check digits. */
export function validateIban(s: string): boolean {
  const iban = normaliseIban(s);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) || !isCountryCode(iban.slice(0, 2))) return false;
  const expected = IBAN_LENGTH[iban.slice(0, 2)];
  if (expected && iban.length !== expected) return false;
  return modString(lettersToDigits(iban.slice(4) + iban.slice(0, 4)), 97) === 1;
}

// ---- BIC / SWIFT ------------------------------------------------------------------------------

export function normaliseBic(s: string): string {
  return s.replace(/[\s-]+/g, '').toUpperCase();
}

/** ISO 9362: 4 letters (bank), an ISO country, 2 alphanumerics (location), optional 3 (branch). */
export function validateBic(s: string): boolean {
  const bic = normaliseBic(s);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic) && isCountryCode(bic.slice(4, 6));
}

// ---- VAT --------------------------------------------------------------------------------------

/**
 * Compact VAT id with its country prefix: "DE 136.695.976" → "DE136695976", "BE 428759497" → "BE0428759497"
 * (the 9-digit Belgian form gained a leading 0), "GR…" → "EL…" (the VIES prefix for Greece).
 * A number without prefix gets `country` when given.
 */
export function normaliseVat(s: string, country?: string): string {
  let v = s.toUpperCase().replace(/[\s.\-/:()]+/g, '');
  if (/^\d/.test(v) && country) v = country.toUpperCase() + v;
  if (v.startsWith('GR')) v = 'EL' + v.slice(2);
  if (/^BE\d{9}$/.test(v)) v = 'BE0' + v.slice(2);
  // Dutch ids are sometimes printed without their leading zeros ("NL4495445B01").
  const nl = /^NL(\d{1,9})(B\d{2})$/.exec(v);
  if (nl) v = 'NL' + nl[1].padStart(9, '0') + nl[2];
  if (/^EL\d{8}$/.test(v)) v = 'EL0' + v.slice(2);
  return v;
}

/**
 * An EU (or GB/XI, CH) VAT id: the country's format, and its check digits where the country has them.
 * `country` is used when the number is printed without its prefix.
 */
export function validateVat(s: string, country?: string): boolean {
  const id = vatParts(s, country);
  return Boolean(id) && vatChecksumOk(id!.prefix, id!.body);
}

/** Whether the id has its country's format (prefix and body), check digits aside. */
export function vatFormatOk(s: string, country?: string): boolean {
  return vatParts(s, country) !== undefined;
}

function vatParts(s: string, country?: string): { prefix: string; body: string } | undefined {
  const v = normaliseVat(s, country);
  const prefix = v.startsWith('CHE') ? 'CHE' : v.slice(0, 2);
  const body = v.slice(prefix.length).replace(/(?:MWST|TVA|IVA)$/, '');
  return VAT_FORMATS[prefix]?.test(body) ? { prefix, body } : undefined;
}

/** Whether the id starts with a prefix validateVat knows (EU states, GB/XI, CHE). */
export function isVatPrefix(id: string): boolean {
  const v = id.toUpperCase();
  return v.startsWith('CHE') || v.slice(0, 2) in VAT_FORMATS || v.startsWith('GR');
}

// ---- Australian ABN ---------------------------------------------------------------------------

export function normaliseAbn(s: string): string {
  return s.replace(/\D+/g, '');
}

/** 11 digits; subtract 1 from the first, weights 10,1,3,5,…,19, the sum divisible by 89. */
export function validateAbn(s: string): boolean {
  const abn = normaliseAbn(s);
  if (!/^[1-9]\d{10}$/.test(abn) || /[^\d\s]/.test(s.trim())) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const digits = [...abn].map(Number);
  digits[0] -= 1;
  return digits.reduce((sum, d, i) => sum + d * weights[i], 0) % 89 === 0;
}

// ---- India GSTIN, Malaysia GST/SST ------------------------------------------------------------

export function normaliseGstin(s: string): string {
  return s.replace(/[\s-]+/g, '').toUpperCase();
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State code (01–38, 97, 99), PAN, entity number, 'Z', and the base-36 check character. */
export function validateGstin(s: string): boolean {
  const g = normaliseGstin(s);
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(g)) return false;
  const state = Number(g.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = BASE36.indexOf(g[i]) * (i % 2 ? 2 : 1);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] === g[14];
}

export function normaliseMyTaxId(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

/**
 * Malaysian tax registrations (format only; neither scheme publishes a check digit):
 * GST id, 12 digits ("000123456789"), and SST id "W10-1808-32000123" (letter, 2 digits, 4 digits, 8 digits).
 */
export function validateMyTaxId(s: string): boolean {
  const v = normaliseMyTaxId(s);
  return /^\d{12}$/.test(v) || /^[A-Z]\d{2}-\d{4}-\d{8}$/.test(v);
}
