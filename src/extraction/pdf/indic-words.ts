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

/** Each further cluster of a run pdfjs lost adds at most this much (em): "स्ट्रक्श" (two conjuncts) is 2.8-3.3 wide. */
const LOST_NEXT_CLUSTER_MAX = 2.1;
/** A piece narrower than this (em) was measured zero wide: all of its text was lost, not only its last cluster. */
const ZERO_WIDE = 0.15;
/**
 * A one-cluster piece at least this wide (em) holds its measured base consonant, not only a vowel sign: a pre-base
 * "ि" is drawn first and measured (~0.25 em) while the conjunct after it may be lost ("प्रि").
 */
const MEASURED_BASE = 0.4;

/** Punctuation that closes the word before it, typed with no space before it (not the danda: often spaced). */
const CLOSING = /^[,.;:!?)\]}%]$/u;
/** The widest lost cluster (em) with only closing punctuation after it: a conjunct with its vowel signs. */
const LOST_CONJUNCT_MAX = 2;

export const isIndic = (ch: string | undefined): boolean => ch !== undefined && INDIC.test(ch);

/** The text ends in an Indic cluster that pdfjs may have drawn with zero width (it holds a nonspacing mark). */
export function endsInLostCluster(text: string): boolean {
  if (!isIndic(text[text.length - 1])) return false;
  const cluster = LAST_CLUSTER.exec(text)?.[0] ?? '';
  return /\p{Mn}/u.test(cluster);
}

/**
 * The text at the end of a piece that pdfjs may have measured zero wide, given the piece's own measured width (em;
 * undefined when the piece's width is only a share of its item's):
 * - a piece measured (next to) zero wide lost all of it ("स्ट्रक्श": five letters in conjunct glyphs);
 * - a piece that is one cluster as wide as a consonant kept it: its base was measured and its marks have no
 *   advance of their own ("के", "गु", "र्ड" drawn as base and mark glyphs, or a span's glyphs together);
 * - otherwise its last cluster, when that holds a mark.
 */
export function lostText(text: string, width?: number): string {
  if (!endsInLostCluster(text)) return '';
  const cluster = LAST_CLUSTER.exec(text)?.[0] ?? '';
  if (width === undefined) return cluster;
  if (width < ZERO_WIDE) return text;
  return cluster === text && width >= MEASURED_BASE ? '' : cluster;
}

/** The orthographic clusters of an Indic text (consonants joined by viramas, then a letter and its signs). */
function clusters(text: string): number {
  let n = 0;
  for (let rest = text; rest; n++) {
    const cluster = LAST_CLUSTER.exec(rest)?.[0] ?? '';
    rest = rest.slice(0, rest.length - Math.max(1, cluster.length));
  }
  return n;
}

/**
 * Whether `right` continues the word of `left`, when `left` ends in a cluster of uncertain width: `gap` is the
 * drawn distance between them, `blanks` the widths of the whitespace pdfjs reported between them, both in em;
 * `width` is the em width pdfjs measured for `left` when known (see lostText).
 * Undefined when the rule has nothing to say (the text before is measured well: geometry decides).
 */
export function continuesLostCluster(left: string, right: string, gap: number, blanks: number[], width?: number): boolean | undefined {
  const lost = lostText(left, width);
  if (!lost) return undefined;
  if (blanks.length === 0) return gap < LOST_GAP_MAX;
  const blank = blanks.reduce((a, b) => a + b, 0);
  // A lost run of several clusters (a piece measured zero wide) is as much wider.
  const widest = LOST_CLUSTER_MAX + LOST_NEXT_CLUSTER_MAX * Math.max(0, clusters(lost) - 1);
  // Closing punctuation ends the word before it ("महाराष्ट्र," "प्रा." "क्र."): no space is typed before it, so the
  // whole blank is the lost cluster, however wide a conjunct it was.
  if (CLOSING.test(right[0] ?? '')) return blank >= DRAWN_SPACE_MAX && blank < LOST_CONJUNCT_MAX;
  return isIndic(right[0]) && blank >= DRAWN_SPACE_MAX && blank < widest;
}

/** A text split before its last Indic cluster, when that cluster holds a mark and follows a visible character. */
function trailingCluster(text: string): [string, string] | undefined {
  if (!endsInLostCluster(text)) return undefined;
  const cluster = LAST_CLUSTER.exec(text)?.[0] ?? '';
  const head = text.slice(0, text.length - cluster.length);
  return head && /\S$/u.test(head) ? [head, cluster] : undefined;
}

/** Half an em back along the text direction: where a cluster drawn just before the glyph at `t` starts. */
const before = (t: number[]) => [t[0], t[1], t[2], t[3], t[4] - 0.5 * t[0], t[5] - 0.5 * t[1]];

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL?: boolean;
}

/** Upright, unrotated text: the only kind whose baselines and starts are compared here. */
const upright = (t: number[]) => t[0] > 0 && Math.abs(t[1]) < 1e-6 && Math.abs(t[2]) < 1e-6;
/** Two items drawn on different baselines (more than half the first one's size apart). */
const otherBaseline = (a: TextItem, b: TextItem) => Math.abs(a.transform[5] - b.transform[5]) > 0.5 * a.transform[0];

/** An Indic cluster is about this wide (em): a line starting this much right of its neighbours' start lost one. */
const CLUSTER_INDENT: [number, number] = [0.2, 1.2];
/** Line ends this close (em) are one right margin. */
const SAME_END = 0.1;
/** Text starting this many sizes after an item's end on its baseline is another cell (a column gap, not a space). */
const CELL_GAP = 2;
/** Lines this many sizes above or below count as neighbours of a line. */
const NEIGHBOUR_LINES = 4;

const end = (t: TextItem) => t.transform[4] + t.width;

/** The visible items on other baselines near `of`, in its column's vertical reach. */
const neighbours = (of: TextItem, texts: TextItem[]) =>
  texts.filter((t) => upright(t.transform) && Math.abs(t.transform[5] - of.transform[5]) <= NEIGHBOUR_LINES * of.transform[0] && otherBaseline(of, t));

/** Nothing on `t`'s baseline ends within an em before it: it starts a line (or a column's cell). */
const startsLine = (t: TextItem, texts: TextItem[]) =>
  !texts.some((o) => o !== t && !otherBaseline(t, o) && o.transform[4] < t.transform[4] && end(o) > t.transform[4] - t.transform[0]);

/** Nothing on `t`'s baseline starts within an em after its end: it ends a line (or a column's cell). */
const endsLine = (t: TextItem, texts: TextItem[]) =>
  !texts.some((o) => o !== t && !otherBaseline(t, o) && end(o) > end(t) && o.transform[4] < end(t) + t.transform[0]);

/**
 * Where the cluster at the end of `item` was drawn, told by the margins of the neighbouring lines: at the start of
 * the line of `next` when that line starts about one cluster right of a neighbouring line's start (left-aligned
 * text), or when `item` without the cluster ends exactly at a neighbouring line's end (right-aligned text). Either
 * way the cluster is missing there and was never where pdfjs put it.
 */
function drawnAtNextLine(item: TextItem, next: TextItem, texts: TextItem[]): boolean {
  const em = next.transform[0];
  const indented = neighbours(next, texts).some((t) => {
    const indent = (next.transform[4] - t.transform[4]) / em;
    return indent >= CLUSTER_INDENT[0] && indent <= CLUSTER_INDENT[1] && startsLine(t, texts);
  });
  return (
    indented ||
    neighbours(item, texts).some((t) => Math.abs(end(t) - end(item)) <= SAME_END * item.transform[0] && endsLine(t, texts))
  );
}

/**
 * pdfjs never positions a glyph it counts zero wide: it appends it to the item being built, wherever it is drawn,
 * even at the start of the next line ("423.00दू" / "ध 1 लीटर" for "दूध"; "प्रा. लि.दु" / "कान नं." for "दुकान").
 * An item whose next text starts on another baseline and that ends in such a cluster after other text gives the
 * cluster back to that next text, as an item of its own drawn just before it (and before any marked-content span,
 * whose ActualText would replace it), when the geometry says the cluster was drawn there:
 * - after non-Indic text (digits, Latin, punctuation) no word continues with an Indic cluster: always, and also
 *   when the next text is a cell further along the same baseline;
 * - after Indic text the cluster may as well end the word ("नेहरू" at a line end): only when the margins of the
 *   neighbouring lines say so (drawnAtNextLine).
 */
export function detachStrayClusters<T extends TextItem>(items: Array<T | { type: string }>): Array<T | { type: string }> {
  const isText = (i: T | { type: string }): i is T => 'str' in i;
  const texts = items.filter((i): i is T => isText(i) && i.str.trim() !== '');
  const out: Array<T | { type: string }> = [];
  items.forEach((item, i) => {
    const m = isText(item) && upright(item.transform) ? trailingCluster(item.str) : undefined;
    const next = m ? items.slice(i + 1).find((n): n is T => isText(n) && n.str.trim() !== '') : undefined;
    const afterOther = m ? !isIndic(m[0][m[0].length - 1]) : false;
    const nextLine = next && isText(item) ? item.hasEOL || otherBaseline(item, next) : false;
    // On one baseline: a cell far to the right that pdfjs reached after the cluster ("9%रु" / ". 37,645.92" for "रु.").
    const nextCell = next && isText(item) && !nextLine ? next.transform[4] - end(item) > CELL_GAP * item.transform[0] : false;
    const stray =
      m && next && isText(item) && upright(next.transform) ? (nextLine && (afterOther || drawnAtNextLine(item, next, texts))) || (nextCell && afterOther) : false;
    if (!stray || !m || !next || !isText(item)) out.push(item);
    else out.push({ ...item, str: m[0] }, { ...item, str: m[1], width: 0, transform: before(next.transform), hasEOL: false });
  });
  return out;
}
