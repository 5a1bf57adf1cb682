import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../common/app-error';
import type { SniffedType } from '../types';
import { stretchContrast } from './contrast';

export interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

/** One page of an image, made ready for Tesseract, plus what is needed to map boxes back. */
export interface PreparedPage {
  /** 1-based. */
  number: number;
  /** Size of the page as a viewer shows it (EXIF orientation applied), in original pixels. */
  width: number;
  height: number;
  /**
   * The page at the OCR resolution as a binary greymap (PGM): Leptonica reads it without decompressing
   * anything, which on 2-MP receipts saved ~5–15 % of Tesseract's time per page over a PNG.
   */
  image: Buffer;
  /** The same pixels, raw (1 byte per pixel), for finding ink that OCR missed. */
  grey: GreyImage;
  /** Prepared pixels per original pixel, per axis (rounding makes them differ slightly). */
  scaleX: number;
  scaleY: number;
}

/**
 * Tesseract's LSTM reads best when capitals are roughly 20–40 px tall. Phone photos and scans of a
 * receipt usually fill the frame, so a longer side of ~1600 px (or a shorter side of ~1000 px for a
 * long, thin receipt) gets small print there.
 */
const MIN_LONG_SIDE = 1600;
const MIN_SHORT_SIDE = 1000;
/** Beyond 4× the upscale only magnifies blur and costs time. */
const MAX_UPSCALE = 4;
/**
 * Recognition time grows with area, so the cap is on pixels, not on the longer side: a 800×5000 scan of
 * a long receipt keeps its resolution, while a 12 MP photo is brought down to ~9 MP (≈3000×3000).
 */
const MAX_PIXELS = 9_000_000;
/** Decompression-bomb guard; far above any real receipt or invoice scan (a 600 dpi A3 is ~70 MP). */
const MAX_INPUT_PIXELS = 100_000_000;

export function targetScale(width: number, height: number): number {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const up = Math.min(MAX_UPSCALE, Math.max(1, MIN_LONG_SIDE / long, MIN_SHORT_SIDE / short));
  return Math.min(up, Math.sqrt(MAX_PIXELS / (width * height)));
}

function undecodable(e: unknown): AppError {
  // libvips messages span several lines, often repeated; one short line is enough for a client.
  const lines = (e instanceof Error ? e.message : String(e)).split('\n').map((l) => l.trim().replace(/:$/, ''));
  const reason = [...new Set(lines.filter(Boolean))].join('; ').slice(0, 200) || 'unknown error';
  return new AppError('UNPROCESSABLE', `The image could not be decoded: ${reason}`);
}

function open(bytes: Buffer, page: number): Sharp {
  // failOn 'error' (not the default 'warning'): libjpeg reports a damaged stretch of data ("bad Huffman
  // code") as a warning and decodes the rest, and such a photo is still mostly readable. Truncated and
  // garbled files still fail.
  return sharp(bytes, { page, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
}

/** Number of pages to OCR: every page of a TIFF, the first frame of anything else (animated WebP/GIF). */
export async function pageCount(bytes: Buffer, type: SniffedType): Promise<number> {
  try {
    const meta = await open(bytes, 0).metadata();
    if (!meta.width || !meta.height) throw new Error('image has no dimensions');
    return type === 'tiff' ? Math.max(1, meta.pages ?? 1) : 1;
  } catch (e) {
    throw undecodable(e);
  }
}

/**
 * Fully decodes the first page into a thumbnail: the header alone (metadata) accepts truncated and
 * corrupt files that read() would then refuse. JPEG shrink-on-load keeps this to a few milliseconds.
 */
export async function checkDecodable(bytes: Buffer, type: SniffedType): Promise<void> {
  await pageCount(bytes, type);
  try {
    await open(bytes, 0).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch (e) {
    throw undecodable(e);
  }
}

/** A single-band raw image as PGM (P5): a text header and the bytes as they are. */
export function toPgm(grey: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${grey.width} ${grey.height}\n255\n`, 'ascii'), grey.data]);
}

/** A single-band raw image as PNG, for the stages that crop with sharp (which reads no PGM). */
export function toPng(grey: GreyImage): Promise<Buffer> {
  return sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } }).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}

/** Turns a page upright (see orientation.ts); returns the input when it already is. */
export type Straighten = (grey: GreyImage) => Promise<GreyImage>;

/**
 * Decodes page `index` (0-based), applies EXIF orientation, flattens, greys and stretches contrast,
 * straightens it (turn and deskew, when `straighten` is given) and rescales it. The page's size and
 * every box read from it are those of the straightened page: the upright page a person would read.
 */
export async function preparePage(bytes: Buffer, index: number, straighten?: Straighten): Promise<PreparedPage> {
  try {
    const decoded = await open(bytes, index)
      .autoOrient()
      // Transparent areas would turn black under greyscale and swallow dark text drawn on them.
      .flatten({ background: '#ffffff' })
      .greyscale()
      // One byte per pixel whatever the source (16-bit PNG and TIFF scans exist).
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (decoded.info.channels !== 1) throw new Error(`unexpected ${decoded.info.channels} channels after greyscale`);
    // Stretched at the original size, before any upscale: a quarter of the pixels or fewer to touch.
    const grey = await stretchContrast({ data: decoded.data, width: decoded.info.width, height: decoded.info.height });
    const upright = straighten ? await straighten(grey) : grey;
    const { width, height } = upright;
    const scale = targetScale(width, height);
    const outW = Math.max(1, Math.round(width * scale));
    const outH = Math.max(1, Math.round(height * scale));
    let resized = sharp(upright.data, { raw: { width, height, channels: 1 } }).resize(outW, outH, { fit: 'fill', kernel: 'lanczos3' });
    // Upscaling magnifies JPEG block edges into strokes Tesseract reads as punctuation ("3.95" → "3:95");
    // a σ=1 blur at the OCR resolution (under half a pixel of the original) smooths them out without
    // changing glyph shapes. On the sample saved as JPEG at q75–97 this cut misread lines from 8 to 3.
    if (scale > 1.2) resized = resized.blur(1);
    const scaled = await resized
      // Raw single-band input is taken as sRGB and would come back as three identical bands.
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: w, height: h } = scaled.info;
    const image = toPgm({ data: scaled.data, width: w, height: h });
    return { number: index + 1, width, height, image, grey: { data: scaled.data, width: w, height: h }, scaleX: w / width, scaleY: h / height };
  } catch (e) {
    throw undecodable(e);
  }
}
