import { glyphsOf, otsu, splitTouching } from '../../../src/extraction/ppocr/glyphs';

/** A white crop with black rectangles [x0, y0, x1, y1] (inclusive). */
function crop(width: number, height: number, rects: number[][]): Uint8Array {
  const grey = new Uint8Array(width * height).fill(250);
  for (const [x0, y0, x1, y1] of rects) for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) grey[y * width + x] = 20;
  return grey;
}

describe('glyphs of a line crop', () => {
  it('cuts between ink and paper', () => {
    const t = otsu(crop(40, 20, [[5, 5, 15, 15]]));
    expect(t).toBeGreaterThanOrEqual(20);
    expect(t).toBeLessThan(250);
  });

  it('keeps a dot with the letter under it, and two letters apart', () => {
    // A bar with a dot above it, then a second bar as tall; a speck of grain is dropped.
    const grey = crop(60, 48, [[10, 14, 13, 36], [10, 6, 13, 9], [30, 14, 33, 36], [50, 40, 50, 40]]);
    const gs = glyphsOf(grey, 60, 48);
    expect(gs.map((g) => [g.x0, g.y0, g.x1, g.y1])).toEqual([[10, 6, 13, 36], [30, 14, 33, 36]]);
    expect(gs[0].shape).toHaveLength(144);
  });

  it('cuts two touching glyphs at their thinnest column', () => {
    // Two blocks joined by a one-pixel bridge.
    const grey = crop(60, 48, [[10, 10, 20, 30], [22, 10, 32, 30], [21, 20, 21, 20]]);
    const [g] = glyphsOf(grey, 60, 48);
    const parts = splitTouching(g, 60);
    expect(parts?.map((p) => [p.x0, p.x1])).toEqual([[10, 20], [22, 32]]);
  });
});
