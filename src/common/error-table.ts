import type { ErrorCode } from './app-error';

/** The single mapping from domain error codes to what each adapter says. */
export const ERROR_TABLE: Record<ErrorCode, { http: number; graphql: string }> = {
  BAD_REQUEST: { http: 400, graphql: 'BAD_USER_INPUT' },
  UNAUTHENTICATED: { http: 401, graphql: 'UNAUTHENTICATED' },
  FORBIDDEN: { http: 403, graphql: 'FORBIDDEN' },
  PASSWORD_INCORRECT: { http: 403, graphql: 'PASSWORD_INCORRECT' },
  NOT_VERIFIED: { http: 403, graphql: 'NOT_VERIFIED' },
  REGISTRATION_FAILED: { http: 403, graphql: 'REGISTRATION_FAILED' },
  NOT_FOUND: { http: 404, graphql: 'NOT_FOUND' },
  CONFLICT: { http: 409, graphql: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { http: 413, graphql: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, graphql: 'UNSUPPORTED_MEDIA_TYPE' },
  UNPROCESSABLE: { http: 422, graphql: 'UNPROCESSABLE' },
  URL_REFUSED: { http: 400, graphql: 'URL_REFUSED' },
  URL_FETCH_FAILED: { http: 422, graphql: 'URL_FETCH_FAILED' },
  CATEGORIZATION_FAILED: { http: 500, graphql: 'CATEGORIZATION_FAILED' },
  NOT_READY: { http: 503, graphql: 'NOT_READY' },
  RATE_LIMITED: { http: 429, graphql: 'RATE_LIMITED' },
  // Refused before execution, like a query that fails validation (Apollo answers those with 400 too).
  QUERY_TOO_COSTLY: { http: 400, graphql: 'QUERY_TOO_COSTLY' },
  TOO_MANY_SUBSCRIPTIONS: { http: 429, graphql: 'TOO_MANY_SUBSCRIPTIONS' },
  // The server's disk (or database) is full: nothing of the request was stored, and trying later may succeed.
  INSUFFICIENT_STORAGE: { http: 507, graphql: 'INSUFFICIENT_STORAGE' },
  INTERNAL: { http: 500, graphql: 'INTERNAL_SERVER_ERROR' },
};
