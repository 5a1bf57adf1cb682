import type { InferenceSession } from 'onnxruntime-node';
import type { Box } from '../types';
import { ctcGreedy, type Decoded } from './ctc';
import { fromRgb, rawPixels, writeChwBgr, type RgbImage } from './image';
import { inkColumns } from './ink-spacing';
import { runSingle } from './session';

export interface RecognizeOptions {
  /** Widest crop fed to the model; wider lines are squeezed. Cost is linear in width. Default 1280. */
  maxWidth?: number;
  /**
   * Crops per model call, sorted by width so padding wastes little. Default 4: on the 30 SROIE photos
   * (issue 14's measurement) batches of 4 were fastest; padding every crop to 320 px cost 40 %.
   */
  batchSize?: number;
  /** Space re-insertion threshold, in median character pitches (see ctcGreedy). 0 disables. Default 0. */
  spaceGap?: number;
  /** Narrowest batch tensor (PaddleOCR pads to 320, its rec_image_shape). Default 0: no padding. */
  minBatchWidth?: number;
  /** Re-insert spaces the model dropped where the crop's ink shows them (ctc insertInkSpaces). Default false. */
  inkSpaces?: boolean;
}

/** The recogniser's input height (PP-OCRv4 rec_image_shape 3×48×W). */
const HEIGHT = 48;
/** (x/255 − 0.5)/0.5, as PaddleOCR's resize_norm_img. */
const MEAN = [0.5, 0.5, 0.5];
const STD = [0.5, 0.5, 0.5];
/** Narrowest crop: a lone "1" or "." is not stretched into a blob. */
const MIN_WIDTH = 16;
/** No minimum width: padding short crops to PaddleOCR's 320 cost 40 % and read no better (issue 14). */
const MIN_BATCH_WIDTH = 0;

/**
 * Crops per model call for a session with `threads` intra-op threads. Batches of 4 sorted by width
 * were fastest with 2 threads (issue 14); with one thread (each CLI batch worker) a batch gives the
 * single thread no parallel work to win back the padding it costs: 10 SROIE photos, English model,
 * 1 thread, 0.60 CPU s per photo in batches of 4 against 0.55 one line at a time.
 */
export function recognitionBatch(threads: number): number {
  return threads >= 2 ? 4 : 1;
}

interface Crop {
  index: number;
  width: number;
  rgb: Buffer;
  channels: 1 | 3;
}

/** Crop → height 48 keeping the aspect ratio (width capped), raw, the page's channels. Crops are cut from the decoded page. */
export async function cropLine(img: RgbImage, box: Box, maxWidth: number): Promise<{ width: number; rgb: Buffer; channels: 1 | 3 }> {
  const left = Math.max(0, Math.floor(box[0]));
  const top = Math.max(0, Math.floor(box[1]));
  const w = Math.max(1, Math.min(img.width - left, Math.ceil(box[2]) - left));
  const h = Math.max(1, Math.min(img.height - top, Math.ceil(box[3]) - top));
  const width = Math.max(MIN_WIDTH, Math.min(maxWidth, Math.ceil((HEIGHT * w) / h)));
  const { data: rgb } = await rawPixels(fromRgb(img).extract({ left, top, width: w, height: h }).resize(width, HEIGHT, { fit: 'fill' }), img);
  return { width, rgb, channels: img.channels ?? 3 };
}

/**
 * Groups crops of similar width: sorted by width, so padding each batch to its widest crop wastes
 * little. One call per batch instead of per line is where most of the recognition speed comes from.
 */
export function batches<T extends { width: number }>(crops: T[], size: number): T[][] {
  const sorted = [...crops].sort((a, b) => a.width - b.width);
  const out: T[][] = [];
  for (let i = 0; i < sorted.length; i += size) out.push(sorted.slice(i, i + size));
  return out;
}

async function runBatch(session: InferenceSession, batch: Crop[], charset: string[], minWidth: number, spaceGap: number, inkSpaces: boolean): Promise<Decoded[]> {
  // Multiple of 8: the model's time axis is width/8; padding stays the normalised zero PaddleOCR uses.
  const width = Math.max(minWidth, Math.ceil(Math.max(...batch.map((c) => c.width)) / 8) * 8);
  const plane = HEIGHT * width;
  const data = new Float32Array(batch.length * 3 * plane);
  batch.forEach((c, i) => writeChwBgr(c.rgb, c.width, HEIGHT, MEAN, STD, { out: data, offset: i * 3 * plane, stride: width, plane }, c.channels));
  const out = await runSingle(session, data, [batch.length, 3, HEIGHT, width]);
  const [, steps, classes] = out.dims;
  return batch.map((c, i) => {
    const ink = inkSpaces ? { columns: inkColumns(c.channels === 1 ? c.rgb : greyOf(c.rgb), c.width, HEIGHT), height: HEIGHT, pxPerStep: width / steps } : undefined;
    return ctcGreedy(out.data, i * steps * classes, steps, classes, charset, spaceGap, c.width / width, ink);
  });
}

/** Mean of the three channels of raw RGB. */
function greyOf(rgb: Buffer): Uint8Array {
  const grey = new Uint8Array(rgb.length / 3);
  for (let i = 0, j = 0; i < grey.length; i++, j += 3) grey[i] = (rgb[j] + rgb[j + 1] + rgb[j + 2]) / 3;
  return grey;
}

/** Recognition stage: one Decoded per box, in the order of `boxes`. */
export async function recognizeLines(
  session: InferenceSession,
  img: RgbImage,
  boxes: Box[],
  charset: string[],
  opts: RecognizeOptions = {},
): Promise<Decoded[]> {
  const maxWidth = opts.maxWidth ?? 1280;
  // sharp works on libuv's pool, so the crops are cut in parallel while nothing else runs.
  const crops: Crop[] = await Promise.all(boxes.map(async (b, index) => ({ index, ...(await cropLine(img, b, maxWidth)) })));
  const results: Decoded[] = new Array(boxes.length);
  for (const batch of batches(crops, opts.batchSize ?? 4)) {
    const decoded = await runBatch(session, batch, charset, opts.minBatchWidth ?? MIN_BATCH_WIDTH, opts.spaceGap ?? 0, opts.inkSpaces ?? false);
    batch.forEach((c, i) => (results[c.index] = decoded[i]));
  }
  return results;
}
