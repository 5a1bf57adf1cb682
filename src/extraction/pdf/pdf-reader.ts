import { AppError } from '../../common/app-error';
import type { Box, DocumentTree, Line, Page } from '../types';
import { buildLines, type Fragment } from './layout';
import { cropRaster, renderPage, type RasterOptions, type RasterPage } from './page-raster';
import { loadPdfjs, type PdfjsDocument, type PdfjsPage, type PdfjsRuntime, type PdfjsTextItem } from './pdfjs-loader';
import { judgeTextLayer } from './text-quality';
import { hasRtl, logicalLine, reverseText, unshape } from './bidi';
import { ActualTexts } from './actual-text';
import { detachStrayClusters } from './indic-words';
import { unionBox } from '../box';
import { cropToPoints, pictureBoxes, pictureLines } from './picture-text';

type TextStyle = { ascent?: number; descent?: number; vertical?: boolean };

/** pdfjs error names that mean "this file cannot be read", with the message a client sees. */
const PDF_ERRORS: Record<string, string> = {
  PasswordException: 'The PDF is password-protected and cannot be read',
  InvalidPDFException: 'The file is not a valid PDF (corrupt or truncated)',
  FormatError: 'The PDF is malformed and cannot be read',
  MissingPDFException: 'The PDF is empty or missing',
  UnknownErrorException: 'The PDF cannot be read',
};

function unprocessable(e: unknown): AppError {
  const name = (e as { name?: string })?.name ?? '';
  return new AppError('UNPROCESSABLE', PDF_ERRORS[name] ?? 'The PDF cannot be read (corrupt or unsupported structure)');
}

/** Converts one pdfjs text item to a Fragment in top-left page coordinates. */
function toFragment(rt: PdfjsRuntime, viewport: number[], item: PdfjsTextItem, style?: TextStyle): Fragment {
  // Item space → viewport space: the viewport transform flips y and applies the page's /Rotate.
  const [a, b, c, d, e, f] = rt.lib.Util.transform(viewport, item.transform);
  const size = Math.hypot(c, d) || Math.abs(item.height) || 1;
  const ascent = style?.ascent && style.ascent > 0 && style.ascent < 1.5 ? style.ascent : 0.8;
  const descent = style?.descent && style.descent < 0 && style.descent > -1 ? -style.descent : 0.2;
  const horizontal = Math.abs(b) < 1e-3 * Math.abs(a) && a > 0 && !style?.vertical;
  if (horizontal) {
    // pdfjs reports item.width already scaled to user space; viewport scale is 1.
    // Indic half forms ("त्", "ल्") are drawn with no advance under the next glyph: an estimated width would
    // overprint that glyph and push it to a line of its own. So would unmapped glyphs (U+0000) pdfjs measured zero
    // wide: marks a shaper drew over their base (the bindu of "कें"), whose text comes from the span's ActualText.
    const zeroAdvance = /[\u0900-\u0dff]|^\u0000+$/u.test(item.str) ? 0.05 * size : item.str.length * size * 0.5;
    const width = item.width > 0 ? item.width : zeroAdvance;
    const box: Box = [e, f - ascent * size, e + width, f + descent * size];
    return { text: visualText(item), box, size };
  }
  // Rotated text: approximate its extent along its own direction and keep it as a separate line.
  const len = item.width || item.str.length * size * 0.5;
  const angle = Math.atan2(b, a);
  const ex = e + Math.cos(angle) * len;
  const ey = f + Math.sin(angle) * len;
  const box: Box = [Math.min(e, ex), Math.min(f, ey) - size, Math.max(e, ex) + size, Math.max(f, ey)];
  return { text: unshape(item.str), box, size, rotated: true };
}

/** A whitespace-only item with a measured width (one without is no evidence of anything). */
const isBlank = (i: PdfjsTextItem) => i.str !== '' && i.str.trim() === '' && i.width > 0;

/** Whitespace-only items stay: the line builder reads word breaks in Indic text from them (indic-words.ts). */
function plainFragments(items: ContentItem[], fragment: (i: PdfjsTextItem) => Fragment): Fragment[] {
  return items.filter((i): i is PdfjsTextItem => 'str' in i && (i.str.trim() !== '' || isBlank(i))).map(fragment);
}

/**
 * Glyphs drawn inside a marked-content sequence with an ActualText become one fragment carrying that text (see
 * actual-text.ts). pdfjs reports every BDC as 'beginMarkedContentProps', in the order they are drawn; when its count
 * differs from the content stream's (text in form XObjects), the page is read as pdfjs gives it.
 */
function withActualText(items: ContentItem[], texts: Array<string | null>, fragment: (i: PdfjsTextItem) => Fragment): Fragment[] {
  const begins = items.filter((i) => 'type' in i && i.type === 'beginMarkedContentProps').length;
  if (begins !== texts.length) return plainFragments(items, fragment);
  const out: Fragment[] = [];
  const frames: Array<{ text: string | null; parts: Fragment[] }> = [];
  let next = 0;
  for (const item of items) {
    if ('type' in item && item.type === 'beginMarkedContentProps') frames.push({ text: texts[next++], parts: [] });
    else if ('type' in item && item.type === 'beginMarkedContent') frames.push({ text: null, parts: [] });
    else if ('type' in item && item.type === 'endMarkedContent') {
      const frame = frames.pop();
      if (!frame) continue;
      const merged = frame.text !== null && frame.parts.length ? [actualFragment(frame.text, frame.parts)] : frame.parts;
      (frames.length ? frames[frames.length - 1].parts : out).push(...merged);
    } else if ('str' in item && item.str.trim()) {
      (frames.length ? frames[frames.length - 1].parts : out).push(fragment(item));
    } else if ('str' in item && isBlank(item)) {
      // A space drawn (or estimated by pdfjs) inside a span is no part of its ActualText but still a word break.
      out.push(fragment(item));
    }
  }
  for (const f of frames) out.push(...f.parts);
  return out;
}

function actualFragment(text: string, parts: Fragment[]): Fragment {
  // ActualText is typed text, in logical order; the line builder expects what is drawn.
  const typed = unshape(text);
  const visual = hasRtl(typed) ? reverseText(typed) : typed;
  // A space pdfjs put before the first glyph of the span (a drawn space) is a word break the ActualText leaves out.
  const lead = /^\s/.test(parts[0].text) && !/^\s/.test(visual) ? ' ' : '';
  return { text: lead + visual, box: unionBox(parts.map((p) => p.box)), size: Math.max(...parts.map((p) => p.size)), rotated: parts.some((p) => p.rotated) };
}

/**
 * pdfjs puts the characters of a right-to-left item in logical order but leaves single glyphs where they are
 * drawn; back in visual order every piece glues with its neighbours by position, and the line is put in
 * logical order once it is whole (bidi.ts).
 */
function visualText(item: PdfjsTextItem): string {
  const text = unshape(item.str);
  // A single shaped glyph may stand for a ligature ("ﻼ" = "لا"): its letters, too, are drawn right to left.
  const rtl = (item as { dir?: string }).dir === 'rtl' || [...item.str].length === 1;
  return rtl && hasRtl(text) ? reverseText(text) : text;
}

type ContentItem = PdfjsTextItem | { type: string };

async function readPage(rt: PdfjsRuntime, page: PdfjsPage, number: number, actual: ActualTexts): Promise<Page> {
  const viewport = page.getViewport({ scale: 1 });
  const content = (await page.getTextContent({ includeMarkedContent: true })) as { items: ContentItem[]; styles?: Record<string, TextStyle> };
  const fragment = (item: PdfjsTextItem) => toFragment(rt, viewport.transform, item, content.styles?.[(item as { fontName?: string }).fontName ?? '']);
  // Unmapped glyphs (U+0000) and right-to-left ligatures, whose letters pdfjs cannot put in order, are what
  // ActualText mends; other pages skip the second parse.
  const mend = content.items.some((i) => 'str' in i && (i.str.includes('\u0000') || hasRtl(i.str)));
  const texts = mend ? await actual.forPage(number - 1) : undefined;
  // Repairs for clusters pdfjs measured zero wide, needed only when its worker could not be mended.
  const repair = !rt.measuresClusters;
  const items = repair ? detachStrayClusters(content.items) : content.items;
  const fragments = texts ? withActualText(items, texts, fragment) : plainFragments(items, fragment);
  const lines = buildLines(fragments, { lostClusters: repair }).map(logicalLine);
  return { number, width: viewport.width, height: viewport.height, lines, origin: 'text-layer' };
}

/** OCR of a rendered page; the result is in the raster's pixels. */
export type PageOcr = (raster: RasterPage, signal?: AbortSignal) => Promise<Page>;

export interface PdfReadOptions {
  /** Reads pages whose text layer is missing or garbage (see text-quality.ts). Without it they stay as they are. */
  ocr?: PageOcr;
  raster?: RasterOptions;
  signal?: AbortSignal;
}

const visibleChars = (page: Page) => page.lines.reduce((n, l) => n + l.text.replace(/\s+/g, '').length, 0);

/** An OCR'd raster page brought into PDF points, so every page of the tree shares one coordinate system. */
function toPoints(ocr: Page, text: Page, scale: number): Page {
  const box = (b: Box): Box => [b[0] / scale, b[1] / scale, b[2] / scale, b[3] / scale];
  const lines = ocr.lines.map((l) => ({ ...l, box: box(l.box), words: l.words.map((w) => ({ ...w, box: box(w.box) })) }));
  return { ...ocr, number: text.number, width: text.width, height: text.height, lines, origin: 'ocr' };
}

/** Reads digital PDFs through their text layer. One instance (one loaded pdfjs) serves many documents. */
export class PdfReader {
  private constructor(private readonly rt: PdfjsRuntime) {}

  static async create(): Promise<PdfReader> {
    return new PdfReader(await loadPdfjs());
  }

  /** Opens the document, runs `use`, always releases pdfjs resources. Open failures → UNPROCESSABLE. */
  private async withDocument<T>(bytes: Buffer, use: (doc: PdfjsDocument) => Promise<T>): Promise<T> {
    // pdfjs takes ownership of (detaches) the array it is given, so hand it a copy.
    const task = this.rt.lib.getDocument({ ...this.rt.baseOptions, data: new Uint8Array(bytes) });
    let doc: PdfjsDocument;
    try {
      doc = await task.promise;
    } catch (e) {
      await task.destroy().catch(() => undefined);
      throw unprocessable(e);
    }
    try {
      return await use(doc);
    } finally {
      await task.destroy().catch(() => undefined);
    }
  }

  /** Cheap validity check: opens the PDF and returns its page count. */
  async pageCount(bytes: Buffer): Promise<number> {
    return this.withDocument(bytes, async (doc) => {
      if (doc.numPages < 1) throw new AppError('UNPROCESSABLE', 'The PDF has no pages');
      return doc.numPages;
    });
  }

  /**
   * Every page as Page → Line → Word: from the text layer, or, for a page whose text layer is missing
   * or garbage and when `ocr` is given, from OCR of the rendered page (the reading with more text
   * wins). A page whose content cannot be parsed comes back empty.
   */
  async read(bytes: Buffer, opts: PdfReadOptions = {}): Promise<DocumentTree> {
    return this.withDocument(bytes, async (doc) => {
      if (doc.numPages < 1) throw new AppError('UNPROCESSABLE', 'The PDF has no pages');
      const pages: Page[] = [];
      const actual = new ActualTexts(bytes);
      let failures = 0;
      let lastError: unknown;
      for (let n = 1; n <= doc.numPages; n++) {
        opts.signal?.throwIfAborted();
        let page: PdfjsPage | undefined;
        try {
          page = await doc.getPage(n);
          const text = await readPage(this.rt, page, n, actual);
          pages.push(opts.ocr && !judgeTextLayer(text).usable ? await this.ocrPage(page, text, opts) : text);
        } catch (e) {
          // An abort ends the whole document; anything else loses only this page.
          if (opts.signal?.aborted) throw e;
          failures++;
          lastError = e;
          pages.push({ number: n, width: 0, height: 0, lines: [] });
        } finally {
          page?.cleanup();
        }
      }
      if (failures === doc.numPages) throw unprocessable(lastError);
      const source = pages.every((p) => p.origin === 'ocr') ? 'ocr' : 'pdf-text';
      return { source, pages };
    });
  }

  /**
   * Lines printed inside the pictures of the page `text` was read from (a letterhead drawn as an image) that its text
   * layer lacks, in page points; none when the page paints no picture big enough to hold a word. Each picture is cut
   * from one render of the page and read on its own; the text layer already read is not read again.
   */
  async readPictureLines(bytes: Buffer, text: Page, ocr: PageOcr, opts: { raster?: RasterOptions; signal?: AbortSignal } = {}): Promise<Line[]> {
    return this.withDocument(bytes, async (doc) => {
      if (text.number < 1 || text.number > doc.numPages) return [];
      const page = await doc.getPage(text.number);
      try {
        const viewport = page.getViewport({ scale: 1 });
        const boxes = pictureBoxes(this.rt.lib, await page.getOperatorList(), viewport.transform, viewport);
        if (boxes.length === 0) return [];
        const raster = await renderPage(page, opts.raster);
        if (raster.blank) return [];
        const found: Line[] = [];
        for (const b of boxes) {
          opts.signal?.throwIfAborted();
          const crop = await cropRaster(raster, b);
          if (!crop) continue;
          const read = await ocr(crop.raster, opts.signal);
          found.push(...cropToPoints(read.lines, crop.origin, raster.scale));
        }
        return pictureLines(found, text);
      } finally {
        page.cleanup();
      }
    });
  }

  private async ocrPage(page: PdfjsPage, text: Page, opts: PdfReadOptions): Promise<Page> {
    const raster = await renderPage(page, opts.raster);
    if (raster.blank) return text;
    const read = toPoints(await opts.ocr!(raster, opts.signal), text, raster.scale);
    return visibleChars(read) > visibleChars(text) ? read : text;
  }
}
