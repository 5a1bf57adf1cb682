import { AppError } from '../../common/app-error';
import type { Box, DocumentTree, Page } from '../types';
import { buildLines, type Fragment } from './layout';
import { renderPage, type RasterOptions, type RasterPage } from './page-raster';
import { loadPdfjs, type PdfjsDocument, type PdfjsPage, type PdfjsRuntime, type PdfjsTextItem } from './pdfjs-loader';
import { judgeTextLayer } from './text-quality';
import { hasRtl, logicalLine, reverseText, unshape } from './bidi';

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
    const width = item.width > 0 ? item.width : item.str.length * size * 0.5;
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

async function readPage(rt: PdfjsRuntime, page: PdfjsPage, number: number): Promise<Page> {
  const viewport = page.getViewport({ scale: 1 });
  const content = (await page.getTextContent()) as {
    items: Array<PdfjsTextItem | { type: string }>;
    styles?: Record<string, TextStyle>;
  };
  const fragments: Fragment[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const style = content.styles?.[(item as { fontName?: string }).fontName ?? ''];
    fragments.push(toFragment(rt, viewport.transform, item, style));
  }
  const lines = buildLines(fragments).map(logicalLine);
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
      let failures = 0;
      let lastError: unknown;
      for (let n = 1; n <= doc.numPages; n++) {
        opts.signal?.throwIfAborted();
        let page: PdfjsPage | undefined;
        try {
          page = await doc.getPage(n);
          const text = await readPage(this.rt, page, n);
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

  private async ocrPage(page: PdfjsPage, text: Page, opts: PdfReadOptions): Promise<Page> {
    const raster = await renderPage(page, opts.raster);
    if (raster.blank) return text;
    const read = toPoints(await opts.ocr!(raster, opts.signal), text, raster.scale);
    return visibleChars(read) > visibleChars(text) ? read : text;
  }
}
