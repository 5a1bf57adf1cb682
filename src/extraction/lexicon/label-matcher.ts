import type { FieldKey as LabelKey, LabelFile as LanguageLabels } from './schema';
import { TolerantIndex } from './tolerant-labels';
import { type AnyEntry, type AnyKey, composeNumbers } from './label-compose';
import { fold, stripDot, type Token, tokenize, UNSPACED, withoutOrdinal } from './label-fold';

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
    return composeNumbers(kept, norm).map((s) => ({ ...s, start: map[s.start], end: map[s.end] }));
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

  /** Bare number signs in the text ("No. 4711", "# 12"), for labels printed as a sign alone. */
  signs(text: string): Array<{ start: number; end: number }> {
    const { norm, map } = fold(text);
    return this.spaced(norm).filter((h) => h.key === '_sign').map((h) => ({ start: map[h.start], end: map[h.end] }));
  }
}
