import { classify, isFigure, MAX_DISTANCE, MIN_FIGURE, type Match } from './figure-shapes';
import { glyphOf, glyphsOf, otsu, splitTouching, type Glyph } from './glyphs';

/**
 * Arabic-Indic figures whose ink runs together, taken apart (arabic-digits.ts). In a blurred photo the
 * crop's Otsu cut joins neighbouring digits and a separator into one blob ("٣٩٣", "٩٬"); their cores
 * are darker than the blur between them, so a stricter cut inside that blob parts them. Print whose
 * digits touch ("٢٦") is cut at its thinnest column instead.
 */

/** Stricter cuts tried inside a blob, as shares of the way from its darkest ink to the crop's cut. */
const RECUTS = [0.8, 0.7, 0.6, 0.5, 0.4];
/** Parts lower than this share of the tallest are dots or ticks (٠, ٫ ٬). */
const SMALL = 0.6;
/** Pixels of blank a dot or tick keeps from the figures beside it. */
const CLEAR = 1;
/** How much farther than a letter's shape a figure's may be and still be read (see asFigure). */
const SECOND = 2;
const DIGIT = /^[\u0660-\u0669]$/u;
/** A digit at most this share of a blob's height away from it stands in its number (a word space is wider). */
const NEAR = 0.5;
/** Rounds of untouch at most (each parts at least one blob). */
const MAX_PASSES = 6;
const SHAPED = /^[\u0662-\u0669]$/u;
/** A blob at least this wide for its height may be two glyphs or more (a digit is 0.4–0.8). */
const WIDE = 0.9;

/**
 * Glyphs like none of the shapes, or wide ones, beside a digit, replaced by the figures they part into:
 * at the crop's own cut by their thinnest column, else by stricter cuts. Parts are kept only when every
 * big one is a figure. A digit beside them, or two digits other than ١ among the parts, is asked for:
 * blurred Latin letters part into bars (l, I), and a bar is ١. Again while any blob parts, as the digits
 * found in one stand beside the next.
 */
export function untouch(glyphs: Glyph[], matched: Match[], grey: ArrayLike<number>, width: number, height: number): void {
  const cut = otsu(grey);
  for (let changed = true, pass = 0; changed && pass < MAX_PASSES; pass++) {
    changed = false;
    for (let k = glyphs.length - 1; k >= 0; k--) {
      const g = glyphs[k];
      const h = g.y1 - g.y0 + 1;
      if (h < MIN_FIGURE * height || isFigure(matched[k])) continue;
      const wide = g.x1 - g.x0 + 1 >= WIDE * h;
      // A digit of the same number: close by, not the number a word space away ("٤٥ شارع").
      const near = [k - 2, k - 1, k + 1, k + 2].some((j) => isFigure(matched[j]) && DIGIT.test(matched[j].c) && blank(glyphs, k, j) < NEAR * h);
      if (!wide && matched[k].distance <= MAX_DISTANCE) continue;
      const parts = (near && wide && matched[k].distance > MAX_DISTANCE ? columnSplit(g, width) : undefined) ?? recut(g, grey, width, height, cut);
      // With no digit beside it, the blob must show two digits of its own other than the bar (١).
      if (!parts || (!near && parts.matched.filter((m) => isFigure(m) && SHAPED.test(m.c)).length < 2)) continue;
      glyphs.splice(k, 1, ...parts.glyphs);
      matched.splice(k, 1, ...parts.matched);
      changed = true;
    }
  }
}

/** Blank between glyphs k and j, not counting the dots and ticks between them (٠ ٫ ٬); Infinity across a big glyph. */
function blank(glyphs: Glyph[], k: number, j: number): number {
  const [lo, hi] = [Math.min(k, j), Math.max(k, j)];
  const between = glyphs.slice(lo + 1, hi);
  const h = glyphs[k].y1 - glyphs[k].y0 + 1;
  if (between.some((g) => g.y1 - g.y0 + 1 >= SMALL * h)) return Infinity;
  return glyphs[hi].x0 - glyphs[lo].x1 - 1 - between.reduce((t, g) => t + g.x1 - g.x0 + 1, 0);
}

interface Parts {
  glyphs: Glyph[];
  matched: Match[];
}

function columnSplit(g: Glyph, width: number): Parts | undefined {
  const parts = splitTouching(g, width);
  const matched = parts?.map(classify);
  return parts && matched!.every((m) => m.distance <= MAX_DISTANCE && isFigure(m)) ? { glyphs: parts, matched: matched! } : undefined;
}

/**
 * The glyph's own ink at stricter cuts: the first cut at which it parts into glyphs that are all figures
 * or dots and ticks standing clear of them; a big part that is neither is cut at its thinnest column or
 * at the stricter cuts left.
 */
export function recut(g: Glyph, grey: ArrayLike<number>, width: number, height: number, cut: number, shares = RECUTS): Parts | undefined {
  let darkest = 255;
  for (const i of g.pixels) darkest = Math.min(darkest, grey[i]);
  // The glyph's columns alone, with room beside it (glyphsOf drops blobs spanning its whole width).
  const side = Math.ceil(1.25 * (g.x1 - g.x0 + 1)) + 2;
  const own = new Uint8Array(side * height).fill(255);
  for (const i of g.pixels) own[Math.floor(i / width) * side + (i % width) - g.x0] = grey[i];
  const back = (p: Glyph) => glyphOf(p.pixels.map((i) => Math.floor(i / side) * width + (i % side) + g.x0), width);
  for (let s = 0; s < shares.length; s++) {
    const parts = glyphsOf(own, side, height, Math.round(darkest + shares[s] * (cut - darkest))).map(back);
    const tallest = Math.max(0, ...parts.map((p) => p.y1 - p.y0 + 1));
    if (parts.length < 2 || tallest < MIN_FIGURE * height) continue;
    const big = parts.filter((p) => p.y1 - p.y0 + 1 >= SMALL * tallest);
    // A small piece touching a big one is a stroke the cut broke off, not a dot or a tick; nor is a wide one.
    const stray = (p: Glyph) => p.x1 - p.x0 + 1 > SMALL * tallest || big.some((b) => p.x0 <= b.x1 + CLEAR && b.x0 <= p.x1 + CLEAR);
    if (parts.some((p) => !big.includes(p) && stray(p))) continue;
    const out: Parts = { glyphs: [], matched: [] };
    for (const p of parts) {
      const m = big.includes(p) ? asFigure(classify(p)) : { c: '', distance: Infinity };
      const more = big.includes(p) && !isFigure(m) ? (columnSplit(p, width) ?? recut(p, grey, width, height, cut, shares.slice(s + 1))) : undefined;
      if (big.includes(p) && !isFigure(m) && !more) break;
      out.glyphs.push(...(more?.glyphs ?? [p]));
      out.matched.push(...(more?.matched ?? [m]));
    }
    if (out.glyphs.length >= parts.length) return out;
  }
  return undefined;
}

/**
 * Inside a blob, a part whose nearest figure is a close second to a letter is that figure; not to an
 * ASCII digit (a blurred "90" is near "٩٥").
 */
function asFigure(m: Match): Match {
  return !isFigure(m) && !/[0-9]/.test(m.c) && m.figure && m.figure.distance <= MAX_DISTANCE && m.figure.distance <= SECOND * m.distance ? m.figure : m;
}
