import { AppError } from '../common/app-error';
import type { AppConfig } from '../config/config';

/**
 * Caps on what one document may cost. Checked at acceptance where the numbers are cheap to learn
 * (bytes, PDF page count, image header), during processing otherwise (pages of formats known only
 * once read, and wall-clock time).
 */
export interface ExtractionLimits {
  maxBytes: number;
  maxPages: number;
  /** Per image page/frame, as declared by its header. */
  maxPixels: number;
  timeoutMs: number;
}

export function limitsFromConfig(
  config: Pick<AppConfig, 'maxUploadBytes' | 'maxPages' | 'maxImagePixels' | 'documentTimeoutMs'>,
): ExtractionLimits {
  return {
    maxBytes: config.maxUploadBytes,
    maxPages: config.maxPages,
    maxPixels: config.maxImagePixels,
    timeoutMs: config.documentTimeoutMs,
  };
}

/**
 * Which error a cap raises depends on when it is hit. At acceptance PAYLOAD_TOO_LARGE (413) tells the
 * client the file itself is too big. During processing the same cap must be permanent for the queue
 * (job-queue.ts retries anything but UNPROCESSABLE and a few others), so it is UNPROCESSABLE there.
 */
export type LimitStage = 'acceptance' | 'processing';

function tooLarge(stage: LimitStage, message: string, details: Record<string, unknown>): AppError {
  return new AppError(stage === 'acceptance' ? 'PAYLOAD_TOO_LARGE' : 'UNPROCESSABLE', message, details);
}

export function checkBytes(size: number, limits: ExtractionLimits, stage: LimitStage = 'acceptance'): void {
  if (size <= limits.maxBytes) return;
  const mb = Math.round(limits.maxBytes / (1024 * 1024));
  throw tooLarge(stage, `The document is ${size} bytes; the limit is ${limits.maxBytes} bytes (MAX_UPLOAD_MB=${mb})`, {
    limit: 'MAX_UPLOAD_MB',
  });
}

export function checkPages(count: number, limits: ExtractionLimits, stage: LimitStage = 'acceptance'): void {
  if (count <= limits.maxPages) return;
  throw tooLarge(stage, `The document has ${count} pages; the limit is ${limits.maxPages} (MAX_PAGES)`, {
    limit: 'MAX_PAGES',
  });
}

/** `page` is 1-based, named in the message only for multi-page images. */
export function checkPixels(width: number, height: number, limits: ExtractionLimits, page?: number, stage: LimitStage = 'acceptance'): void {
  const pixels = width * height;
  if (pixels <= limits.maxPixels) return;
  const where = page ? `Page ${page} of the image` : 'The image';
  const mp = (n: number) => `${Math.round((n / 1_000_000) * 10) / 10} megapixels`;
  throw tooLarge(
    stage,
    `${where} is ${width}×${height} (${mp(pixels)}); the limit is ${mp(limits.maxPixels)} (MAX_IMAGE_MEGAPIXELS)`,
    { limit: 'MAX_IMAGE_MEGAPIXELS' },
  );
}

/** UNPROCESSABLE: the same document would run out of time again, so the queue must not retry it. */
export function timeoutError(limits: ExtractionLimits): AppError {
  return new AppError('UNPROCESSABLE', `Extraction took longer than ${limits.timeoutMs} ms (DOCUMENT_TIMEOUT_MS)`, {
    limit: 'DOCUMENT_TIMEOUT_MS',
  });
}
