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
function cropForReading(grey: GreyImage, r: Region, pad: number, keep: (x: number, y: number) => boolean): Crop {
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
  return { data: out, width, height, paper: out[0] };
}

interface Crop extends GreyImage {
  paper: number;
}

/**
 * Every crop stacked into one image, left-aligned, with `gap` rows of paper between them, and where
 * each one starts. One Tesseract call for all of them instead of one per region: each call pays for
 * decoding, thresholding and layout analysis of its own, which made up most of the recovery time on
 * receipts with many missed stretches.
 */
function stack(crops: Crop[], gap: number): { png: Promise<Buffer>; tops: number[] } {
  const width = Math.max(...crops.map((c) => c.width));
  const tops: number[] = [];
  let height = 0;
  for (const c of crops) {
    tops.push(height);
    height += c.height + gap;
  }
  const papers = crops.map((c) => c.paper).sort((a, b) => a - b);
  const out = Buffer.alloc(width * height, papers[papers.length >> 1]);
  crops.forEach((c, i) => {
    for (let y = 0; y < c.height; y++) c.data.copy(out, (tops[i] + y) * width, y * c.width, (y + 1) * c.width);
  });
  return { png: sharp(out, { raw: { width, height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer(), tops };
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
 * Reads the missed regions (all in one single-block pass over a stack of their crops) and returns the
 * result as extra blocks in page coordinates. Words below MIN_CONFIDENCE or without a letter or digit
 * are dropped: a region that was really a stain or a barcode reads as exactly that kind of junk.
 */
export async function readMissedRegions(
  readBlock: (png: Buffer) => Promise<Tesseract.Block[]>,
  grey: GreyImage,
  regions: MissedRegion[],
  found: Tesseract.Bbox[],
): Promise<Tesseract.Block[]> {
  if (regions.length === 0) return [];
  const taken = [...found];
  const textHeight = medianWordHeight(found);
  const pad = Math.round(textHeight / 2);
  const placed = regions.map((region) => {
    const r = grow(region, region.cell, region.cell, grey);
    const nearby = found.filter((b) => b.x1 > r.left && b.x0 < r.left + r.width && b.y1 > r.top && b.y0 < r.top + r.height);
    const crop = cropForReading(grey, r, pad, (x, y) => {
      const c = Math.floor(y / region.cell) * region.gridWidth + Math.floor(x / region.cell);
      return region.cells[c] === 1 && !nearby.some((b) => x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1);
    });
    return { crop, dx: r.left - pad, dy: r.top - pad };
  });
  // Two text heights of paper keep the crops' lines apart in a single-block read.
  const { png, tops } = stack(placed.map((p) => p.crop), 2 * textHeight);
  /** The crop a box of the stacked image belongs to: the one its vertical centre falls in. */
  const owner = (b: Tesseract.Bbox): number | undefined => {
    const mid = (b.y0 + b.y1) / 2;
    const i = placed.findIndex((p, k) => mid >= tops[k] && mid < tops[k] + p.crop.height);
    return i >= 0 ? i : undefined;
  };
  const blocks: Tesseract.Block[] = [];
  for (const block of await readBlock(await png)) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        const i = owner(line.bbox);
        if (i === undefined) {
          line.words = [];
          continue;
        }
        const dx = placed[i].dx;
        const dy = placed[i].dy - tops[i];
        line.words = (line.words ?? [])
          .filter((w) => w.confidence >= MIN_CONFIDENCE && /[\p{L}\p{N}]/u.test(w.text) && owner(w.bbox) === i)
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
  return blocks;
}
