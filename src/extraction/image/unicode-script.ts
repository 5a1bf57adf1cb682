/**
 * Unicode script of characters, for two jobs: choosing the OCR model set from a probe's output, and
 * ordering the words of right-to-left lines. Only the scripts of the languages we read are told apart.
 */
export type Script = 'latin' | 'greek' | 'cyrillic' | 'arabic' | 'hebrew' | 'devanagari' | 'han' | 'kana' | 'hangul';

const RANGES: Array<[number, number, Script]> = [
  [0x0041, 0x005a, 'latin'],
  [0x0061, 0x007a, 'latin'],
  [0x00c0, 0x024f, 'latin'],
  [0x1e00, 0x1eff, 'latin'],
  [0x0370, 0x03ff, 'greek'],
  [0x1f00, 0x1fff, 'greek'],
  [0x0400, 0x052f, 'cyrillic'],
  [0x0590, 0x05ff, 'hebrew'],
  [0xfb1d, 0xfb4f, 'hebrew'],
  [0x0600, 0x06ff, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
  [0x0900, 0x097f, 'devanagari'],
  [0x3040, 0x30ff, 'kana'],
  [0x31f0, 0x31ff, 'kana'],
  [0xff66, 0xff9f, 'kana'],
  [0x1100, 0x11ff, 'hangul'],
  [0x3130, 0x318f, 'hangul'],
  [0xac00, 0xd7af, 'hangul'],
  [0x3400, 0x4dbf, 'han'],
  [0x4e00, 0x9fff, 'han'],
  [0xf900, 0xfaff, 'han'],
];

/** The script of one code point; undefined for digits, punctuation, symbols and spaces. */
export function scriptOf(cp: number): Script | undefined {
  for (const [lo, hi, script] of RANGES) if (cp >= lo && cp <= hi) return script;
  return undefined;
}

/** Letters per script in `text` (digits and punctuation are common to all and not counted). */
export function countScripts(text: string, into: Map<Script, number> = new Map(), weight = 1): Map<Script, number> {
  for (const ch of text) {
    const s = scriptOf(ch.codePointAt(0) ?? 0);
    if (s) into.set(s, (into.get(s) ?? 0) + weight);
  }
  return into;
}

/** Whether a piece of text is written right to left: more Arabic/Hebrew letters than any others. */
export function isRtlText(text: string): boolean {
  const counts = countScripts(text);
  const rtl = (counts.get('arabic') ?? 0) + (counts.get('hebrew') ?? 0);
  let other = 0;
  for (const [s, n] of counts) if (s !== 'arabic' && s !== 'hebrew') other += n;
  return rtl > 0 && rtl > other;
}

/** Whether a word contains any right-to-left letter (decides its place in an RTL line). */
export function hasRtl(text: string): boolean {
  for (const ch of text) {
    const s = scriptOf(ch.codePointAt(0) ?? 0);
    if (s === 'arabic' || s === 'hebrew') return true;
  }
  return false;
}

/** The script with the most letters in `text`, among `allowed` (all when omitted); undefined without letters. */
export function dominantScriptOf(text: string, allowed?: readonly Script[]): Script | undefined {
  let best: Script | undefined;
  let most = 0;
  for (const [s, n] of countScripts(text)) {
    if (allowed && !allowed.includes(s)) continue;
    if (n > most) (best = s), (most = n);
  }
  return best;
}
