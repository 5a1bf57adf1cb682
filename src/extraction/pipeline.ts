import { AppError } from '../common/app-error';
import { extractFields } from './fields';
import { parseOcrJson } from './ocr-json';
import { PdfReader } from './pdf/pdf-reader';
import { rawText } from './raw-text';
import { sniffType } from './sniff';
import {
  IMAGE_TYPES,
  type DocumentTree,
  type ExtractionInput,
  type ExtractionResult,
  type ImageReader,
  type SniffedType,
} from './types';

export interface PipelineOptions {
  /** OCR for png/jpeg/webp/tiff. Without it those types are unsupported (415). */
  imageReader?: ImageReader;
}

/**
 * One instance per process (or per CLI batch): `create` loads pdfjs once, then every document reuses it.
 * Flow: inspect (sniff + cheap validity check) → extract (DocumentTree → field rules → record fields).
 */
export class ExtractionPipeline {
  private closed = false;

  private constructor(
    private readonly pdf: PdfReader,
    private readonly imageReader?: ImageReader,
  ) {}

  static async create(options: PipelineOptions = {}): Promise<ExtractionPipeline> {
    return new ExtractionPipeline(await PdfReader.create(), options.imageReader);
  }

  supports(type: SniffedType): boolean {
    if (type === 'pdf' || type === 'ocr-json') return true;
    return Boolean(this.imageReader) && IMAGE_TYPES.includes(type);
  }

  /**
   * The content type of `bytes`, once we know we can read it.
   * @throws AppError UNSUPPORTED_MEDIA_TYPE for unknown or unsupported types, UNPROCESSABLE for corrupt files.
   */
  async inspect(bytes: Buffer): Promise<SniffedType> {
    this.assertOpen();
    const type = sniffType(bytes);
    if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unrecognised file type: expected a PDF, an image or an OCR JSON file');
    if (!this.supports(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Files of type "${type}" are not supported`, { type });
    if (type === 'pdf') await this.pdf.pageCount(bytes);
    else if (type === 'ocr-json') parseOcrJson(bytes);
    else await this.imageReader?.validate?.(bytes, type);
    return type;
  }

  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    this.assertOpen();
    const tree = await this.read(input);
    const { fields, lineItems } = extractFields(tree);
    return { fields, lineItems, rawText: rawText(tree), pageCount: tree.pages.length };
  }

  /** Releases the image reader (the PDF reader holds nothing between documents). Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.imageReader?.close?.();
  }

  private async read(input: ExtractionInput): Promise<DocumentTree> {
    const { bytes, type } = input;
    if (!this.supports(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Files of type "${type}" are not supported`, { type });
    if (type === 'pdf') return this.pdf.read(bytes);
    if (type === 'ocr-json') return parseOcrJson(bytes);
    return this.imageReader!.read(bytes, type);
  }

  private assertOpen(): void {
    if (this.closed) throw new AppError('INTERNAL', 'The extraction pipeline has been closed');
  }
}
