import { AppError } from '../../../src/common/app-error';
import { ConfigError, loadConfig } from '../../../src/config/config';
import { GuardedReader, type GuardedPipeline } from '../../../src/extraction/guarded-reader';
import { checkBytes, checkPages, checkPixels, limitsFromConfig, type ExtractionLimits } from '../../../src/extraction/limits';
import { createDocumentReader } from '../../../src/extraction/reader';
import type { ExtractionInput, ExtractionResult, SniffedType } from '../../../src/extraction/types';
import { blankPdf, blankTiff, pngDeclaring } from '../../support/limits-fixtures';

const LIMITS: ExtractionLimits = { maxBytes: 1024 * 1024, maxPages: 2, maxPixels: 1_000_000, timeoutMs: 50 };

function caught(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    return e as AppError;
  }
  throw new Error('expected a throw');
}

async function rejection(p: Promise<unknown>): Promise<AppError> {
  return p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: AppError) => e,
  );
}

const result = (pageCount: number): ExtractionResult => ({ fields: {}, lineItems: [], rawText: '', pageCount, pages: [] });

/** A pipeline stand-in whose extract takes `delayMs` and whose calls are recorded. */
class FakePipeline implements GuardedPipeline {
  inspected = 0;
  closed = false;
  signal?: AbortSignal;
  constructor(private readonly opts: { delayMs?: number; gate?: Promise<void>; pageCount?: number; fail?: Error; types?: SniffedType[] } = {}) {}
  supports(type: SniffedType): boolean {
    return (this.opts.types ?? ['pdf', 'png', 'tiff']).includes(type);
  }
  async inspect(): Promise<SniffedType> {
    this.inspected++;
    return 'png';
  }
  async inspectPages(): Promise<{ type: SniffedType }> {
    return { type: await this.inspect() };
  }
  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    this.signal = input.signal;
    await (this.opts.gate ?? new Promise((r) => setTimeout(r, this.opts.delayMs ?? 0)));
    if (this.opts.fail) throw this.opts.fail;
    return result(this.opts.pageCount ?? 1);
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

describe('limit checks', () => {
  it('passes values at the cap and refuses values over it, naming the variable', () => {
    expect(() => checkPages(2, LIMITS)).not.toThrow();
    expect(() => checkPixels(1000, 1000, LIMITS)).not.toThrow();
    expect(() => checkBytes(1024 * 1024, LIMITS)).not.toThrow();

    const pages = caught(() => checkPages(3, LIMITS));
    expect(pages).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The document has 3 pages; the limit is 2 (MAX_PAGES)' });
    const pixels = caught(() => checkPixels(20000, 20000, LIMITS));
    expect(pixels.code).toBe('PAYLOAD_TOO_LARGE');
    expect(pixels.message).toBe('The image is 20000×20000 (400 megapixels); the limit is 1 megapixels (MAX_IMAGE_MEGAPIXELS)');
    expect(caught(() => checkPixels(2000, 1000, LIMITS, 3)).message).toMatch(/^Page 3 of the image is 2000×1000/);
    const bytes = caught(() => checkBytes(1024 * 1024 + 1, LIMITS));
    expect(bytes).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(bytes.message).toContain('MAX_UPLOAD_MB=1');
  });

  it('raises UNPROCESSABLE during processing, so the queue fails the job instead of retrying it', () => {
    expect(caught(() => checkPages(3, LIMITS, 'processing')).code).toBe('UNPROCESSABLE');
  });

  it('builds limits from the configuration', () => {
    expect(limitsFromConfig(loadConfig({}))).toEqual({ maxBytes: 25 * 1024 * 1024, maxPages: 200, maxPixels: 50_000_000, timeoutMs: 120000 });
  });
});

describe('configuration of the caps', () => {
  it('reads MAX_PAGES, MAX_IMAGE_MEGAPIXELS and DOCUMENT_TIMEOUT_MS', () => {
    const c = loadConfig({ MAX_PAGES: '5', MAX_IMAGE_MEGAPIXELS: '12', DOCUMENT_TIMEOUT_MS: '3000' });
    expect(c).toMatchObject({ maxPages: 5, maxImagePixels: 12_000_000, documentTimeoutMs: 3000 });
  });

  it.each([
    [{ MAX_PAGES: '0' }, 'MAX_PAGES'],
    [{ MAX_PAGES: 'many' }, 'MAX_PAGES'],
    [{ MAX_IMAGE_MEGAPIXELS: '0' }, 'MAX_IMAGE_MEGAPIXELS'],
    [{ MAX_IMAGE_MEGAPIXELS: '101' }, 'MAX_IMAGE_MEGAPIXELS'],
    [{ MAX_IMAGE_MEGAPIXELS: '1.5' }, 'MAX_IMAGE_MEGAPIXELS'],
    [{ DOCUMENT_TIMEOUT_MS: '10' }, 'DOCUMENT_TIMEOUT_MS'],
    [{ DOCUMENT_TIMEOUT_MS: '-1' }, 'DOCUMENT_TIMEOUT_MS'],
  ])('fails fast naming the variable for %j', (env, variable) => {
    const error = caught(() => loadConfig(env as Record<string, string>)) as unknown as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });
});

describe('GuardedReader.inspect', () => {
  it('refuses an image whose header declares too many pixels before the pipeline sees it', async () => {
    const fake = new FakePipeline();
    const e = await rejection(new GuardedReader(fake, LIMITS).inspect(pngDeclaring(20000, 20000)));
    expect(e).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(e.message).toContain('MAX_IMAGE_MEGAPIXELS');
    expect(fake.inspected).toBe(0);
  });

  it('refuses images the pipeline cannot read with 415, whatever their header declares', async () => {
    const fake = new FakePipeline({ types: ['pdf'] });
    const e = await rejection(new GuardedReader(fake, LIMITS).inspect(pngDeclaring(20000, 20000)));
    expect(e).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(fake.inspected).toBe(0);
  });

  it('accepts asynchronous uploads by their headers alone: the pipeline is not asked', async () => {
    const fake = new FakePipeline();
    const reader = new GuardedReader(fake, LIMITS);
    await expect(reader.accept(await blankTiff(2))).resolves.toBe('tiff');
    await expect(reader.accept(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 7)]))).resolves.toBe('pdf');
    expect((await rejection(reader.accept(await blankTiff(3)))).message).toBe('The document has 3 pages; the limit is 2 (MAX_PAGES)');
    expect(fake.inspected).toBe(0);
  });

  it('refuses a TIFF with too many pages, and accepts one within the caps', async () => {
    const reader = new GuardedReader(new FakePipeline(), LIMITS);
    const e = await rejection(reader.inspect(await blankTiff(3)));
    expect(e.message).toBe('The document has 3 pages; the limit is 2 (MAX_PAGES)');
    await expect(reader.inspect(await blankTiff(2))).resolves.toBe('png');
  });

  it('checks TIFF page sizes, naming the page', async () => {
    const reader = new GuardedReader(new FakePipeline(), { ...LIMITS, maxPixels: 50 });
    const e = await rejection(reader.inspect(await blankTiff(2, 10, 10)));
    expect(e.message).toMatch(/^Page 1 of the image is 10×10/);
  });

  it('counts OCR JSON pages', async () => {
    const ocr = (n: number) => Buffer.from(JSON.stringify({ pages: Array.from({ length: n }, () => ({ width: 10, height: 10, words: [] })) }));
    const reader = await createDocumentReader({ ocr: false, limits: LIMITS });
    try {
      await expect(reader.inspect(ocr(2))).resolves.toBe('ocr-json');
      expect((await rejection(reader.inspect(ocr(3)))).message).toContain('MAX_PAGES');
    } finally {
      await reader.close();
    }
  });

  it('counts PDF pages with the real reader', async () => {
    const reader = await createDocumentReader({ ocr: false, limits: LIMITS });
    try {
      await expect(reader.inspect(await blankPdf(2))).resolves.toBe('pdf');
      const e = await rejection(reader.inspect(await blankPdf(3)));
      expect(e).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The document has 3 pages; the limit is 2 (MAX_PAGES)' });
    } finally {
      await reader.close();
    }
  });
});

describe('GuardedReader.extract', () => {
  const input: ExtractionInput = { bytes: Buffer.from('x'), type: 'png' };

  it('passes a result within the caps through', async () => {
    await expect(new GuardedReader(new FakePipeline({ pageCount: 2 }), LIMITS).extract(input)).resolves.toEqual(result(2));
  });

  it('refuses a result with too many pages as UNPROCESSABLE (known only once read)', async () => {
    const e = await rejection(new GuardedReader(new FakePipeline({ pageCount: 3 }), LIMITS).extract(input));
    expect(e).toMatchObject({ code: 'UNPROCESSABLE', message: 'The document has 3 pages; the limit is 2 (MAX_PAGES)' });
  });

  it('gives up after the time budget with UNPROCESSABLE, and tracks the work still running', async () => {
    // The work ends only when the test lets it, so the refusal cannot be waiting for it, however loaded the machine.
    let finish: () => void = () => undefined;
    const gate = new Promise<void>((r) => (finish = r));
    const reader = new GuardedReader(new FakePipeline({ gate }), LIMITS);
    const e = await rejection(reader.extract(input));
    expect(e).toMatchObject({ code: 'UNPROCESSABLE', message: 'Extraction took longer than 50 ms (DOCUMENT_TIMEOUT_MS)' });
    expect(reader.abandonedCount).toBe(1);
    finish();
    await new Promise((r) => setTimeout(r, 10));
    expect(reader.abandonedCount).toBe(0);
  });

  it('aborts the signal handed to the pipeline when the budget runs out, with the timeout error as reason', async () => {
    const fake = new FakePipeline({ delayMs: 120 });
    const reader = new GuardedReader(fake, LIMITS);
    const e = await rejection(reader.extract(input));
    expect(fake.signal?.aborted).toBe(true);
    expect(fake.signal?.reason).toBe(e);
  });

  it('leaves the signal alone when the work ends in time', async () => {
    const fake = new FakePipeline({ delayMs: 0 });
    await new GuardedReader(fake, LIMITS).extract(input);
    expect(fake.signal?.aborted).toBe(false);
  });

  it('swallows a late failure of abandoned work (no unhandled rejection)', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const reader = new GuardedReader(new FakePipeline({ delayMs: 100, fail: new Error('late') }), LIMITS);
      await expect(reader.extract(input)).rejects.toThrow('DOCUMENT_TIMEOUT_MS');
      await new Promise((r) => setTimeout(r, 150));
      expect(unhandled).not.toHaveBeenCalled();
      expect(reader.abandonedCount).toBe(0);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('passes a pipeline error through unchanged, and close() through', async () => {
    const fake = new FakePipeline({ fail: new AppError('UNPROCESSABLE', 'bad scan') });
    const reader = new GuardedReader(fake, LIMITS);
    await expect(reader.extract(input)).rejects.toThrow('bad scan');
    expect(reader.abandonedCount).toBe(0);
    await reader.close();
    expect(fake.closed).toBe(true);
  });
});
