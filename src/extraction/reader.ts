import { TesseractImageReader } from './image/tesseract-reader';
import { ExtractionPipeline } from './pipeline';

/**
 * The service's extraction engine: the PDF text layer always; OCR for images when enabled (OCR=off skips
 * loading it, for deployments that only take digital PDFs). Built once per process and shared.
 */
export async function createDocumentReader(opts: { ocr: boolean }): Promise<ExtractionPipeline> {
  const imageReader = opts.ocr ? await TesseractImageReader.create() : undefined;
  return ExtractionPipeline.create({ imageReader });
}
