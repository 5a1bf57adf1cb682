/**
 * Devanagari (and Bengali, Gurmukhi) print hangs its letters from a headline, a stroke along the top of every
 * word. PP-OCR's direction classifier, trained on Han and Latin print, takes such a line for upside-down Latin (a
 * heavy line at the foot of the letters), and turned clean Hindi screenshots over. A line with a headline across
 * most of it at its top is upright whatever the classifier says; a Latin line has no row that dark.
 */

/** A crop row is ink where the normalised value (−1 black … 1 white) is darker than this. */
const INK = -0.25;
/** A headline runs across most of the line (word gaps aside)... */
const MIN_COVER = 0.55;
/** ...and is far darker than the line's typical ink row. */
const MIN_OVER_MEDIAN = 2.5;
/** Where in the line's ink rows the densest one lies: the top part for a headline seen upright. */
const TOP = 0.45;
const BOTTOM = 0.55;

/** Where one crop's headline lies, if it has one: `values` is the crop, row by row, `stride` values a row. */
export function headlineSide(values: ArrayLike<number>, offset: number, rows: number, stride: number, width: number): 'top' | 'bottom' | undefined {
  const cover: number[] = [];
  for (let v = 0; v < rows; v++) {
    let dark = 0;
    for (let u = 0; u < width; u++) if (values[offset + v * stride + u] < INK) dark++;
    cover.push(dark / width);
  }
  const inked = cover.map((c, v) => ({ c, v })).filter((r) => r.c > 0.02);
  if (inked.length < 6) return undefined;
  const [r0, r1] = [inked[0].v, inked[inked.length - 1].v];
  const best = inked.reduce((a, b) => (b.c > a.c ? b : a));
  const median = inked.map((r) => r.c).sort((a, b) => a - b)[inked.length >> 1];
  if (best.c < MIN_COVER || best.c < MIN_OVER_MEDIAN * median) return undefined;
  const at = (best.v - r0) / Math.max(1, r1 - r0);
  return at < TOP ? 'top' : at > BOTTOM ? 'bottom' : undefined;
}

/** Most of the crops (at least four) hang from a headline at their top: the lines are upright. */
export function uprightByHeadlines(sides: Array<'top' | 'bottom' | undefined>): boolean {
  const top = sides.filter((s) => s === 'top').length;
  return top >= 4 && top >= 0.6 * sides.length;
}
