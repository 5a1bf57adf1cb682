import type { Box } from '../types';
import { fromRgb, rawPixels, type RgbImage } from './image';

/** Upscales below this are not undone: the page is read as it came. */
const MIN_UNDO = 1.05;

const shrunk = new WeakMap<RgbImage, Promise<RgbImage>>();

/**
 * The page at the resolution it came in, for recognisers that read small print better without the
 * detector's upscale (prepare.ts enlarges small print up to 2× with lanczos3, and the crop is then
 * resized to the recogniser's 48 px again: the Japanese PP-OCRv3 model garbles such doubly resampled
 * photographed print). Shrunk with a linear (triangle) kernel, which also smooths the ringing the
 * upscale left; computed once per page image and shared by every read of it. Boxes are scaled along.
 */
export async function atNativeScale(img: RgbImage, boxes: Box[]): Promise<{ img: RgbImage; boxes: Box[] }> {
  const factor = img.upscaled ?? 1;
  if (factor < MIN_UNDO) return { img, boxes };
  let native = shrunk.get(img);
  if (!native) {
    native = shrink(img, factor);
    shrunk.set(img, native);
  }
  return { img: await native, boxes: boxes.map((b) => b.map((v) => v / factor) as Box) };
}

async function shrink(img: RgbImage, factor: number): Promise<RgbImage> {
  const width = Math.max(1, Math.round(img.width / factor));
  const height = Math.max(1, Math.round(img.height / factor));
  const { data } = await rawPixels(fromRgb(img).resize(width, height, { fit: 'fill', kernel: 'linear' }), img);
  return { data, width, height, ...(img.channels ? { channels: img.channels } : {}) };
}
