import type { DocumentTree, ImageReader, ReadOptions, SniffedType } from '../types';
import type { OcrImageReader, OcrReaderOptions } from './ocr-reader';
import { checkImage } from './prepare';

/**
 * The OCR reader, loaded on the first image or scanned page: a batch of digital PDFs never pays for
 * the models (about a second and 150–300 MB). Checking that an image decodes needs no OCR.
 */
export class LazyImageReader implements ImageReader {
  readonly heic = true;
  private reader?: Promise<OcrImageReader>;
  private closed = false;

  constructor(private readonly opts: OcrReaderOptions = {}) {}

  /** Whether the models have been loaded (for tests and diagnostics). */
  get loaded(): boolean {
    return this.reader !== undefined;
  }

  async read(bytes: Buffer, type: SniffedType, opts?: ReadOptions): Promise<DocumentTree> {
    if (this.closed) throw new Error('The OCR reader is closed');
    if (!this.reader) {
      this.reader = import('./ocr-reader').then((m) => m.OcrImageReader.create(this.opts));
      // A failed start is not kept: the next image tries again.
      this.reader.catch(() => (this.reader = undefined));
    }
    return (await this.reader).read(bytes, type, opts);
  }

  validate(bytes: Buffer, type: SniffedType): Promise<void> {
    return checkImage(bytes, type);
  }

  async close(): Promise<void> {
    this.closed = true;
    const reader = this.reader;
    this.reader = undefined;
    if (reader) await (await reader.catch(() => undefined))?.close();
  }
}
