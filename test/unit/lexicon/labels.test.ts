import { FIELD_SPECS, LANGUAGES, type FieldKey, type Language, type ValueType } from '../../../src/extraction/lexicon/schema';
import { LABEL_FILES, containsPhrase, fold, isUnspaced, sampleValue } from './helpers';

const capitalise = (s: string): string => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** How a label is printed before its value: "Label: value", "LABEL value", "Label value" (and "：" in CJK). */
function printedVariants(label: string, type: ValueType | null, lang: Language): string[] {
  if (type === null) {
    // Column headers and document words stand alone or among other cells / before a number.
    return [capitalise(label), label.toUpperCase(), `No.  ${capitalise(label)}  2026-0042`];
  }
  const value = sampleValue(type, lang);
  const variants = [`${capitalise(label)}: ${value}`, `${label.toUpperCase()} ${value}`, `${capitalise(label)} ${value}`];
  if (isUnspaced(label)) variants.push(`${label}：${value}`, `${label}${value}`);
  return variants;
}

const cases: Array<[Language, FieldKey, string]> = [];
for (const lang of LANGUAGES) {
  for (const [field, entry] of Object.entries(LABEL_FILES[lang].fields)) {
    for (const label of entry!.labels) cases.push([lang, field as FieldKey, label]);
  }
}

describe('every label is found in printed lines of its language', () => {
  it.each(cases)('%s %s "%s"', (lang, field, label) => {
    for (const line of printedVariants(label, FIELD_SPECS[field].type, lang)) {
      expect([line, containsPhrase(line, label)]).toEqual([line, true]);
    }
  });
});

describe('the test matcher', () => {
  it('matches whole phrases in spaced scripts, substrings in CJK, dotted phrases only with the dot', () => {
    expect(containsPhrase('RECHNUNGS-NR.: 2026/0417', 'rechnungs-nr.')).toBe(true);
    expect(containsPhrase('Totality', 'total')).toBe(false);
    expect(containsPhrase('Nr 12', 'nr.')).toBe(false);
    expect(containsPhrase('Nr. 12', 'nr')).toBe(true);
    expect(containsPhrase('ΣΥΝΟΛΟ 12,00', 'σύνολο')).toBe(true);
    expect(containsPhrase('STRASSE 5', 'straße')).toBe(true);
    expect(containsPhrase('合計金額¥1,234', '合計')).toBe(true);
    expect(containsPhrase('Fecha de emision', 'fecha de emisión')).toBe(true);
    expect(fold('ＩＮＶ：１２')).toBe('inv:12');
  });
});

/** Does the example show a value of the field's type, not only the label? */
function showsValue(example: string, labels: string[], type: ValueType): boolean {
  const digits = (example.match(/\p{Nd}/gu) ?? []).length;
  switch (type) {
    case 'identifier':
    case 'date':
    case 'money':
    case 'tax_id':
    case 'page':
      return digits >= 1;
    case 'period':
      return digits >= 2;
    case 'rate':
      return /\p{Nd}\s?[%٪％]|[%٪％]\s?\p{Nd}/u.test(example);
    case 'phone':
      return digits >= 6;
    case 'email':
      return /\S+@\S+\.\S+/.test(example);
    case 'url':
      return /www\.|https?:\/\/|\.[a-z]{2,}(?:\/|\s|$)/i.test(example);
    case 'iban':
      return /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,}/.test(example);
    case 'bic':
      return /\b[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b/.test(example);
    case 'currency':
      return /\b[A-Z]{3}\b|[$€£¥₹₩₽₪₱฿₫₺]|руб|ريال|درهم|元|円|원/u.test(example);
    case 'payment_method':
    case 'terms':
    case 'name':
    case 'party': {
      // Something besides the label: the label removed, letters or digits remain.
      let rest = fold(example);
      const hit = [...labels].sort((a, b) => b.length - a.length).find((l) => containsPhrase(example, l));
      if (hit) rest = rest.replace(fold(hit), ' ');
      return /[\p{L}\p{N}][\p{L}\p{M}\p{N}]+/u.test(rest);
    }
  }
}

describe('examples', () => {
  const exampleCases: Array<[Language, FieldKey, string]> = [];
  for (const lang of LANGUAGES) {
    for (const [field, entry] of Object.entries(LABEL_FILES[lang].fields)) {
      for (const ex of entry!.examples) exampleCases.push([lang, field as FieldKey, ex]);
    }
  }

  it.each(exampleCases)('%s %s: "%s" holds a label of its field and a value of its type', (lang, field, example) => {
    const { labels } = LABEL_FILES[lang].fields[field]!;
    expect(labels.filter((l) => containsPhrase(example, l)).length).toBeGreaterThan(0);
    const type = FIELD_SPECS[field].type;
    if (type) expect([example, type, showsValue(example, labels, type)]).toEqual([example, type, true]);
  });
});
