import { isObject, isStringArray } from './json-guards';

/** countries.json: what a country prints (currency, legal forms, tax ids, phone and postcode forms) as evidence of where a document comes from. */
export type DateOrder = 'DMY' | 'MDY' | 'YMD';

export interface CountryEvidence {
  /** ISO 4217 code of the currency the country prints. */
  currency: string;
  languages: string[];
  /** How the country prints numeric dates whose year is not first. */
  date_order: DateOrder;
  legal_forms: string[];
  tax_words: string[];
  /** Regular expression sources; compiled with the `u` flag (callers may add `i`). */
  tax_id_patterns: string[];
  /** Calling codes without "+" or leading zeros. */
  phone_prefixes: string[];
  postcode_patterns: string[];
  names: string[];
  cities: string[];
  /** Two-letter IBAN country code, null where the country does not use IBAN. */
  iban_prefix: string | null;
  currency_symbols: string[];
}

export type CountryFile = Record<string, CountryEvidence>;

const COUNTRY_LISTS = ['languages', 'legal_forms', 'tax_words', 'tax_id_patterns', 'phone_prefixes', 'postcode_patterns',
  'names', 'cities', 'currency_symbols'] as const;
const COUNTRY_KEYS = ['currency', 'date_order', 'iban_prefix', ...COUNTRY_LISTS];
/** Lists whose entries are matched after case folding, so they are written in lower case. */
const LOWER_CASE_LISTS = new Set(['languages', 'legal_forms', 'tax_words', 'names', 'cities']);

function regexProblems(where: string, sources: string[]): string[] {
  const out: string[] = [];
  for (const src of sources) {
    try {
      new RegExp(src, 'u');
    } catch (e) {
      out.push(`${where}: /${src}/u does not compile (${(e as Error).message})`);
    }
  }
  return out;
}

/** Problems of countries.json; empty when it follows the schema. */
export function validateCountries(data: unknown): string[] {
  if (!isObject(data)) return ['countries: not an object'];
  const out: string[] = [];
  for (const [code, entry] of Object.entries(data)) {
    const at = `countries.${code}`;
    if (!/^[A-Z]{2}$/.test(code)) out.push(`${at}: not an ISO 3166 alpha-2 code`);
    if (!isObject(entry)) {
      out.push(`${at}: not an object`);
      continue;
    }
    for (const k of Object.keys(entry)) if (!COUNTRY_KEYS.includes(k)) out.push(`${at}: unknown key "${k}"`);
    for (const k of COUNTRY_KEYS) if (!(k in entry)) out.push(`${at}: missing "${k}"`);
    if (typeof entry.currency !== 'string' || !/^[A-Z]{3}$/.test(entry.currency)) out.push(`${at}.currency: not an ISO 4217 code`);
    if (!['DMY', 'MDY', 'YMD'].includes(entry.date_order as string)) out.push(`${at}.date_order: "${String(entry.date_order)}"`);
    if (entry.iban_prefix !== null && !(typeof entry.iban_prefix === 'string' && /^[A-Z]{2}$/.test(entry.iban_prefix))) {
      out.push(`${at}.iban_prefix: neither null nor two capitals`);
    }
    for (const k of COUNTRY_LISTS) {
      const list = entry[k];
      if (!isStringArray(list)) {
        out.push(`${at}.${k}: not a list of strings`);
        continue;
      }
      if (new Set(list).size !== list.length) out.push(`${at}.${k}: repeated entry`);
      if (LOWER_CASE_LISTS.has(k)) for (const s of list) if (s !== s.toLowerCase()) out.push(`${at}.${k}: "${s}" is not lower case`);
    }
    if (!isStringArray(entry.languages) || !entry.languages.length) out.push(`${at}.languages: empty`);
    if (!isStringArray(entry.currency_symbols) || !entry.currency_symbols.length) out.push(`${at}.currency_symbols: empty`);
    if (isStringArray(entry.phone_prefixes)) {
      for (const p of entry.phone_prefixes) if (!/^[1-9]\d{0,3}$/.test(p)) out.push(`${at}.phone_prefixes: "${p}"`);
    }
    for (const k of ['tax_id_patterns', 'postcode_patterns'] as const) {
      if (isStringArray(entry[k])) out.push(...regexProblems(`${at}.${k}`, entry[k] as string[]));
    }
  }
  return out;
}

export function parseCountries(data: unknown): CountryFile {
  const problems = validateCountries(data);
  if (problems.length) throw new Error(`countries.json: ${problems.join('; ')}`);
  return data as CountryFile;
}

