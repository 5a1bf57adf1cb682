import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../common/app-error';
import { stretchContrast } from '../image/contrast';
import type { GreyImage, Straighten } from '../image/preprocess';
import type { SniffedType } from '../types';
import { fromRgb, rawPixels, type RgbImage } from './image';

/** Decompression-bomb guard, as for every other image path; far above any real receipt or A3 scan. */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * Small print is upscaled until the page's shorter side reaches this: PP-OCR's detector loses lines
 * whose x-height falls under ~6 px at its input size, and a 500 px-wide receipt scan holds such print.
 */
const MIN_SHORT_SIDE = 800;
const MAX_UPSCALE = 2;
/**
 * Larger images are shrunk while decoding (JPEG shrink-on-load): a 600-dpi receipt scan of 5000×7000
 * pixels still has print ~40 px tall at this size, and the recogniser reads crops at 48 px anyway.
 * The 7 such SROIE photos: 2.7–3.4 → 1.4–1.8 CPU s each, the same key values found.
 */
const MAX_LONG_SIDE = 3200;

function undecodable(e: unknown, type?: SniffedType): AppError {
  if (e instanceof AppError) return e;
  const lines = (e instanceof Error ? e.message : String(e)).split('\n').map((l) => l.trim().replace(/:$/, ''));
  const reason = [...new Set(lines.filter(Boolean))].join('; ').slice(0, 200) || 'unknown error';
  return new AppError('UNPROCESSABLE', `The ${type === 'heic' ? 'HEIC ' : ''}image could not be decoded: ${reason}`);
}

interface HeicImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}

/**
 * HEIC/HEIF (iPhone photos) through libheif (LGPL-3.0, WebAssembly, used unmodified as the separate
 * npm packages heic-decode + libheif-js; see NOTICE). libheif applies the file's rotation and mirror,
 * so the pixels come out as a viewer shows them. Loaded only when a HEIC file arrives.
 */
async function decodeHeic(bytes: Buffer): Promise<Sharp> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const heic = require('heic-decode') as { all(o: { buffer: Buffer }): Promise<HeicImage[] & { dispose(): void }> };
  const images = await heic.all({ buffer: bytes });
  try {
    const first = images[0];
    if (first.width * first.height > MAX_INPUT_PIXELS) throw new Error(`image of ${first.width}×${first.height} pixels exceeds the limit`);
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

function open(bytes: Buffer, type: SniffedType, page: number): Promise<Sharp> {
  if (type === 'heic') return decodeHeic(bytes);
  // failOn 'error': a damaged stretch of JPEG data decodes with a warning and is still mostly readable.
  return Promise.resolve(sharp(bytes, { page, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).autoOrient());
}

/** Pages to read: every page of a TIFF, one of anything else. */
export async function countPages(bytes: Buffer, type: SniffedType): Promise<number> {
  try {
    if (type === 'heic') return 1;
    const meta = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('image has no dimensions');
    return type === 'tiff' ? Math.max(1, meta.pages ?? 1) : 1;
  } catch (e) {
    throw undecodable(e, type);
  }
}

/** Fully decodes a thumbnail of the first page: headers alone accept truncated files that read() refuses. */
export async function checkImage(bytes: Buffer, type: SniffedType): Promise<void> {
  await countPages(bytes, type);
  try {
    await (await open(bytes, type, 0)).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch (e) {
    throw undecodable(e, type);
  }
}

/**
 * A page made ready for PP-OCR: EXIF orientation, transparency on white, grey, contrast stretched from
 * the ink to the paper level, turned upright and deskewed (`straighten`), small print upscaled; then
 * as three equal channels, the input the models take. `scale` is prepared pixels per upright pixel.
 */
export async function preparePhoto(
  bytes: Buffer,
  type: SniffedType,
  index: number,
  straighten?: Straighten,
  opts: { flattenLight?: boolean } = {},
): Promise<{ img: RgbImage; scale: number }> {
  try {
    const source = await open(bytes, type, index);
    const meta = await source.metadata();
    const longSide = Math.max(meta.width ?? 0, meta.height ?? 0);
    // Never below the small-print size: a long narrow receipt would only be upscaled again.
    const shrink = Math.min(1, Math.max(MAX_LONG_SIDE / longSide, MIN_SHORT_SIDE / Math.min(meta.width ?? 1, meta.height ?? 1)));
    const target = Math.round(longSide * shrink);
    // After the JPEG's own 1/2 shrink the rest (2480 → 2263 px wide for a 600-dpi A4 scan) is small: a
    // linear kernel does it for 0.1 CPU s less than lanczos3, the same SROIE key values per photo.
    if (shrink < 1) source.resize(target, target, { fit: 'inside', kernel: 'linear' });
    const { data, info } = await source
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 1) throw new Error(`unexpected ${info.channels} channels after greyscale`);
    const shrunk = shrink < 1 ? Math.max(info.width, info.height) / longSide : 1;
    const raw = { data, width: info.width, height: info.height };
    const grey = await stretchContrast(opts.flattenLight ? await flattenLight(raw) : raw);
    const upright = straighten ? await straighten(grey) : grey;
    const out = await upscaled(upright);
    return { img: out.img, scale: out.scale * shrunk };
  } catch (e) {
    throw undecodable(e, type);
  }
}

/**
 * The page kept grey (one byte per pixel): every later resize and crop then touches a third of the
 * bytes, and the models' three equal channels are written only into their input tensors.
 */
async function upscaled(grey: GreyImage): Promise<{ img: RgbImage; scale: number }> {
  const scale = Math.min(MAX_UPSCALE, Math.max(1, MIN_SHORT_SIDE / Math.min(grey.width, grey.height)));
  if (scale <= 1.05) return { img: { ...grey, channels: 1 }, scale: 1 };
  const img: RgbImage = { ...grey, channels: 1 };
  const out = await rawPixels(fromRgb(img).resize(Math.round(grey.width * scale), Math.round(grey.height * scale), { kernel: 'lanczos3' }), img);
  const factor = out.width / grey.width;
  return { img: { ...out, channels: 1, ...(factor > 1 ? { upscaled: factor } : {}) }, scale: factor };
}

/** Background estimate cell: text strokes vanish under a median this size at 1/8 scale. */
const LIGHT_SHRINK = 8;

/**
 * Uneven light (a shadow across a photographed receipt) divided out: the paper's brightness is
 * estimated at 1/8 scale by a median that removes the text, and each pixel is scaled by it, so paper
 * comes out equally white everywhere and the ink keeps its contrast to the paper around it.
 */
export async function flattenLight(grey: GreyImage): Promise<GreyImage> {
  const w = Math.max(1, Math.round(grey.width / LIGHT_SHRINK));
  const h = Math.max(1, Math.round(grey.height / LIGHT_SHRINK));
  const background = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .resize(w, h, { fit: 'fill' })
    .median(7)
    .blur(2)
    .resize(grey.width, grey.height, { fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const out = Buffer.alloc(grey.data.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.round((grey.data[i] * 255) / Math.max(24, background[i])));
  return { data: out, width: grey.width, height: grey.height };
}
