import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../common/app-error';

/**
 * The page as a viewer shows it (EXIF orientation applied), raw, `channels` bytes per pixel: RGB, or
 * 1 for a grey page (prepare.ts), whose three colour channels the models would see as equal.
 */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
  /** 1: grey; absent: 3 (RGB). */
  channels?: 1 | 3;
  /** How much the page was enlarged for the detector (prepare.ts small-print upscale); absent: 1. */
  upscaled?: number;
}

/** Decompression-bomb guard, as in the Tesseract reader; far above any real receipt or A3 scan. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Decodes once; detection (downscaled) and every recognition crop (full resolution) are cut from this
 * buffer, so the compressed image is never decoded twice. failOn 'error' keeps photos with a damaged
 * stretch of JPEG data readable, like the Tesseract path does.
 */
export async function decodeRgb(bytes: Buffer): Promise<RgbImage> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected channel count ${info.channels}`);
    return { data, width: info.width, height: info.height };
  } catch (e) {
    const first = (e instanceof Error ? e.message : String(e)).split('\n')[0].trim().slice(0, 200);
    throw new AppError('UNPROCESSABLE', `The image could not be decoded: ${first || 'unknown error'}`);
  }
}

/** A sharp pipeline over the decoded pixels (no re-decode of the original file). */
export function fromRgb(img: RgbImage): Sharp {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels ?? 3 } });
}

/**
 * The pixels of a pipeline over `img` (fromRgb), with the image's own channel count: sharp takes
 * single-band raw input as sRGB and would hand back three equal bands. Per band, the resampling is
 * the same either way: a grey page gives the bytes of one band of its RGB copy (test/unit/ppocr).
 */
export async function rawPixels(pipeline: Sharp, img: RgbImage): Promise<{ data: Buffer; width: number; height: number }> {
  const grey = img.channels === 1;
  const { data, info } = await (grey ? pipeline.toColourspace('b-w') : pipeline).raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== (grey ? 1 : 3)) throw new Error(`unexpected channel count ${info.channels}`);
  return { data, width: info.width, height: info.height };
}

/** Where a planar image goes: `stride` floats per row, `plane` floats per channel, from `offset`. */
export interface ChwSlot {
  out: Float32Array;
  offset: number;
  stride: number;
  plane: number;
}

/**
 * Interleaved RGB bytes (or grey: `channels` 1, the same byte in all three planes) → planar float32
 * in BGR order, normalised per channel. PaddleOCR trains on OpenCV images (BGR), so its mean/std
 * lists apply to B, G, R in that order and plane 0 must be blue. A slot wider than the image leaves
 * the rest of each row untouched (zero: the padding the models saw).
 */
export function writeChwBgr(
  rgb: Buffer,
  width: number,
  height: number,
  mean: readonly number[],
  std: readonly number[],
  slot: ChwSlot,
  channels: 1 | 3 = 3,
): void {
  for (let c = 0; c < 3; c++) {
    const src = channels === 1 ? 0 : 2 - c;
    const m = 255 * mean[c];
    const s = 1 / (255 * std[c]);
    const base = slot.offset + c * slot.plane;
    for (let y = 0; y < height; y++) {
      const row = base + y * slot.stride;
      for (let x = 0, p = y * width * channels + src; x < width; x++, p += channels) slot.out[row + x] = (rgb[p] - m) * s;
    }
  }
}
