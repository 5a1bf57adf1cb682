import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { isAppError } from '../common/app-error';
import { ExtractionPipeline } from '../extraction/pipeline';
import { LazyImageReader } from '../extraction/ppocr/lazy-reader';
import { toCliRecord, type CliRecord } from './record';

export interface ErrorRecord {
  file: string;
  error: { code: string; message: string };
}

export type BatchRecord = CliRecord | ErrorRecord;

export function errorRecord(file: string, e: unknown): ErrorRecord {
  if (isAppError(e)) return { file, error: { code: e.code, message: e.message } };
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return { file, error: { code: 'NOT_FOUND', message: 'File not found' } };
  if (code === 'EISDIR') return { file, error: { code: 'BAD_REQUEST', message: 'Is a directory, not a file' } };
  if (code === 'EACCES' || code === 'EPERM') return { file, error: { code: 'FORBIDDEN', message: 'Permission denied' } };
  return { file, error: { code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) } };
}

/** The CLI's pipeline: OCR (loaded on the first image or scanned page) unless `ocr` is false; pdfjs on the first PDF. */
export function openPipeline(ocr: boolean, threads?: number): Promise<ExtractionPipeline> {
  return ExtractionPipeline.create({ imageReader: ocr ? new LazyImageReader({ threads }) : undefined, pdfOnFirstUse: true });
}

/** One file's record, or its error record: a failure never escapes. */
export async function extractFile(pipeline: ExtractionPipeline, file: string): Promise<BatchRecord> {
  try {
    const bytes = await readFile(file);
    const type = await pipeline.inspect(bytes);
    const result = await pipeline.extract({ bytes, type, fileName: path.basename(file) });
    return toCliRecord(result);
  } catch (e) {
    return errorRecord(file, e);
  }
}

export const isError = (r: BatchRecord): r is ErrorRecord => 'error' in r && typeof (r as ErrorRecord).error === 'object' && 'file' in r;
