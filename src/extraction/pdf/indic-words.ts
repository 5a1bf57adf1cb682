/**
 * Word boundaries between pieces of Indic text (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu,
 * Kannada, Malayalam, Sinhala) in a PDF text layer read by pdfjs.
 *
 * Why: pdfjs counts any glyph whose text holds a nonspacing mark as zero wide (its "zero-width diacritic" test looks
 * at the whole glyph text), so a shaped cluster drawn as one glyph ("दु", "प्र", "त्त", "रू") gets no width and the
 * next glyph seems to start after a gap. pdfjs then reports that gap as a space: inside an item, or as a
 * whitespace-only item as wide as the lost cluster. Widths after such a cluster cannot separate words; the
 * whitespace pdfjs reports there can, by its width:
 * - a drawn space after a glyph pdfjs measured is a font's space advance: at most ~0.6 em (monospaced fonts);
 * - the lost width of a cluster alone is wider than that (a conjunct or a syllable with its vowel sign);
 * - a lost cluster followed by a drawn space adds both: wider still.
 */

const VIRAMA = '\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d\u0dca';
const INDIC = /[\u0900-\u0dff]/u;
/** The last orthographic cluster of a text: consonants joined by viramas, then a letter and its signs. */
const LAST_CLUSTER = new RegExp(`(?:\\p{L}\\p{M}*?[${VIRAMA}]\\u200d?)*\\p{L}?\\p{M}*$`, 'u');

/** A drawn space of any font is narrower than this (em); pdfjs's estimate of a lost cluster is at least this wide. */
const DRAWN_SPACE_MAX = 0.7;
/** A lost cluster alone is narrower than this (em); wider whitespace also holds a drawn space. */
const LOST_CLUSTER_MAX = 1.3;
/** With no whitespace reported, a piece this close (em) after a lost cluster continues its word. */
const LOST_GAP_MAX = 1.5;

export const isIndic = (ch: string | undefined): boolean => ch !== undefined && INDIC.test(ch);

/** The text ends in an Indic cluster that pdfjs may have drawn with zero width (it holds a nonspacing mark). */
export function endsInLostCluster(text: string): boolean {
  if (!isIndic(text[text.length - 1])) return false;
  const cluster = LAST_CLUSTER.exec(text)?.[0] ?? '';
  return /\p{Mn}/u.test(cluster);
}

/**
 * Whether `right` continues the word of `left`, when `left` ends in a cluster of uncertain width: `gap` is the
 * drawn distance between them, `blanks` the widths of the whitespace pdfjs reported between them, both in em.
 * Undefined when the rule has nothing to say (the text before is measured well: geometry decides).
 */
export function continuesLostCluster(left: string, right: string, gap: number, blanks: number[]): boolean | undefined {
  if (!endsInLostCluster(left)) return undefined;
  if (blanks.length === 0) return gap < LOST_GAP_MAX;
  const blank = blanks.reduce((a, b) => a + b, 0);
  return isIndic(right[0]) && blank >= DRAWN_SPACE_MAX && blank < LOST_CLUSTER_MAX;
}

/** A text ending in non-Indic text (digits, Latin, punctuation) directly followed by an Indic cluster with a mark. */
const STRAY_CLUSTER = new RegExp(`^(.*[^\\s\\u0900-\\u0dff])((?:\\p{L}\\p{M}*?[${VIRAMA}]\\u200d?)*\\p{L}?\\p{M}*)$`, 'u');

/** Half an em back along the text direction: where a cluster drawn just before the glyph at `t` starts. */
const before = (t: number[]) => [t[0], t[1], t[2], t[3], t[4] - 0.5 * t[0], t[5] - 0.5 * t[1]];

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL?: boolean;
}

/**
 * pdfjs never positions a glyph it counts zero wide: it appends it to the item being built, even when the glyph is
 * drawn at the start of the next line ("423.00दू" / "ध 1 लीटर" for "दूध"). A line-ending item whose text runs from
 * non-Indic text straight into such a cluster gives the cluster back to the next text item, as an item of its own
 * drawn just before that one starts (and before any marked-content span, whose ActualText would replace it).
 */
export function detachStrayClusters<T extends TextItem>(items: Array<T | { type: string }>): Array<T | { type: string }> {
  const isText = (i: T | { type: string }): i is T => 'str' in i;
  const out: Array<T | { type: string }> = [];
  items.forEach((item, i) => {
    const m = isText(item) && item.hasEOL ? STRAY_CLUSTER.exec(item.str) : null;
    const next = m && endsInLostCluster(m[2]) ? items.slice(i + 1).find((n): n is T => isText(n) && n.str.trim() !== '') : undefined;
    if (!m || !next || !isText(item)) out.push(item);
    else out.push({ ...item, str: m[1] }, { ...item, str: m[2], width: 0, transform: before(next.transform), hasEOL: false });
  });
  return out;
}
