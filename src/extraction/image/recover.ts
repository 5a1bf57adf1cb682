import sharp from 'sharp';
import type Tesseract from 'tesseract.js';
import { medianWordHeight, type MissedRegion, type Region } from './missed-ink';
import type { GreyImage } from './preprocess';

/** Recovered words below this confidence are mostly stains, stamps and barcode bars read as letters. */
const MIN_CONFIDENCE = 60;

/** Share of `a`'s area that `b` covers. */
function overlapShare(a: Tesseract.Bbox, b: Tesseract.Bbox): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? (w * h) / Math.max(1, (a.x1 - a.x0) * (a.y1 - a.y0)) : 0;
}

function grow(r: Region, byX: number, byY: number, limit: GreyImage): Region {
  const left = Math.max(0, r.left - byX);
  const top = Math.max(0, r.top - byY);
  const right = Math.min(limit.width, r.left + r.width + byX);
  const bottom = Math.min(limit.height, r.top + r.height + byY);
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The region with a margin (Tesseract segments poorly when ink touches the border), showing only the
 * pixels `keep` allows: the missed ink itself. Bits of the lines above and below, read or not,
 * otherwise make Tesseract misread or drop the line it is asked about ("Till: 2" came back as "Till:"
 * at 19 % confidence with the feet of "10:42" over it).
 */
function cropForReading(grey: GreyImage, r: Region, pad: number, keep: (x: number, y: number) => boolean): Promise<Buffer> {
  const width = r.width + 2 * pad;
  const height = r.height + 2 * pad;
  const kept = new Uint8Array(r.width * r.height);
  const histogram = new Uint32Array(256);
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      if (!keep(r.left + x, r.top + y)) continue;
      kept[y * r.width + x] = 1;
      histogram[grey.data[(r.top + y) * grey.width + r.left + x]]++;
    }
  }
  // Blank out with the paper's own shade, not white: on a photo the paper is light grey, and white
  // patches around the kept cells would draw edges that Tesseract reads as strokes.
  const out = Buffer.alloc(width * height, paperShade(histogram));
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      if (kept[y * r.width + x]) out[(y + pad) * width + pad + x] = grey.data[(r.top + y) * grey.width + r.left + x];
    }
  }
  return sharp(out, { raw: { width, height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer();
}

/** The 80th percentile: ink covers well under a fifth of the kept cells, so this is the paper. */
function paperShade(histogram: Uint32Array): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen >= total * 0.8) return v;
  }
  return 255;
}

function shift(b: Tesseract.Bbox, dx: number, dy: number): Tesseract.Bbox {
  return { x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy };
}

/**
 * Reads each missed region as one block and returns the result as extra blocks in page coordinates.
 * Words below MIN_CONFIDENCE or without a letter or digit are dropped: a region that was really a
 * stain or a barcode reads as exactly that kind of junk.
 */
export async function readMissedRegions(
  readBlock: (png: Buffer) => Promise<Tesseract.Block[]>,
  grey: GreyImage,
  regions: MissedRegion[],
  found: Tesseract.Bbox[],
): Promise<Tesseract.Block[]> {
  const blocks: Tesseract.Block[] = [];
  const taken = [...found];
  const textHeight = medianWordHeight(found);
  const pad = Math.round(textHeight / 2);
  for (const region of regions) {
    const r = grow(region, region.cell, region.cell, grey);
    const nearby = taken.filter((b) => b.x1 > r.left && b.x0 < r.left + r.width && b.y1 > r.top && b.y0 < r.top + r.height);
    const png = await cropForReading(grey, r, pad, (x, y) => {
      const c = Math.floor(y / region.cell) * region.gridWidth + Math.floor(x / region.cell);
      return region.cells[c] === 1 && !nearby.some((b) => x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1);
    });
    const dx = r.left - pad;
    const dy = r.top - pad;
    for (const block of await readBlock(png)) {
      for (const paragraph of block.paragraphs ?? []) {
        for (const line of paragraph.lines ?? []) {
          line.words = (line.words ?? [])
            .filter((w) => w.confidence >= MIN_CONFIDENCE && /[\p{L}\p{N}]/u.test(w.text))
            .map((w) => ({ ...w, bbox: shift(w.bbox, dx, dy) }))
            // Text already read, or read twice from a tilted crop, must appear once.
            .filter((w) => {
              if (taken.some((f) => overlapShare(w.bbox, f) > 0.3)) return false;
              taken.push(w.bbox);
              return true;
            });
          line.bbox = shift(line.bbox, dx, dy);
          line.baseline = { ...line.baseline, ...shift(line.baseline, dx, dy) };
        }
      }
      blocks.push(block);
    }
  }
  return blocks;
}

