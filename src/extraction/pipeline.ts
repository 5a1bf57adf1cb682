import { AppError } from '../common/app-error';
import { sniffSupported, unsupported } from './acceptance';
import { readEInvoice, withEmbeddedInvoice, xmlUploadResult } from './einvoice/einvoice';
import { extractFields } from './fields';
import { toDoc } from './fields/doc';
import { maskCardNumbers } from './fields/payment';
import { layoutCells } from './layout/cells';
import { LayoutModel } from './layout/layout-model';
import { structuredSources } from './fields/structured-sources';
import { parseOcrJson } from './ocr-json';
import { readDocx } from './office/docx-reader';
import { readXlsx } from './office/xlsx-reader';
import { assertSafeZip, readCentralDirectory } from './office/zip-guard';
import { PdfReader, type PageOcr } from './pdf/pdf-reader';
import { withPictureLines } from './pdf/picture-text';
import { wantsPictureText, withPictureVendor } from './picture-vendor';
import { rawText } from './raw-text';
import {
  IMAGE_TYPES,
  type DocumentTree,
  type ExtractionInput,
  type ExtractionResult,
  type ImageReader,
  type Page,
  type PageSummary,
  type SniffedType,
} from './types';

export interface PipelineOptions {
  /** OCR for png/jpeg/webp/tiff (and heic when the reader decodes it). Without it those types are unsupported (415). */
  imageReader?: ImageReader;
  /** Cap on the expanded size of an .xlsx/.docx archive (office/zip-guard.ts); default 100 MB. */
  maxExpandedOfficeBytes?: number;
  /** The layout model; by default the one shipped in models/layout, loaded once here. */
  layoutModel?: LayoutModel;
  /** Read e-invoice XML attached to PDFs (default true); off measures what the print alone gives. */
  embeddedXml?: boolean;
  /**
   * Load pdfjs (and the native canvas it brings) on the first PDF instead of at once. The CLI sets it: a batch of
   * photos never reads a PDF, and the load costs each batch worker ~0.65 CPU-s. The service keeps the default, so
   * its first PDF is not slower than the next.
   */
  pdfOnFirstUse?: boolean;
}

/** The part that must exist for exceljs/mammoth to open the archive at all. */
const OFFICE_MAIN_PART: Partial<Record<SniffedType, string>> = { xlsx: 'xl/workbook.xml', docx: 'word/document.xml' };

/**
 * XML tags an archive may hold before exceljs/mammoth parse it (zip-guard.ts). Measured worst cases: exceljs
 * ~180 bytes and ~1 µs a tag, so 1M tags ≈ 180 MB (MAX_CELLS of 200,000 cells take ~800k); mammoth ~2 KB and
 * ~20 µs a tag, so 250k tags ≈ 500 MB and 5 s (a 100-page Word document holds ~100k).
 */
export const OFFICE_XML_TAGS: Partial<Record<SniffedType, number>> = { xlsx: 1_000_000, docx: 250_000 };

const ORIGIN: Record<DocumentTree['source'], NonNullable<Page['origin']>> = {
  'pdf-text': 'text-layer',
  ocr: 'ocr',
  'ocr-json': 'ocr-json',
  spreadsheet: 'office',
  word: 'office',
  xml: 'xml',
};

function summarise(page: Page, source: DocumentTree['source']): PageSummary {
  const { lines: _lines, ...summary } = page;
  return { ...summary, origin: page.origin ?? ORIGIN[source] };
}

/**
 * One instance per process (or per CLI batch): pdfjs is loaded once (at `create`, or on the first PDF), then every
 * document reuses it.
 * Flow: inspect (sniff + cheap validity check) → extract (DocumentTree → field rules → record fields).
 */
export class ExtractionPipeline {
  private closed = false;

  private constructor(
    private readonly pdfReader: () => Promise<PdfReader>,
    private readonly imageReader: ImageReader | undefined,
    private readonly maxExpandedOfficeBytes: number | undefined,
    private readonly layout: LayoutModel,
    private readonly embeddedXml: boolean,
  ) {}

  static async create(options: PipelineOptions = {}): Promise<ExtractionPipeline> {
    const layout = options.layoutModel ?? (await LayoutModel.load());
    let pdf = options.pdfOnFirstUse ? undefined : PdfReader.create();
    await pdf;
    const pdfReader = () => (pdf ??= PdfReader.create());
    return new ExtractionPipeline(pdfReader, options.imageReader, options.maxExpandedOfficeBytes, layout, options.embeddedXml ?? true);
  }

  supports(type: SniffedType): boolean {
    if (type === 'pdf' || type === 'ocr-json' || type === 'xlsx' || type === 'docx' || type === 'xml') return true;
    if (type === 'heic') return Boolean(this.imageReader?.heic);
    return Boolean(this.imageReader) && IMAGE_TYPES.includes(type);
  }

  /**
   * The content type of `bytes`, once we know we can read it.
   * @throws AppError UNSUPPORTED_MEDIA_TYPE for unknown or unsupported types, UNPROCESSABLE for corrupt files.
   */
  async inspect(bytes: Buffer): Promise<SniffedType> {
    return (await this.inspectPages(bytes)).type;
  }

  /** inspect, plus the page count where checking validity already yields it (PDF, OCR JSON), for page caps. */
  async inspectPages(bytes: Buffer): Promise<{ type: SniffedType; pages?: number }> {
    this.assertOpen();
    const type = sniffSupported(bytes, (t) => this.supports(t));
    if (type === 'pdf') return { type, pages: await (await this.pdfReader()).pageCount(bytes) };
    if (type === 'ocr-json') return { type, pages: parseOcrJson(bytes).pages.length };
    // The whole parse and mapping: a refused or malformed XML is a 422 at acceptance, not a failed job.
    if (type === 'xml') {
      readEInvoice(bytes);
      return { type, pages: 1 };
    }
    if (type === 'xlsx' || type === 'docx') this.checkOffice(bytes, type);
    else await this.imageReader?.validate?.(bytes, type);
    return { type };
  }

  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    this.assertOpen();
    if (input.type === 'xml') {
      const result = xmlUploadResult(input.bytes);
      return { ...result, sources: structuredSources(result.fields, []) };
    }
    let tree = await this.read(input);
    let { found, cells } = await this.fieldsOf(tree);
    if (wantsPictureText(input.type, tree, found)) {
      const pictures = await this.pictureText(input, tree);
      if (pictures) {
        const second = await this.fieldsOf(pictures);
        if (second.found.fields.Vendor_Name) [tree, found, cells] = [pictures, withPictureVendor(found, second.found), second.cells];
      }
    }
    const visual: ExtractionResult = {
      fields: found.fields,
      lineItems: found.lineItems,
      sources: found.sources,
      lineItemSources: found.lineItemSources,
      issues: found.issues,
      // A card number printed in full is masked in the text too, not only in Card_Number.
      rawText: maskCardNumbers(rawText(tree)),
      pageCount: tree.pages.length,
      pages: tree.pages.map((p) => summarise(p, tree.source)),
    };
    if (input.type !== 'pdf' || !this.embeddedXml) return visual;
    // Factur-X / ZUGFeRD / XRechnung PDFs: the attached XML fills the record, the print is checked against it.
    const result = await withEmbeddedInvoice(input.bytes, visual);
    if (!result.einvoice) return result;
    return { ...result, sources: structuredSources(result.fields, cells), lineItemSources: undefined };
  }

  private async fieldsOf(tree: DocumentTree) {
    const doc = toDoc(tree);
    const cells = layoutCells(doc);
    const roles = await this.layout.predict(cells);
    return { found: extractFields(tree, { doc, roles, calibration: this.layout.meta.calibration }), cells };
  }

  /** The tree with the text inside the first page's pictures added, when there is any (picture-vendor.ts). */
  private async pictureText(input: ExtractionInput, tree: DocumentTree): Promise<DocumentTree | undefined> {
    const ocr = this.pageOcr(input.languages);
    if (!ocr) return undefined;
    let lines;
    try {
      lines = await (await this.pdfReader()).readPictureLines(input.bytes, tree.pages[0], ocr, { signal: input.signal });
    } catch (e) {
      // The text layer was read: a picture OCR could not read costs the vendor name, not the document.
      if (input.signal?.aborted) throw e;
      return undefined;
    }
    if (lines.length === 0) return undefined;
    return { ...tree, pages: [withPictureLines(tree.pages[0], lines), ...tree.pages.slice(1)] };
  }

  /** Releases the image reader (the PDF reader holds nothing between documents). Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.imageReader?.close?.();
    await this.layout.close();
  }

  private async read(input: ExtractionInput): Promise<DocumentTree> {
    const { bytes, type, languages, signal } = input;
    if (!this.supports(type)) throw unsupported(type);
    if (type === 'pdf') return (await this.pdfReader()).read(bytes, { ocr: this.pageOcr(languages), signal });
    if (type === 'ocr-json') return parseOcrJson(bytes);
    if (type === 'xlsx' || type === 'docx') {
      // Again at extraction: a queued job reads bytes from storage, and the guard must stand before the parser.
      assertSafeZip(bytes, { maxExpandedBytes: this.maxExpandedOfficeBytes, maxXmlTags: OFFICE_XML_TAGS[type] });
      return type === 'xlsx' ? readXlsx(bytes) : readDocx(bytes);
    }
    return this.imageReader!.read(bytes, type, { languages, signal });
  }

  /** OCR for scanned PDF pages: the rendered page goes through the same image reader as a photo. */
  private pageOcr(languages?: string[]): PageOcr | undefined {
    const reader = this.imageReader;
    if (!reader) return undefined;
    return async (raster, signal) => (await reader.read(raster.png, 'png', { languages, signal })).pages[0];
  }

  /**
   * The zip guard (bombs, lying sizes, corrupt data: every entry is inflated and CRC-checked) plus the
   * main part being present; a full parse is left to extract().
   */
  private checkOffice(bytes: Buffer, type: SniffedType): void {
    assertSafeZip(bytes, { maxExpandedBytes: this.maxExpandedOfficeBytes, maxXmlTags: OFFICE_XML_TAGS[type] });
    const main = OFFICE_MAIN_PART[type]!;
    if (!readCentralDirectory(bytes).some((e) => e.name === main)) {
      throw new AppError('UNPROCESSABLE', `The file is not a readable Office document: ${main} is missing`);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new AppError('INTERNAL', 'The extraction pipeline has been closed');
  }
}
