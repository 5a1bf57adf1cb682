import { isObject, isStringArray } from './json-guards';

export * from './country-schema';

/**
 * Shape of the label lexicon (`labels/<lang>.json`), the country evidence (`countries.json`) and the address words
 * (`address-words.json`), with validators the tests and loaders use. The knowledge itself lives in the JSON files.
 */

export const LANGUAGES = ['en', 'de', 'fr', 'nl', 'es', 'it', 'pt', 'da', 'ru', 'el', 'id', 'fil', 'ar', 'he', 'hi',
  'zh', 'ja', 'ko', 'ms', 'pl', 'sv', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * What a field's value is, so that tests and the extractor know what to look for next to its label. `null`: the
 * label names a column or a document and carries no value of its own on the line.
 */
export type ValueType = 'identifier' | 'date' | 'period' | 'money' | 'rate' | 'payment_method' | 'terms' | 'currency'
  | 'tax_id' | 'phone' | 'email' | 'url' | 'iban' | 'bic' | 'name' | 'party' | 'page';

export type FieldGroup = 'header' | 'party' | 'column' | 'document';

/** Every field key with its group and value type, in the order the files list them. */
export const FIELD_SPECS = {
  invoice_number: { group: 'header', type: 'identifier' },
  po_number: { group: 'header', type: 'identifier' },
  order_number: { group: 'header', type: 'identifier' },
  reference: { group: 'header', type: 'identifier' },
  customer_number: { group: 'header', type: 'identifier' },
  date: { group: 'header', type: 'date' },
  due_date: { group: 'header', type: 'date' },
  order_date: { group: 'header', type: 'date' },
  delivery_date: { group: 'header', type: 'date' },
  service_period: { group: 'header', type: 'period' },
  total: { group: 'header', type: 'money' },
  subtotal: { group: 'header', type: 'money' },
  tax: { group: 'header', type: 'money' },
  tax_rate: { group: 'header', type: 'rate' },
  balance_due: { group: 'header', type: 'money' },
  amount_paid: { group: 'header', type: 'money' },
  discount: { group: 'header', type: 'money' },
  shipping: { group: 'header', type: 'money' },
  tip: { group: 'header', type: 'money' },
  rounding: { group: 'header', type: 'money' },
  change: { group: 'header', type: 'money' },
  tendered: { group: 'header', type: 'money' },
  deposit: { group: 'header', type: 'money' },
  payment_method: { group: 'header', type: 'payment_method' },
  payment_terms: { group: 'header', type: 'terms' },
  currency: { group: 'header', type: 'currency' },
  tax_id: { group: 'header', type: 'tax_id' },
  phone: { group: 'header', type: 'phone' },
  fax: { group: 'header', type: 'phone' },
  email: { group: 'header', type: 'email' },
  website: { group: 'header', type: 'url' },
  iban: { group: 'header', type: 'iban' },
  bic: { group: 'header', type: 'bic' },
  bank: { group: 'header', type: 'name' },
  account_number: { group: 'header', type: 'identifier' },
  bill_to: { group: 'party', type: 'party' },
  ship_to: { group: 'party', type: 'party' },
  vendor_hint: { group: 'party', type: 'party' },
  remit_to: { group: 'party', type: 'party' },
  description: { group: 'column', type: null },
  sku: { group: 'column', type: null },
  quantity: { group: 'column', type: null },
  unit: { group: 'column', type: null },
  unit_price: { group: 'column', type: null },
  line_amount: { group: 'column', type: null },
  line_tax_rate: { group: 'column', type: null },
  line_discount: { group: 'column', type: null },
  doc_invoice: { group: 'document', type: null },
  doc_receipt: { group: 'document', type: null },
  doc_credit_note: { group: 'document', type: null },
  doc_order: { group: 'document', type: null },
  doc_delivery_note: { group: 'document', type: null },
  doc_quote: { group: 'document', type: null },
  doc_proforma: { group: 'document', type: null },
  thanks: { group: 'document', type: null },
  page: { group: 'document', type: 'page' },
} as const satisfies Record<string, { group: FieldGroup; type: ValueType | null }>;

export type FieldKey = keyof typeof FIELD_SPECS;
export const FIELD_KEYS = Object.keys(FIELD_SPECS) as FieldKey[];

export interface FieldLabels {
  /** Lower-case phrases as printed; a final dot is part of the phrase ("nr." needs the dot). */
  labels: string[];
  /** 1–3 printed lines, each holding one of the labels (and, for value fields, a value of the field's type). */
  examples: string[];
}

export interface LabelFile {
  language: Language;
  fields: Partial<Record<FieldKey, FieldLabels>>;
  /** Number signs and abbreviations ("nr.", "n°", "番号"), composed with document words by the matcher. */
  signs: string[];
  /** Little words between a document word and a sign ("de", "of", "ng", "的"). */
  connectors: string[];
}

/** `{ "de": ["straße", …] }`: street and building words per language. */
export type AddressWords = Partial<Record<Language, string[]>>;

/**
 * Lower case, accents dropped, "ß" as "ss", final sigma as sigma, Turkish dotless ı as i: two phrases with the same fold are the same
 * phrase to the matcher. Compatibility forms are kept ("nº" and "no" are both listed where both are printed).
 */
export function foldPhrase(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/ς/g, 'σ')
    .replace(/ı/g, 'i')
    .replace(/[\u05f4\u201c\u201d\u201e]/g, '"')
    .replace(/[\u05f3\u2018\u2019]/g, "'");
}

function phraseProblems(where: string, list: unknown, opts: { allowEmpty?: boolean } = {}): string[] {
  if (!isStringArray(list)) return [`${where}: not a list of strings`];
  const out: string[] = [];
  if (!list.length && !opts.allowEmpty) out.push(`${where}: empty`);
  const seen = new Set<string>();
  for (const p of list) {
    if (p !== p.trim() || !p.length || /\s{2}/.test(p)) out.push(`${where}: "${p}" has stray spaces`);
    if (p !== p.toLowerCase()) out.push(`${where}: "${p}" is not lower case`);
    if (/[:：]$/.test(p)) out.push(`${where}: "${p}" ends with a colon (the matcher makes colons optional)`);
    const key = foldPhrase(p);
    if (seen.has(key)) out.push(`${where}: "${p}" listed twice (after folding case and accents)`);
    seen.add(key);
  }
  return out;
}

/** Problems of one label file; empty when it follows the schema. */
export function validateLabels(data: unknown, expectedLanguage?: string): string[] {
  if (!isObject(data)) return ['label file: not an object'];
  const out: string[] = [];
  const lang = data.language;
  if (typeof lang !== 'string' || !(LANGUAGES as readonly string[]).includes(lang)) out.push(`language: unknown "${String(lang)}"`);
  if (expectedLanguage && lang !== expectedLanguage) out.push(`language: "${String(lang)}" in the file of ${expectedLanguage}`);
  for (const k of Object.keys(data)) {
    if (!['language', 'fields', 'signs', 'connectors'].includes(k)) out.push(`unknown top-level key "${k}"`);
  }
  out.push(...phraseProblems('signs', data.signs), ...phraseProblems('connectors', data.connectors, { allowEmpty: true }));
  if (!isObject(data.fields)) return [...out, 'fields: not an object'];
  for (const [key, entry] of Object.entries(data.fields)) {
    if (!(key in FIELD_SPECS)) {
      out.push(`fields.${key}: not a field key`);
      continue;
    }
    if (!isObject(entry)) {
      out.push(`fields.${key}: not an object`);
      continue;
    }
    for (const k of Object.keys(entry)) if (k !== 'labels' && k !== 'examples') out.push(`fields.${key}: unknown key "${k}"`);
    out.push(...phraseProblems(`fields.${key}.labels`, entry.labels));
    const ex = entry.examples;
    if (!isStringArray(ex)) out.push(`fields.${key}.examples: not a list of strings`);
    else if (ex.length < 1 || ex.length > 3) out.push(`fields.${key}.examples: ${ex.length} examples (1–3 wanted)`);
    else if (new Set(ex).size !== ex.length) out.push(`fields.${key}.examples: repeated example`);
  }
  return out;
}

/** The validated file, or an error naming every problem. */
export function parseLabels(data: unknown, expectedLanguage?: string): LabelFile {
  const problems = validateLabels(data, expectedLanguage);
  if (problems.length) throw new Error(`label file ${expectedLanguage ?? ''}: ${problems.join('; ')}`);
  return data as LabelFile;
}

/** Problems of address-words.json. */
export function validateAddressWords(data: unknown): string[] {
  if (!isObject(data)) return ['address words: not an object'];
  const out: string[] = [];
  for (const [lang, list] of Object.entries(data)) {
    if (!(LANGUAGES as readonly string[]).includes(lang)) out.push(`address words: unknown language "${lang}"`);
    out.push(...phraseProblems(`address words.${lang}`, list));
  }
  return out;
}
