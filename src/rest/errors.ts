import type { ErrorRequestHandler, Response } from 'express';
import { AppError } from '../common/app-error';
import { ERROR_TABLE } from '../common/error-table';
import type { Logger } from '../common/logger';

/** The contract's error bodies: `{message, status: "unsuccessful"}`, with the two bodies the spec fixes. */
export function sendError(res: Response, e: AppError): void {
  const http = ERROR_TABLE[e.code].http;
  if (e.code === 'REGISTRATION_FAILED') {
    res.status(http).json({ registration: 'failed', reason: e.details?.reason ?? e.message, message: e.message, status: 'unsuccessful' });
    return;
  }
  const { problems, retryAfterSeconds } = (e.details ?? {}) as { problems?: string[]; retryAfterSeconds?: number };
  if (typeof retryAfterSeconds === 'number') res.set('Retry-After', String(retryAfterSeconds));
  res.status(http).json({ message: e.message, status: 'unsuccessful', code: e.code, ...(problems ? { problems } : {}) });
}

/** Express and its body parsers raise errors of their own; each gets the same JSON shape as domain errors. */
function fromFrameworkError(err: unknown): AppError | null {
  const e = err as { type?: string; code?: string; status?: number; field?: string; message?: string };
  if (e?.type === 'entity.parse.failed') return AppError.badRequest('The body is not valid JSON');
  if (e?.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'The body is too large');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding');
  if (e?.code === 'LIMIT_FILE_SIZE') return new AppError('PAYLOAD_TOO_LARGE', 'The uploaded file is larger than the MAX_UPLOAD_MB limit');
  if (e?.code === 'LIMIT_UNEXPECTED_FILE') return AppError.badRequest(`Unexpected file part "${e.field}": send the document as the file part "pdf"`);
  if (e?.code?.startsWith?.('LIMIT_')) return AppError.badRequest(`Upload refused: ${e.message}`);
  // The client went away mid-body (multer's words): nobody reads the answer, but it is no server error either.
  if (e?.message === 'Request aborted' || e?.message === 'Request closed') return AppError.badRequest('The request was broken off before its end');
  if (e?.message === 'Unexpected end of form' || e?.message === 'Multipart: Boundary not found') return AppError.badRequest('The multipart body is malformed');
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return AppError.badRequest(e.message ?? 'Bad request');
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = err instanceof AppError ? err : fromFrameworkError(err);
    if (appError) return sendError(res, appError);
    logger.error('unhandled error', { method: req.method, path: req.path, error: (err as Error)?.message });
    res.status(500).json({ message: 'Internal server error', status: 'unsuccessful', code: 'INTERNAL' });
  };
}
