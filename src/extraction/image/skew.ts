import type { GreyImage } from './preprocess';

/** Ink of a page, downscaled: pixel-centre coordinates relative to the small image's centre. */
export interface InkPoints {
  xs: Float32Array;
  ys: Float32Array;
  /** Full-resolution pixels per small pixel (the integer box-filter factor). */
  factor: number;
  width: number;
  height: number;
  /** Glyphs whose nearest neighbour sits beside them / above or below them (the text-line axis). */
  across: number;
  down: number;
}

/** Long side of the analysed copy: enough for 1 px row bins to resolve lines of small print. */
const TARGET_LONG_SIDE = 800;
/** Points scored per angle: beyond this the profiles stop changing, only the cost grows. */
const MAX_POINTS = 12_000;
/** Otsu on a page with no ink splits paper noise; classes closer than this are one class (paper). */
const MIN_CONTRAST = 60;

function otsu(hist: Uint32Array, total: number): { threshold: number; contrast: number } {
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * hist[i];
  let [wB, sumB, best, threshold, contrast] = [0, 0, -1, 0, 0];
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t];
    const [mB, mF] = [sumB / wB, (sumAll - sumB) / wF];
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) [best, threshold, contrast] = [between, t, mF - mB];
  }
  return { threshold, contrast };
}

/**
 * 8-connected components of the ink mask (two-pass union-find). Components far taller or wider than the
 * typical glyph (page borders, table rules, logos, photos) are dropped: their ink would swamp both
 * projection profiles. Each glyph then votes for the axis towards its nearest neighbour (gap between
 * boxes): beside it on a text line, whatever the layout's columns or the number of lines.
 */
function glyphs(mask: Uint8Array, w: number, h: number): { label: Int32Array; keep: Uint8Array; across: number; down: number } {
  const label = new Int32Array(w * h);
  const parent = [0];
  const find = (a: number): number => {
    while (parent[a] !== a) a = parent[a] = parent[parent[a]];
    return a;
  };
  // Merges the component of neighbour label m into root l; returns the surviving root (the smaller).
  const join = (l: number, m: number): number => {
    const r = m ? find(m) : l;
    if (!l || r === l) return r;
    parent[Math.max(l, r)] = Math.min(l, r);
    return Math.min(l, r);
  };
  for (let y = 0, i = 0; y < h; y++) {
    for (let x = 0; x < w; x++, i++) {
      if (!mask[i]) continue;
      let l = x > 0 ? label[i - 1] && find(label[i - 1]) : 0;
      if (y > 0) l = join(join(join(l, x > 0 ? label[i - w - 1] : 0), label[i - w]), x < w - 1 ? label[i - w + 1] : 0);
      label[i] = l || parent.push(parent.length) - 1;
    }
  }
  const n = parent.length;
  const box = new Int32Array(n * 4);
  for (let r = 0; r < n; r++) [box[r * 4], box[r * 4 + 1]] = [w, -1];
  for (let y = 0, i = 0; y < h; y++) {
    for (let x = 0; x < w; x++, i++) {
      if (!label[i]) continue;
      const b = (label[i] = find(label[i])) * 4;
      if (box[b + 1] < 0) box[b + 1] = y;
      if (x < box[b]) box[b] = x;
      if (x > box[b + 2]) box[b + 2] = x;
      box[b + 3] = y;
    }
  }
  const roots = [...Array(n).keys()].filter((r) => r > 0 && box[r * 4 + 1] >= 0);
  const heights = roots.map((r) => box[r * 4 + 3] - box[r * 4 + 1] + 1).sort((a, b) => a - b);
  const med = Math.max(2, heights[heights.length >> 1] ?? 0);
  const keep = new Uint8Array(n);
  const voters: number[] = [];
  for (const r of roots) {
    const [bw, bh] = [box[r * 4 + 2] - box[r * 4] + 1, box[r * 4 + 3] - box[r * 4 + 1] + 1];
    keep[r] = bh <= 3 * med + 1 && bw <= 30 * med ? 1 : 0;
    // Dots, commas and accents sit above or below their letter; only glyph-sized parts vote.
    if (keep[r] && Math.max(bw, bh) >= med / 2) voters.push(r);
  }
  const cell = 2 * med;
  const grid = new Map<number, number[]>();
  const cells = (r: number, pad: number, visit: (key: number) => void) => {
    for (let gy = Math.floor((box[r * 4 + 1] - pad) / cell); gy <= Math.floor((box[r * 4 + 3] + pad) / cell); gy++)
      for (let gx = Math.floor((box[r * 4] - pad) / cell); gx <= Math.floor((box[r * 4 + 2] + pad) / cell); gx++) visit(gy * 65536 + gx);
  };
  for (const r of voters) cells(r, 0, (k) => (grid.get(k) ?? grid.set(k, []).get(k)!).push(r));
  let [across, down] = [0, 0];
  for (const a of voters) {
    let [best, beside] = [1.5 * med, 0];
    cells(a, 1.5 * med, (k) => {
      for (const b of grid.get(k) ?? []) {
        if (b === a) continue;
        const gx = Math.max(0, Math.max(box[a * 4], box[b * 4]) - Math.min(box[a * 4 + 2], box[b * 4 + 2]));
        const gy = Math.max(0, Math.max(box[a * 4 + 1], box[b * 4 + 1]) - Math.min(box[a * 4 + 3], box[b * 4 + 3]));
        if (Math.max(gx, gy) < best) [best, beside] = [Math.max(gx, gy), gx > gy ? 1 : gy > gx ? -1 : 0];
      }
    });
    if (beside > 0) across++;
    else if (beside < 0) down++;
  }
  return { label, keep, across, down };
}

/**
 * Box-filters the page down to ~800 px on its long side and keeps the coordinates of dark (ink) pixels.
 * Averaging rather than point sampling keeps thin strokes that a 3× nearest-neighbour shrink would drop.
 */
export function inkPoints(grey: GreyImage): InkPoints {
  const factor = Math.max(1, Math.ceil(Math.max(grey.width, grey.height) / TARGET_LONG_SIDE));
  const width = Math.max(1, Math.floor(grey.width / factor));
  const height = Math.max(1, Math.floor(grey.height / factor));
  const small = new Uint8Array(width * height);
  // Rows summed first, then columns: two flat loops run ~2× faster than one nested k×k loop per pixel.
  const acc = new Uint32Array(grey.width);
  const area = factor * factor;
  const src = grey.data;
  for (let y = 0; y < height; y++) {
    acc.fill(0);
    for (let dy = 0, p = y * factor * grey.width; dy < factor; dy++) {
      for (let x = 0; x < grey.width; x++, p++) acc[x] += src[p];
    }
    for (let x = 0, q = 0, o = y * width; x < width; x++, o++) {
      let sum = 0;
      for (let dx = 0; dx < factor; dx++, q++) sum += acc[q];
      small[o] = sum / area;
    }
  }
  const hist = new Uint32Array(256);
  for (let i = 0; i < small.length; i++) hist[small[i]]++;
  const { threshold, contrast } = otsu(hist, small.length);
  let count = hist.slice(0, threshold + 1).reduce((a, b) => a + b, 0);
  // A page that is mostly "ink" is a dark photo or an inverted scan: its profile says nothing useful.
  if (contrast < MIN_CONTRAST || count > small.length / 2) count = 0;
  for (let i = 0; i < small.length; i++) small[i] = count > 0 && small[i] <= threshold ? 1 : 0;
  const g = glyphs(small, width, height);
  count = 0;
  for (let i = 0; i < small.length; i++) if (g.keep[g.label[i]]) count++;
  const step = Math.max(1, count / MAX_POINTS);
  const n = Math.min(count, Math.floor(count / step));
  const [xs, ys] = [new Float32Array(n), new Float32Array(n)];
  const [cx, cy] = [width / 2, height / 2];
  // Fractional stride over ink pixels in raster order: an even sample of every line, no RNG needed.
  for (let i = 0, seen = 0, k = 0; i < small.length && k < n; i++) {
    if (!g.keep[g.label[i]]) continue;
    if (seen++ < k * step) continue;
    xs[k] = (i % width) + 0.5 - cx;
    ys[k++] = Math.floor(i / width) + 0.5 - cy;
  }
  return { xs, ys, factor, width, height, across: g.across, down: g.down };
}

/** `angle`: the clockwise turn that makes text lines horizontal, within ±15° of 0 or of 90. */
export interface AngleFit { angle: number; score: number }

/**
 * Projection-profile skew: turns the sampled ink clockwise by each candidate angle (Y = x·sin α +
 * y·cos α) and scores Σh² of the 1 px row histogram, highest when lines fall into tight bands.
 * Coarse-to-fine: 1° over ±15°, then 0.25° and 0.1° around the best; a line's row band stays distinct
 * within ~0.5° of its true angle, so the 1° grid lands on the right peak's slope.
 */
export function bestAngle(ink: InkPoints, around: number): AngleFit {
  // Any turn of the small image fits in ± its diagonal.
  const buf = new Int32Array(2 * Math.ceil(Math.hypot(ink.width, ink.height)) + 4);
  const off = buf.length >> 1;
  const score = (deg: number): number => {
    const [s, c] = [Math.sin((deg * Math.PI) / 180), Math.cos((deg * Math.PI) / 180)];
    buf.fill(0);
    for (let i = 0; i < ink.xs.length; i++) buf[(ink.xs[i] * s + ink.ys[i] * c + off) | 0]++;
    let sq = 0;
    for (let i = 0; i < buf.length; i++) sq += buf[i] * buf[i];
    return sq;
  };
  let best: AngleFit = { angle: around, score: score(around) };
  const consider = (deg: number) => {
    const s = score(deg);
    // Strictly better only: on a flat profile (no lines) the unrotated angle wins, not the first tried.
    if (s > best.score) best = { angle: deg, score: s };
  };
  for (let d = -15; d <= 15; d++) if (d !== 0) consider(around + d);
  for (const [step, reach] of [[0.25, 0.75], [0.1, 0.2]]) {
    const centre = best.angle;
    for (let d = -reach; d <= reach + 1e-9; d += step) if (Math.abs(d) > 1e-9) consider(centre + d);
  }
  return best;
}
