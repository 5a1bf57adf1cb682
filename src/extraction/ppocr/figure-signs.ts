import type { Glyph } from './glyphs';

/** The small signs of Arabic-Indic numbers (arabic-digits.ts): ٠, a dot, and the separators ٫ ٬, ticks. */

/**
 * A dot or tick among digits whose band runs from `top` to `bottom`: ٠ is a compact dot about the
 * middle of the band; anything else (lower, or taller than wide) is a separator, '٫' or '٬'.
 */
export function smallFigure(g: Glyph, top: number, bottom: number): '٠' | 'sep' {
  const band = Math.max(1, bottom - top);
  const [w, h] = [g.x1 - g.x0 + 1, g.y1 - g.y0 + 1];
  const middle = ((g.y0 + g.y1) / 2 - top) / band;
  return h <= 0.42 * band && w <= 0.5 * band && w / h >= 0.5 && w / h <= 2 && middle >= 0.25 && middle <= 0.85 ? '٠' : 'sep';
}

/**
 * Separators by the digits after them: a thousands sign (٬) has three digits before the next sign or
 * the end, the decimal sign (٫) is the last one, with other than three after it. Alone before three
 * digits a separator is a thousands sign unless the number has no digit before it.
 */
export function separators(chars: string[]): string[] {
  const out = [...chars];
  const seps = out.map((c, i) => (c === 'sep' ? i : -1)).filter((i) => i >= 0);
  seps.forEach((at, k) => {
    const next = k + 1 < seps.length ? seps[k + 1] : out.length;
    const after = out.slice(at + 1, next).filter((c) => /[\u0660-\u0669]/u.test(c)).length;
    out[at] = after === 3 && (k + 1 < seps.length || seps.length === 1) ? '٬' : '٫';
  });
  return out;
}
