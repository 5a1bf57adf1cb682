import { AppError } from '../../common/app-error';
import type { Box, DocumentTree, Line, Page } from '../types';
import { cropRaster, renderPage, type RasterOptions, type RasterPage } from './page-raster';
import { loadPdfjs, type PdfjsDocument, type PdfjsPage, type PdfjsRuntime } from './pdfjs-loader';
import { judgeTextLayer } from './text-quality';
import { ActualTexts } from './actual-text';
import { readPage } from './text-layer';
import { cropToPoints, pictureBoxes, pictureLines } from './picture-text';

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
