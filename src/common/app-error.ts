/**
 * The one error type the domain throws. Adapters translate it through ERROR_TABLE (error-table.ts),
 * so a code means the same HTTP status and the same GraphQL extensions.code everywhere.
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'PASSWORD_INCORRECT'
  | 'NOT_VERIFIED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'REGISTRATION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'URL_REFUSED'
  | 'URL_FETCH_FAILED'
  | 'CATEGORIZATION_FAILED'
  | 'NOT_READY'
  | 'RATE_LIMITED'
  | 'QUERY_TOO_COSTLY'
  | 'TOO_MANY_SUBSCRIPTIONS'
  | 'INSUFFICIENT_STORAGE'
  | 'INTERNAL';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Safe, client-facing detail (e.g. which field was wrong). Never secrets or stack traces. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: Record<string, unknown>): AppError {
    return new AppError('BAD_REQUEST', message, details);
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static unauthenticated(message = 'Missing or invalid credentials'): AppError {
    return new AppError('UNAUTHENTICATED', message);
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
