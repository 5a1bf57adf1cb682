import type { FieldKey as LabelKey, LabelFile as LanguageLabels } from './schema';
import { TolerantIndex } from './tolerant-labels';

/**
 * Finds printed labels in a line of text, with their character offsets, from the per-language label files.
 *
 * Matching rules (the data lists phrases as printed; these rules supply the variants people print around them):
 *   - case- and accent-insensitive, compatibility forms folded (full-width "：", "№" kept as a sign);
 *   - spaced scripts match whole tokens, longest phrase first, so "Sub Total" is a subtotal and not also a total;
 *   - a one-word phrase written with a final dot ("nr.", "str.") needs the dot; in longer phrases dots are optional
 *     ("Rechnung Nr 12" and "Rechnung Nr. 12" both match "rechnung nr.");
 *   - Han, kana and Hangul phrases match as substrings: those scripts do not space words ("請求書番号：", "합계금액");
 *   - a document word and a number sign, in either order with an optional connector, make a number label even
 *     when the pair is not listed ("Kreditnota nr.", "番号 請求書", "رقم الفاتورة", "numero ng resibo").
 */
export interface LabelSpan {
  key: LabelKey;
  /** Offsets in the searched text (UTF-16 units), end exclusive. */
  start: number;
  end: number;
  /** Language of the phrase that matched (the first file listing it). */
  lang: string;
  /** Tokens the phrase spans: longer phrases are more specific. */
  words: number;
  /** Made from a document word and a number sign rather than listed whole. */
  composed?: boolean;
  /** Read with one letter misread (tolerant-labels.ts). */
  tolerant?: boolean;
}

/** Scripts written without spaces between words. */
const UNSPACED = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
/**
 * Forms of one Han character that labels are printed in: a PDF's font may name the simplified 户 of "客户名称" by the
 * traditional 戶 in its text layer (Noto Sans CJK SC does), and Japanese writes 戸.
 */
const HAN_VARIANTS: Record<string, string> = { 戶: '户', 戸: '户' };
/** Accents, and the Devanagari nukta: Hindi prints "फ़ोन" and "फोन", "आख़िरी" and "आखिरी" for the same word. */
const COMBINING = /[\u0300-\u036f\u093c]/g;

/**
 * A word (letters and marks, joined inside by . / ' " & - and optionally ending in a dot, or in the apostrophe that
 * abbreviates Hebrew words: "מס'" for מספר), a number, or a sign.
 * Letters and digits never share a token, so "No.2" reads as "no." + "2".
 */
const TOKEN = /\p{L}[\p{L}\p{M}]*(?:[./'"&-]\p{L}[\p{L}\p{M}]*)*[.']?|\p{N}+(?:[.,/:&-]\p{N}+)*|[#№°]/gu;

/** Brackets and colons OCR spaces off a CJK label ("合計 ( 税 抜 )", "番号 :"). */
const CJK_PUNCT = /[()（）「」【】:：]/;

/** A space OCR put between CJK glyphs, or between one and a bracket or colon beside it. */
function closesUp(before: string, after: string): boolean {
  const a = UNSPACED.test(before);
  const b = UNSPACED.test(after);
  return (a && b) || (a && CJK_PUNCT.test(after)) || (b && CJK_PUNCT.test(before));
}

/** Digits OCR reads for the letters they resemble ("v66r" for "vóór", "T0tal", "Inv0ice"). */
const LOOKALIKE: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '6': 'o', '8': 'b' };
const ALPHABETIC = String.raw`[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]`;
/** One or two digits inside an alphabetic word: no identifier prints a lone digit between letters of a label. */
const DIGITS_IN_WORD = new RegExp(String.raw`(?<=${ALPHABETIC})\d{1,2}(?=${ALPHABETIC})`, 'gu');

/**
 * A word as OCR may have printed it, its digit look-alikes read as the letters they stand for (same length, so
 * offsets still point into the source text). Words with other digits stay (identifiers such as "INV2026").
 */
export function lookalikeLetters(text: string): string {
  return text.replace(DIGITS_IN_WORD, (d, at: number) => {
    const word = /[\p{L}\p{N}]*$/u.exec(text.slice(0, at))![0] + d + /^[\p{L}\p{N}]*/u.exec(text.slice(at + d.length))![0];
    if (word.replace(d, '').match(/\d/) || !/^[01568]+$/.test(d)) return d;
    return [...d].map((c) => LOOKALIKE[c]).join('');
  });
}

/** Per-character fold: lower case, accents off, quote marks unified. Returns the folded text and, per folded unit, its source offset. */
export function fold(source: string): { norm: string; map: number[] } {
  const text = lookalikeLetters(source);
  let norm = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    // OCR spaces Han, kana and Hangul glyph by glyph ("공 급 가 액", "請求 書 番号"): one space between two such glyphs
    // is no word break in a label.
    if (ch === ' ' && i > 0 && closesUp(text[i - 1], text[i + 1] ?? '')) {
      i++;
      continue;
    }
    let f = ch;
    if (cp > 0x7f) {
      f = ch === '№' ? ch : ch.normalize('NFKD').replace(COMBINING, '');
      f = f.replace(/[\u05f4\u201c\u201d\u201e\u00ab\u00bb]/g, '"').replace(/[\u05f3\u2018\u2019]/g, "'");
      f = HAN_VARIANTS[f] ?? f;
    }
    // The same folding as the label files' own (schema.ts foldPhrase): ß is ss, a final sigma a sigma.
    f = f.toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ');
    for (let k = 0; k < f.length; k++) map.push(i);
    norm += f;
    i += ch.length;
  }
  map.push(text.length);
  return { norm, map };
}

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokenize(norm: string): Token[] {
  return [...norm.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
}

const stripDot = (t: string) => t.replace(/[.']+$/, '');

/** A phrase's tokens with its number sign "nº", "n.º" (folded "no", "n.o") or "n°" reduced to a bare "n". */
function withoutOrdinal(toks: string[]): string[] | undefined {
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < toks.length; i++) {
    const t = stripDot(toks[i]);
    if (t === 'no' || t === 'n.o') {
      out.push('n');
      changed = true;
    } else if (t === '°' && out[out.length - 1] === 'n') changed = true;
    else out.push(toks[i]);
  }
  return changed ? out : undefined;
}

type Entry = { key: LabelKey; lang: string; words: number };
/** Sign and connector pseudo-keys take part in matching only to compose number labels. */
type AnyKey = LabelKey | '_sign' | '_connector';
type AnyEntry = { key: AnyKey; lang: string; words: number; tolerant?: boolean };

/** Which number label a document word makes with a sign. */
const NUMBER_OF: Partial<Record<LabelKey, LabelKey>> = {
  doc_invoice: 'invoice_number',
  doc_receipt: 'invoice_number',
  doc_credit_note: 'invoice_number',
  doc_proforma: 'invoice_number',
  doc_order: 'order_number',
};

export class LabelMatcher {
  /** Spaced phrases by their token sequence (dots stripped), with the single-word phrases that demand their dot. */
  private readonly phrases = new Map<string, AnyEntry[]>();
  private readonly prefixes = new Set<string>();
  private readonly dotted = new Set<string>();
  private readonly undotted = new Set<string>();
  private readonly unspaced = new Map<string, { phrase: string; entry: AnyEntry }[]>();
  /** Several-word phrases with their spaces dropped, consulted only for a token no phrase starts with. */
  private readonly glued = new Map<string, AnyEntry[]>();
  /** Long phrases found with one letter misread, when the matcher reads OCR'd text (`tolerant`). */
  private readonly tolerant?: TolerantIndex<AnyEntry>;

  constructor(languages: readonly LanguageLabels[], options: { tolerant?: boolean } = {}) {
    for (const l of languages) {
      for (const [key, field] of Object.entries(l.fields) as [LabelKey, { labels: string[] }][]) {
        for (const p of field.labels) this.add(p, key, l.language);
      }
      for (const s of l.signs ?? []) this.add(s, '_sign', l.language);
      for (const c of l.connectors ?? []) this.add(c, '_connector', l.language);
    }
    for (const list of this.unspaced.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);
    if (options.tolerant) {
      this.tolerant = new TolerantIndex();
      for (const [k, entries] of this.phrases) {
        // Signs and connectors only compose number labels; a misread one would compose from any short word.
        const labels = entries.filter((e) => e.key !== '_sign' && e.key !== '_connector').map((e) => ({ ...e, tolerant: true }));
        if (labels.length) this.tolerant.add(k, labels);
      }
    }
  }

  private add(phrase: string, key: AnyKey, lang: string): void {
    const norm = fold(phrase.trim()).norm;
    if (UNSPACED.test(norm) && !/\s/.test(norm)) {
      const list = this.unspaced.get(norm[0]) ?? [];
      if (!list.some((e) => e.phrase === norm && e.entry.key === key)) list.push({ phrase: norm, entry: { key, lang, words: 1 } });
      this.unspaced.set(norm[0], list);
      return;
    }
    const toks = tokenize(norm).map((t) => t.text);
    if (!toks.length) return;
    this.register(toks, key, lang);
    // OCR without an ordinal sign in its alphabet reads "Venda nº 863037" as "Venda n 863037": inside a phrase of
    // several words the bare "n" is still the number sign (alone it would be any letter n).
    const ordinal = /[º°]/.test(phrase) && toks.length > 1 ? withoutOrdinal(toks) : undefined;
    if (ordinal && ordinal.length > 1) this.register(ordinal, key, lang);
  }

  private register(toks: string[], key: AnyKey, lang: string): void {
    const bare = toks.map(stripDot);
    const k = bare.join(' ');
    // One language's "nr." and another's "nr": the undotted listing lets both forms through.
    const id = `${key}\u0000${k}`;
    if (toks.length === 1 && /[.']$/.test(toks[0]) && !this.undotted.has(id)) this.dotted.add(id);
    else if (toks.length === 1) {
      this.undotted.add(id);
      this.dotted.delete(id);
    }
    const list = this.phrases.get(k) ?? [];
    if (!list.some((e) => e.key === key)) list.push({ key, lang, words: toks.length });
    this.phrases.set(k, list);
    for (let n = 1; n < bare.length; n++) this.prefixes.add(bare.slice(0, n).join(' '));
    // OCR drops the space between the words of a label ("BILLTO", "DUEDATE", "InvoiceNo"): the words run together
    // name the same field, as one token (letters only, so no number or sign is glued on).
    const joined = bare.join('');
    if (bare.length > 1 && bare.length <= 3 && /^\p{L}+$/u.test(joined) && joined.length >= 5 && !this.phrases.has(joined)) {
      const glued = this.glued.get(joined) ?? [];
      if (!glued.some((e) => e.key === key)) glued.push({ key, lang, words: toks.length });
      this.glued.set(joined, glued);
    }
  }

  /** Every label in the text, left to right, longest first at each place; overlapping shorter hits are dropped. */
  find(text: string, options: { misread?: boolean } = {}): LabelSpan[] {
    const { norm, map } = fold(text);
    const raw = [...this.spaced(norm, options.misread ?? true), ...this.unspacedHits(norm)].sort((a, b) => a.start - b.start || b.end - a.end);
    const kept: Array<{ key: AnyKey; lang: string; words: number; start: number; end: number }> = [];
    let coveredTo = -1;
    let group: typeof kept = [];
    for (const h of raw) {
      // Same span, several fields ("date" in a due-date phrase list and a date list): keep each.
      if (group.length && h.start === group[0].start && h.end === group[0].end) {
        group.push(h);
        kept.push(h);
        continue;
      }
      if (h.start < coveredTo) continue;
      group = [h];
      kept.push(h);
      coveredTo = h.end;
    }
    return this.compose(kept, norm).map((s) => ({ ...s, start: map[s.start], end: map[s.end] }));
  }

  private spaced(norm: string, misread = true): Array<AnyEntry & { start: number; end: number }> {
    const toks = tokenize(norm);
    const out: Array<AnyEntry & { start: number; end: number }> = [];
    for (let i = 0; i < toks.length; i++) {
      let key = stripDot(toks[i].text);
      let best: { entries: AnyEntry[]; n: number } | undefined;
      const single = this.phrases.get(key);
      if (single) {
        const ok = single.filter((e) => !this.dotted.has(`${e.key}\u0000${key}`) || /[.']$/.test(toks[i].text));
        if (ok.length) best = { entries: ok, n: 1 };
      }
      for (let n = 1; this.prefixes.has(key) && i + n < toks.length; n++) {
        // A phrase does not run across a column gap or a colon.
        if (/[:：\t]|\s{2,}/.test(norm.slice(toks[i + n - 1].end, toks[i + n].start))) break;
        key += ' ' + stripDot(toks[i + n].text);
        const m = this.phrases.get(key);
        if (m) best = { entries: m, n: n + 1 };
      }
      if (!best) {
        const glued = this.glued.get(stripDot(toks[i].text));
        if (glued) best = { entries: glued, n: 1 };
      }
      const misreading = misread ? this.misreadAt(toks, i, norm) : undefined;
      if (misreading && misreading.n > (best?.n ?? 0)) best = misreading;
      if (!best) continue;
      const end = toks[i + best.n - 1].end;
      for (const e of best.entries) out.push({ ...e, start: toks[i].start, end });
    }
    return out;
  }

  /** The longest phrase the tokens from `i` read as with one letter misread, over more tokens than any exact hit. */
  private misreadAt(toks: Token[], i: number, norm: string): { entries: AnyEntry[]; n: number } | undefined {
    if (!this.tolerant || !/^\p{L}/u.test(toks[i].text)) return undefined;
    const windows: string[] = [];
    for (let n = 0; n < this.tolerant.maxTokens && i + n < toks.length; n++) {
      if (n && /[:：\t]|\s{2,}/.test(norm.slice(toks[i + n - 1].end, toks[i + n].start))) break;
      windows.push((n ? windows[n - 1] + ' ' : '') + stripDot(toks[i + n].text));
    }
    for (let n = windows.length; n >= 1; n--) {
      const entries = this.tolerant.find(windows[n - 1]);
      if (entries) return { entries, n };
    }
    return undefined;
  }

  private unspacedHits(norm: string): Array<AnyEntry & { start: number; end: number }> {
    if (!UNSPACED.test(norm)) return [];
    const out: Array<AnyEntry & { start: number; end: number }> = [];
    for (let i = 0; i < norm.length; i++) {
      const list = this.unspaced.get(norm[i]);
      if (!list) continue;
      const hit = list.find((e) => norm.startsWith(e.phrase, i));
      if (!hit) continue;
      for (const e of list) if (e.phrase === hit.phrase) out.push({ ...e.entry, start: i, end: i + hit.phrase.length });
    }
    return out;
  }

  /** Document word + sign (either order, optional connector) → a number label; signs and connectors never surface alone. */
  private compose(hits: Array<AnyEntry & { start: number; end: number }>, norm: string): Array<LabelSpan> {
    const out: LabelSpan[] = [];
    const near = (a: number, b: number) => b >= a && /^[\s\-–:.]{0,3}$/.test(norm.slice(a, b));
    const used = new Set<number>();
    for (let i = 0; i < hits.length; i++) {
      const h = hits[i];
      const made = NUMBER_OF[h.key as LabelKey];
      if (!made) continue;
      // doc [connector] sign
      let j = i + 1;
      while (j < hits.length && hits[j].start < h.end) j++;
      if (hits[j]?.key === '_connector' && near(h.end, hits[j].start)) j++;
      if (hits[j]?.key === '_sign' && near(hits[j - 1].end, hits[j].start)) {
        out.push({ key: made, start: h.start, end: hits[j].end, lang: h.lang, words: 2, composed: true });
        used.add(j);
        continue;
      }
      // sign [connector] doc
      let k = i - 1;
      if (hits[k]?.key === '_connector' && near(hits[k].end, h.start)) k--;
      if (hits[k]?.key === '_sign' && near(hits[k].end, hits[k + 1].start) && !used.has(k)) {
        out.push({ key: made, start: hits[k].start, end: h.end, lang: h.lang, words: 2, composed: true });
        used.add(k);
      }
    }
    for (const h of hits) if (h.key !== '_sign' && h.key !== '_connector') out.push(h as LabelSpan);
    // A composed label covers its document word: "Rechnung Nr." is a number label, not also a title.
    const composed = out.filter((s) => s.composed);
    return out
      .filter((s) => s.composed || !composed.some((c) => c.start <= s.start && s.end <= c.end))
      .sort((a, b) => a.start - b.start);
  }

  /** Bare number signs in the text ("No. 4711", "# 12"), for labels printed as a sign alone. */
  signs(text: string): Array<{ start: number; end: number }> {
    const { norm, map } = fold(text);
    return this.spaced(norm).filter((h) => h.key === '_sign').map((h) => ({ start: map[h.start], end: map[h.end] }));
  }
}
