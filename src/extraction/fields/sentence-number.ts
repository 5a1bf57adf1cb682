import { LANGUAGE_LABELS, labelsIn } from '../lexicon';
import { CURRENCY_ONLY, findAmounts } from './amounts';
import type { Doc } from './doc';
import { foldAccents } from './fold';

/**
 * The invoice number inside an opening sentence, where grammar bends the words the label files list: "по счёту
 * № 2026433", "σας τιμολογούμε, με αριθμό F202604-325", "فاتورتنا ذات الرقم 2026/0052", "בחשבונית שמספרה
 * R2025-165", "第F202502-403号发票", "請求書番号37103を発行". An identifier counts when one of the three words before it
 * is a number sign of some language, or shares its stem with a document word or a number word (the word without its
 * last two letters, at least four; a one-letter Hebrew or Arabic prefix may stand before it). Only lines of running
 * text are read (a sentence, possibly wrapped onto the next line), in reading order, and the first such number wins.
 */
const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
const isCjk = (s: string) => new RegExp(`[${CJK}]`, 'u').test(s);
const norm = (s: string) => foldAccents(s).toLowerCase().replace(/ё/g, 'е');

let cache: { words: string[]; signs: Set<string> } | undefined;
function vocabulary(): { words: string[]; signs: Set<string> } {
  if (cache) return cache;
  const words = new Set<string>();
  const signs = new Set<string>();
  for (const file of LANGUAGE_LABELS) {
    // One-glyph signs ("号", "第", "호") also count houses and rooms in an address: only as "第 … 号" (below).
    for (const s of file.signs) if (!isCjk(s) || s.length > 1) signs.add(norm(s));
    for (const phrase of [...(file.fields.doc_invoice?.labels ?? []), ...file.signs]) {
      for (const word of phrase.split(/\s+/).map(norm)) {
        const letters = word.replace(/[^\p{L}]/gu, '');
        if (letters.length >= (isCjk(letters) ? 2 : 3)) words.add(letters);
      }
    }
  }
  cache = { words: [...words], signs };
  return cache;
}

function namesTheNumber(token: string): boolean {
  const { words, signs } = vocabulary();
  const t = norm(token).replace(/[.,;:()]+$/u, '');
  if (signs.has(t)) return true;
  const letters = t.replace(/[^\p{L}]/gu, '');
  if (new RegExp(`[${CJK}]`, 'u').test(letters)) return words.some((w) => new RegExp(`[${CJK}]`, 'u').test(w) && letters.includes(w));
  return words.some((w) => {
    const stem = w.slice(0, Math.max(4, w.length - 2));
    return letters.startsWith(stem) || (/^[\p{Script=Hebrew}\p{Script=Arabic}]/u.test(letters) && letters.slice(1).startsWith(stem));
  });
}

const OTHER: ReadonlySet<string> = new Set(['tax_id', 'phone', 'fax', 'iban', 'bic', 'bank', 'account_number', 'customer_number', 'po_number',
  'order_number', 'doc_order', 'reference', 'email', 'website']);

/** Spaces where scripts without them meet an identifier, and around brackets and CJK punctuation. */
const spaced = (s: string) => s.replace(new RegExp(`(?<=[${CJK}])(?=[A-Za-z0-9])|(?<=[A-Za-z0-9])(?=[${CJK}])`, 'gu'), ' ').replace(/[()（）「」【】、，。：]/gu, ' $& ');

export function sentenceNumber(doc: Doc, looksLikeId: (token: string) => boolean): string | undefined {
  for (const line of doc.lines.slice(0, 60)) {
    if (line.cells.length !== 1) continue;
    const next = doc.lines[line.index + 1];
    const text = spaced(next && next.page === line.page && next.cells.length === 1 ? `${line.text} ${next.text}` : line.text);
    const tokens = text.split(/\s+/).filter(Boolean);
    // Running text: a sentence of several words, not a label/value line.
    if (spaced(line.text).split(/\s+/).filter(Boolean).length < 6) continue;
    for (let i = 1; i < tokens.length; i++) {
      const id = tokens[i].replace(/[.,;:]+$/u, '');
      if ((id.match(/\d/g) ?? []).length < 3 || !looksLikeId(id) || findAmounts(id).some((a) => a.decimals > 0 || a.hasCurrency)) continue;
      // A figure after its currency is money ("total tagihan menjadi Rp 19.980.000").
      if (CURRENCY_ONLY.test(tokens[i - 1])) continue;
      // A figure in brackets is an aside ("Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 471102": a type code).
      if (/^[(（]$/u.test(tokens[i - 1]) && /^[)）]/u.test(tokens[i + 1] ?? '')) continue;
      // "第F202502-403号发票", "제 2026-17 호": the ordinal frame of Chinese, Japanese and Korean numbers.
      if (/[第제]$/u.test(tokens[i - 1]) && /^[号號호]/u.test(tokens[i + 1] ?? '')) return id;
      const before = tokens.slice(Math.max(0, i - 3), i);
      // A clause ends at a comma or full stop: "… 2025, number" and "… the invoice number. 4285…" do not reach over it.
      // An abbreviated sign ("Nr.", "αρ.") ends in a dot of its own.
      const reach = before.slice(before.findLastIndex((t) => /[,.;]$/u.test(t) && !vocabulary().signs.has(norm(t))) + 1);
      // "VAT No: GB715185850", "Kontonr. 69763888", "order number PO-1234": the sign belongs to another number.
      // So does a longer label ending right before the number ("BIR Authority to Print No. 082AU…").
      const lead = tokens.slice(Math.max(0, i - 6), i).join(' ');
      const longer = labelsIn(lead).some((l) => OTHER.has(l.key) && !/[^\s:.#]/u.test(lead.slice(l.end)));
      if (reach.some(namesTheNumber) && !longer && !labelsIn(reach.join(' ')).some((l) => OTHER.has(l.key))) return id;
    }
  }
  return undefined;
}
