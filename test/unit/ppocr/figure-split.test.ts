import { classify } from '../../../src/extraction/ppocr/figure-shapes';
import { recut, untouch } from '../../../src/extraction/ppocr/figure-split';
import { glyphsOf, otsu } from '../../../src/extraction/ppocr/glyphs';

/** A white crop with rectangles [x0, y0, x1, y1, grey] (inclusive; grey 20 unless given). */
function crop(width: number, height: number, rects: number[][]): Uint8Array {
  const grey = new Uint8Array(width * height).fill(250);
  for (const [x0, y0, x1, y1, v] of rects) for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) grey[y * width + x] = v ?? 20;
  return grey;
}

describe('figures whose ink runs together, taken apart', () => {
  // Two bars (١١) whose blur joins them: a lighter bridge between their dark cores.
  const joined = crop(80, 48, [[20, 12, 25, 36], [26, 30, 39, 36, 60], [40, 12, 45, 36]]);

  it('parts a blob at a stricter cut inside it', () => {
    const [g] = glyphsOf(joined, 80, 48);
    expect([g.x0, g.x1]).toEqual([20, 45]);
    const parts = recut(g, joined, 80, 48, otsu(joined));
    expect(parts?.glyphs.map((p) => [p.x0, p.x1])).toEqual([[20, 25], [40, 45]]);
  });

  it('takes no parts where a small piece left touches a big one (a stroke the cut broke off, not a dot)', () => {
    const grey = crop(80, 48, [[20, 8, 25, 32], [25, 33, 25, 34, 60], [24, 35, 28, 39]]);
    const [g] = glyphsOf(grey, 80, 48);
    expect(recut(g, grey, 80, 48, otsu(grey))).toBeUndefined();
  });

  it('parts a blob beside a digit of its number, not one a word space away from a number', () => {
    // A ٢ (as matched) 4 px from the joined bars, or 14 px off (over half their height: a word space).
    const withDigitAt = (x0: number) => {
      const glyphs = glyphsOf(joined, 80, 48);
      const all = [{ ...glyphs[0], x0, x1: x0 + 5 }, ...glyphs];
      untouch(all, [{ c: '٢', distance: 0.02 }, ...glyphs.map(classify)], joined, 80, 48);
      return all.map((g) => [g.x0, g.x1]);
    };
    expect(withDigitAt(10)).toEqual([[10, 15], [20, 25], [40, 45]]);
    expect(withDigitAt(0)).toEqual([[0, 5], [20, 45]]);
  });

  it('leaves a blob that parts into bars alone when no digit stands beside it (blurred Latin letters part into l and I)', () => {
    const glyphs = glyphsOf(joined, 80, 48);
    const matched = glyphs.map(classify);
    untouch(glyphs, matched, joined, 80, 48);
    expect(glyphs).toHaveLength(1);
  });
});
