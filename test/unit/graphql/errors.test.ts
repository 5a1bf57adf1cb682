import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { AppError, type ErrorCode } from '../../../src/common/app-error';
import { ERROR_TABLE } from '../../../src/common/error-table';
import type { Logger } from '../../../src/common/logger';
import { createErrorFormatter, transportErrorHandler } from '../../../src/graphql/errors';

function recordingLogger() {
  const errors: { message: string; meta?: Record<string, unknown> }[] = [];
  const logger: Logger = { error: (message, meta) => errors.push({ message, meta }), info() {}, debug() {} };
  return { logger, errors };
}

/** What graphql-js hands Apollo when a resolver throws: a located GraphQLError wrapping the original. */
function fromResolver(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ['document'], originalError: original });
}

function formatted(error: GraphQLError) {
  return { message: error.message, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at secret.ts:1'] } };
}

describe('createErrorFormatter', () => {
  it.each(Object.keys(ERROR_TABLE) as ErrorCode[])('maps AppError %s to its GraphQL code', (code) => {
    const { logger, errors } = recordingLogger();
    const error = fromResolver(new AppError(code, `message for ${code}`));
    expect(createErrorFormatter(logger)(formatted(error), error)).toEqual({
      message: `message for ${code}`,
      path: ['document'],
      extensions: { code: ERROR_TABLE[code].graphql },
    });
    expect(errors).toEqual([]);
  });

  it('passes the safe details of an AppError on', () => {
    const error = fromResolver(AppError.badRequest('Invalid update: Total must be a number', { problems: ['Total must be a number'] }));
    const out = createErrorFormatter(recordingLogger().logger)(formatted(error), error);
    expect(out.extensions).toEqual({ code: 'BAD_USER_INPUT', details: { problems: ['Total must be a number'] } });
  });

  it('hides anything else behind a fixed message and logs it', () => {
    const { logger, errors } = recordingLogger();
    const error = fromResolver(new TypeError("Cannot read properties of undefined (reading 'password_hash')"));
    const out = createErrorFormatter(logger)(formatted(error), error);
    expect(out).toEqual({ message: 'Internal server error', path: ['document'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(JSON.stringify(out)).not.toMatch(/password_hash|stacktrace/);
    expect(errors).toEqual([expect.objectContaining({ meta: expect.objectContaining({ error: expect.stringMatching(/password_hash/), path: 'document' }) })]);
  });

  it("keeps GraphQL's own errors (syntax, validation, variables) with their code, without a stack trace", () => {
    const error = new GraphQLError('Cannot query field "nope" on type "Query".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    const out = createErrorFormatter(recordingLogger().logger)(
      { message: error.message, locations: [{ line: 1, column: 3 }], extensions: { code: 'GRAPHQL_VALIDATION_FAILED', stacktrace: ['x'] } },
      error,
    );
    expect(out).toEqual({ message: error.message, locations: [{ line: 1, column: 3 }], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});

describe('transportErrorHandler', () => {
  function run(err: unknown) {
    const { logger, errors } = recordingLogger();
    const res = { headersSent: false, statusCode: 0, body: undefined as unknown } as Response & { body: unknown };
    res.status = (s: number) => ((res.statusCode = s), res);
    res.json = (b: unknown) => ((res.body = b), res);
    const next = jest.fn();
    transportErrorHandler(logger)(err, {} as Request, res, next);
    return { res, errors, next };
  }

  // graphql-upload and body-parser raise http-errors: `status`, and `expose` when the message is meant for clients.
  it('answers client errors with their status, in GraphQL form', () => {
    const { res, errors } = run(Object.assign(new Error('2 max file uploads exceeded.'), { status: 413, expose: true }));
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ errors: [{ message: '2 max file uploads exceeded.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    expect(errors).toEqual([]);
  });

  it('hides server errors and logs them', () => {
    const { res, errors } = run(new Error('disk full at /var/lib/capture'));
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(errors).toHaveLength(1);
  });
});
