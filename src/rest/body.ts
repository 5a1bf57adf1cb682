import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';
import { AppError } from '../common/app-error';

/**
 * The REST JSON parser: body-parser would decode invalid UTF-8 into U+FFFD and store the damage silently, so such
 * a body is refused with a 400 before it is parsed.
 */
export function jsonBody(limit: string, type: string | string[] = 'application/json'): RequestHandler {
  return express.json({
    limit,
    type,
    verify: (_req, _res, buf) => {
      if (!isUtf8(buf)) throw AppError.badRequest('The body is not valid UTF-8');
    },
  });
}
