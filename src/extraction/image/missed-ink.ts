import type Tesseract from 'tesseract.js';
import type { GreyImage } from './preprocess';

/**
 * Second chance for text that Tesseract's AUTO layout analysis threw away.
 *
 * On receipts the price column is right-aligned, so its digits and decimal points stack in perfect
 * vertical alignment, and Tesseract's column finder sometimes drops such a column whole, without any
 * trace in the output. It happened to every price of the sample receipt photographed at a 2° tilt
 * (and the whole TOTAL line with them), and to the untilted sample without its dashed rules under an
 * earlier preprocessing; which pages trigger it changes with small pixel differences. So after the AUTO
 * pass we look for ink that no recognised word covers (this file) and read each such stretch again as
 * a single block, PSM 6, which does no column finding (recover.ts).
 */

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A missed stretch of ink: its bounding box and which grid cells hold it (grown by one cell). */
export interface MissedRegion extends Region {
  cell: number;
  gridWidth: number;
  cells: Uint8Array;
}

/** Darker than this (after normalisation paper is 255, ink near 0) counts as ink. */
const INK = 128;
/** Bounds the extra work on pages full of non-text marks; a long receipt's price column fits. */
const MAX_REGIONS = 40;

/** Typical text height on the page; 32 px (10 pt at 300 dpi, the OCR resolution we aim for) if none was found. */
export function medianWordHeight(found: Tesseract.Bbox[]): number {
  if (!found.length) return 32;
  const sorted = found.map((b) => b.y1 - b.y0).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Ink pixels outside every found word, counted per square cell of about a quarter of a text line. */
function uncoveredInk(grey: GreyImage, found: Tesseract.Bbox[], cell: number, margin: number) {
  const covered = new Uint8Array(grey.width * grey.height);
  for (const b of found) {
    const x0 = Math.max(0, Math.floor(b.x0 - margin));
    const x1 = Math.min(grey.width, Math.ceil(b.x1 + margin));
    for (let y = Math.max(0, Math.floor(b.y0 - margin)); y < Math.min(grey.height, b.y1 + margin); y++) {
      covered.fill(1, y * grey.width + x0, y * grey.width + x1);
    }
  }
  const gw = Math.ceil(grey.width / cell);
  const gh = Math.ceil(grey.height / cell);
  const ink = new Uint32Array(gw * gh);
  const all = new Uint32Array(gw * gh);
  for (let y = 0; y < grey.height; y++) {
    const row = y * grey.width;
    const cellRow = Math.floor(y / cell) * gw;
    for (let x = 0; x < grey.width; x++) {
      if (grey.data[row + x] >= INK) continue;
      const c = cellRow + Math.floor(x / cell);
      all[c]++;
      if (!covered[row + x]) ink[c]++;
    }
  }
  return { ink, all, gw, gh };
}

/**
 * Cells within three cells of a solid dark area: the table around a photographed receipt, a shadow, a
 * logo. Ink there is the edge of the sheet, not text, and is left out. A bold stroke can fill one
 * cell, never a 3×3 block (three quarters of a line height), so only such blocks count as solid.
 */
function solidAreas(all: Uint32Array, gw: number, gh: number, cell: number): Uint8Array {
  const full = (x: number, y: number) => x < 0 || y < 0 || x >= gw || y >= gh || all[y * gw + x] > cell * cell * 0.9;
  const near = new Uint8Array(gw * gh);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      let block = true;
      for (let dy = -1; dy <= 1 && block; dy++) for (let dx = -1; dx <= 1 && block; dx++) block = full(x + dx, y + dy);
      if (!block || !full(x, y) || x === 0 || y === 0 || x === gw - 1 || y === gh - 1) continue;
      for (let ny = Math.max(0, y - 3); ny <= Math.min(gh - 1, y + 3); ny++) near.fill(1, ny * gw + Math.max(0, x - 3), ny * gw + Math.min(gw, x + 4));
    }
  }
  return near;
}

/**
 * Stretches of ink that no recognised word covers, in the coordinates of `grey`, largest first: one per
 * missed line (or run of words), so each is read on its own without dragging in text already read.
 */
export function findMissedRegions(grey: GreyImage, found: Tesseract.Bbox[]): MissedRegion[] {
  const textHeight = medianWordHeight(found);
  const cell = Math.max(3, Math.round(textHeight / 4));
  // A small margin so anti-aliased glyph edges just outside a word's box do not count as missed.
  const { ink, all, gw, gh } = uncoveredInk(grey, found, cell, 2 + textHeight * 0.05);
  const minInk = Math.max(2, Math.round(cell * cell * 0.03));
  const solid = solidAreas(all, gw, gh, cell);
  // Letters and words of one line join (gaps up to a text height); lines above and below do not.
  const reachX = Math.ceil(textHeight / cell);
  const seen = new Uint8Array(gw * gh);
  const regions: Array<MissedRegion & { ink: number }> = [];
  for (let start = 0; start < ink.length; start++) {
    if (seen[start] || ink[start] < minInk || solid[start]) continue;
    seen[start] = 1;
    const stack = [start];
    const members: number[] = [];
    let [minX, minY, maxX, maxY, total] = [gw, gh, 0, 0, 0];
    while (stack.length) {
      const c = stack.pop()!;
      members.push(c);
      const cx = c % gw;
      const cy = (c - cx) / gw;
      [minX, minY, maxX, maxY] = [Math.min(minX, cx), Math.min(minY, cy), Math.max(maxX, cx), Math.max(maxY, cy)];
      total += ink[c];
      for (let ny = Math.max(0, cy - 1); ny <= Math.min(gh - 1, cy + 1); ny++) {
        for (let nx = Math.max(0, cx - reachX); nx <= Math.min(gw - 1, cx + reachX); nx++) {
          const n = ny * gw + nx;
          if (!seen[n] && ink[n] >= minInk && !solid[n]) {
            seen[n] = 1;
            stack.push(n);
          }
        }
      }
    }
    const left = minX * cell;
    const top = minY * cell;
    const width = Math.min(grey.width, (maxX + 1) * cell) - left;
    const height = Math.min(grey.height, (maxY + 1) * cell) - top;
    // Rules, underlines, specks and sheet edges are thinner than half a line of text.
    if (height < textHeight * 0.5 || width < textHeight * 0.5) continue;
    // One cell of slack gives back glyph tips too faint to mark their own cell.
    const cells = new Uint8Array(gw * gh);
    for (const c of members) {
      const cx = c % gw;
      const cy = (c - cx) / gw;
      for (let ny = Math.max(0, cy - 1); ny <= Math.min(gh - 1, cy + 1); ny++) cells.fill(1, ny * gw + Math.max(0, cx - 1), ny * gw + Math.min(gw, cx + 2));
    }
    regions.push({ left, top, width, height, cell, gridWidth: gw, cells, ink: total });
  }
  return regions
    .sort((a, b) => b.ink - a.ink)
    .slice(0, MAX_REGIONS)
    .map(({ ink: _ink, ...region }) => region);
}

/** Boxes of every word Tesseract returned, in the coordinates of the image it read. */
export function wordBoxes(blocks: Tesseract.Block[]): Tesseract.Bbox[] {
  return blocks.flatMap((b) => (b.paragraphs ?? []).flatMap((p) => (p.lines ?? []).flatMap((l) => (l.words ?? []).map((w) => w.bbox))));
}
