import { AppError, type ErrorCode } from '../../common/app-error';
import type { ExtractionLimits } from '../limits';
import type { OcrSettings } from '../reader';
import type { ExtractionInput, ExtractionResult, SniffedType } from '../types';

/** What the extraction thread is started with (workerData): the reader's settings, all cloneable. */
export interface ThreadSettings extends OcrSettings {
  ocr: boolean;
  limits: ExtractionLimits;
  logLevel: 'debug' | 'info' | 'error' | 'silent' | string;
  /** Nice value of the thread (Linux: per thread, inherited by the OCR and ONNX threads it starts). */
  nice: number;
}

/** The bytes travel as an ArrayBuffer of their own, transferred rather than copied a second time. */
export type WorkRequest = { op: 'inspect'; bytes: ArrayBuffer } | { op: 'extract'; bytes: ArrayBuffer; input: Omit<ExtractionInput, 'bytes' | 'signal'> };

export type ThreadRequest = (WorkRequest & { id: number }) | { id: 0; op: 'close' };

export interface ThreadError {
  code?: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export type ThreadReply =
  | { kind: 'ready'; supported: SniffedType[] }
  | { kind: 'done'; id: number; value: SniffedType | ExtractionResult }
  | { kind: 'error'; id: number; error: ThreadError };

export function errorToThread(e: unknown): ThreadError {
  if (e instanceof AppError) return { code: e.code, message: e.message, details: e.details };
  return { message: (e as Error)?.message ?? String(e) };
}

/** AppErrors keep their code (UNPROCESSABLE is what fails a job for good); anything else stays retryable. */
export function errorFromThread(e: ThreadError): Error {
  return e.code ? new AppError(e.code, e.message, e.details) : new Error(e.message);
}

/** A Buffer's bytes in an ArrayBuffer of their own (a Buffer may be a view of a larger, shared pool). */
export function ownArrayBuffer(bytes: Buffer): ArrayBuffer {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy.buffer;
}
