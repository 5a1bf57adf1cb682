/**
 * Glyphs of a grey line crop as separate ink shapes, for the few characters no installed recogniser
 * knows (arabic-digits.ts): the crop is cut at its own Otsu threshold, 8-connected components are
 * found, and a component with a much smaller one in its column (a letter and its dots, the slash
 * and rings of ٪) make one glyph. Each glyph's shape is a small square bitmap of its ink, its aspect kept.
 */

/** Side of a glyph's shape bitmap. */
export const SHAPE = 12;

export interface Glyph {
  /** Pixel box in the crop, inclusive. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Ink coverage per cell of a SHAPE × SHAPE square, row-major, 0..1; the glyph centred, aspect kept. */
  shape: number[];
  /** Its ink pixels, as indices into the crop. */
  pixels: number[];
}

/** Components of fewer pixels than this share of the crop height squared are specks (grain, JPEG noise). */
const SPECK = 0.0025;
/** Two components belong to one glyph when their columns overlap by this share of the narrower one. */
const SAME_COLUMN = 0.4;
/** …and when one of them is lower than this share of the other (a dot, a hamza, the rings of ٪). */
const MARK = 0.6;

/** Otsu's threshold of a grey buffer: the cut that best separates ink from paper. */
export function otsu(grey: ArrayLike<number>): number {
  const hist = new Array<number>(256).fill(0);
  for (let i = 0; i < grey.length; i++) hist[grey[i]]++;
  const total = grey.length;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * hist[v];
  let [sumB, wB, best, cut] = [0, 0, -1, 128];
  for (let v = 0; v < 256; v++) {
    wB += hist[v];
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += v * hist[v];
    const between = wB * wF * (sumB / wB - (sum - sumB) / wF) ** 2;
    if (between > best) [best, cut] = [between, v];
  }
  return cut;
}

interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number[];
}

/** 8-connected components of the ink (darker than the Otsu cut) of a grey crop, row-major. */
export function inkBlobs(grey: ArrayLike<number>, width: number, height: number, cut = otsu(grey)): Blob[] {
  let lo = 255;
  let hi = 0;
  for (let i = 0; i < grey.length; i++) (lo = Math.min(lo, grey[i])), (hi = Math.max(hi, grey[i]));
  if (hi - lo < 40) return [];
  const seen = new Uint8Array(width * height);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || grey[start] > cut) continue;
    const blob: Blob = { x0: width, y0: height, x1: 0, y1: 0, pixels: [] };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      blob.pixels.push(i);
      blob.x0 = Math.min(blob.x0, x);
      blob.x1 = Math.max(blob.x1, x);
      blob.y0 = Math.min(blob.y0, y);
      blob.y1 = Math.max(blob.y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (!seen[j] && grey[j] <= cut) (seen[j] = 1), stack.push(j);
        }
      }
    }
    blobs.push(blob);
  }
  return blobs;
}

/** The glyphs of a grey line crop, left to right. */
export function glyphsOf(grey: ArrayLike<number>, width: number, height: number, cut?: number): Glyph[] {
  const minPixels = Math.max(2, SPECK * height * height);
  // A blob spanning most of the crop's width is a rule or the page's edge, not a glyph.
  const blobs = inkBlobs(grey, width, height, cut).filter((b) => b.pixels.length >= minPixels && b.x1 - b.x0 < 0.9 * width);
  blobs.sort((a, b) => a.x0 - b.x0);
  const groups: Blob[][] = [];
  for (const b of blobs) {
    const into = groups.find((g) => g.some((o) => columnOverlap(o, b) >= SAME_COLUMN && isMark(o, b)));
    if (into) into.push(b);
    else groups.push([b]);
  }
  return groups
    .map((g) => {
      const box = { x0: Math.min(...g.map((b) => b.x0)), y0: Math.min(...g.map((b) => b.y0)), x1: Math.max(...g.map((b) => b.x1)), y1: Math.max(...g.map((b) => b.y1)) };
      const pixels = g.flatMap((b) => b.pixels);
      return { ...box, shape: shapeOf(pixels, box, width), pixels };
    })
    .sort((a, b) => a.x0 - b.x0);
}

/** A glyph's pixels as a glyph (box and shape) of its own. */
export function glyphOf(pixels: number[], width: number): Glyph {
  const xs = pixels.map((i) => i % width);
  const ys = pixels.map((i) => Math.floor(i / width));
  const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  return { ...box, shape: shapeOf(pixels, box, width), pixels };
}

/**
 * Two touching glyphs cut apart at the column of least ink in the middle half of the pair (print
 * where "٢٦" runs together); undefined when no column there is thin.
 */
export function splitTouching(g: Glyph, width: number): [Glyph, Glyph] | undefined {
  const columns = new Array<number>(g.x1 - g.x0 + 1).fill(0);
  for (const i of g.pixels) columns[(i % width) - g.x0]++;
  const from = Math.floor(columns.length / 4);
  const to = Math.ceil((3 * columns.length) / 4);
  let cut = -1;
  for (let x = from; x < to; x++) if (cut < 0 || columns[x] < columns[cut]) cut = x;
  if (cut < 0 || columns[cut] > 0.25 * (g.y1 - g.y0 + 1)) return undefined;
  const left = g.pixels.filter((i) => (i % width) - g.x0 < cut);
  const right = g.pixels.filter((i) => (i % width) - g.x0 > cut);
  return left.length && right.length ? [glyphOf(left, width), glyphOf(right, width)] : undefined;
}

/** One of two blobs is much lower than the other: a dot or a hamza over a letter, not a second letter or digit. */
function isMark(a: Blob, b: Blob): boolean {
  const [ha, hb] = [a.y1 - a.y0 + 1, b.y1 - b.y0 + 1];
  return Math.min(ha, hb) < MARK * Math.max(ha, hb);
}

function columnOverlap(a: Blob, b: Blob): number {
  const inter = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) + 1;
  return inter / Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0) + 1);
}

/**
 * Ink share of each cell of a SHAPE × SHAPE square holding the glyph's box, centred, its aspect kept:
 * each cell averages the pixels of the box under it (a glyph narrower than SHAPE px repeats pixels).
 */
export function shapeOf(pixels: number[], box: { x0: number; y0: number; x1: number; y1: number }, width: number): number[] {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  const side = Math.max(w, h);
  const [ox, oy] = [Math.floor((side - w) / 2), Math.floor((side - h) / 2)];
  const ink = new Uint8Array(side * side);
  for (const i of pixels) ink[(Math.floor(i / width) - box.y0 + oy) * side + (i % width) - box.x0 + ox] = 1;
  const cells = new Array<number>(SHAPE * SHAPE).fill(0);
  for (let cy = 0; cy < SHAPE; cy++) {
    const [ya, yb] = [Math.floor((cy * side) / SHAPE), Math.max(Math.floor((cy * side) / SHAPE) + 1, Math.floor(((cy + 1) * side) / SHAPE))];
    for (let cx = 0; cx < SHAPE; cx++) {
      const [xa, xb] = [Math.floor((cx * side) / SHAPE), Math.max(Math.floor((cx * side) / SHAPE) + 1, Math.floor(((cx + 1) * side) / SHAPE))];
      let sum = 0;
      for (let y = ya; y < yb; y++) for (let x = xa; x < xb; x++) sum += ink[y * side + x];
      cells[cy * SHAPE + cx] = sum / ((yb - ya) * (xb - xa));
    }
  }
  return cells;
}
