import {
  FIELD_KEYS, FIELD_SPECS, LANGUAGES, parseLabels, validateAddressWords, validateLabels, type FieldKey, type Language,
} from '../../../src/extraction/lexicon/schema';
import { LABEL_FILES, readJson } from './helpers';

/** Fields a language may leave out, with the reason; everything else must be present. */
const ABSENT: Partial<Record<Language, FieldKey[]>> = {};

/**
 * Each non-Latin language's labels are written in its script. Latin-only labels are allowed there only when that
 * is what the documents print (e-mail, IBAN, BIC …).
 */
const SCRIPT: Partial<Record<Language, RegExp>> = {
  ru: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  ar: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  hi: /\p{Script=Devanagari}/u,
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /[\p{Script=Hangul}\p{Script=Han}]/u,
};
const LATIN_ALLOWED = new Set([
  // Printed in Latin letters whatever the language of the document.
  'e-mail', 'email', 'www', 'web', 'url', 'tel', 'tel.', 'fax', 'iban', 'bic', 'swift', 'swift code', 'bic/swift',
  // Indian tax and bank codes, kept in Latin on Hindi invoices.
  'gst', 'cgst', 'sgst', 'igst', 'gst %', 'gstin', 'pan', 'hsn', 'sac', 'hsn/sac', 'ifsc', 'ifsc code', 'a/c no.', 'trn',
  // Card schemes and wallets as their logos spell them; Japanese JAN (barcode) codes.
  'pos', 'iris', 'mada', 'stc pay', 'rupay', 'paytm', 'upi', 'line pay', 'apple pay', 'alipay', 'wechat pay', 'paypay',
  'suica', 'pasmo', 'quicpay', 'au pay', 'jan',
]);

describe('label files follow the schema', () => {
  it.each(LANGUAGES.map((l) => [l]))('%s.json is valid', (lang) => {
    expect(validateLabels(readJson(`labels/${lang}.json`), lang)).toEqual([]);
    expect(() => parseLabels(readJson(`labels/${lang}.json`), lang)).not.toThrow();
  });

  it.each(LANGUAGES.map((l) => [l]))('%s has every field key, signs and at least one example per field', (lang) => {
    const file = LABEL_FILES[lang as Language];
    const missing = FIELD_KEYS.filter((k) => !file.fields[k] && !(ABSENT[lang as Language] ?? []).includes(k));
    expect(missing).toEqual([]);
    for (const k of FIELD_KEYS) {
      const entry = file.fields[k];
      if (entry && FIELD_SPECS[k].type) expect([k, entry.examples.length > 0]).toEqual([k, true]);
    }
    expect(file.signs.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(SCRIPT).map((l) => [l]))('%s labels are written in its script', (lang) => {
    const re = SCRIPT[lang as Language]!;
    const foreign: string[] = [];
    for (const [field, entry] of Object.entries(LABEL_FILES[lang as Language].fields)) {
      for (const l of entry!.labels) if (!re.test(l) && !LATIN_ALLOWED.has(l)) foreign.push(`${field}: ${l}`);
    }
    expect(foreign).toEqual([]);
  });

  it('rejects what breaks the schema', () => {
    const bad = {
      language: 'xx',
      fields: {
        totl: { labels: ['x'], examples: ['x'] },
        total: { labels: ['Total', 'total:', 'summe', 'summe'], examples: [] },
      },
      signs: [],
      connectors: [],
      extra: 1,
    };
    const problems = validateLabels(bad).join('\n');
    for (const expected of ['unknown "xx"', 'totl: not a field key', '"Total" is not lower case', 'ends with a colon',
      'listed twice', '0 examples', 'signs: empty', 'unknown top-level key "extra"']) {
      expect(problems).toContain(expected);
    }
    expect(validateLabels({ language: 'fr', fields: { total: { labels: ['total'], examples: ['Total 1'] } },
      signs: ['n°'], connectors: ['de'] }, 'fr')).toEqual([]);
    expect(validateLabels({ language: 'fr', fields: { total: { labels: ['montant', 'montánt'], examples: ['Montant 1'] } },
      signs: ['n°'], connectors: [] })).toEqual(['fields.total.labels: "montánt" listed twice (after folding case and accents)']);
  });

  it('address words are valid and cover every language', () => {
    const data = readJson('address-words.json');
    expect(validateAddressWords(data)).toEqual([]);
    expect(Object.keys(data as object).sort()).toEqual([...LANGUAGES].sort());
  });
});
