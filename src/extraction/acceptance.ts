import sharp from 'sharp';
import { AppError } from '../common/app-error';
import { unsupportedXml } from './einvoice/einvoice';
import { declaredSize } from './image-header';
import { checkBytes, checkPages, checkPixels, type ExtractionLimits, type LimitStage } from './limits';
import { sniffHeadTail, sniffType } from './sniff';
import { IMAGE_TYPES, type SniffedType, type UploadProbe } from './types';

/**
 * What acceptance may learn without decoding or parsing a document: its size, its type from the first bytes, and
 * for images the page count and pixel size their header declares. Everything else (a PDF's page tree, an office
 * archive's entries, an e-invoice's XML, the pixels) is the job's: a failure there is the document's `failed` state.
 */

/**
 * How much of a streamed upload acceptance sees from its start: enough for every header it reads (a JPEG's frame
 * header after a 64 KB EXIF block, an XML prolog). A larger image's header is checked again in the job.
 */
export const ACCEPTANCE_HEAD_BYTES = 128 * 1024;
/** How much of its end: an office archive's central directory (about 1,000 entries). */
export const ACCEPTANCE_TAIL_BYTES = 64 * 1024;

export function unsupported(type: SniffedType): AppError {
  // Without OCR (or with a reader that has no HEIC decoder) HEIC is recognised but refused with a way forward.
  if (type === 'heic') {
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'HEIC/HEIF photos are not supported: send the photo as JPEG or PNG (on an iPhone: Settings > Camera > Formats > Most Compatible)',
      { type },
    );
  }
  return new AppError('UNSUPPORTED_MEDIA_TYPE', `Files of type "${type}" are not supported`, { type });
}

function supportedOrRefused(type: SniffedType | null, head: Buffer, supports: (type: SniffedType) => boolean): SniffedType {
  if (!type) {
    throw unsupportedXml(head) ?? new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unrecognised file type: expected a PDF, an image, an OCR JSON file, an .xlsx or a .docx file, or an e-invoice XML');
  }
  if (!supports(type)) throw unsupported(type);
  return type;
}

/** The type from the magic bytes, once we know we can read it: 415 for unknown and unsupported types. */
export function sniffSupported(bytes: Buffer, supports: (type: SniffedType) => boolean): SniffedType {
  return supportedOrRefused(sniffType(bytes), bytes, supports);
}

/** Page count and per-page size from the image header only: nothing is decoded. */
async function imageHeader(bytes: Buffer, type: SniffedType): Promise<{ pages: number; size: [number, number] } | null> {
  // limitInputPixels: false — sharp's own guard would throw a generic "exceeds pixel limit" here, and
  // metadata() never decodes pixels, so there is nothing to guard yet.
  try {
    const first = await sharp(bytes, { page: 0, limitInputPixels: false }).metadata();
    if (!first.width || !first.height) return null;
    // Only TIFF pages are all read (image/preprocess.ts); other formats read their first frame only.
    const pages = type === 'tiff' ? Math.max(1, first.pages ?? 1) : 1;
    return { pages, size: [first.width, first.pageHeight ?? first.height] };
  } catch {
    // Unreadable header: decoding reports it (a 422 for a synchronous capture, `failed` for an asynchronous one).
    return null;
  }
}

/** Image pages and pixels per page as the header declares them (413), before anything decodes the image. */
export async function checkImageHeader(bytes: Buffer, type: SniffedType, limits: ExtractionLimits, stage: LimitStage = 'acceptance'): Promise<void> {
  // One frame is read of everything but TIFF (image/preprocess.ts), and its size is at a fixed place in the header.
  const declared = declaredSize(bytes, type);
  if (declared) return checkPixels(...declared, limits, undefined, stage);
  const header = await imageHeader(bytes, type);
  if (!header) return;
  checkPages(header.pages, limits, stage);
  checkPixels(...header.size, limits, header.pages > 1 ? 1 : undefined, stage);
  // TIFF pages may differ in size; each header is read on its own (page count already capped above).
  for (let page = 1; page < header.pages; page++) {
    const meta = await sharp(bytes, { page, limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (meta?.width && meta.height) checkPixels(meta.width, meta.height, limits, page + 1, stage);
  }
}

/** The acceptance checks: bytes, type, image header. Returns the type to store with the document. */
export async function checkAtAcceptance(bytes: Buffer, limits: ExtractionLimits, supports: (type: SniffedType) => boolean): Promise<SniffedType> {
  checkBytes(bytes.length, limits);
  if (bytes.length === 0) throw new AppError('UNPROCESSABLE', 'The document is empty');
  const type = sniffSupported(bytes, supports);
  if (IMAGE_TYPES.includes(type)) await checkImageHeader(bytes, type, limits);
  return type;
}

/**
 * The acceptance checks of a streamed upload, from its first and last bytes (UploadProbe). While the upload is still
 * arriving (`probe.done` false) only the type is checked, so a file of an unknown type is refused before the rest is
 * stored; once it has all arrived, size, type and image header as checkAtAcceptance. An image header beyond the
 * head is left to the job, which checks it on the whole file (GuardedReader.extract).
 */
export async function checkProbeAtAcceptance(probe: UploadProbe, limits: ExtractionLimits, supports: (type: SniffedType) => boolean): Promise<SniffedType | undefined> {
  checkBytes(probe.size, limits);
  if (probe.done && probe.size === probe.head.length) return checkAtAcceptance(probe.head, limits, supports);
  const type = sniffHeadTail(probe.head, probe.done ? probe.tail : null, probe.size);
  if (type === undefined) return undefined;
  const checked = supportedOrRefused(type, probe.head, supports);
  if (probe.done && IMAGE_TYPES.includes(checked)) await checkImageHeader(probe.head, checked, limits);
  return checked;
}
