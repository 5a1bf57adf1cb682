import { unwrapResolverError } from '@apollo/server/errors';
import type { ErrorRequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isAppError } from '../common/app-error';
import { ERROR_TABLE } from '../common/error-table';
import type { Logger } from '../common/logger';

export const INTERNAL_MESSAGE = 'Internal server error';

/**
 * Apollo's formatError. Domain errors (AppError) get the code ERROR_TABLE gives them, with their safe details;
 * GraphQL's own errors (syntax, validation, variable types) keep Apollo's code; anything else is a bug whose
 * message may hold internals, so clients get a fixed message and the log gets the error.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const cause = unwrapResolverError(error);
    const where = {
      ...(formatted.locations && { locations: formatted.locations }),
      ...(formatted.path && { path: formatted.path }),
    };
    if (isAppError(cause)) {
      const extensions: Record<string, unknown> = { code: ERROR_TABLE[cause.code].graphql };
      if (cause.details) extensions.details = cause.details;
      return { message: cause.message, ...where, extensions };
    }
    if (cause instanceof GraphQLError) {
      // Apollo adds a stacktrace only when asked to; strip it anyway so a config change cannot leak one. `http` is
      // the status a plugin asked for (Apollo strips it; the WebSocket adapter has no status to set).
      const { stacktrace: _dropped, http: _status, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    logger.error('graphql resolver failed', {
      error: cause instanceof Error ? cause.message : String(cause),
      stack: cause instanceof Error ? cause.stack : undefined,
      path: formatted.path?.join('.'),
    });
    return { message: INTERNAL_MESSAGE, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

const HTTP_CODES: Record<number, string> = { 400: 'BAD_REQUEST', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/**
 * Errors raised before Apollo runs (a malformed multipart or JSON body, too many files) would otherwise reach
 * Express's HTML error page; GraphQL clients get a GraphQL-shaped JSON answer with the HTTP status instead.
 */
export function transportErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const status = typeof err?.status === 'number' ? err.status : 500;
    if (status >= 500 || !err.expose) {
      logger.error('graphql request failed', { error: err instanceof Error ? err.message : String(err), status });
      res.status(500).json({ errors: [{ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      return;
    }
    const code = HTTP_CODES[status] ?? 'BAD_REQUEST';
    res.status(status).json({ errors: [{ message: String(err.message), extensions: { code } }] });
  };
}
