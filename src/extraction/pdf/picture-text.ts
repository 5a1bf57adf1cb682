import type { Box, Line, Page } from '../types';
import type { PdfjsModule } from './pdfjs-loader';

/**
 * Text printed inside pictures of a digital page: a letterhead or logo drawn as an image holds the only copy of the
 * vendor's name on many real invoices ("the issuer encapsulated their company data in the image below"), and the
 * text layer never sees it. These steps find the pictures, and keep of their OCR only what the text layer lacks.
 */

type Matrix = number[];

/** Smallest picture worth reading, in points: a 2-letter word at 8 pt. Rules and bullets drawn as images are smaller. */
const MIN_WIDTH = 24;
const MIN_HEIGHT = 8;
/** Pictures read at most per page, largest first: a page tiled with icons is not a letterhead. */
const MAX_PICTURES = 4;

/** The boxes (top-left page coordinates, points) of the images a page paints, largest first. */
export function pictureBoxes(lib: Pick<PdfjsModule, 'OPS' | 'Util'>, ops: { fnArray: number[]; argsArray: unknown[] }, viewport: Matrix, page: { width: number; height: number }): Box[] {
  const { OPS, Util } = lib;
  const paints = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat].filter((n) => n !== undefined));
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const boxes: Box[] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && args) ctm = Util.transform(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args?.[0])) ctm = Util.transform(ctm, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (paints.has(fn)) boxes.push(unitSquare(Util.transform(viewport, ctm), page));
  }
  return boxes
    .filter((b) => b[2] - b[0] >= MIN_WIDTH && b[3] - b[1] >= MIN_HEIGHT)
    .sort((a, b) => area(b) - area(a))
    .slice(0, MAX_PICTURES);
}

/** An image is drawn into the unit square of its matrix; its box on the page, clipped to the page. */
function unitSquare(m: Matrix, page: { width: number; height: number }): Box {
  const xs = [m[4], m[0] + m[4], m[2] + m[4], m[0] + m[2] + m[4]];
  const ys = [m[5], m[1] + m[5], m[3] + m[5], m[1] + m[3] + m[5]];
  const clip = (v: number, max: number) => Math.max(0, Math.min(max, v));
  return [clip(Math.min(...xs), page.width), clip(Math.min(...ys), page.height), clip(Math.max(...xs), page.width), clip(Math.max(...ys), page.height)];
}

const area = (b: Box) => Math.max(0, b[2] - b[0]) * Math.max(0, b[3] - b[1]);

function overlap(a: Box, b: Box): number {
  return area([Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])]);
}

/** A picture line is taken when its words are this sure on average: logos, stamps and photos read as noise below it. */
const MIN_CONFIDENCE = 0.75;

/**
 * The OCR lines of a picture (already in page points) that add to the text layer: confident, holding letters, and
 * not over text the layer has (a scanned page with a text layer under its image would otherwise be read twice).
 */
export function pictureLines(ocr: Line[], text: Page): Line[] {
  const words = text.lines.flatMap((l) => l.words.map((w) => w.box));
  return ocr.filter((line) => {
    const letters = line.text.replace(/[^\p{L}]/gu, '').length;
    if (letters < 2 || line.words.length === 0) return false;
    const sure = line.words.reduce((n, w) => n + w.confidence, 0) / line.words.length;
    if (sure < MIN_CONFIDENCE) return false;
    const covered = words.reduce((n, w) => n + overlap(line.box, w), 0);
    return covered < 0.3 * area(line.box);
  });
}

/** Lines from a crop's pixels to page points: crops start at `origin` (points) and hold `scale` pixels a point. */
export function cropToPoints(lines: Line[], origin: [number, number], scale: number): Line[] {
  const box = (b: Box): Box => [origin[0] + b[0] / scale, origin[1] + b[1] / scale, origin[0] + b[2] / scale, origin[1] + b[3] / scale];
  return lines.map((l) => ({ ...l, box: box(l.box), words: l.words.map((w) => ({ ...w, box: box(w.box) })) }));
}

/**
 * The page with picture lines put in reading order: each goes before the first line whose top lies below its middle,
 * so the text layer's own order (columns, tables) is left as it was.
 */
export function withPictureLines(page: Page, extra: Line[]): Page {
  const lines = page.lines.slice();
  for (const line of extra.slice().sort((a, b) => a.box[1] - b.box[1])) {
    const middle = (line.box[1] + line.box[3]) / 2;
    const at = lines.findIndex((l) => l.box[1] > middle);
    lines.splice(at < 0 ? lines.length : at, 0, line);
  }
  return { ...page, lines };
}
