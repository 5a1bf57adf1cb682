import type { Request, Response } from 'express';
import { silentLogger } from '../../../src/common/logger';
import { errorHandler } from '../../../src/rest/errors';

/** What the error handler answers for an error a framework piece (multer, busboy) raised. */
function answer(err: unknown): { status: number; body: Record<string, unknown> } {
  const out = { status: 0, body: {} as Record<string, unknown> };
  const res = {
    set: () => res,
    status(code: number) {
      out.status = code;
      return res;
    },
    json(body: Record<string, unknown>) {
      out.body = body;
      return res;
    },
  } as unknown as Response;
  errorHandler(silentLogger)(err, { method: 'POST', path: '/api/v4' } as Request, res, () => undefined);
  return out;
}

describe('errorHandler on upload errors', () => {
  it('answers a body the client broke off (multer: "Request aborted" / "Request closed") with 400, not a logged 500', () => {
    for (const message of ['Request aborted', 'Request closed']) {
      expect(answer(new Error(message))).toEqual({
        status: 400,
        body: { message: 'The request was broken off before its end', status: 'unsuccessful', code: 'BAD_REQUEST' },
      });
    }
  });

  it('still answers an unknown error with 500', () => {
    expect(answer(new Error('boom')).status).toBe(500);
  });
});
