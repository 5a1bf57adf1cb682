import { headlineSide, uprightByHeadlines } from '../../../src/extraction/image/headline';
import { turnsOver } from '../../../src/extraction/image/orientation';

const H = 48;
const W = 192;

/** A crop as the classifier sees it (−1 ink … 1 paper), `width` columns used, ink painted by `paint(row, col)`. */
function crop(width: number, paint: (v: number, u: number) => boolean): Float32Array {
  const data = new Float32Array(H * W);
  for (let v = 0; v < H; v++) for (let u = 0; u < W; u++) data[v * W + u] = u < width && paint(v, u) ? -1 : 1;
  return data;
}

/** Letters as vertical strokes in rows 14–34, in words of 20 columns with 6-column gaps. */
const inWord = (u: number) => u % 26 < 20;
const strokes = (v: number, u: number) => v >= 14 && v <= 34 && inWord(u) && u % 5 === 0;

describe('headlineSide', () => {
  it('finds a Devanagari headline along the top of the letters', () => {
    expect(headlineSide(crop(180, (v, u) => strokes(v, u) || (v === 16 && inWord(u))), 0, H, W, 180)).toBe('top');
  });

  it('finds it at the bottom of a line turned upside down', () => {
    expect(headlineSide(crop(180, (v, u) => strokes(v, u) || (v === 32 && inWord(u))), 0, H, W, 180)).toBe('bottom');
  });

  it('finds none in Latin-like print without a dark row across the line', () => {
    expect(headlineSide(crop(180, (v, u) => strokes(v, u) || ((v === 14 || v === 34) && inWord(u) && u % 5 < 3)), 0, H, W, 180)).toBeUndefined();
  });

  it('finds none in a crop with too few inked rows', () => {
    expect(headlineSide(crop(180, (v, u) => v === 20 && inWord(u)), 0, H, W, 180)).toBeUndefined();
  });
});

describe('uprightByHeadlines and turnsOver', () => {
  it('calls lines upright when most crops, four at least, hang from a headline at the top', () => {
    expect(uprightByHeadlines(['top', 'top', 'top', 'top', undefined, 'bottom'])).toBe(true);
    expect(uprightByHeadlines(['top', 'top', 'top'])).toBe(false);
    expect(uprightByHeadlines(['top', 'top', 'top', 'top', 'bottom', 'bottom', undefined, undefined])).toBe(false);
  });

  it('turns a page over on the classifier\'s vote of three crops or more, never against upright headlines', () => {
    expect(turnsOver({ flip: true, margin: 0.7, crops: 12 })).toBe(true);
    expect(turnsOver({ flip: true, margin: 0.7, crops: 1 })).toBe(false);
    expect(turnsOver({ flip: true, margin: 0.7, crops: 12, headlinesUp: true })).toBe(false);
    expect(turnsOver({ flip: false, margin: 0.7, crops: 12 })).toBe(false);
  });
});
