import type { LineItemFields, RecordFields } from '../domain/document/record-fields';

/** Content types the pipeline recognises by magic bytes. */
export type SniffedType = 'pdf' | 'png' | 'jpeg' | 'webp' | 'tiff' | 'heic' | 'xlsx' | 'docx' | 'ocr-json' | 'xml';

/** A box in page coordinates: x0, y0 (top-left), x1, y1 (bottom-right), in points for PDFs, pixels for images. */
export type Box = [number, number, number, number];

export interface Word {
  text: string;
  box: Box;
  /** 0..1; 1 for text taken from a PDF text layer. */
  confidence: number;
}

export interface Line {
  text: string;
  box: Box;
  words: Word[];
}

export interface Page {
  /** 1-based page number. */
  number: number;
  width: number;
  height: number;
  lines: Line[];
  /** Where the words came from: a PDF's own text layer, OCR (images, scanned PDF pages), or an e-invoice's XML. */
  origin?: 'text-layer' | 'ocr' | 'ocr-json' | 'office' | 'xml';
  /** Languages the page was read with or identified as (Tesseract codes, e.g. ['deu','eng']). */
  languages?: string[];
  /** The dominant writing system of the page's letters ('latin', 'arabic', 'han', …). */
  script?: string;
}

/** Document → Page → Line → Word: what every input becomes before fields are read. */
export interface DocumentTree {
  source: 'pdf-text' | 'ocr' | 'ocr-json' | 'spreadsheet' | 'word' | 'xml';
  pages: Page[];
}

/** What a caller may tell a reader about one document. */
export interface ReadOptions {
  /** Languages the caller knows the document is in (ISO 639-1 or Tesseract codes): OCR skips detection. */
  languages?: string[];
  /** Aborted when the document's time budget runs out: readers stop at their next step and free their workers. */
  signal?: AbortSignal;
}

export interface ExtractionInput extends ReadOptions {
  bytes: Buffer;
  type: SniffedType;
  /** Original file name when known; informational only (types come from content). */
  fileName?: string;
}

/** What a page of the tree was, kept with the document (the words themselves are in Raw_Text). */
export interface PageSummary {
  number: number;
  width: number;
  height: number;
  origin?: Page['origin'];
  languages?: string[];
  script?: string;
}

export interface ExtractionResult {
  /** Only fields the engine found; the caller fills every other field with its documented empty value. */
  fields: Partial<RecordFields>;
  lineItems: Partial<LineItemFields>[];
  /** Raw_Text of the record: lines joined by '\n', gaps between columns as '\t', pages by '\n\n'. */
  rawText: string;
  pageCount: number;
  pages: PageSummary[];
  /** Things a bookkeeper should look at (e.g. the embedded XML and the print disagree, totals do not add up). */
  issues?: ExtractionIssue[];
  /** Confidence and provenance of each found field (GraphQL `fields`). */
  sources?: FieldSource[];
  /** The same per line item, parallel to lineItems. */
  lineItemSources?: FieldSource[][];
  /** Set when the record was read from e-invoice XML (uploaded, or attached to a PDF). */
  einvoice?: { format: 'CII' | 'UBL'; profile?: string; source: 'upload' | 'pdf-attachment' };
}

/**
 * What acceptance sees of an upload streamed into the blob store rather than held whole: its first bytes (the whole
 * file when it is short), its last bytes once it has all arrived, and its size so far.
 */
export interface UploadProbe {
  head: Buffer;
  tail: Buffer;
  size: number;
  /** The whole upload has arrived: size is final and tail holds its end. */
  done: boolean;
}

/** Image types an ImageReader (OCR) can turn into a DocumentTree. */
export const IMAGE_TYPES: readonly SniffedType[] = ['png', 'jpeg', 'webp', 'tiff'];

/** Every type sniffType() may answer. */
export const ALL_TYPES: readonly SniffedType[] = ['pdf', 'png', 'jpeg', 'webp', 'tiff', 'heic', 'xlsx', 'docx', 'ocr-json', 'xml'];

/**
 * Turns an image into a DocumentTree (OCR). Supplied to ExtractionPipeline.create; the pipeline then
 * accepts IMAGE_TYPES and runs the same field rules over the tree. The pipeline owns the reader:
 * ExtractionPipeline.close() calls its close().
 */
export interface ImageReader {
  read(bytes: Buffer, type: SniffedType, opts?: ReadOptions): Promise<DocumentTree>;
  /** Optional cheap check used by ExtractionPipeline.inspect; throw AppError('UNPROCESSABLE') when unreadable. */
  validate?(bytes: Buffer, type: SniffedType): Promise<void>;
  /** Optional: release workers/models. */
  close?(): Promise<void>;
  /** Whether the reader also decodes HEIC/HEIF photos (beyond IMAGE_TYPES). */
  readonly heic?: boolean;
}

/** Where a record value came from and how sure the engine is of it (GraphQL `fields`, `lineItems.cells`). */
export interface FieldSource {
  /** REST field name (`Total`, `Vendor_Name`, or a line-item key such as `Amount`). */
  name: string;
  value: string | number;
  /** Calibrated 0..1: the share of values given this confidence that were right on held-out data. */
  confidence: number;
  /** 1-based page; 0 when the value is not on a page (computed, or read from embedded XML). */
  page: number;
  /** Union of the source words' boxes in page units, or null. */
  bbox: Box | null;
  /** The printed text before normalisation ("1.234,56 €"), or '' when computed. */
  raw: string;
}

/** Something a bookkeeper should look at: an arithmetic mismatch, XML vs print disagreement, … */
export interface ExtractionIssue {
  code: 'ARITHMETIC' | 'EINVOICE_MISMATCH' | 'LOW_CONFIDENCE';
  /** The record field concerned, when there is one. */
  field?: string;
  message: string;
}
