import sharp from 'sharp';
import type { Logger } from '../common/logger';
import type { DocumentReader } from '../domain/capture/capture.service';
import { checkBytes, checkPages, checkPixels, timeoutError, type ExtractionLimits } from './limits';
import { sniffType } from './sniff';
import { IMAGE_TYPES, type ExtractionInput, type ExtractionResult, type SniffedType } from './types';

/** The part of ExtractionPipeline the guard wraps (an interface, so unit tests can pass a fake). */
export interface GuardedPipeline extends DocumentReader {
  supports(type: SniffedType): boolean;
  inspectPages(bytes: Buffer): Promise<{ type: SniffedType; pages?: number }>;
  close?(): Promise<void>;
}

export interface GuardOptions {
  logger?: Logger;
}

/** Page count and per-page size from the image header only: nothing is decoded. */
async function imageHeader(bytes: Buffer, type: SniffedType): Promise<{ pages: number; sizes: Array<[number, number]> } | null> {
  // limitInputPixels: false — sharp's own guard would throw a generic "exceeds pixel limit" here, and
  // metadata() never decodes pixels, so there is nothing to guard yet.
  const header = (page: number) => sharp(bytes, { page, limitInputPixels: false }).metadata();
  try {
    const first = await header(0);
    if (!first.width || !first.height) return null;
    // Only TIFF pages are all read (image/preprocess.ts); other formats read their first frame only.
    const pages = type === 'tiff' ? Math.max(1, first.pages ?? 1) : 1;
    return { pages, sizes: [[first.width, first.pageHeight ?? first.height]] };
  } catch {
    // Unreadable header: the pipeline's own inspect reports it with its usual 422.
    return null;
  }
}

/**
 * Wraps the extraction pipeline with the configured caps (limits.ts):
 * - inspect (acceptance, 413): bytes; image pages and pixels per page from the header, before the
 *   pipeline ever decodes the image; PDF and OCR JSON page counts.
 * - extract (processing, 422 → the document's `failed` state): the time budget, and the page count of
 *   formats whose pages are only known once read.
 */
export class GuardedReader implements DocumentReader {
  private readonly abandoned = new Set<Promise<unknown>>();

  constructor(
    private readonly pipeline: GuardedPipeline,
    readonly limits: ExtractionLimits,
    private readonly opts: GuardOptions = {},
  ) {}

  async inspect(bytes: Buffer): Promise<SniffedType> {
    checkBytes(bytes.length, this.limits);
    const sniffed = sniffType(bytes);
    // Images first: the pipeline's inspect decodes a thumbnail, which is exactly what a bomb must not reach.
    if (sniffed && IMAGE_TYPES.includes(sniffed) && this.pipeline.supports(sniffed)) await this.checkImage(bytes, sniffed);
    // The pipeline's validity check already counts PDF and OCR JSON pages; a corrupt file keeps its own message.
    const { type, pages } = await this.pipeline.inspectPages(bytes);
    if (pages !== undefined) checkPages(pages, this.limits);
    return type;
  }

  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    const result = await this.withinBudget((signal) => this.pipeline.extract({ ...input, signal }));
    // Formats whose pages are known only once read (spreadsheets, Word documents); a backstop for the rest.
    checkPages(result.pageCount, this.limits, 'processing');
    return result;
  }

  /** Extractions that ran out of time and are still working in the background (see withinBudget). */
  get abandonedCount(): number {
    return this.abandoned.size;
  }

  async close(): Promise<void> {
    await this.pipeline.close?.();
  }

  private async checkImage(bytes: Buffer, type: SniffedType): Promise<void> {
    const header = await imageHeader(bytes, type);
    if (!header) return;
    checkPages(header.pages, this.limits);
    const multi = header.pages > 1;
    checkPixels(...header.sizes[0], this.limits, multi ? 1 : undefined);
    // TIFF pages may differ in size; each header is read on its own (page count already capped above).
    for (let page = 1; page < header.pages; page++) {
      const meta = await sharp(bytes, { page, limitInputPixels: false })
        .metadata()
        .catch(() => null);
      if (meta?.width && meta.height) checkPixels(meta.width, meta.height, this.limits, page + 1);
    }
  }

  /**
   * Settles with the work or, past timeoutMs, rejects with UNPROCESSABLE so the queue fails the job for
   * good and takes the next one. The timeout aborts the work's signal: OCR stops at once (its worker
   * is destroyed and replaced) and the PDF reader stops at the next page. Stages that cannot be
   * interrupted (a single sharp or pdfjs call) end on their own; until then the work is tracked, and
   * its late outcome swallowed and logged, rather than left to raise an unhandled rejection.
   */
  private async withinBudget<T>(start: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const started = Date.now();
    const controller = new AbortController();
    const overtime = timeoutError(this.limits);
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort(overtime);
        reject(overtime);
      }, this.limits.timeoutMs);
    });
    const work = start(controller.signal);
    try {
      return await Promise.race([work, expired]);
    } catch (e) {
      if (e === overtime) this.abandon(work, started);
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }

  private abandon(work: Promise<unknown>, started: number): void {
    const tracked = work.then(
      () => 'finished',
      (e: unknown) => `failed: ${(e as Error)?.message ?? String(e)}`,
    );
    this.abandoned.add(tracked);
    this.opts.logger?.error('extraction over its time budget; still running in the background', {
      timeoutMs: this.limits.timeoutMs,
      abandoned: this.abandoned.size,
    });
    void tracked.then((outcome) => {
      this.abandoned.delete(tracked);
      this.opts.logger?.info('timed-out extraction ended', { outcome, ms: Date.now() - started, abandoned: this.abandoned.size });
    });
  }
}
