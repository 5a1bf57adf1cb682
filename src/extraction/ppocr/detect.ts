import type { InferenceSession } from 'onnxruntime-node';
import type { Box } from '../types';
import { connectedComponents, type Component } from './components';
import { fromRgb, rawPixels, writeChwBgr, type RgbImage } from './image';
import { runSingle } from './session';

export interface DetectOptions {
  /**
   * Longer side of the detector input. Cost and memory grow with the area: a full-resolution A4 photo
   * takes ~2.4 s and ~1.8 GB, while text lines stay findable at 960–1280. Default 960 (PaddleOCR's).
   */
  limit?: number;
  /** Probability above which a map pixel is text. Default 0.3 (DB's). */
  threshold?: number;
  /** Minimum mean probability of a component. Default 0.6 (DB's box_thresh). */
  boxThreshold?: number;
  /** DB's unclip ratio: how far the shrunk text kernel is grown back. Default 1.5. */
  unclipRatio?: number;
}

/** Detector input: the image resized to multiples of 32 and normalised, with the scale back to original pixels. */
export interface DetInput {
  data: Float32Array;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
}

const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
/** The DB backbone downsamples by 32, so both sides must be multiples of it. */
const STRIDE = 32;
/** Far more than any receipt or invoice page holds; bounds the work on noise-heavy photos. */
const MAX_BOXES = 1000;

/** Size of the detector input: never upscaled, longer side ≤ limit, both sides rounded to multiples of 32. */
export function detSize(width: number, height: number, limit: number): { width: number; height: number } {
  const ratio = Math.min(1, limit / Math.max(width, height));
  const round = (v: number) => Math.max(STRIDE, Math.round((v * ratio) / STRIDE) * STRIDE);
  return { width: round(width), height: round(height) };
}

export async function preprocessDet(img: RgbImage, limit: number): Promise<DetInput> {
  const size = detSize(img.width, img.height, limit);
  const { data: pixels } = await rawPixels(fromRgb(img).resize(size.width, size.height, { fit: 'fill' }), img);
  const plane = size.width * size.height;
  const data = new Float32Array(3 * plane);
  // A grey page becomes three channels only here, in the tensor the model takes.
  writeChwBgr(pixels, size.width, size.height, MEAN, STD, { out: data, offset: 0, stride: size.width, plane }, img.channels ?? 3);
  return { data, ...size, scaleX: img.width / size.width, scaleY: img.height / size.height };
}

/**
 * A text box from a component. DB predicts a shrunk kernel of each text line; it is grown back by
 * d = area·ratio / perimeter. Area and perimeter come from the pixel count and an effective height
 * (pixels / width) rather than the bounding box, so a slightly tilted line is not over-grown.
 * The box is axis-aligned: receipts and documents are upright once EXIF is applied; skewed or curved
 * lines get a looser box (v1 limitation).
 */
export function componentBox(c: Component, input: DetInput, original: RgbImage, unclipRatio: number): Box {
  const w = c.x1 - c.x0 + 1;
  const h = Math.max(1, c.pixels / w);
  const d = (c.pixels * unclipRatio) / (2 * (w + h));
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  return [
    clamp(Math.floor((c.x0 - d) * input.scaleX), original.width),
    clamp(Math.floor((c.y0 - d) * input.scaleY), original.height),
    clamp(Math.ceil((c.x1 + 1 + d) * input.scaleX), original.width),
    clamp(Math.ceil((c.y1 + 1 + d) * input.scaleY), original.height),
  ];
}

export function postprocessDet(
  prob: Float32Array,
  input: DetInput,
  original: RgbImage,
  opts: Required<Omit<DetectOptions, 'limit'>>,
): Box[] {
  return boxesOf(connectedComponents(prob, input.width, input.height, opts.threshold), input, original, opts);
}

function boxesOf(all: Component[], input: DetInput, original: RgbImage, opts: Required<Omit<DetectOptions, 'limit'>>): Box[] {
  const comps = all
    // DB's min_size 3: slivers this thin are noise, and too small to recognise anyway.
    .filter((c) => c.x1 - c.x0 + 1 >= 3 && c.y1 - c.y0 + 1 >= 3 && c.score >= opts.boxThreshold)
    .sort((a, b) => b.pixels - a.pixels)
    .slice(0, MAX_BOXES);
  return comps
    .map((c) => componentBox(c, input, original, opts.unclipRatio))
    .filter((b) => b[2] - b[0] >= 4 && b[3] - b[1] >= 4);
}

/** Detection stage: image → axis-aligned text-line boxes in original pixels. */
export async function detectText(session: InferenceSession, img: RgbImage, opts: DetectOptions = {}): Promise<Box[]> {
  return (await detectLines(session, img, opts)).boxes;
}

/** Text-line boxes, and the page's tilt read from the line kernels (see lineSkew). */
export async function detectLines(session: InferenceSession, img: RgbImage, opts: DetectOptions = {}): Promise<{ boxes: Box[]; skew: number }> {
  const input = await preprocessDet(img, opts.limit ?? 960);
  const out = await runSingle(session, input.data, [1, 3, input.height, input.width]);
  // Output is [1, 1, H, W]: one probability map at the input's resolution.
  const threshold = opts.threshold ?? 0.3;
  const comps = connectedComponents(out.data, input.width, input.height, threshold);
  const boxes = boxesOf(comps, input, img, { threshold, boxThreshold: opts.boxThreshold ?? 0.6, unclipRatio: opts.unclipRatio ?? 1.5 });
  return { boxes, skew: lineSkew(comps, input.scaleY / input.scaleX) };
}

/**
 * The page's tilt in degrees (clockwise positive): the pixel-weighted median direction of the long
 * text-line kernels (at least 3 times as wide as their bounding box is tall). 0 when fewer than 3 lines tell.
 * `aspect` corrects for the detector input's unequal scaling of the two axes.
 */
export function lineSkew(comps: Component[], aspect = 1): number {
  const lines = comps
    .filter((c) => c.x1 - c.x0 + 1 >= 3 * (c.y1 - c.y0 + 1) && c.x1 - c.x0 >= 24 && Math.abs(c.angle) < 15)
    .map((c) => ({ a: (Math.atan(Math.tan((c.angle * Math.PI) / 180) * aspect) * 180) / Math.PI, w: c.pixels }))
    .sort((p, q) => p.a - q.a);
  if (lines.length < 3) return 0;
  const half = lines.reduce((s, l) => s + l.w, 0) / 2;
  let acc = 0;
  for (const l of lines) if ((acc += l.w) >= half) return l.a;
  return 0;
}
