import { AppError, type ErrorCode } from '../../common/app-error';
import type { ExtractionLimits } from '../limits';
import type { OcrSettings } from '../reader';
import type { ExtractionInput, ExtractionResult, SniffedType } from '../types';

/** What the engine process is started with: the reader's settings. */
export interface EngineSettings extends OcrSettings {
  ocr: boolean;
  limits: ExtractionLimits;
  logLevel: string;
  /** Nice value of the engine process, all its threads included. */
  nice: number;
}

export type WorkRequest = { op: 'inspect'; bytes: Uint8Array } | { op: 'extract'; bytes: Uint8Array; input: Omit<ExtractionInput, 'bytes' | 'signal'> };

export type EngineRequest = (WorkRequest & { id: number }) | { op: 'start'; settings: EngineSettings } | { op: 'close' };

export interface WireError {
  code?: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export type EngineReply =
  | { kind: 'ready'; supported: SniffedType[] }
  | { kind: 'failed'; error: WireError }
  | { kind: 'done'; id: number; value: SniffedType | ExtractionResult }
  | { kind: 'error'; id: number; error: WireError };

export function errorToWire(e: unknown): WireError {
  if (e instanceof AppError) return { code: e.code, message: e.message, details: e.details };
  return { message: (e as Error)?.message ?? String(e) };
}

/** AppErrors keep their code (UNPROCESSABLE is what fails a job for good); anything else stays retryable. */
export function errorFromWire(e: WireError): Error {
  return e.code ? new AppError(e.code, e.message, e.details) : new Error(e.message);
}
