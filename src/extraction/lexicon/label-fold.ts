/**
 * Text folding and tokenizing shared by the label matcher and by callers that compare words the way labels are
 * compared (case, accents, compatibility forms and OCR look-alike digits).
 */
/** Scripts written without spaces between words. */
export const UNSPACED = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
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
    // The same folding as the label files' own (schema.ts foldPhrase): ß is ss, a final sigma a sigma, and Turkish
    // dotless ı an i (capitals print both ı and i as I: "SAYIN", "ALICI" are "sayın", "alıcı").
    f = f.toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ').replace(/ı/g, 'i');
    for (let k = 0; k < f.length; k++) map.push(i);
    norm += f;
    i += ch.length;
  }
  map.push(text.length);
  return { norm, map };
}

export interface Token {
  text: string;
  start: number;
  end: number;
}

export function tokenize(norm: string): Token[] {
  return [...norm.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
}

export const stripDot = (t: string) => t.replace(/[.']+$/, '');

/** A phrase's tokens with its number sign "nº", "n.º" (folded "no", "n.o") or "n°" reduced to a bare "n". */
export function withoutOrdinal(toks: string[]): string[] | undefined {
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
