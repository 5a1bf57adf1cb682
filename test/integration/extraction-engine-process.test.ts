import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../src/common/app-error';
import { EngineReader } from '../../src/extraction/engine/engine-reader';
import { blankPdf, pngDeclaring } from '../support/limits-fixtures';

const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));
const CORRUPT_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 7)]);
const LIMITS = { maxBytes: 5 * 1024 * 1024, maxPages: 2, maxPixels: 1_000_000, timeoutMs: 30000 };

let reader: EngineReader;

beforeAll(async () => {
  // OCR off: what is tested is where the engine runs, not OCR (images are then unsupported, which is tested too).
  reader = await EngineReader.start({ ocr: false, limits: LIMITS, logLevel: 'silent', nice: 10 });
}, 60000);
afterAll(async () => {
  await reader?.close();
});

describe('the extraction engine process', () => {
  it('reads a PDF in a process of its own, at a lower priority; the service process never loads the PDF engine', async () => {
    const result = await reader.extract({ bytes: SAMPLE_PDF, type: 'pdf' });
    expect(result.pageCount).toBe(1);
    expect(result.fields.Total).toBeGreaterThan(0);
    expect(reader.pid).toEqual(expect.any(Number));
    expect(reader.pid).not.toBe(process.pid);
    // Field 19 of /proc/<pid>/stat is the nice value (of the main thread; the others inherit it).
    const stat = fs.readFileSync(`/proc/${reader.pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    expect(Number(stat[16])).toBe(10);
    // pdfjs registers its worker module on the global of the realm it was loaded in (pdf/pdfjs-loader.ts).
    expect((globalThis as { pdfjsWorker?: unknown }).pdfjsWorker).toBeUndefined();
  });

  it('accepts by header only: a corrupt PDF passes acceptance, and reading it fails with UNPROCESSABLE', async () => {
    await expect(reader.accept(CORRUPT_PDF)).resolves.toBe('pdf');
    const e = await reader.extract({ bytes: CORRUPT_PDF, type: 'pdf' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ code: 'UNPROCESSABLE' });
    // The synchronous path (inspect, in the engine) refuses the same file with the same code.
    await expect(reader.inspect(CORRUPT_PDF)).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
  });

  it('checks headers at acceptance: an image bomb is refused with 413 and unsupported types with 415', async () => {
    // OCR is off in this reader, so a PNG is an unsupported type before its header matters.
    await expect(reader.accept(pngDeclaring(20000, 20000))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(reader.accept(Buffer.from('just some text'))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(reader.accept(Buffer.alloc(LIMITS.maxBytes + 1, 0x20))).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('counts pages only when the document is read: over MAX_PAGES fails the job for good (UNPROCESSABLE)', async () => {
    const three = await blankPdf(3);
    await expect(reader.accept(three)).resolves.toBe('pdf');
    await expect(reader.extract({ bytes: three, type: 'pdf' })).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: 'The document has 3 pages; the limit is 2 (MAX_PAGES)' });
    await expect(reader.inspect(three)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('takes the next document after a failure', async () => {
    await expect(reader.extract({ bytes: SAMPLE_PDF, type: 'pdf' })).resolves.toMatchObject({ pageCount: 1 });
  });

  it('leaves SIGINT and SIGTERM to the service (a Ctrl-C reaches the whole process group)', async () => {
    const pid = reader.pid!;
    process.kill(pid, 'SIGTERM');
    process.kill(pid, 'SIGINT');
    await expect(reader.extract({ bytes: SAMPLE_PDF, type: 'pdf' })).resolves.toMatchObject({ pageCount: 1 });
    expect(reader.pid).toBe(pid);
  });

  it('replaces an engine that died: the document it held fails retryably, the next one is read', async () => {
    const pid = reader.pid!;
    const held = reader.extract({ bytes: SAMPLE_PDF, type: 'pdf' });
    process.kill(pid, 'SIGKILL');
    const e = await held.catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Error);
    expect(e).not.toBeInstanceOf(AppError);
    expect((e as Error).message).toMatch(/will be read again/);
    await expect(reader.extract({ bytes: SAMPLE_PDF, type: 'pdf' })).resolves.toMatchObject({ pageCount: 1 });
    expect(reader.pid).not.toBe(pid);
  }, 60000);
});
