/**
 * Per-country VAT id formats (body after the prefix, compact) and check-digit rules, as published by the
 * tax administrations (summarised in the EU VIES documentation). Countries without a rule are format-only.
 */

export const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CHE: /^\d{9}$/,
  CY: /^[0-59]\d{7}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^[1-9]\d{8}$/,
  DK: /^[1-9]\d{7}$/,
  EE: /^10\d{7}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  GB: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
  XI: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^[1-9]\d{7}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^[1-9]\d{8}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^[1-9]\d{9}$/,
};

const digits = (s: string): number[] => [...s].map(Number);
const weighted = (s: string, weights: number[]): number => digits(s).reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0);

export function luhn(s: string): boolean {
  let sum = 0;
  [...s].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10 (DE, HR). */
function mod11_10(s: string): boolean {
  let product = 10;
  for (const d of digits(s.slice(0, -1))) {
    let sum = (d + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(s[s.length - 1]);
}

function mod97(digitString: string): number {
  let rest = 0;
  for (const d of digitString) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function spain(n: string): boolean {
  if (/^\d{8}[A-Z]$/.test(n)) return DNI_LETTERS[Number(n.slice(0, 8)) % 23] === n[8];
  if (/^[XYZ]\d{7}[A-Z]$/.test(n)) return DNI_LETTERS[Number('XYZ'.indexOf(n[0]) + n.slice(1, 8)) % 23] === n[8];
  if (/^[KLM]\d{7}[A-Z]$/.test(n)) return DNI_LETTERS[Number(n.slice(1, 8)) % 23] === n[8];
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(n)) return false;
  // CIF: odd positions doubled (digit sum), even positions added; the check is a digit or the letter J,A…I.
  let sum = 0;
  digits(n.slice(1, 8)).forEach((d, i) => {
    sum += i % 2 ? d : Math.floor((2 * d) / 10) + ((2 * d) % 10);
  });
  const check = (10 - (sum % 10)) % 10;
  return n[8] === String(check) || n[8] === 'JABCDEFGHI'[check];
}

function ireland(n: string): boolean {
  // Old form "1X23456Y" is the new form "0234561Y".
  const v = /^\d[A-Z+*]/.test(n) ? '0' + n.slice(2, 7) + n[0] + n.slice(7) : n;
  let sum = weighted(v.slice(0, 7), [8, 7, 6, 5, 4, 3, 2]);
  if (v.length === 9) sum += 9 * 'WABCDEFGHI'.indexOf(v[8]);
  return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] === v[7];
}

function netherlands(n: string): boolean {
  const nine = n.slice(0, 9);
  const old = (weighted(nine.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) - Number(nine[8])) % 11 === 0;
  // Since 2020 sole traders get a BTW-id checked with ISO 7064 mod 97 over "NL" + number (N=23, L=21, B=11).
  const modern = mod97('2321' + nine + '11' + n.slice(10)) === 1;
  return old || modern;
}

const RULES: Record<string, (n: string) => boolean> = {
  AT: (n) => {
    const sum = digits(n.slice(1, 8)).reduce((s, d, i) => s + (i % 2 ? Math.floor((2 * d) / 10) + ((2 * d) % 10) : d), 0);
    return (10 - ((sum + 4) % 10)) % 10 === Number(n[8]);
  },
  BE: (n) => 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)),
  CHE: (n) => {
    const r = 11 - (weighted(n.slice(0, 8), [5, 4, 3, 2, 7, 6, 5, 4]) % 11);
    return r !== 10 && r % 11 === Number(n[8]);
  },
  DE: mod11_10,
  HR: mod11_10,
  DK: (n) => weighted(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  EE: (n) => (10 - (weighted(n.slice(0, 8), [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10 === Number(n[8]),
  EL: (n) => (weighted(n.slice(0, 8), [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(n[8]),
  ES: spain,
  FI: (n) => {
    const r = weighted(n.slice(0, 7), [7, 9, 10, 5, 8, 4, 2]) % 11;
    return r !== 1 && (r === 0 ? 0 : 11 - r) === Number(n[7]);
  },
  // A numeric key is (12 + 3 × (SIREN mod 97)) mod 97; alphanumeric keys (newer companies) have no public rule.
  FR: (n) => !/^\d{2}/.test(n) || Number(n.slice(0, 2)) === (12 + 3 * (Number(n.slice(2)) % 97)) % 97,
  GB: britain,
  XI: britain,
  HU: (n) => weighted(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0,
  IE: ireland,
  IT: luhn,
  LU: (n) => Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  NL: netherlands,
  PL: (n) => weighted(n.slice(0, 9), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(n[9]),
  PT: (n) => {
    const r = 11 - (weighted(n.slice(0, 8), [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
    return (r >= 10 ? 0 : r) === Number(n[8]);
  },
  SE: (n) => luhn(n.slice(0, 10)),
  SK: (n) => Number(n) % 11 === 0,
};

/** GB/XI: mod 97 over weights 8…2,10,1; the result is 0, or 42/55 for the 9755 series issued since 2010. */
function britain(n: string): boolean {
  if (!/^\d/.test(n)) return true;
  const r = weighted(n.slice(0, 9), [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  return Number(n.slice(0, 3)) >= 100 ? [0, 42, 55].includes(r) : r === 0;
}

export function vatChecksumOk(prefix: string, body: string): boolean {
  const rule = RULES[prefix];
  return rule ? rule(body) : true;
}
