import { fold } from '../lexicon/label-fold';
import type { CountryEvidence as CountryRow } from '../lexicon/schema';

/**
 * Which country a document comes from, weighed from evidence spread over all of its text: the country's name,
 * tax-id formats, IBAN, legal forms (Pty Ltd, GmbH, 株式会社, ООО), tax words (GST, MwSt, НДС), cities,
 * postcodes, phone prefixes and the document's language. The knowledge is the table in lexicon/countries.json.
 *
 * Evidence several countries share counts for each of them divided by how many share it: "GST" alone says
 * little (six countries print it), "Pty Ltd" + "GST" says Australia. Each piece counts once per document.
 */
/** One country's row of lexicon/countries.json (its shape is the lexicon's schema). */
export type CountryFacts = CountryRow;

export type CountryTable = Record<string, CountryFacts>;

/** Weights of one piece of evidence held by one country alone. */
const WEIGHT = { name: 3, taxId: 3, iban: 3, legalForm: 2.5, city: 2, taxWord: 1.5, postcode: 0.75, phone: 1, language: 1 };

/** Scripts that do not space words: their phrases are found as substrings. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

interface PhraseIndex {
  re: RegExp | undefined;
  owners: Map<string, string[]>;
}

function phraseIndex(table: CountryTable, pick: (f: CountryFacts) => string[]): PhraseIndex {
  const owners = new Map<string, string[]>();
  for (const [code, facts] of Object.entries(table)) {
    for (const p of pick(facts)) {
      const key = fold(p.trim()).norm;
      if (!key) continue;
      const list = owners.get(key) ?? [];
      if (!list.includes(code)) list.push(code);
      owners.set(key, list);
    }
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const keys = [...owners.keys()].sort((a, b) => b.length - a.length);
  const spaced = keys.filter((k) => !UNSPACED.test(k)).map(escape);
  const unspaced = keys.filter((k) => UNSPACED.test(k)).map(escape);
  const parts = [
    ...(spaced.length ? [String.raw`(?<![\p{L}\p{N}])(?:${spaced.join('|')})(?![\p{L}\p{N}])`] : []),
    ...(unspaced.length ? [`(?:${unspaced.join('|')})`] : []),
  ];
  return { re: parts.length ? new RegExp(parts.join('|'), 'gu') : undefined, owners };
}

export class CountryEvidence {
  private readonly names: PhraseIndex;
  private readonly legalForms: PhraseIndex;
  private readonly taxWords: PhraseIndex;
  private readonly cities: PhraseIndex;
  private readonly patterns: Array<{ code: string; re: RegExp; weight: number }> = [];
  private readonly phone = new Map<string, string[]>();
  private readonly iban = new Map<string, string>();

  constructor(private readonly table: CountryTable) {
    this.names = phraseIndex(table, (f) => f.names);
    this.legalForms = phraseIndex(table, (f) => f.legal_forms);
    this.taxWords = phraseIndex(table, (f) => f.tax_words);
    this.cities = phraseIndex(table, (f) => f.cities);
    for (const [code, f] of Object.entries(table)) {
      for (const p of f.tax_id_patterns) this.patterns.push({ code, re: new RegExp(p, 'u'), weight: WEIGHT.taxId });
      for (const p of f.postcode_patterns) this.patterns.push({ code, re: new RegExp(p, 'u'), weight: WEIGHT.postcode });
      for (const p of f.phone_prefixes) this.phone.set(p, [...(this.phone.get(p) ?? []), code]);
      if (f.iban_prefix) this.iban.set(f.iban_prefix.toUpperCase(), code);
    }
  }

  facts(code: string): CountryFacts | undefined {
    return this.table[code];
  }

  /** Countries that print this currency symbol (as listed in the table). */
  usersOf(symbol: string): string[] {
    return Object.entries(this.table).filter(([, f]) => f.currency_symbols.includes(symbol)).map(([c]) => c);
  }

  /** Evidence per country; `language` is the document's ISO 639-1 language when known. */
  scores(text: string, language?: string): Map<string, number> {
    const score = new Map<string, number>();
    const add = (codes: string[], weight: number) => {
      for (const c of codes) score.set(c, (score.get(c) ?? 0) + weight / codes.length);
    };
    const { norm: folded, map } = fold(text);
    for (const [index, weight] of [[this.names, WEIGHT.name], [this.legalForms, WEIGHT.legalForm], [this.taxWords, WEIGHT.taxWord], [this.cities, WEIGHT.city]] as const) {
      if (!index.re) continue;
      const seen = new Set<string>();
      for (const m of folded.matchAll(index.re)) {
        // A legal form of two or three letters is a word of other languages in lower case (Tagalog "ay", "sa";
        // the Finnish forms "Ay", "Oy" and the Swiss "SA" are printed with a capital).
        if (index === this.legalForms && /^\p{L}{2,3}$/u.test(m[0]) && !/\p{Lu}/u.test(text[map[m.index!]] ?? '')) continue;
        seen.add(m[0]);
      }
      for (const k of seen) add(index.owners.get(k) ?? [], weight);
    }
    for (const p of this.patterns) if (p.re.test(text)) add([p.code], p.weight);
    const prefixes = new Set<string>();
    for (const m of text.matchAll(/(?<![\w+])(?:\+|00)\s?(\d{1,3})(?=[\s\-(./]|\d{6,})/g)) {
      // "+1" names no one country; longer prefixes are tried before their first digits.
      for (const len of [3, 2, 1]) {
        const p = m[1].slice(0, len);
        if (p.length === len && this.phone.has(p)) {
          prefixes.add(p);
          break;
        }
      }
    }
    for (const p of prefixes) add(this.phone.get(p)!, WEIGHT.phone);
    for (const m of text.matchAll(/\b([A-Z]{2})\d{2}(?:\s?[A-Z0-9]{4}){2,7}/g)) {
      const c = this.iban.get(m[1]);
      if (c) add([c], WEIGHT.iban);
    }
    if (language) add(Object.entries(this.table).filter(([, f]) => f.languages.includes(language)).map(([c]) => c), WEIGHT.language);
    return score;
  }

  /** The most likely country among `among` (all when omitted), when the evidence is at least `min` and not tied. */
  best(text: string, language?: string, among?: string[], min = 1.5): string | undefined {
    const ranked = [...this.scores(text, language).entries()]
      .filter(([c]) => !among || among.includes(c))
      .sort((a, b) => b[1] - a[1]);
    if (!ranked.length || ranked[0][1] < min || ranked[0][1] - (ranked[1]?.[1] ?? 0) < 0.25) return undefined;
    return ranked[0][0];
  }
}
