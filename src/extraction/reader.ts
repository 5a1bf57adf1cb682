import type { Logger } from '../common/logger';
import { GuardedReader } from './guarded-reader';
import { OcrImageReader } from './ppocr/ocr-reader';
import type { ExtractionLimits } from './limits';
import { ExtractionPipeline } from './pipeline';

/** OCR settings from the config (OCR_LANGUAGES, OCR_WORKERS: Tesseract workers per script language, OCR_THREADS: ONNX threads); defaults: all languages, 1 worker, 2 threads. */
export interface OcrSettings {
  languages?: string[];
  workers?: number;
  threads?: number;
}

export interface DocumentReaderOptions extends OcrSettings {
  ocr: boolean;
  /** The service's caps (MAX_PAGES, MAX_IMAGE_MEGAPIXELS, DOCUMENT_TIMEOUT_MS, MAX_UPLOAD_MB). */
  limits: ExtractionLimits;
  logger?: Logger;
}

/**
 * The service's extraction engine: the PDF text layer always; OCR for images when enabled (OCR=off skips
 * loading it, for deployments that only take digital PDFs). Built once per process and shared.
 * With limits (the service) it comes wrapped in a GuardedReader; without (the CLI, which reads the
 * operator's own files) it is the bare pipeline.
 */
export async function createDocumentReader(opts: DocumentReaderOptions): Promise<GuardedReader>;
export async function createDocumentReader(opts: { ocr: boolean } & OcrSettings): Promise<ExtractionPipeline>;
export async function createDocumentReader(opts: {
  ocr: boolean;
  limits?: ExtractionLimits;
  logger?: Logger;
} & OcrSettings): Promise<GuardedReader | ExtractionPipeline> {
  const imageReader = opts.ocr ? await OcrImageReader.create({ languages: opts.languages, workers: opts.workers, threads: opts.threads }) : undefined;
  const pipeline = await ExtractionPipeline.create({ imageReader });
  if (!opts.limits) return pipeline;
  return new GuardedReader(pipeline, opts.limits, { logger: opts.logger });
}
