import { ACCEPTANCE_HEAD_BYTES, ACCEPTANCE_TAIL_BYTES, checkProbeAtAcceptance } from '../../../src/extraction/acceptance';
import type { AppError } from '../../../src/common/app-error';
import { GuardedReader, type GuardedPipeline } from '../../../src/extraction/guarded-reader';
import type { ExtractionLimits } from '../../../src/extraction/limits';
import { sniffHeadTail } from '../../../src/extraction/sniff';
import type { ExtractionResult, SniffedType, UploadProbe } from '../../../src/extraction/types';
import { pngDeclaring } from '../../support/limits-fixtures';
import { writeZip } from '../../support/zip-writer';

const LIMITS: ExtractionLimits = { maxBytes: 4 * 1024 * 1024, maxPages: 2, maxPixels: 1_000_000, timeoutMs: 5_000 };
const ALL = (): boolean => true;

/** What UploadIntake hands acceptance for `bytes`, as if they had streamed in (done) or were still arriving. */
function probe(bytes: Buffer, done = true): UploadProbe {
  return {
    head: bytes.subarray(0, ACCEPTANCE_HEAD_BYTES),
    tail: done ? bytes.subarray(-ACCEPTANCE_TAIL_BYTES) : Buffer.alloc(0),
    size: bytes.length,
    done,
  };
}

/** An archive of `entries` entries with incompressible data, larger than the head. */
function bigZip(folder: string, entries = 3): Buffer {
  const data = (i: number) => Buffer.alloc(100 * 1024, i + 1);
  return writeZip(Array.from({ length: entries }, (_, i) => ({ name: i === 0 ? '[Content_Types].xml' : `${folder}/part${i}.xml`, data: data(i) })));
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  return p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: AppError) => e,
  );
}

describe('sniffHeadTail (an upload larger than the head)', () => {
  it('tells an office archive by its central directory, read from the tail', () => {
    const xlsx = bigZip('xl');
    expect(xlsx.length).toBeGreaterThan(ACCEPTANCE_HEAD_BYTES);
    expect(sniffHeadTail(xlsx.subarray(0, ACCEPTANCE_HEAD_BYTES), xlsx.subarray(-ACCEPTANCE_TAIL_BYTES), xlsx.length)).toBe('xlsx');
    const docx = bigZip('word');
    expect(sniffHeadTail(docx.subarray(0, ACCEPTANCE_HEAD_BYTES), docx.subarray(-ACCEPTANCE_TAIL_BYTES), docx.length)).toBe('docx');
  });

  it('cannot tell an archive before its tail has arrived, and refuses one that is no office file', () => {
    const zip = bigZip('other');
    expect(sniffHeadTail(zip.subarray(0, ACCEPTANCE_HEAD_BYTES), null, zip.length)).toBeUndefined();
    expect(sniffHeadTail(zip.subarray(0, ACCEPTANCE_HEAD_BYTES), zip.subarray(-ACCEPTANCE_TAIL_BYTES), zip.length)).toBeNull();
  });

  it('falls back to the local headers in the head when the directory is out of the tail', () => {
    const xlsx = writeZip([
      { name: 'xl/workbook.xml', data: Buffer.alloc(10, 1) },
      { name: 'big.bin', data: Buffer.alloc(300 * 1024, 2) },
    ]);
    // A tail too short to hold the directory's start: the directory offset points before it.
    expect(sniffHeadTail(xlsx.subarray(0, ACCEPTANCE_HEAD_BYTES), xlsx.subarray(-30), xlsx.length)).toBe('xlsx');
  });

  it('takes a JSON object with a "pages" key in its head for OCR JSON (the job parses it), other JSON for nothing', () => {
    const pad = ' '.repeat(ACCEPTANCE_HEAD_BYTES);
    const ocr = Buffer.from(`{"pages": [{"width": 1, "height": 1, "words": []}]${pad}}`);
    expect(sniffHeadTail(ocr.subarray(0, ACCEPTANCE_HEAD_BYTES), null, ocr.length)).toBe('ocr-json');
    const other = Buffer.from(`{"invoice": 1${pad}}`);
    expect(sniffHeadTail(other.subarray(0, ACCEPTANCE_HEAD_BYTES), null, other.length)).toBeNull();
  });

  it('tells the other types by their first bytes', () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(ACCEPTANCE_HEAD_BYTES * 2, 0x20)]);
    expect(sniffHeadTail(pdf.subarray(0, ACCEPTANCE_HEAD_BYTES), null, pdf.length)).toBe('pdf');
    const junk = Buffer.alloc(ACCEPTANCE_HEAD_BYTES * 2, 0x41);
    expect(sniffHeadTail(junk.subarray(0, ACCEPTANCE_HEAD_BYTES), null, junk.length)).toBeNull();
  });
});

describe('checkProbeAtAcceptance', () => {
  const padded = (b: Buffer) => Buffer.concat([b, Buffer.alloc(ACCEPTANCE_HEAD_BYTES, 0)]);

  it('refuses an upload of unknown type from its head, before the rest has arrived (415)', async () => {
    const e = await refusal(checkProbeAtAcceptance(probe(Buffer.alloc(ACCEPTANCE_HEAD_BYTES * 2, 0x41), false), LIMITS, ALL));
    expect(e).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(e.message).toContain('Unrecognised file type');
  });

  it('refuses a type the reader does not support, and XML that is no e-invoice, with their own messages', async () => {
    const tiff = padded(Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]));
    const pdfOnly = (t: SniffedType) => t === 'pdf';
    expect(await refusal(checkProbeAtAcceptance(probe(tiff, false), LIMITS, pdfOnly))).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Files of type "tiff" are not supported' });
    const xml = Buffer.from(`<?xml version="1.0"?><html>${' '.repeat(ACCEPTANCE_HEAD_BYTES)}</html>`);
    expect((await refusal(checkProbeAtAcceptance(probe(xml, false), LIMITS, ALL))).message).toContain('XML files are accepted only as e-invoices');
  });

  it('answers undefined while an archive cannot be told yet, and the type once it can', async () => {
    const xlsx = bigZip('xl');
    await expect(checkProbeAtAcceptance(probe(xlsx, false), LIMITS, ALL)).resolves.toBeUndefined();
    await expect(checkProbeAtAcceptance(probe(xlsx), LIMITS, ALL)).resolves.toBe('xlsx');
  });

  it('refuses a size over the limit (413 naming MAX_UPLOAD_MB)', async () => {
    const big = { ...probe(padded(Buffer.from('%PDF-1.4'))), size: LIMITS.maxBytes + 1 };
    const e = await refusal(checkProbeAtAcceptance(big, LIMITS, ALL));
    expect(e).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(e.message).toContain('MAX_UPLOAD_MB');
  });

  it('checks an image header in the head once the upload is whole (413 naming MAX_IMAGE_MEGAPIXELS)', async () => {
    const bomb = padded(pngDeclaring(20000, 20000));
    await expect(checkProbeAtAcceptance(probe(bomb, false), LIMITS, ALL)).resolves.toBe('png');
    const e = await refusal(checkProbeAtAcceptance(probe(bomb), LIMITS, ALL));
    expect(e).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(e.message).toContain('MAX_IMAGE_MEGAPIXELS');
  });

  it('checks an upload that fits the head exactly as a whole file: empty (422), JSON that is no OCR file (415)', async () => {
    expect(await refusal(checkProbeAtAcceptance(probe(Buffer.alloc(0)), LIMITS, ALL))).toMatchObject({ code: 'UNPROCESSABLE', message: 'The document is empty' });
    expect(await refusal(checkProbeAtAcceptance(probe(Buffer.from('{"pages": 3')), LIMITS, ALL))).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(checkProbeAtAcceptance(probe(Buffer.from('{"pages": []}')), LIMITS, ALL)).resolves.toBe('ocr-json');
  });
});

describe('GuardedReader.extract on a streamed upload', () => {
  const pipeline = (type: SniffedType): GuardedPipeline => ({
    supports: () => true,
    inspect: async () => type,
    inspectPages: async () => ({ type }),
    extract: async (): Promise<ExtractionResult> => ({ fields: {}, lineItems: [], rawText: '', pageCount: 1, pages: [] }),
  });

  it('checks the header of an image larger than the head again, failing the job (UNPROCESSABLE) over the pixel cap', async () => {
    const bytes = Buffer.concat([pngDeclaring(20000, 20000), Buffer.alloc(ACCEPTANCE_HEAD_BYTES, 0)]);
    const e = await refusal(new GuardedReader(pipeline('png'), LIMITS).extract({ bytes, type: 'png' }));
    expect(e).toMatchObject({ code: 'UNPROCESSABLE' });
    expect(e.message).toContain('MAX_IMAGE_MEGAPIXELS');
    const fine = Buffer.concat([pngDeclaring(800, 600), Buffer.alloc(ACCEPTANCE_HEAD_BYTES, 0)]);
    await expect(new GuardedReader(pipeline('png'), LIMITS).extract({ bytes: fine, type: 'png' })).resolves.toMatchObject({ pageCount: 1 });
  });
});
