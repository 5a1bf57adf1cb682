import shapes from './arabic-digit-shapes.json';
import { SHAPE, type Glyph } from './glyphs';

/**
 * Shapes of the Arabic-Indic figures and, as counter-examples, of Arabic letters standing alone, ASCII
 * digits and punctuation, rendered in seven fonts (scripts/make-arabic-digit-shapes.js), and the
 * nearest of them to a glyph (arabic-digits.ts).
 */

interface Shape {
  /** The character drawn. */
  c: string;
  /** Width / height of its glyph. */
  a: number;
  /** Ink per cell, SHAPE × SHAPE, each a digit 0–9 (tenths). */
  s: string;
}

const SHAPES: Array<{ c: string; a: number; v: Float32Array }> = (shapes.shapes as Shape[]).map((t) => ({
  c: t.c,
  a: t.a,
  v: Float32Array.from([...t.s].map((d) => Number(d) / 9)),
}));

/** Big glyphs a number is written with. */
export const FIGURE = /^[\u0660-\u0669\u066a/]$/u;
/** Shapes that are a bar: alif, and Latin l and I (١ where no taller than the digits). */
export const BARS = new Set(['ا', 'l', 'I']);
/** Mean squared ink difference per cell above which a glyph is like none of the shapes. */
export const MAX_DISTANCE = 0.1;
/** Glyphs lower than this share of the crop are not matched as figures (dots, specks). */
export const MIN_FIGURE = 0.2;
/** Weight of the aspect ratio's difference (log scale) against the shape's. */
const ASPECT_WEIGHT = 0.04;

export interface Match {
  c: string;
  distance: number;
  /** The nearest figure's shape, when the nearest shape is another character. */
  figure?: { c: string; distance: number };
}

/** The nearest shape of a (big) glyph, and the nearest figure's. */
export function classify(g: Glyph): Match {
  const aspect = (g.x1 - g.x0 + 1) / (g.y1 - g.y0 + 1);
  let best = { c: '', distance: Infinity };
  let figure = { c: '', distance: Infinity };
  for (const t of SHAPES) {
    let d = 0;
    for (let i = 0; i < SHAPE * SHAPE; i++) d += (t.v[i] - g.shape[i]) ** 2;
    d = d / (SHAPE * SHAPE) + ASPECT_WEIGHT * Math.log(aspect / t.a) ** 2;
    if (d < best.distance) best = { c: t.c, distance: d };
    if (FIGURE.test(t.c) && d < figure.distance) figure = { c: t.c, distance: d };
  }
  return FIGURE.test(best.c) ? best : { ...best, figure };
}

/** A glyph read as a figure (or a bar, which may be ١). */
export function isFigure(m: Match | undefined): boolean {
  return Boolean(m && m.distance <= MAX_DISTANCE && (FIGURE.test(m.c) || BARS.has(m.c)));
}
