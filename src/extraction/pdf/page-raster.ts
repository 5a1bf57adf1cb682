import sharp from 'sharp';
import type { Box } from '../types';
import type { PdfjsPage } from './pdfjs-loader';

export interface RasterOptions {
  /** Resolution of the render. 200 dpi keeps 8-pt print ~22 px tall, inside Tesseract's sweet spot. */
  dpi?: number;
  /**
   * Cap on the rendered pixels: a poster-sized page at 200 dpi would be hundreds of megapixels. The
   * resolution drops for such pages instead of the render failing or exhausting memory.
   */
  maxPixels?: number;
}

export interface RasterPage {
  png: Buffer;
  width: number;
  height: number;
  /** Rendered pixels per PDF point (same on both axes). */
  scale: number;
  /** Whether the page holds no ink worth reading (see isBlank). */
  blank: boolean;
}

const DEFAULT_DPI = 200;
const DEFAULT_MAX_PIXELS = 12_000_000;

/**
 * The render scale for a page of `width` × `height` points. The pixel cap wins over any floor: a page
 * declaring a 1,000,000-pt MediaBox at a floor of 0.05 would still be a 50,000 × 50,000 canvas (10 GB).
 */
export function rasterScale(width: number, height: number, opts: RasterOptions = {}): number {
  const wanted = (opts.dpi ?? DEFAULT_DPI) / 72;
  const cap = Math.sqrt((opts.maxPixels ?? DEFAULT_MAX_PIXELS) / Math.max(1, width * height));
  return Math.min(wanted, cap);
}

/**
 * Renders one page to PNG with pdfjs on a @napi-rs/canvas (Skia, prebuilt, MIT). The canvas is filled
 * white first: pdfjs paints only what the page draws, and a transparent background would turn black
 * once the OCR stage flattens and greys the image.
 */
export async function renderPage(page: PdfjsPage, opts: RasterOptions = {}): Promise<RasterPage> {
  const base = page.getViewport({ scale: 1 });
  const scale = rasterScale(base.width, base.height, opts);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  // Loaded on the first render, not by every process that reads only photos.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createCanvas } = require('@napi-rs/canvas') as typeof import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  await page.render({ canvasContext: ctx, canvas, viewport }).promise;
  const rgba = canvas.data();
  const blank = isBlank(rgba, width, height);
  // sharp's fast PNG (level 1) is ~15× quicker than Skia's default, and OCR decodes it again at once.
  const png = blank ? Buffer.alloc(0) : await sharp(rgba, { raw: { width, height, channels: 4 } }).png({ compressionLevel: 1 }).toBuffer();
  return { png, width, height, scale, blank };
}

/** Ink: clearly darker than paper. Scanner noise and JPEG ringing on white paper stay above this. */
const INK = 160;
/**
 * Whether a rendered page is blank: an empty page of a scanned PDF would cost a full OCR pass for
 * nothing. A sampled grid (every 4th pixel both ways) is enough: one short line of 8-pt print covers
 * ~0.05 % of an A4 page, well above the 0.01 % of specks a blank scan carries.
 */
export function isBlank(rgba: Uint8Array, width: number, height: number): boolean {
  let seen = 0;
  let ink = 0;
  for (let y = 0; y < height; y += 4) {
    for (let x = 0; x < width; x += 4) {
      const i = (y * width + x) * 4;
      seen++;
      if (rgba[i] < INK || rgba[i + 1] < INK || rgba[i + 2] < INK) ink++;
    }
  }
  return ink <= seen * 0.0001;
}

/** A picture's box (points, with a margin for the detector) cut from the page render. */
export async function cropRaster(raster: RasterPage, b: Box): Promise<{ raster: RasterPage; origin: [number, number] } | undefined> {
  const pad = 4;
  const left = Math.max(0, Math.floor((b[0] - pad) * raster.scale));
  const top = Math.max(0, Math.floor((b[1] - pad) * raster.scale));
  const width = Math.min(raster.width, Math.ceil((b[2] + pad) * raster.scale)) - left;
  const height = Math.min(raster.height, Math.ceil((b[3] + pad) * raster.scale)) - top;
  if (width < 8 || height < 8) return undefined;
  const png = await sharp(raster.png).extract({ left, top, width, height }).png({ compressionLevel: 1 }).toBuffer();
  return { raster: { png, width, height, scale: raster.scale, blank: false }, origin: [left / raster.scale, top / raster.scale] };
}

