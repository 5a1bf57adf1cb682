import { AppError } from '../common/app-error';
import type { Logger } from '../common/logger';
import type { DocumentReader } from '../domain/capture/capture.service';
import { ACCEPTANCE_HEAD_BYTES, checkAtAcceptance, checkImageHeader, checkProbeAtAcceptance } from './acceptance';
import { checkPages, timeoutError, type ExtractionLimits } from './limits';
import { IMAGE_TYPES, type ExtractionInput, type ExtractionResult, type SniffedType, type UploadProbe } from './types';

/** The part of ExtractionPipeline the guard wraps (an interface, so unit tests can pass a fake). */
export interface GuardedPipeline extends DocumentReader {
  supports(type: SniffedType): boolean;
  inspectPages(bytes: Buffer): Promise<{ type: SniffedType; pages?: number }>;
  close?(): Promise<void>;
}

export interface GuardOptions {
  logger?: Logger;
}

/**
 * Wraps the extraction pipeline with the configured caps (limits.ts):
 * - accept (asynchronous acceptance, 413/415): bytes, type, image pages and pixels per page from the header;
 *   nothing is decoded or parsed (acceptance.ts).
 * - inspect (synchronous acceptance, 413/415/422): the same, then the pipeline's validity check with the
 *   PDF and OCR JSON page counts.
 * - acceptProbe (streamed asynchronous acceptance): the same as accept, from the upload's first and last bytes.
 * - extract (processing, 422 → the document's `failed` state): the validity check again (an asynchronous
 *   upload meets it here first), the image header on the whole file, the time budget, and the page count of
 *   formats whose pages are only known once read.
 */
export class GuardedReader implements DocumentReader {
  private readonly abandoned = new Set<Promise<unknown>>();

  constructor(
    private readonly pipeline: GuardedPipeline,
    readonly limits: ExtractionLimits,
    private readonly opts: GuardOptions = {},
  ) {}

  supports(type: SniffedType): boolean {
    return this.pipeline.supports(type);
  }

  accept(bytes: Buffer): Promise<SniffedType> {
    return checkAtAcceptance(bytes, this.limits, (t) => this.pipeline.supports(t));
  }

  acceptProbe(probe: UploadProbe): Promise<SniffedType | undefined> {
    return checkProbeAtAcceptance(probe, this.limits, (t) => this.pipeline.supports(t));
  }

  async inspect(bytes: Buffer): Promise<SniffedType> {
    // Headers first: the pipeline's inspect decodes a thumbnail, which is exactly what an image bomb must not reach.
    await this.accept(bytes);
    return this.validate(bytes, 'acceptance');
  }

  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    const result = await this.withinBudget(async (signal) => {
      // A corrupt file fails here with the message a synchronous capture gives it as a 422.
      const type = await this.validate(input.bytes, 'processing');
      // A streamed upload was checked from its first bytes only: an image header further in is checked here.
      if (IMAGE_TYPES.includes(type) && input.bytes.length > ACCEPTANCE_HEAD_BYTES) await checkImageHeader(input.bytes, type, this.limits, 'processing');
      return this.pipeline.extract({ ...input, signal });
    });
    // Formats whose pages are known only once read (spreadsheets, Word documents); a backstop for the rest.
    checkPages(result.pageCount, this.limits, 'processing');
    return result;
  }

  /** The pipeline's validity check, which already counts PDF and OCR JSON pages; a corrupt file keeps its own message. */
  private async validate(bytes: Buffer, stage: 'acceptance' | 'processing'): Promise<SniffedType> {
    try {
      const { type, pages } = await this.pipeline.inspectPages(bytes);
      if (pages !== undefined) checkPages(pages, this.limits, stage);
      return type;
    } catch (e) {
      // A cap the file breaks (a zip bomb's declared size) is a 413 to a client still waiting; in a job the same
      // file would break it again, so it must fail for good rather than be retried.
      if (stage === 'processing' && e instanceof AppError && e.code === 'PAYLOAD_TOO_LARGE') throw new AppError('UNPROCESSABLE', e.message, e.details);
      throw e;
    }
  }

  /** Extractions that ran out of time and are still working in the background (see withinBudget). */
  get abandonedCount(): number {
    return this.abandoned.size;
  }

  async close(): Promise<void> {
    await this.pipeline.close?.();
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
