/**
 * Character-level helpers for address splitting. `normalise` keeps every offset (one UTF-16 unit in, one out), so
 * a range found in the normal form cuts the printed text at the same place.
 */

/** Arabic-Indic, Extended Arabic-Indic, Devanagari and full-width digits; full-width Latin; dashes; spaces; commas. */
export function normalise(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) out += s[i];
    else if (c >= 0x0660 && c <= 0x0669) out += String.fromCharCode(48 + c - 0x0660);
    else if (c >= 0x06f0 && c <= 0x06f9) out += String.fromCharCode(48 + c - 0x06f0);
    else if (c >= 0x0966 && c <= 0x096f) out += String.fromCharCode(48 + c - 0x0966);
    else if (c >= 0xff10 && c <= 0xff19) out += String.fromCharCode(48 + c - 0xff10);
    else if ((c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a)) out += String.fromCharCode(c - 0xfee0);
    else if ((c >= 0x2010 && c <= 0x2015) || c === 0x2212 || c === 0xff0d) out += '-';
    else if (c === 0x3000 || c === 0x00a0 || c === 0x200e || c === 0x200f || c === 0x202f) out += ' ';
    else if (c === 0x060c || c === 0xff0c) out += ',';
    else if (c === 0x061b || c === 0xff1b) out += ';';
    else if (c === 0xff08) out += '(';
    else if (c === 0xff09) out += ')';
    else if (c === 0xff1a) out += ':';
    else out += s[i];
  }
  return out;
}

const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u0640\u05b0-\u05bd\u05bf-\u05c7]/g;

const folded = new Map<string, string>();

/** A lookup key: lower case, no accents or vowel points, no dots, one space between words. */
export function fold(s: string): string {
  let k = folded.get(s);
  if (k === undefined) {
    // Keys repeat across addresses (state and country names, street words): remember a bounded number of them.
    if (folded.size > 20_000) folded.clear();
    k = foldUncached(s);
    folded.set(s, k);
  }
  return k;
}

function foldUncached(s: string): string {
  if (/^[\x20-\x7e]*$/.test(s)) return s.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(MARKS, '')
    .normalize('NFC')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/״/g, '"')
    .replace(/[׳’`]/g, "'")
    .replace(/[\u2010-\u2015\u2212\u05be]/g, '-')
    .replace(/[.\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Separators and stray brackets that never belong to the text at a piece's edge. */
const EDGE_JUNK = /[\s,;:|\-/·•]/;

/** The range [a, b) of `s` without separators at its edges and without unmatched brackets; undefined if empty. */
export function trimRange(s: string, a: number, b: number): [number, number] | undefined {
  for (;;) {
    while (a < b && EDGE_JUNK.test(s[a])) a++;
    while (b > a && EDGE_JUNK.test(s[b - 1])) b--;
    if (a >= b) return undefined;
    const t = s.slice(a, b);
    if (t[0] === '(' && (!t.includes(')') || t === '()')) a++;
    else if (t[0] === ')') a++;
    else if (t[t.length - 1] === '(') b--;
    else if (t[t.length - 1] === ')' && !t.includes('(')) b--;
    else return [a, b];
  }
}

/** Separators between the parts of one printed line: commas (any script), semicolons, bars, a spaced dash. */
const SEPARATOR = /[,;|]|\s-+\s/g;

/** Every match of a global regex, without the copy of the regex that String.prototype.matchAll makes. */
export function* allMatches(re: RegExp, s: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    if (m[0] === '') re.lastIndex++;
    yield m;
  }
}

/** The pieces of a normalised line between separators, trimmed. */
export function pieces(norm: string): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (const m of allMatches(SEPARATOR, norm)) {
    const r = trimRange(norm, from, m.index);
    if (r) out.push(r);
    from = m.index + m[0].length;
  }
  const r = trimRange(norm, from, norm.length);
  if (r) out.push(r);
  return out;
}

const WORD = /\S+/g;

/** Words of `s` (split on white space) with their offsets. */
export function words(s: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  for (const m of allMatches(WORD, s)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}
