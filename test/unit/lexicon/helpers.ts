import { readFileSync } from 'fs';
import { join } from 'path';
import { LANGUAGES, type Language, type LabelFile, type ValueType } from '../../../src/extraction/lexicon/schema';

export const LEXICON_DIR = join(__dirname, '../../../src/extraction/lexicon');

export function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(LEXICON_DIR, file), 'utf8'));
}

export const LABEL_FILES: Record<Language, LabelFile> = Object.fromEntries(
  LANGUAGES.map((l) => [l, readJson(`labels/${l}.json`) as LabelFile]),
) as Record<Language, LabelFile>;

/**
 * The test's own matcher, independent of the extractor's: case and accents folded, "ß" = "ss", final sigma = sigma,
 * full-width forms folded (NFKD). Scripts written without spaces match as substrings; others as whole phrases
 * (no letter or mark right before or after). A phrase written with a final dot needs that dot.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    // Accents, and the Devanagari nukta, as the label matcher folds them.
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ς/g, 'σ')
    .replace(/ı/g, 'i')
    .replace(/[\u05f4\u201c\u201d\u201e]/g, '"')
    .replace(/[\u05f3\u2018\u2019]/g, "'");
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Letters continue a word; a digit right after a label does not ("№77", "Nr.5", "INV#12"). */
const WORD_CHAR = /[\p{L}\p{M}]/u;

export function isUnspaced(phrase: string): boolean {
  return UNSPACED.test(phrase);
}

export function containsPhrase(text: string, phrase: string): boolean {
  const t = fold(text);
  const p = fold(phrase);
  if (!p) return false;
  if (isUnspaced(p)) return t.includes(p);
  for (let at = t.indexOf(p); at >= 0; at = t.indexOf(p, at + 1)) {
    const before = at > 0 ? t[at - 1] : '';
    const after = t[at + p.length] ?? '';
    const okBefore = !WORD_CHAR.test(p[0]) || !before || !WORD_CHAR.test(before);
    const okAfter = !WORD_CHAR.test(p[p.length - 1]) || !after || !WORD_CHAR.test(after);
    if (okBefore && okAfter) return true;
  }
  return false;
}

/** Dates and amounts as each language's documents print them. */
export const LOCALE_SAMPLES: Record<Language, { date: string; money: string }> = {
  en: { date: '14/03/2026', money: '$1,234.56' },
  de: { date: '14.03.2026', money: '1.234,56 €' },
  fr: { date: '14/03/2026', money: '1 234,56 €' },
  nl: { date: '14-03-2026', money: '€ 1.234,56' },
  es: { date: '14/03/2026', money: '1.234,56 €' },
  it: { date: '14/03/2026', money: '€ 1.234,56' },
  pt: { date: '14/03/2026', money: '1.234,56 €' },
  da: { date: '14.03.2026', money: '1.234,56 kr.' },
  ru: { date: '14.03.2026', money: '1 234,56 ₽' },
  el: { date: '14/03/2026', money: '1.234,56 €' },
  id: { date: '14/03/2026', money: 'Rp 1.234.560' },
  fil: { date: '03/14/2026', money: '₱1,234.56' },
  ar: { date: '14/03/2026', money: '1,234.56 ر.س' },
  he: { date: '14/03/2026', money: '₪1,234.56' },
  hi: { date: '14/03/2026', money: '₹1,234.56' },
  zh: { date: '2026年3月14日', money: '¥1,234.56' },
  ja: { date: '2026年3月14日', money: '¥1,234' },
  ko: { date: '2026년 3월 14일', money: '₩1,234,560' },
  ms: { date: '14/03/2026', money: 'RM 1,234.56' },
  pl: { date: '14.03.2026', money: '1 234,56 zł' },
  sv: { date: '2026-03-14', money: '1 234,56 kr' },
  tr: { date: '14.03.2026', money: '1.234,56 TL' },
};

/** A printed value of the type, in the language's conventions. */
export function sampleValue(type: ValueType, lang: Language): string {
  const { date, money } = LOCALE_SAMPLES[lang];
  switch (type) {
    case 'identifier': return 'INV-2026-0042';
    case 'date': return date;
    case 'period': return `${date} - ${date}`;
    case 'money': return money;
    case 'rate': return '20%';
    case 'payment_method': return 'VISA';
    case 'terms': return '30';
    case 'currency': return 'EUR';
    case 'tax_id': return 'DE123456789';
    case 'phone': return '+49 30 1234567';
    case 'email': return 'info@example.com';
    case 'url': return 'www.example.com';
    case 'iban': return 'DE89 3704 0044 0532 0130 00';
    case 'bic': return 'COBADEFFXXX';
    case 'name': return 'Example Bank';
    case 'party': return 'ACME';
    case 'page': return '1 / 2';
  }
}
